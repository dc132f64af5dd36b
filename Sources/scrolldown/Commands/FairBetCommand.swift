import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown fairbet`: pregame bets with fair odds and EV per book, best EV first; or one
/// bet's devig explained (`--explain BET`), or a parlay's fair price (`--parlay BET BET …`).
struct FairBetCommand: Command {
    static let bets: Argument<[String]> = .words("BET", completion: .dynamic(.bets), help: "Bet ids (from the list) for \(parlay.name).")
    static let league: Option<[League]> = SharedOptions.leagues
    static let book: Option<String?> = .text(
        "book", value: "BOOK", help: "Show only this book (name or abbreviation, e.g. DK) beside the sharp books.")
    static let minEV: Option<Double?> = .number(
        "min-ev", value: "N", range: -100...1000, expected: "a percentage between -100 and 1000",
        help: "Only bets where some book's EV is at least N percent (server or client figure).")
    static let game: Option<GameReference?> = .parsed(
        "game", value: "GAME", completion: .gameIDs, help: "Only this game's bets (its id, or a team as for 'game': ORL@tomorrow).",
        GameReference.parse)
    static let method: Option<DevigMethod?> = .choice(
        "method", value: "METHOD", help: "Client devig where the server sent no fair price: multiplicative (default), additive, power, shin, odds-ratio.")
    static let sort: Option<FairBetSort?> = .choice(
        "sort", value: "ORDER", help: "ev: best EV first (text and json default; ndjson: the server ranks, in EV mode); time: game-time order, streamed (ndjson default).")
    static let explain: Option<String?> = .text("explain", value: "BET", completion: .dynamic(.bets), help: "The devig math of one bet, step by step.")
    static let parlay: Option<Bool> = .flag("parlay", help: "The fair price of a parlay of the BET arguments.")

    static let spec = CommandSpec(
        "fairbet", summary: "Pregame bets with fair odds and EV per book, best EV first.",
        arguments: [bets.spec],
        options: [league.spec, OddsOptions.category.spec, book.spec, minEV.spec, game.spec, OddsOptions.player.spec, method.spec,
                  sort.spec, OddsOptions.format.spec, explain.spec, parlay.spec],
        discussion: "The server's EV is used when a bet carries it; otherwise the market is devigged here from the sharp book "
            + "(else a consensus of 3+ books) with \(method.name). Every figure says which (server or client). "
            + "Pages of 500; \(GlobalOptions.format.name) ndjson streams bets as pages arrive. FairBet lists only games that have not started. "
            + "Each card ends with its bet id, for \(explain.name) (scrolldown fairbet \(explain.name) 910000001:spreads:team:miami_heat:-3.5) "
            + "and \(parlay.name) (scrolldown fairbet \(parlay.name) 910000001:h2h:team:miami_heat:0 910000002:h2h:team:orlando_magic:0).",
        examples: [
            Example("scrolldown fairbet", "every pregame bet, best EV first"),
            Example("scrolldown fairbet --league NBA --min-ev -3 --method shin", "NBA bets losing at most 3%, devigged with Shin"),
            Example("scrolldown fairbet --game ORL@tomorrow", "one game's bets, each with its id for --explain and --parlay"),
        ])

    let leagues: [League]
    let category: OddsCategory?
    let book: String?
    let minEV: Double?
    /// The game of `--game`: its id, once a name is resolved in `run`.
    var game: Int?
    /// `--game` given as a name, resolved against the feed in `run`.
    let gameName: GameReference?
    let player: String?
    let method: DevigMethod
    let sort: FairBetSort?
    let oddsFormat: OddsDisplayFormat?
    let explain: String?
    let parlay: [String]?

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        leagues = try arguments.get(Self.league)
        category = try arguments.get(OddsOptions.category)
        book = try arguments.get(Self.book).map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        minEV = try arguments.get(Self.minEV)
        let reference = try arguments.get(Self.game)
        if case .id(let id)? = reference { game = id } else { game = nil }
        gameName = reference.flatMap { if case .name = $0 { $0 } else { nil } }
        player = try OddsOptions.player(arguments)
        method = try arguments.get(Self.method) ?? .multiplicative
        sort = try arguments.get(Self.sort)
        oddsFormat = try arguments.get(OddsOptions.format)
        explain = try arguments.get(Self.explain)
        let ids = try arguments.get(Self.bets)
        let wantsParlay = try arguments.get(Self.parlay)
        if wantsParlay && explain != nil { throw .usage(.conflictingOptions([Self.explain.name, Self.parlay.name])) }
        if !ids.isEmpty && !wantsParlay { throw .usage(.unexpectedArgument(ids[0], command: Self.spec.name)) }
        if wantsParlay && ids.count < 2 {
            throw .usage(.missingArgument(name: "two or more \(Self.bets.spec.name) ids", command: "\(Self.spec.name) \(Self.parlay.name)"))
        }
        for id in ids + [explain].compactMap({ $0 }) where !FairBetRun.isBetID(id) {
            throw .usage(.invalidNumber(option: Self.bets.spec.name, value: id, expected: "a bet id GAME:MARKET:SELECTION:LINE, as the list shows"))
        }
        parlay = wantsParlay ? ids : nil
    }

    func run(_ session: Session) async throws {
        if session.consumerKeyOnly { throw ScrollDownError.fairBetNeedsAdminKey }
        if let gameName {
            var resolved = self
            resolved.game = try await GameResolver(session: session).resolve(gameName)
            return try await resolved.runResolved(session)
        }
        try await runResolved(session)
    }

    private func runResolved(_ session: Session) async throws {
        let run = FairBetRun(leagues: leagues, category: category, book: book, minEV: minEV, game: game, player: player,
                             method: method, oddsFormat: oddsFormat ?? session.configuration.oddsFormat)
        let request: FairBetRequest = explain.map { .explain($0) } ?? parlay.map { .parlay($0) } ?? .list(sort: sort)
        // The session's terminal, as a FairBet run uses it: its views shown as they come, the
        // status line for progress, notices on stderr.
        let status = session.status
        try await run.run(
            request, service: try session.service, configuration: session.configuration, format: session.format,
            show: { session.output($0) },
            progress: { text in if let text { status.show(text) } else { status.clear() } },
            notice: { session.notice($0) })
    }
}

extension FairBetSort: ChoiceValue {}
