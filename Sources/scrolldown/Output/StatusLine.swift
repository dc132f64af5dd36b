import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// One transient line on stderr while the reader waits ("retrying in 2 s (2/3)", "next check
/// in 45 s · Ctrl-C to stop"): only on a terminal and without `--quiet`, rewritten in place
/// and erased when the wait ends, so it never mixes with the data or a log.
///
/// One owner: several tasks use the line at once (a request's waiting indicator,
/// another request's, retry notices, FairBet's progress), so whether a line is shown and the
/// bytes that draw or erase it change together, under one lock. Before, a `show` could mark
/// the line shown, a `clear` from another task erase it, and the `show`'s text land after:
/// a line left on the screen that no later `clear` would erase. Not an actor: the callers are
/// synchronous progress callbacks, and a task per call would reorder the writes.
final class StatusLine: Sendable {
    private let sink: OutputSink?
    /// Whether a line is on the screen; the writes happen while holding it.
    private let shown = Locked<Bool>(false)

    /// A line on `sink` when `enabled`; otherwise every call does nothing.
    init(sink: OutputSink, enabled: Bool) {
        self.sink = enabled ? sink : nil
    }

    var isEnabled: Bool { sink != nil }

    /// Replaces the line with `text`.
    func show(_ text: String) {
        guard let sink else { return }
        let line = "\r\u{1B}[2K" + TerminalSanitizer.clean(text)
        shown.withLock { shown in
            shown = true
            sink.write(line)
        }
    }

    /// Erases the line, if one is shown.
    func clear() {
        guard let sink else { return }
        shown.withLock { shown in
            guard shown else { return }
            shown = false
            sink.write("\r\u{1B}[2K")
        }
    }
}
