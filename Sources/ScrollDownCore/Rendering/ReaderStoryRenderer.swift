import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A game as the full-screen reader shows it: one story, not a transcript of commands. One
/// header, the context and recap, then each part read, in order and once, with its period
/// heading and the same story `read` prints for it; one line when the whole game has been
/// read; the outcome, when it is visible, once, after the parts. Nothing in it is a shell
/// command: in the reader, keys are the verbs and the status line names them.
package struct ReaderStory: Sendable, Equatable {
    package var game: GameView
    /// The parts read, as `read` built them.
    package var parts: [TimelineView]
    /// `read` said that nothing follows the last part (in this reader, or before: the marks).
    package var readToEnd: Bool

    package init(game: GameView, parts: [TimelineView], readToEnd: Bool) {
        self.game = game
        self.parts = parts
        self.readToEnd = readToEnd || game.header.readToEnd
    }

    /// Whether `part` read nothing: `read`'s end, an up-to-date live game or a game without
    /// plays says so in a notice alone.
    package static func readsNothing(_ part: TimelineView) -> Bool {
        part.items.allSatisfy { if case .notice = $0 { true } else { false } }
    }

    /// What the reader's status line says for such a part, without the command.
    package static func endMessage(_ part: TimelineView) -> String {
        var live = false
        if case .live = part.header.state { live = true }
        for case .notice(let notice) in part.items {
            switch notice.kind {
            case .end where live: return "You are up to date with the game so far."
            case .end where part.outcome == .hidden: return "You have read the whole game: r reveals the final."
            case .end: return "You have read the whole game."
            default: return ReaderStoryRenderer.withoutCommand(notice.message)
            }
        }
        return "Nothing more to read."
    }
}

enum ReaderStoryRenderer {
    static func lines(_ story: ReaderStory, style: TerminalStyle, localTime: LocalTime) -> [String] {
        let view = story.game
        var out = GameTextRenderer.header(view.header, style: style, localTime: localTime, inReader: true)
        out += GameTextRenderer.contextLines(view.context, style: style)
        if view.recap != .absent {
            out.append("")
            out.append(style.bold("Recap"))
            out += GameTextRenderer.recapLines(view.recap, gameID: view.header.id, style: style, inReader: true,
                                               readToEnd: story.readToEnd)
        }
        if view.gate.status == .noOutcomeYet {
            out.append("")
            out.append(GameTextRenderer.gateLine(view.gate, style: style))
        }
        for part in story.parts {
            // Wrapped as `read` wraps its text.
            let text = TimelineTextRenderer.items(part, style: style, inReader: true).joined(separator: "\n")
            out += TextWrap.fit(text, width: style.width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if story.readToEnd {
            out.append("")
            out.append(style.accent(view.outcome == nil ? "You have read the whole game. r reveals the final."
                                                        : "You have read the whole game."))
        }
        if let outcome = view.outcome {
            out += GameTextRenderer.outcomeLines(outcome, header: view.header, style: style)
        }
        return out
    }

    /// `text` without the shell command it ends with (`… Try again later: scrolldown game 7`).
    static func withoutCommand(_ text: String) -> String {
        guard let command = text.range(of: "scrolldown ") else { return text }
        let kept = text[..<command.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: " :—-,(").union(.whitespaces))
        return kept.isEmpty ? text : kept
    }
}

extension RenderContext {
    /// The reader's game screen as lines (`ReaderStory`), at this context's width.
    package func readerLines(_ story: ReaderStory) -> [String] {
        ReaderStoryRenderer.lines(story, style: style, localTime: localTime)
    }

    /// What the reader's `p` box holds: the game's outcome (its heading, the final, the line
    /// score, the team stats), or, for a game without one, the game as the reader shows it.
    package func readerFinalLines(_ game: GameView) -> [String] {
        guard let outcome = game.outcome else { return readerLines(ReaderStory(game: game, parts: [], readToEnd: false)) }
        return Array(GameTextRenderer.outcomeLines(outcome, header: game.header, style: style).drop { $0.isEmpty })
    }

    /// The reader's feed: one header line saying what is listed (the window, the filter, the
    /// time zone), then the day sections; or, with no rows, why, in words and keys. `failure`:
    /// the backend could not be reached, shown as the screen's state.
    package func readerFeedLines(_ feed: FeedView, empty: EmptyFeed?, team: String?, failure: String?) -> [String] {
        let local = LocalTime(timeZone: feed.timeZone)
        let filter = team.map { " · team \"\($0)\"" } ?? ""
        let count = "\(feed.gameCount) game\(feed.gameCount == 1 ? "" : "s")"
        var out = [style.bold("\(feed.windowDescription)\(filter) · \(count) · times in \(feed.timeZone.identifier)"), ""]
        if let failure {
            out += TextWrap.lines(style.accent("Cannot reach the backend: \(failure)"), width: style.width)
            out.append(style.dim("R retries · [ ] another day · L another league"))
        } else if feed.gameCount == 0 {
            let why = empty.map { ReaderStoryRenderer.withoutCommand(FeedTextRenderer.emptyLine($0)).trimmingCharacters(in: .whitespacesAndNewlines) }
                ?? ReaderStoryRenderer.withoutCommand(FeedTextRenderer.noGamesLine(feed))
            out += TextWrap.lines(why, width: style.width)
            out.append(style.dim("[ ] another day · L another league" + (team == nil ? "" : " · / another team, Esc clears it")))
        } else {
            out += FeedTextRenderer.sections(feed, local: local, style: style)
        }
        return out
    }
}
