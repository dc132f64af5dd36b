import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// A key the reader acts on, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    case char(Character)
    case enter, escape, backspace, tab
    case up, down, left, right, pageUp, pageDown, home, end
    /// Ctrl-C: raw mode turns it into a byte, and the reader ends as SIGINT would (exit 130).
    case interrupt
}

/// What wakes the reader.
enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    /// The window changed size (SIGWINCH): redraw.
    case resize
    /// Nothing happened within the wait asked for (a followed game's next check).
    case timeout
    /// The input ended (the terminal went away).
    case end
}

/// One screenful: the document's lines (rendered text, colour escapes allowed), the first
/// line shown, and the bottom status line. The terminal shows `rows - 1` document lines.
struct Frame: Equatable, Sendable {
    var lines: [String]
    var top: Int
    var status: String
}

/// The terminal the reader runs on: the real one (`TTY`) or, in tests, a scripted one.
/// `enter` takes the terminal over, `leave` gives it back exactly as found; every exit path
/// of the reader passes through `leave`.
protocol ReaderTerminal: AnyObject {
    /// Rows and columns now.
    var size: (rows: Int, columns: Int) { get }
    func enter() throws
    func leave()
    /// Waits for the next event; `timeout` in seconds, nil to wait for a key.
    func next(timeout: Double?) -> TerminalEvent
    func draw(_ frame: Frame)
    /// Something else wrote to the terminal (a notice on stderr): the next frame is drawn whole.
    func invalidate()
}

/// Ends the run with this exit code (Ctrl-C 130) once the terminal is given back.
struct ReaderExit: Error {
    let code: Int32
}
