import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// What the executable itself prints, generated from the command table: the same bytes in
/// every `--format` (scripts and `man` want these whatever the format says).
enum Document: Sendable {
    /// `--help`, `help [COMMAND]`: the root help when nil.
    case help(CommandSpec?)
    /// `help --man`.
    case manPage
    /// `completions SHELL`.
    case completionScript(Shell)
    /// `--version`.
    case version
}

/// Everything a command prints, as values: a view of the core, or a document of the executable.
enum Printout: Sendable {
    case view(OutputView)
    case document(Document)
}

/// The one place output becomes text and reaches stdout: a core view is rendered by the core
/// (`OutputView.rendered`) in the run's format, a document by its generator; long text on a
/// terminal goes through the pager; `--quiet` drops the text of a confirmation. No command
/// writes to stdout or renders anything itself.
struct Printer: Sendable {
    let context: CommandContext
    let format: OutputFormat
    let quiet: Bool
    /// What a view's text depends on; nil before a session exists (help and the version only).
    let renderContext: RenderContext?
    /// The pager command for pageable text, or nil; asked only when there is such text.
    let pager: @Sendable () -> String?

    /// A printer without a session: documents only, never paged (`--help`, `--version`).
    static func bare(_ context: CommandContext) -> Printer {
        Printer(context: context, format: .text, quiet: false, renderContext: nil, pager: { nil })
    }

    func show(_ printout: Printout) {
        let text: String
        switch printout {
        case .view(let view):
            guard let renderContext else { preconditionFailure("a view was shown before the session existed") }
            if format == .text && view.isConfirmation && quiet { return }
            text = view.rendered(format, renderContext)
            if format == .text && view.isPageable && page(text) { return }
        case .document(let document):
            text = Self.text(of: document, columns: context.columns)
            if format == .text, case .help = document, page(text) { return }
        }
        context.stdout.write(text)
    }

    /// A view's text for the reader's screen, `columns` wide: the same renderer and the same
    /// text as the command that shows the view prints, never paged and never written here
    /// (the reader's screen writes it, a frame at a time).
    func screenText(_ view: OutputView, columns: Int) -> String {
        guard let renderContext else { preconditionFailure("a view was shown before the session existed") }
        return view.rendered(.text, renderContext.fitted(columns: columns))
    }

    /// The reader's game screen (`ReaderStory`) as lines `columns` wide.
    func readerLines(_ story: ReaderStory, columns: Int) -> [String] {
        guard let renderContext else { preconditionFailure("a view was shown before the session existed") }
        return renderContext.fitted(columns: columns).readerLines(story)
    }

    /// The reader's `p` box content (`readerFinalLines`) as lines `columns` wide.
    func readerFinalLines(_ game: GameView, columns: Int) -> [String] {
        guard let renderContext else { preconditionFailure("a view was shown before the session existed") }
        return renderContext.fitted(columns: columns).readerFinalLines(game)
    }

    /// The reader's feed screen as lines `columns` wide.
    func readerFeedLines(_ feed: FeedView, empty: EmptyFeed?, team: String?, failure: String?, columns: Int) -> [String] {
        guard let renderContext else { preconditionFailure("a view was shown before the session existed") }
        return renderContext.fitted(columns: columns).readerFeedLines(feed, empty: empty, team: team, failure: failure)
    }

    /// Whether the run may use colour (a colour terminal, no `NO_COLOR`, no `--no-color`).
    var usesColor: Bool { renderContext?.usesColor ?? false }

    /// Shows `text` through the pager when there is one; false when the caller must print it.
    private func page(_ text: String) -> Bool {
        guard let command = pager() else { return false }
        return context.page(command, text)
    }

    /// A document's bytes.
    static func text(of document: Document, columns: Int) -> String {
        switch document {
        case .help(let spec): return HelpText.render(spec, width: columns)
        case .manPage: return ManPage.render()
        case .completionScript(let shell): return Completions.script(for: shell)
        case .version: return "scrolldown \(Version.current)\n"
        }
    }
}
