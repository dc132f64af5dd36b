import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown odds GAME`: the cross-book table — market rows × book columns — of one game.
struct OddsCommand: Command {
    static let game = GameReference.argument()
    static let closing: Option<Bool> = .flag("closing", help: "Closing lines (the default).")
    static let opening: Option<Bool> = .flag("opening", help: "Opening lines; with \(closing.name), both side by side.")
    static let live: Option<Bool> = .flag(
        "live", help: "Also the in-game prices of a live game — only when its outcome is visible (they follow the score).")

    static let spec = CommandSpec(
        "odds", summary: "Cross-book odds table: market rows × book columns, best price marked.",
        arguments: [game.spec],
        options: [OddsOptions.category.spec, OddsOptions.player.spec, closing.spec, opening.spec, live.spec, OddsOptions.format.spec,
                  SharedOptions.peek.spec],
        discussion: "Pregame lines show before reveal; the betting outcome (covered, went over, upset) only after it. "
            + "Prices observed after the start follow the score and are never shown as opening or closing lines. "
            + "Before the reveal, a started game's rows without an observation time, or priced above 97% implied "
            + "probability, may be in-game prices: they are left out, and a note counts them. "
            + "Books that do not fit the terminal width continue in a second table.",
        examples: [
            Example("scrolldown odds 910000001", "moneyline, spread and total across books, closing lines"),
            Example("scrolldown odds ORL@tomorrow --opening --closing", "by team: opening and closing side by side"),
            Example("scrolldown odds \"CLE @ ORL\" --odds-format probability", "as the feed names it; prices as implied probabilities"),
            Example("scrolldown odds 910000001 --odds-format decimal", "decimal odds instead of American"),
        ])

    let game: GameReference
    let request: OddsRequest
    let oddsFormat: OddsDisplayFormat?
    let live: Bool
    let peek: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        game = try arguments.get(Self.game)
        let closing = try arguments.get(Self.closing), opening = try arguments.get(Self.opening)
        let lines: OddsLineSelection = closing && opening ? .both : opening ? .opening : .closing
        request = OddsRequest(category: try arguments.get(OddsOptions.category), lines: lines, player: try OddsOptions.player(arguments))
        oddsFormat = try arguments.get(OddsOptions.format)
        live = try arguments.get(Self.live)
        peek = try arguments.get(SharedOptions.peek)
    }

    func run(_ session: Session) async throws {
        if session.consumerKeyOnly { throw ScrollDownError.oddsNeedAdminKey }
        let id = try await GameResolver(session: session).resolve(game)
        let view = try await Self.view(id, request: request, live: live, policy: try session.revealPolicy(peek: peek), session: session)
        let invalid = view.invalidNumbers
        if invalid > 0 {
            // Once, not per row: the rows show no price, and are never best.
            session.notice("left out \(invalid) price\(invalid == 1 ? "" : "s") or line\(invalid == 1 ? "" : "s") that "
                + "\(invalid == 1 ? "was" : "were") impossible: bad data from the server")
        }
        session.output(.odds(view, prices: oddsFormat ?? session.configuration.oddsFormat))
    }

    /// The odds view as `odds` shows it (the reader shows the same, closing lines).
    static func view(_ id: Int, request: OddsRequest, live: Bool, policy: RevealPolicy, session: Session) async throws -> OddsView {
        if session.consumerKeyOnly { throw ScrollDownError.oddsNeedAdminKey }
        // From the admin routes, which alone carry odds, whichever routes serve the games.
        let detail = try await session.service.game(id: id, parts: .withOdds)
        // The policy decides whether the in-game prices are requested at all.
        return try await policy.oddsView(detail, request: request, marks: try session.readerMarks()[id] ?? .none, live: live) {
            try await session.service.liveOdds(gameID: id)
        }
    }
}
