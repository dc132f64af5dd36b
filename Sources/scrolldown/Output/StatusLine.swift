import ScrollDownCore

/// One transient line on stderr while the reader waits ("retrying in 2 s (2/3)", "next check
/// in 45 s · Ctrl-C to stop"): only on a terminal and without `--quiet`, rewritten in place
/// and erased when the wait ends, so it never mixes with the data or a log.
final class StatusLine: Sendable {
    private let sink: OutputSink?
    private let shown = Locked<Bool>(false)

    /// A line on `sink` when `enabled`; otherwise every call does nothing.
    init(sink: OutputSink, enabled: Bool) {
        self.sink = enabled ? sink : nil
    }

    var isEnabled: Bool { sink != nil }

    /// Replaces the line with `text`.
    func show(_ text: String) {
        guard let sink else { return }
        shown.withLock { $0 = true }
        sink.write("\r\u{1B}[2K" + TerminalSanitizer.clean(text))
    }

    /// Erases the line, if one is shown.
    func clear() {
        guard let sink, shown.withLock({ let was = $0; $0 = false; return was }) else { return }
        sink.write("\r\u{1B}[2K")
    }
}
