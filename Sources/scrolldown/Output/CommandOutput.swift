import Foundation
import ScrollDownCore

/// What a text form may depend on: the terminal, the reader's time zone, now.
struct RenderContext: Sendable {
    let style: TerminalStyle
    let localTime: LocalTime
    let now: Date
}

/// Whether `--quiet` drops the text form.
enum OutputKind: Sendable {
    /// What the reader asked to see: always printed.
    case data
    /// A confirmation of a change ("Outcome hidden for game 1"): dropped by `--quiet` in text;
    /// its JSON form is still printed, since a script asked for it.
    case confirmation
}

/// Something a command prints. It knows its text and JSON forms; `Session.output(_:)` picks
/// one by `--format`, so no command formats text or switches on the format itself.
protocol CommandOutput {
    /// The text form, ending in a newline.
    func text(_ context: RenderContext) -> String
    /// The JSON document (`json`) or lines (`ndjson`).
    func json(_ format: OutputFormat) -> String
    /// Data or a confirmation.
    var kind: OutputKind { get }
    /// Long enough to be worth a pager on a terminal.
    var isPageable: Bool { get }
}

extension CommandOutput {
    var kind: OutputKind { .data }
    var isPageable: Bool { false }
}

extension FeedView: CommandOutput {
    var isPageable: Bool { true }
    func text(_ context: RenderContext) -> String { text(style: context.style, now: context.now) }
    func json(_ format: OutputFormat) -> String { JSONOutput.feed(self, format: format) }
}

extension GameView: CommandOutput {
    var isPageable: Bool { true }
    func text(_ context: RenderContext) -> String {
        text(style: context.style, localTime: context.localTime)
    }
    func json(_ format: OutputFormat) -> String { JSONOutput.game(self, format: format) }
}

extension StatsView: CommandOutput {
    var isPageable: Bool { true }
    func text(_ context: RenderContext) -> String { text(style: context.style, localTime: context.localTime) }
    func json(_ format: OutputFormat) -> String { JSONOutput.stats(self, format: format) }
}

/// A timeline, with or without its game header (later `--follow` batches print plays only).
struct TimelineOutput: CommandOutput {
    let view: TimelineView
    var includesHeader = true
    /// `--follow` streams batches as they come: a pager would hold them back.
    var isPageable = true

    func text(_ context: RenderContext) -> String {
        view.text(style: context.style, localTime: context.localTime, header: includesHeader)
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.timeline(view, format: format, includeGame: includesHeader) }
}

/// Text that is the same in every format: help, the man page, completion scripts (scripts
/// and man want these bytes whatever `--format` says), and output the core finished in the
/// run's format (`fairbet`, `config`, `doctor`). `kind` is `.confirmation` for a change
/// (`config set`), whose text `--quiet` drops.
struct PlainDocument: CommandOutput {
    let body: String
    var isPageable = false
    var kind: OutputKind = .data

    func text(_ context: RenderContext) -> String { body }
    func json(_ format: OutputFormat) -> String { body }
}

/// The feed, and what to suggest when a `--status` filter left it empty.
struct FeedOutput: CommandOutput {
    var isPageable: Bool { true }
    let feed: FeedView
    /// The window's words (`GameWindow.description`), for the hints.
    let windowDescription: String
    /// No game is in the feed.
    let isEmpty: Bool
    let status: GamesCommand.Status?
    /// How many games of the window are in each other state.
    let otherStates: [(status: GamesCommand.Status, count: Int)]
    /// `--team TEXT` matched no team of the window's games: the text and the nearest names.
    var unmatchedTeam: UnmatchedTeam?

    struct UnmatchedTeam {
        let text: String
        let near: [String]
    }

    func text(_ context: RenderContext) -> String {
        if isEmpty, let unmatchedTeam {
            return "No team matched \"\(TerminalSanitizer.clean(unmatchedTeam.text))\" in \(windowDescription)."
                + (unmatchedTeam.near.isEmpty ? "" : " Nearest names playing then: \(unmatchedTeam.near.joined(separator: ", ")).")
                + "\n"
        }
        guard isEmpty, let status else { return feed.text(context) }
        let others = otherStates.filter { $0.count > 0 }.sorted { $0.count > $1.count }
        var line = "No \(status.rawValue) games in \(windowDescription)."
        if let best = others.first {
            line += " There " + (others.map(\.count).reduce(0, +) == 1 ? "is " : "are ")
                + others.map { "\($0.count) \($0.status.rawValue)" }.joined(separator: " and ")
                + ": scrolldown games --status \(best.status.rawValue)"
        } else {
            line += " Try a wider window: scrolldown games --from YYYY-MM-DD --to YYYY-MM-DD"
        }
        return line + "\n"
    }

    func json(_ format: OutputFormat) -> String { feed.json(format) }
}
