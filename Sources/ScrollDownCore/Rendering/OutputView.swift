import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Everything scrolldown prints, as values. Commands and the core's entry points hand back
/// these, never text: `rendered(_:_:)` is the one place a view becomes text, JSON or NDJSON.
/// Hidden values are already absent from the views, so no format can show them.
public enum OutputView: Sendable {
    /// The feed; `empty` says why a filtered feed has no game, for the line that suggests
    /// what to try instead (text only: JSON is the empty feed).
    case feed(FeedView, empty: EmptyFeed? = nil)
    /// One game: context, recap and the reveal gate.
    case game(GameView)
    /// Team and player stats of one game.
    case stats(StatsView)
    /// A timeline or a `read` step; `header: false` for `--follow`'s later batches, which are
    /// `streamed` (a pager would hold them back).
    case timeline(TimelineView, header: Bool = true, streamed: Bool = false)
    /// The odds table, prices in `prices`.
    case odds(OddsView, prices: OddsDisplayFormat)
    /// A piece of a `fairbet` run (`FairBetRun`).
    case fairBet(FairBetOutput)
    /// `config` or `doctor` (`Configuration.config(_:)`, `Configuration.doctor(…)`).
    case setup(SetupReport)
    /// What the completion scripts ask at TAB time (`CompletionValues`).
    case completion(CompletionList)
    /// `reveal`/`hide`: the stored choice for these games changed.
    case revealChange(games: [Int], revealed: Bool)
    /// `mark-read`: the game is read, and revealed when the reveal mode says so.
    case markRead(game: Int, revealed: Bool)
    /// `catch-up`: the final games revealed (or, dry, that would be) and those kept hidden;
    /// `window` is the window in words.
    case catchUp(games: [GameCandidate], keptHidden: [Int], dryRun: Bool, window: String)
    /// `next --list`: the queue of games to read, in order.
    case queue([FeedRow])
    /// `reset`: how many entries each state file held, now cleared (or, dry, that would be).
    case reset(reveals: Int, readMarks: Int, positions: Int, dryRun: Bool)
    /// `login`, `logout`, `sync`, `pin`, `unpin` (`AccountSession`).
    case account(AccountOutput)
}

/// Why a filtered feed is empty: the hint names what does match.
public enum EmptyFeed: Sendable {
    /// `--status` matched no game of `window`; `others`: how many games are in each other state.
    case status(GameState, window: String, others: [(state: GameState, count: Int)])
    /// `--team` matched no team of `window`'s games; `near`: the closest names playing then.
    case team(String, window: String, near: [String])
}

/// What the text form of a view may depend on: the terminal, the reader's time zone, now.
public struct RenderContext: Sendable {
    let style: TerminalStyle
    let localTime: LocalTime
    let now: Date
    /// The terminal's full width: tables use it all, while prose keeps the style's capped width.
    let tableWidth: Int

    /// The context of one run.
    public init(style: TerminalStyle, localTime: LocalTime, now: Date, tableWidth: Int) {
        self.style = style
        self.localTime = localTime
        self.now = now
        self.tableWidth = tableWidth
    }
}

extension OutputView {
    /// The view in `format`: text (ending in a newline), a JSON document, or NDJSON lines.
    public func rendered(_ format: OutputFormat, _ context: RenderContext) -> String {
        format == .text ? text(context) : json(format)
    }

    /// Long enough to be worth a pager on a terminal.
    public var isPageable: Bool {
        switch self {
        case .feed, .game, .stats, .odds: return true
        case .timeline(_, _, let streamed): return !streamed
        case .fairBet(let output): return output.isPageable
        case .queue: return true
        case .setup, .completion, .revealChange, .markRead, .catchUp, .reset, .account: return false
        }
    }

    /// A confirmation of a change ("Outcome hidden for game 1"): `--quiet` drops its text form;
    /// its JSON form is still printed, since a script asked for it.
    public var isConfirmation: Bool {
        switch self {
        case .revealChange, .markRead: return true
        case .catchUp(_, _, let dryRun, _), .reset(_, _, _, let dryRun): return !dryRun
        case .setup(let report): return report.isChange
        case .account(let output): return output.isChange
        case .queue: return false
        case .feed, .game, .stats, .timeline, .odds, .fairBet, .completion: return false
        }
    }

    private func text(_ context: RenderContext) -> String {
        switch self {
        // Messages and narratives wrap at the width; feeds, tables, reports and help lay
        // themselves out.
        case .timeline, .revealChange, .markRead, .catchUp, .reset, .feed(_, .some):
            return TextWrap.fit(laidOut(context), width: context.style.width)
        default:
            return laidOut(context)
        }
    }

    private func laidOut(_ context: RenderContext) -> String {
        let style = context.style, localTime = context.localTime
        switch self {
        case .feed(let feed, let empty):
            return empty.map(FeedTextRenderer.emptyLine) ?? FeedTextRenderer.render(feed, style: style, now: context.now)
        case .game(let view): return GameTextRenderer.render(view, style: style, localTime: localTime)
        case .stats(let view): return StatTableRenderer.renderStats(view, style: style, localTime: localTime)
        case .timeline(let view, let header, _):
            return TimelineTextRenderer.render(view, style: style, localTime: localTime, header: header)
        case .odds(let view, let prices):
            return OddsTextRenderer.render(view, format: prices, style: style, localTime: localTime, tableWidth: context.tableWidth)
        case .fairBet(let output): return output.text(context)
        case .setup(let report): return report.text(width: context.style.width)
        case .completion(let list): return list.text(localTime: localTime)
        case .revealChange(let games, let revealed): return StatusTextRenderer.revealChange(games: games, revealed: revealed)
        case .markRead(let game, let revealed): return StatusTextRenderer.markRead(game: game, revealed: revealed)
        case .catchUp(let games, let keptHidden, let dryRun, let window):
            return StatusTextRenderer.catchUp(games: games, keptHidden: keptHidden, dryRun: dryRun, window: window)
        case .queue(let rows): return FeedTextRenderer.queue(rows, style: style, localTime: localTime)
        case .reset(let reveals, let readMarks, let positions, let dryRun):
            return StatusTextRenderer.reset(reveals: reveals, readMarks: readMarks, positions: positions, dryRun: dryRun)
        case .account(let output): return output.text(localTime)
        }
    }

    private func json(_ format: OutputFormat) -> String {
        switch self {
        case .feed(let feed, _): return JSONOutput.feed(feed, format: format)
        case .game(let view): return JSONOutput.game(view, format: format)
        case .stats(let view): return JSONOutput.stats(view, format: format)
        case .timeline(let view, let header, _): return JSONOutput.timeline(view, format: format, includeGame: header)
        case .odds(let view, _): return JSONOutput.odds(view, format: format)
        case .fairBet(let output): return output.json(format)
        case .setup(let report): return report.json(format)
        case .completion(let list): return list.json(format)
        case .revealChange(let games, let revealed):
            return JSONOutput.status(RevealChangeDTO(games: games, revealed: revealed), type: revealed ? "reveal" : "hide", format: format)
        case .markRead(let game, let revealed):
            return JSONOutput.status(MarkReadDTO(game: game, read: true, revealed: revealed), type: "mark-read", format: format)
        case .catchUp(let games, let keptHidden, let dryRun, _):
            return JSONOutput.status(CatchUpDTO(revealed: games.map(\.id), keptHidden: keptHidden, dryRun: dryRun),
                                     type: "catch-up", format: format)
        case .queue(let rows): return JSONOutput.queue(rows, format: format)
        case .reset(let reveals, let readMarks, let positions, let dryRun):
            let cleared = ResetDTO.Counts(reveals: reveals, readMarks: readMarks, positions: positions)
            return JSONOutput.status(ResetDTO(reset: !dryRun, dryRun: dryRun, cleared: cleared), type: "reset", format: format)
        case .account(let output): return output.json(format)
        }
    }
}
