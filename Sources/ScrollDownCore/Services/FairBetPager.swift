import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Walks E8 page by page and hands each page's bets on as it arrives, so a caller can stream
/// them without holding every page.
///
/// Continuations follow the server: cursor + snapshot in EV mode, cursor or offset in the
/// light modes, offset until a short page on older servers (`FairBetPage.continuation`). An
/// expired EV snapshot (410) restarts from page 1 with a new snapshot; bets already handed on
/// are skipped, remembered by their id (tens of bytes a bet, not the bet): a hash alone could
/// merge two different bets whose ids collide.
struct FairBetPager: Sendable {
    /// How far paging has got, for a progress line.
    struct Progress: Sendable, Equatable {
        var pages: Int
        var bets: Int
        /// The server's count (an upper bound in light mode), when it sent one.
        var total: Int?
        var restarts: Int
        /// Bets left out for an impossible line, and book prices left out as null or
        /// impossible, so far, of the games `counts` accepts: reported once at the end.
        var invalidBets = 0
        var invalidPrices = 0
    }

    let service: GameService
    let query: FairBetQuery
    /// Restarts allowed after expired snapshots before giving up.
    var maxRestarts = 3
    /// A ceiling on pages, against a server whose continuation never ends.
    var maxPages = 10_000
    /// Whether what is left out of a bet of a game starting then is counted: a caller that
    /// never shows a game's bets does not count them either (a started game's impossible
    /// prices are in-game prices, which follow the score).
    let counts: @Sendable (Date) -> Bool

    init(service: GameService, query: FairBetQuery, counts: @escaping @Sendable (Date) -> Bool = { _ in true }) {
        self.service = service
        self.query = query
        self.counts = counts
    }

    /// Fetches every page; `onBets` gets each page's new bets, `progress` the running count.
    @discardableResult
    func run(progress: @Sendable (Progress) -> Void = { _ in },
                    onBets: ([FairBet]) async throws -> Void) async throws -> Progress {
        var state = Progress(pages: 0, bets: 0, total: nil, restarts: 0)
        var delivered = Set<String>()
        var continuation: FairBetContinuation?
        while state.pages < maxPages {
            let page: FairBetPage
            do {
                page = try await service.fairBetPage(query, after: continuation)
            } catch let error as ScrollDownError {
                guard case .snapshotExpired = error, state.restarts < maxRestarts else { throw error }
                state.restarts += 1
                continuation = nil
                continue
            }
            state.pages += 1
            state.total = page.total ?? state.total
            let fresh = page.bets.filter { delivered.insert($0.betID).inserted }
            state.invalidBets += page.invalidLineStarts.filter(counts).count
            state.invalidPrices += fresh.filter { counts($0.gameDate) }.reduce(0) { $0 + $1.invalidPriceBooks.count }
            // A server that ignores the offset answers page 1 again: stop instead of looping.
            if case .offset? = continuation, fresh.isEmpty, !page.bets.isEmpty { break }
            state.bets += fresh.count
            if !fresh.isEmpty { try await onBets(fresh) }
            progress(state)
            guard let next = page.continuation(after: continuation, limit: query.limit) else { break }
            continuation = next
        }
        return state
    }
}
