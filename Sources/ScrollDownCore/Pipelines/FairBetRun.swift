import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What a `fairbet` run shows: the list, one bet's devig math, or a parlay's fair price.
public enum FairBetRequest: Sendable, Equatable {
    /// The bets of the filters, in `sort` order (nil: the server's, streamed).
    case list(sort: FairBetSort?)
    /// `--explain BET`: the devig math of one bet, step by step.
    case explain(String)
    /// `--parlay BET BET …`: the fair price of a parlay of the listed bets.
    case parlay([String])
}

/// `scrolldown fairbet` from the parsed options to the views it shows: pages the service,
/// keeps what the reveal policy lets FairBet show, prices, filters and builds the views. The
/// executable parses, resolves a game name and shows what the run hands it (the pager,
/// pricer and views stay inside the core).
public struct FairBetRun: Sendable {
    let leagues: [League]
    let category: OddsCategory?
    let book: String?
    let minEV: Double?
    let game: Int?
    let player: String?
    let method: DevigMethod
    let oddsFormat: OddsDisplayFormat

    /// A run with the command's filters: `player` and `book` as typed, `minEV` in percent,
    /// `game` an id (a name is resolved by the caller), `method` for the client's devig.
    public init(leagues: [League], category: OddsCategory?, book: String?, minEV: Double?, game: Int?, player: String?,
                method: DevigMethod, oddsFormat: OddsDisplayFormat) {
        self.leagues = leagues
        self.category = category
        self.book = book
        self.minEV = minEV
        self.game = game
        self.player = player
        self.method = method
        self.oddsFormat = oddsFormat
    }

    /// Carries out `request` against `service`, under the run's configuration (its clock
    /// reading, and the cache directory where the spill sorter and the ids for completion go),
    /// handing each view to `show` as it is ready: the whole list at once, or, where `format`
    /// streams (ndjson, text in time order), a page at a time. Progress goes to `progress`
    /// (nil: clear it), notices to `notice`.
    public func run(_ request: FairBetRequest, service: any GameService, configuration: Configuration, format: OutputFormat,
                    show: @escaping @Sendable (OutputView) -> Void,
                    progress: @escaping @Sendable (String?) -> Void, notice: @escaping @Sendable (String) -> Void) async throws {
        let outlet = Outlet(service: service, configuration: configuration, format: format, show: show,
                            progress: progress, notice: notice)
        switch request {
        case .list(let sort): try await list(sort: sort, outlet)
        case .explain(let text): try await explain(text, outlet)
        case .parlay(let texts): try await parlay(texts, outlet)
        }
    }

    /// Whether `text` reads as a bet id (GAME:MARKET:SELECTION:LINE), for the parser.
    public static func isBetID(_ text: String) -> Bool { FairBet.parseBetID(text) != nil }

    /// What a run needs from the outside world, and where its views go.
    struct Outlet: Sendable {
        let service: any GameService
        let now: Date
        /// The output format: it decides whether the list is streamed, not how it is written.
        let format: OutputFormat
        let cacheDirectory: URL
        /// Takes a view to show.
        let show: @Sendable (OutputView) -> Void
        /// The progress line (nil: clear it).
        let progress: @Sendable (String?) -> Void
        /// A notice on stderr.
        let notice: @Sendable (String) -> Void

        /// The outlet of one run: the service to page, the run's configuration (its clock
        /// reading, and the cache directory where the spill sorter and the ids for completion
        /// go) and the output format.
        init(service: any GameService, configuration: Configuration, format: OutputFormat,
             show: @escaping @Sendable (OutputView) -> Void,
             progress: @escaping @Sendable (String?) -> Void, notice: @escaping @Sendable (String) -> Void) {
            self.service = service
            self.now = configuration.now
            self.format = format
            self.cacheDirectory = configuration.cacheDirectory
            self.show = show
            self.progress = progress
            self.notice = notice
        }
    }

    /// Hands one piece of the run to the outlet, with the reader's price format and method.
    func show(_ content: FairBetOutput.Content, _ outlet: Outlet) {
        outlet.show(.fairBet(FairBetOutput(content: content, prices: oddsFormat, method: method)))
    }

    /// The server query of one league (nil: all). `--player` and `--book` are applied here, not
    /// by the server: its player match is accent-sensitive, and its book filter would drop
    /// the books a consensus needs.
    func query(league: League?, gameID: Int?, evMode: Bool) -> FairBetQuery {
        FairBetQuery(league: league?.rawString, marketCategory: category?.rawValue.replacingOccurrences(of: "-", with: "_"),
                     gameID: gameID, sortBy: evMode ? "ev" : nil, limit: 500)
    }

    /// What the list is limited to, in words.
    var filterWords: [String] {
        var words = leagues.map(\.rawString)
        if let category { words.append(category.title) }
        if let game { words.append("game \(game)") }
        if let player { words.append("player ~ \(player)") }
        if let book { words.append("book \(book)") }
        if let minEV { words.append("EV ≥ \(FairBet.lineText(minEV))%") }
        return words
    }

    /// The player filter, before pricing (both sides of a prop share the player).
    func keeps(_ bet: FairBet) -> Bool {
        guard let player else { return true }
        guard let name = bet.playerName else { return false }
        return Self.folded(name).contains(Self.folded(player))
    }

    /// The EV filter, after pricing and the book filter.
    func keeps(_ row: FairBetRow) -> Bool {
        guard let minEV else { return true }
        return (row.bestEV ?? -.infinity) >= minEV
    }

    static func folded(_ text: String) -> String {
        text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }

    /// One line on stderr for what the server sent that is no bet or no price:
    /// left out, never listed, never "best", never devigged.
    static func reportInvalid(bets: Int, prices: Int, outlet: Outlet) {
        var parts: [String] = []
        if bets > 0 { parts.append("\(bets) bet\(bets == 1 ? "" : "s") with an impossible line") }
        if prices > 0 {
            parts.append("\(prices) book price\(prices == 1 ? "" : "s") that \(prices == 1 ? "was" : "were") null or impossible "
                + "(not between 100 and 100,000 either way)")
        }
        guard !parts.isEmpty else { return }
        outlet.notice("left out " + parts.joined(separator: " and ") + ": bad data from the server")
    }

    /// The progress line on stderr (the session's status line: a terminal only, not with -q).
    static func progressText(_ progress: FairBetPager.Progress) -> String {
        var text = "fetching FairBet bets: page \(progress.pages) · \(progress.bets) bets"
        if let total = progress.total { text += " of ≤\(total)" }
        if progress.restarts > 0 { text += " · snapshot expired, restarted \(progress.restarts)×" }
        return text
    }
}
