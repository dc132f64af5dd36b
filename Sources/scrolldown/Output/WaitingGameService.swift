import Foundation
import ScrollDownCore

/// The live service, saying on the waiting line when a response takes more than a second
/// ("waiting for sda.dock108.dev… 3 s"). Only built when the line can be shown (a terminal).
/// Every call of `GameService` is forwarded: the protocol has no defaults, so one left out does
/// not compile (a default once hid `liveOdds` on terminals).
struct WaitingGameService: GameService {
    let base: GameService
    let status: StatusLine
    let host: String
    /// Waits one second; injected (the context's sleep) so tests never wait.
    let tick: @Sendable (Double) async throws -> Void

    private func waiting<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        let (status, host, tick) = (self.status, self.host, self.tick)
        // Showing and the final erase happen under one lock, so a line can never be drawn
        // after the answer arrived and stay on the screen.
        let finished = Locked(false)
        let indicator = Task {
            try await tick(1)
            var seconds = 1
            while finished.withLock({ done in
                if !done { status.show("waiting for \(host)… \(seconds) s") }
                return !done
            }) {
                try await tick(1)
                seconds += 1
            }
        }
        defer {
            indicator.cancel()
            finished.withLock { done in
                done = true
                status.clear()
            }
        }
        return try await body()
    }

    func games(_ query: GameQuery) async throws -> [GameSummary] { try await waiting { try await base.games(query) } }
    func game(id: Int) async throws -> GameDetail { try await waiting { try await base.game(id: id) } }
    func flow(gameID: Int) async throws -> GameFlow? { try await waiting { try await base.flow(gameID: gameID) } }
    func playByPlay(gameID: Int) async throws -> PlayByPlay { try await waiting { try await base.playByPlay(gameID: gameID) } }
    func recap(gameID: Int, level: RevealLevel) async throws -> Recap? {
        try await waiting { try await base.recap(gameID: gameID, level: level) }
    }
    func postGameSummary(gameID: Int) async throws -> PostGameSummary? {
        try await waiting { try await base.postGameSummary(gameID: gameID) }
    }
    func socialPosts(gameID: Int) async throws -> [SocialPost] { try await waiting { try await base.socialPosts(gameID: gameID) } }
    func timeline(gameID: Int) async throws -> GameTimeline? { try await waiting { try await base.timeline(gameID: gameID) } }
    func teams(league: String?) async throws -> [Team] { try await waiting { try await base.teams(league: league) } }
    func fairBetPage(_ query: FairBetQuery, after continuation: FairBetContinuation?) async throws -> FairBetPage {
        try await waiting { try await base.fairBetPage(query, after: continuation) }
    }
    func liveOdds(gameID: Int) async throws -> FairBetLiveOdds? { try await waiting { try await base.liveOdds(gameID: gameID) } }
}
