import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The backend, answered in-process from a fixture tree laid out by URL path (`Fixtures/`, the
/// recorded real games of docs/backend.md#recorded-data): the routes, filters, paging, key checks
/// and error bodies of the older backend and sda (docs/backend.md#route-families), so whatever
/// talks to it exercises decoding, dialects, paging and errors exactly as against the real server.
///
/// Sample mode reaches it through `FixtureTransport`; the tests' loopback HTTP server serves
/// it over a socket. One routing for both, so the offline tool and the network tests agree.
///
/// The routes follow the tree served: an sda tree (it has `api/v1`) has the v1 summary and no
/// flow route; an older tree has the flow, and the recap route when it holds recaps
/// (`api/games`). A route the backend lacks answers `{"detail":"Not Found"}` before any key
/// check, as FastAPI does.
///
/// Tests fake the games here and nowhere else: a `DocumentEdit` rewrites the documents as the
/// routes read them (another final, a live game, a sparse feed), and everything above the
/// documents (routing, paging, keys, the client's decoding) runs as in sample mode.
///
/// `@unchecked Sendable`: the mutable state (EV snapshots, the page cap, the documents read)
/// is read and written only under `lock`.
final class FixtureBackend: @unchecked Sendable {
    /// Rewrites one document of the tree as a route reads it: its path under the tree and its
    /// stored bytes (nil when the tree has none) in, the bytes to serve out (nil: no such
    /// document, so the route answers its 404). Called on every read, so an edit may answer
    /// differently from one request to the next.
    typealias DocumentEdit = @Sendable (_ path: String, _ stored: Data?) -> Data?

    /// One request as the backend sees it.
    struct Request: Sendable, Equatable {
        /// `GET`, usually.
        var method: String
        /// The path, without the query.
        var path: String
        /// The query items, in order (repeated names allowed).
        var query: [URLQueryItem]
        /// Header fields, names lower-cased.
        var headers: [String: String]

        /// Creates a request; header names are lower-cased here.
        init(method: String = "GET", path: String, query: [URLQueryItem] = [], headers: [String: String] = [:]) {
            self.method = method
            self.path = path
            self.query = query
            self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        }

        /// Every value of a (possibly repeated) query parameter.
        func values(_ name: String) -> [String] { query.filter { $0.name == name }.compactMap(\.value) }
        /// The first value of a query parameter.
        func value(_ name: String) -> String? { values(name).first }
    }

    /// What the backend answers: a status, a JSON body and any extra header fields.
    struct Answer: Sendable, Equatable {
        var status: Int
        var body: Data
        var headers: [String: String]

        init(status: Int, body: Data, headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.headers = headers
        }
    }

    /// The tree served (the folder that holds `api/`).
    let fixtures: URL
    /// The admin key (`API_KEY`) every route but `/api/v1` requires, if set.
    let apiKey: String?
    /// sda's `CONSUMER_API_KEY` for `/api/v1`, if set apart; then each key gets 403 on the
    /// other's routes (docs/backend.md#keys-and-authentication).
    let consumerApiKey: String?

    /// The server's clock: the v1 list's default window and `currentSlate` order use it.
    let clock: @Sendable () -> Date
    /// The tests' edit of the documents served; sample mode has none and pays nothing for it.
    let edit: DocumentEdit?

    private let lock = NSLock()
    private var storedSnapshots: [String: String] = [:]
    private var storedGamesPageCap: Int?
    /// Documents read once per backend: parsed objects and game lists, by kind and path.
    private var memo: [String: Any] = [:]

    /// Serves `fixtures`, its documents rewritten by `edit` when given; with keys, checks them
    /// as the backend does.
    init(fixtures: URL, apiKey: String? = nil, consumerApiKey: String? = nil,
                clock: @escaping @Sendable () -> Date = { Date() }, edit: DocumentEdit? = nil) {
        self.fixtures = fixtures
        self.clock = clock
        self.apiKey = apiKey
        self.consumerApiKey = consumerApiKey
        self.edit = edit
    }

    /// Answers one request: an unknown route 404s before any key check; a known one checks
    /// the key, then routes.
    func answer(_ request: Request) -> Answer {
        let routed = route(request)
        if Self.isRouteNotFound(routed) { return routed }
        if let refused = authorize(request) {
            return Answer(status: refused.status, body: refused.body,
                          headers: refused.status == 401 ? ["WWW-Authenticate": "ApiKey"] : [:])
        }
        return routed
    }

    // MARK: - State

    /// EV snapshots handed out: id → the query they were made for (see `+FairBet`).
    var snapshots: [String: String] {
        get { lock.withLock { storedSnapshots } }
        set { lock.withLock { storedSnapshots = newValue } }
    }

    /// Hands out the next snapshot id for a query signature.
    func makeSnapshot(signature: String) -> String {
        lock.withLock {
            let id = "snap-\(storedSnapshots.count + 1)"
            storedSnapshots[id] = signature
            return id
        }
    }

    /// Forgets every EV snapshot, so the next snapshot page answers 410.
    func expireSnapshots() {
        snapshots = [:]
    }

    /// The games list serves at most this many games a page whatever `limit` asks, imitating the
    /// short pages seen from sda (docs/backend.md#paging-and-ties; nil: the limit asked for, up
    /// to 200).
    var gamesPageCap: Int? {
        get { lock.withLock { storedGamesPageCap } }
        set { lock.withLock { storedGamesPageCap = newValue } }
    }

    /// One game of a list document: its fields, and where its stored text is.
    struct ListedItem {
        let game: ListedGame
        let raw: Range<Int>
    }

    /// `make()`'s value, computed once per key (a FairBet run asks for the same odds document
    /// page after page); nil, when `make` has none, is not remembered.
    func memoized<T>(_ key: String, _ make: () -> T?) -> T? {
        if let known = lock.withLock({ memo[key] }) as? T { return known }
        guard let value = make() else { return nil }
        lock.withLock { memo[key] = value }
        return value
    }

    /// What `make` reads from the document at `relative` as served, remembered per backend:
    /// without an edit once per document; with one for as long as the edit serves the same
    /// bytes, so a document that changes between requests (a live game growing) is read anew.
    func parsed<T>(_ kind: String, _ relative: String, _ make: (Data) -> T?) -> T? {
        let key = kind + " " + relative
        guard edit != nil else { return memoized(key) { file(relative).flatMap { make($0.body) } } }
        guard let body = file(relative)?.body else { return nil }
        if let (known, value) = lock.withLock({ memo[key] }) as? (Data, T), known == body { return value }
        guard let value = make(body) else { return nil }
        lock.withLock { memo[key] = (body, value) }
        return value
    }

    // MARK: - Tree shape

    /// Today's backend (sda 78de685d): the tree holds its v1 summaries.
    var servesSDA: Bool { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("api/v1").path) }

    /// The older backend with the recap route: the tree holds recaps.
    var hasRecapRoute: Bool { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("api/games").path) }
}

/// A games list document as the list routes read it: only what they filter and order by.
struct ListedGames: Decodable {
    let games: [ListedGame]
}

/// One game of a stored list: the fields the list routes filter, order and count by.
struct ListedGame: Decodable {
    let id: Int?
    let leagueCode, gameDate, localGameDate, homeTeam, awayTeam, homeTeamAbbr, awayTeamAbbr, status: String?
    let hasPbp, hasBoxscore, hasPlayerStats: Bool?

    /// Whether `team=` (lower-cased) is part of a team name or abbreviation, as the backend's
    /// `ILIKE %team%` matches.
    func matches(team: String) -> Bool {
        [homeTeam, awayTeam, homeTeamAbbr, awayTeamAbbr].contains { $0?.lowercased().contains(team) ?? false }
    }

    /// The start, when it reads as a date.
    var date: Date? { gameDate.flatMap(ISO8601.parse) }
}
