import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The game service: the backend's routes through `APIClient`, whatever carries them. Live,
/// the transport is libcurl or URLSession and a `ResponseCache` keeps fetched games readable
/// offline; in sample mode and in tests the transport is `FixtureTransport`, which answers
/// in-process from the bundled games by URL path with the backend's routing. So there is one
/// implementation of the backend's semantics: paging every paged endpoint to the end (the
/// games list by offset, with ties that straddle a page repaired: `+Games`), optional routes
/// (`+Routes`), decoding of both dialects.
struct HTTPGameService: GameService {
    /// How long answers stay fresh, by what they describe.
    struct CacheLifetimes: Sendable, Equatable {
        /// A finished game changes rarely (corrections), so days.
        var final: TimeInterval = 3 * 86_400
        /// A live game changes every few seconds.
        var live: TimeInterval = 15
        /// Lists, upcoming games and anything whose state is unknown.
        var other: TimeInterval = 60
        /// Teams change almost never.
        var teams: TimeInterval = 86_400
        /// A route the backend does not have (the old recap, sda's deleted flow, the v1 summary
        /// on the older backend): asked again after a day, in case the backend was upgraded.
        var absentRoute: TimeInterval = 86_400

        /// The defaults.
        init() {}

        func lifetime(for state: GameState?) -> TimeInterval {
            switch state {
            case .final?: return final
            case .live?: return live
            default: return other
            }
        }
    }

    /// The same service over the bundled games (sample mode): no cache, nothing remembered but
    /// the `decodedBodies` given (tests share them between the runs of one scenario).
    static func fixtures(_ backend: FixtureBackend, api: APIChoice = .auto, clock: @escaping Clock = systemClock,
                                log: @escaping @Sendable (String) -> Void = { _ in },
                                decodedBodies: DecodedBodies? = nil) -> HTTPGameService {
        let configuration = APIClient.Configuration(baseURL: FixtureTransport.baseURL, apiKey: nil, version: Version.current)
        return GameBackend.service(configuration: configuration, network: FixtureTransport(backend: backend), cache: nil,
                                   api: api, log: log, clock: clock, decodedBodies: decodedBodies)
    }

    /// Requests go through the client's stack, whose `CachingTransport` shares `cache` and
    /// `offline` (`GameBackend.service` builds both from one pair).
    let client: APIClient
    /// The response cache, for what the service itself remembers there (the route family,
    /// absent routes) and reads (a game's last state, for its side documents' lifetime).
    let cache: ResponseCache?
    /// Which routes serve the games (`+Family`).
    let api: APIChoice
    let familyMemo = RouteFamilyMemo()
    let offline: Bool
    let lifetimes: CacheLifetimes
    let clock: Clock
    /// Page sizes: the server maxima, smaller in tests to exercise paging.
    var gamesPageSize = 200
    /// The most list pages one window may take: a server whose paging never ends (or a
    /// window of many thousands of games at a small server limit) stops with a message.
    var gamesPageBound = 300
    var playsPageSize = 1000
    var teamsPageSize = 500

    /// Creates the service; `offline` answers only from `cache`. The client's stack must cache
    /// in the same `cache` with the same `offline`: build both with `GameBackend.service`.
    init(client: APIClient, cache: ResponseCache?, offline: Bool = false, api: APIChoice = .auto,
                lifetimes: CacheLifetimes = CacheLifetimes(), clock: @escaping Clock = systemClock) {
        self.client = client
        self.cache = cache
        self.api = api
        self.offline = offline
        self.lifetimes = lifetimes
        self.clock = clock
    }

    // MARK: - E2–E5, E7, E9, v1 summary

    /// A backend without the detail route on either family says so (`routeAbsent`), not "no
    /// game": the sda backend users have today has no consumer detail route.
    func game(id: Int, parts: GameDetail.Parts) async throws -> GameDetail {
        switch parts {
        case .whole: return try await adminGameFirst(id: id, as: GameDetail.self)
        case .headerAndPlays: return try await adminGameFirst(id: id, as: HeaderAndPlaysDetail.self)
        case .withOdds:
            do {
                return try await adminGame(id: id, as: GameDetail.self)
            } catch ScrollDownError.routeAbsent(let label) {
                throw ScrollDownError.oddsNeedAdminRoutes(request: label)
            }
        }
    }

    /// The admin detail. No `notFound`: a route the backend lacks must read as such (a
    /// consumer-only backend), not as "no game"; a game it lacks still is "no game".
    private func adminGame<Response: GameDetailResponse>(id: Int, as type: Response.Type) async throws -> GameDetail {
        do {
            return try await client.cached(type, .gameDetail(id: id), state: { $0.detail.state }) {
                lifetimes.lifetime(for: $0.detail.state)
            }.detail
        } catch ScrollDownError.notFound {
            throw ScrollDownError.notFound(.game(id: id))
        }
    }

    private func adminGameFirst<Response: GameDetailResponse>(id: Int, as type: Response.Type) async throws -> GameDetail {
        try await adminFirst {
            try await adminGame(id: id, as: type)
        } consumer: {
            try await consumerGame(id: id, as: type)
        }
    }

    func flow(gameID: Int) async throws -> GameFlow? {
        if family() == .consumer {
            noteConsumerGaps("flow blocks")
            return nil
        }
        return try await optionalRoute(.flow) {
            try await client.cached(GameFlow.self, .flow(id: gameID)) { _ in lifetime(ofGame: gameID) }
        }
    }

    func timeline(gameID: Int) async throws -> GameTimeline? {
        if family() == .consumer { return nil }
        return try await nilOn404 {
            try await client.cached(GameTimeline.self, .timeline(id: gameID, version: nil)) { _ in
                lifetime(ofGame: gameID)
            }
        }
    }

    func recap(gameID: Int, level: RevealLevel) async throws -> Recap? {
        if family() == .consumer { return nil }
        return try await optionalRoute(.recap) {
            try await client.cached(Recap.self, .recap(id: gameID, reveal: level.rawValue)) { _ in
                lifetime(ofGame: gameID)
            }
        }
    }

    /// sda's v1 summary. Outcome-bearing: callers ask only for a game whose outcome is visible,
    /// and only this method reads its cache entry. A story keeps as long as its game; a
    /// pipeline status (`RECAP_PENDING` with a countdown) a minute.
    func postGameSummary(gameID: Int) async throws -> PostGameSummary? {
        try await optionalRoute(.summary) {
            try await client.cached(PostGameSummary.self, .summary(id: gameID)) { summary in
                if case .story = summary { return lifetime(ofGame: gameID) }
                return lifetimes.other
            }
        }
    }

    func socialPosts(gameID: Int) async throws -> [SocialPost] {
        if family() == .consumer, client.configuration.keys.admin == nil {
            noteConsumerGaps("social posts (an admin key serves them)")
            return []
        }
        // The server answers an unknown game with an empty list; a 404 means the same here.
        return try await nilOn404 {
            try await client.cached(SocialPostsResponse.self, .social(id: gameID)) { _ in
                lifetime(ofGame: gameID)
            }.posts
        } ?? []
    }

    /// Pages by row offset (1000 per page) until `total_plays` rows are read or, when the
    /// server leaves `total_plays` out, until a short page.
    func playByPlay(gameID: Int) async throws -> PlayByPlay {
        if family() == .consumer {
            // The consumer detail carries every play (`game(id:)`); there is no separate route.
            throw ScrollDownError.playsComeWithTheGame(
                request: client.label(for: .playByPlay(id: gameID, limit: playsPageSize, offset: 0)))
        }
        var merged: PlayByPlay?
        var plays: [PBPPlay] = []
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let endpoint = Endpoint.playByPlay(id: gameID, limit: playsPageSize, offset: plays.count)
            let page = try await client.cached(PlayByPlay.self, endpoint, notFound: .game(id: gameID)) {
                lifetimes.lifetime(for: GameState.from(status: $0.gameStatus, isLive: nil, isFinal: nil, isPregame: nil))
            }
            if merged == nil { merged = page }
            // A server that ignores the offset answers the same rows again; stop rather than
            // repeat them (the offset is the row count, so it only moves with new rows).
            let fresh = page.plays.filter { seen.insert($0.playIndex).inserted }
            if fresh.isEmpty { break }
            plays += fresh
            if let total = page.totalPlays {
                if plays.count >= total { break }
            } else if page.plays.count < playsPageSize {
                break
            }
        }
        guard var result = merged else { throw ScrollDownError.notFound(.game(id: gameID)) }
        result.plays = plays
        return result
    }

    // MARK: - E6, E8

    /// Pages by offset (500 per page) until `total` teams are read.
    func teams(league: String?) async throws -> [Team] {
        if family() == .consumer {
            noteConsumerGaps("teams list")
            return []
        }
        var teams: [Team] = []
        for _ in 0..<100 {
            let endpoint = Endpoint.teams(league: league, search: nil, limit: teamsPageSize, offset: teams.count)
            let page = try await client.cached(TeamListResponse.self, endpoint) { _ in lifetimes.teams }
            teams += page.teams
            if page.teams.isEmpty || teams.count >= (page.total ?? teams.count) { break }
        }
        return teams.sorted { $0.name < $1.name }
    }

    /// One page, never cached (prices move and EV snapshots expire within a minute).
    /// An expired snapshot (410) surfaces as an error telling the caller to restart from page 1.
    func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
        guard (1...500).contains(query.limit) else {
            throw ScrollDownError.usage(.invalidPageSize(query.limit))
        }
        if offline { throw ScrollDownError.unavailable(.offlineNeverCached(.fairBetPrices)) }
        return try await client.get(FairBetPage.self, .fairBet(query, after: continuation))
    }

    /// Live prices, never cached (they change every few seconds). A backend without the
    /// route (404) has none.
    func liveOdds(gameID: Int) async throws -> FairBetLiveOdds? {
        if offline { throw ScrollDownError.unavailable(.offlineNeverCached(.livePrices)) }
        return try await nilOn404 { try await client.get(FairBetLiveOdds.self, .fairBetLive(gameID: gameID)) }
    }

    // MARK: - Helpers

    /// The lifetime of a game's side documents: that of the game's last cached state (kept in
    /// the detail entry's header), or the short default when the game has not been fetched.
    func lifetime(ofGame id: Int) -> TimeInterval {
        lifetimes.lifetime(for: cache?.gameState(for: client.url(for: .gameDetail(id: id)))
            ?? cache?.gameState(for: client.url(for: .consumerGameDetail(id: id))))
    }

    /// nil for a 404, whether the route lacks the game or the backend lacks the route.
    func nilOn404<T>(_ body: () async throws -> T) async throws -> T? {
        do {
            return try await body()
        } catch ScrollDownError.notFound {
            return nil
        } catch ScrollDownError.routeAbsent {
            return nil
        }
    }
}
