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
}

extension CommandOutput {
    var kind: OutputKind { .data }
}

extension FeedView: CommandOutput {
    func text(_ context: RenderContext) -> String { FeedTextRenderer.render(self, style: context.style, now: context.now) }
    func json(_ format: OutputFormat) -> String { JSONOutput.feed(self, format: format) }
}

extension GameView: CommandOutput {
    func text(_ context: RenderContext) -> String {
        GameTextRenderer.render(self, style: context.style, localTime: context.localTime)
    }
    func json(_ format: OutputFormat) -> String { JSONOutput.game(self, format: format) }
}

extension StatsView: CommandOutput {
    func text(_ context: RenderContext) -> String { text(style: context.style, localTime: context.localTime) }
    func json(_ format: OutputFormat) -> String { JSONOutput.stats(self, format: format) }
}

/// A timeline, with or without its game header (later `--follow` batches print plays only).
struct TimelineOutput: CommandOutput {
    let view: TimelineView
    var includesHeader = true

    func text(_ context: RenderContext) -> String {
        TimelineTextRenderer.render(view, style: context.style, localTime: context.localTime, header: includesHeader)
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.timeline(view, format: format, includeGame: includesHeader) }
}

/// Text that is the same in every format: help, the man page, completion scripts. Scripts
/// and man want these bytes whatever `--format` says.
struct PlainDocument: CommandOutput {
    let body: String

    func text(_ context: RenderContext) -> String { body }
    func json(_ format: OutputFormat) -> String { body }
}
