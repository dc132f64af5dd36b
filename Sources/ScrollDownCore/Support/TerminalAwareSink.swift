import Foundation

/// A sink that knows whether it writes to a terminal, so a command can decide on a progress
/// line without reaching for a file descriptor (tests supply one that says yes).
public protocol TerminalAwareSink: OutputSink {
    /// Whether the output goes to a terminal.
    var isTerminal: Bool { get }
}

extension FileDescriptorSink: TerminalAwareSink {}

extension OutputSink {
    /// Whether this sink is known to write to a terminal.
    public var writesToTerminal: Bool { (self as? TerminalAwareSink)?.isTerminal ?? false }
}
