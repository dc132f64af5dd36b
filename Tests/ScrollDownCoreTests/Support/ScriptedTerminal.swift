import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A terminal for the reader in-process: keys from a script, a fixed size (changed by a
/// `.resize` step), and every frame kept, both as drawn (the whole document) and as the
/// screen shows it (plain rows, the status line last). When the script runs out, the input
/// ends.
final class ScriptedTerminal: ReaderTerminal, @unchecked Sendable {
    enum Step: Sendable {
        case key(Key)
        case resize(rows: Int, columns: Int)
        /// Moves the feed's cursor to this game, as a reader who reads the screen would:
        /// j or k until the marked row is the game's.
        case find(Int)
        /// The wait for a key ends with none typed (a followed game's next check comes due).
        case timeout
        /// Runs `action` between two keys (the backend changes, a fault starts), then goes on.
        case action(@Sendable () -> Void)
    }

    private let lock = NSLock()
    private var script: [Step]
    private var currentSize: (rows: Int, columns: Int)
    private(set) var frames: [Frame] = []
    private(set) var screens: [[String]] = []
    private(set) var entered = 0
    private(set) var left = 0

    init(_ script: [Step], rows: Int = 24, columns: Int = 80) {
        self.script = script
        currentSize = (rows, columns)
    }

    /// A script of keys typed as text (`\r` Enter, `\u{1B}` Escape), one key a character.
    convenience init(typing text: String, rows: Int = 24, columns: Int = 80) {
        self.init(Self.keys(text), rows: rows, columns: columns)
    }

    static func keys(_ text: String) -> [Step] {
        var decoder = KeyDecoder()
        return (decoder.feed(Array(text.utf8)) + decoder.flush()).map { .key($0) }
    }

    var size: (rows: Int, columns: Int) { lock.withLock { currentSize } }
    func enter() throws { lock.withLock { entered += 1 } }
    func leave() { lock.withLock { left += 1 } }
    func invalidate() {}

    /// The waits the reader asked for, one for each event (nil: until a key).
    var waits: [Double?] { lock.withLock { askedWaits } }
    private var askedWaits: [Double?] = []

    func next(timeout: Double?) -> TerminalEvent {
        lock.withLock { askedWaits.append(timeout) }
        while true {
            let step: Step? = lock.withLock { script.isEmpty ? nil : script.removeFirst() }
            guard let step else { return .end }
            if case .action(let run) = step {
                run()
                continue
            }
            return lock.withLock { event(step) }
        }
    }

    /// The event of one step (the lock held).
    private func event(_ step: Step) -> TerminalEvent {
        switch step {
        case .timeout, .action: return .timeout
        case .key(let key): return .key(key)
        case .find(let id):
            let lines = (frames.last?.lines ?? []).map(ScreenPainter.plain)
            let rows = lines.filter { line in
                let words = line.dropFirst(2).split(separator: " ")
                return words.count > 2 && Int(words[0]) != nil && !["game", "games"].contains(words[1])
            }
            guard let cursor = rows.firstIndex(where: { $0.hasPrefix("> ") }),
                  let target = rows.firstIndex(where: { $0.dropFirst(2).split(separator: " ").first == Substring(String(id)) })
            else { return .end }
            if cursor == target { return .key(.char("@")) }
            script.insert(.find(id), at: 0)
            return .key(.char(target > cursor ? "j" : "k"))
        case .resize(let rows, let columns):
            currentSize = (rows, columns)
            return .resize
        }
    }

    func draw(_ frame: Frame) {
        lock.withLock {
            frames.append(frame)
            let rows = currentSize.rows, columns = currentSize.columns
            var screen = (0..<(rows - 1)).map { index -> String in
                let line = frame.top + index
                return line < frame.lines.count ? ScreenPainter.plain(ScreenPainter.cut(frame.lines[line], to: columns)) : ""
            }
            screen.append(ScreenPainter.plain(ScreenPainter.cut(frame.status, to: columns)))
            screens.append(screen)
        }
    }

    /// The last screen, one row a line.
    var lastScreen: String { lock.withLock { screens.last?.joined(separator: "\n") ?? "" } }
}
