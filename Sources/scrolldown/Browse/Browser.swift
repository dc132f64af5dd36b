import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// The reader: the feed screen and a game's screens, driven by keys. Everything shown is a
/// view of the core rendered by the Printer, exactly as the commands print it; everything
/// saved goes to the stores the commands use. Nothing is fetched again on a key that only
/// moves or returns: only `R`, a new window or filter, opening a game and the game's own keys
/// fetch.
final class Browser {
    let session: Session
    let terminal: any ReaderTerminal
    var window: WindowOptions
    var team: String?
    /// The league choices `L` steps through: the window's own, then each known league.
    let leagueChoices: [[League]]
    var leagueChoice = 0

    /// The window's games as fetched, and the feed rows made of them with the current reveal
    /// choices and reading marks.
    var games: [GameSummary] = []
    var rows: [FeedRow] = []
    /// Why the feed is empty, when a team filter emptied it (as `games --team` says it).
    var emptyReason: EmptyFeed?
    /// Why the window's games could not be fetched: the feed screen's state until `R` or
    /// another window fetches them.
    var feedFailure: String?
    var cursor = 0
    var feedTop = 0
    /// The team filter being typed after `/`.
    var typing: String?
    /// A one-line message on the status line until the next key.
    var message: String?
    /// The feed's lines, rendered once per width and data.
    private var feedCache: (columns: Int, lines: [String], rowLines: [Int])?

    var game: OpenGame?
    /// Games opened before, as they were left: opening one again fetches nothing (until `R`
    /// on the feed).
    var visited: [Int: OpenGame] = [:]
    /// When the reader opened, for its moving "now".
    let openedAt: Date
    /// A page over the current screen (`?`, and a game's `t`/`s`/`o`/`f`).
    var page: Page?

    init(session: Session, terminal: any ReaderTerminal, window: WindowOptions, team: String?) {
        self.session = session
        self.terminal = terminal
        self.window = window
        self.team = team
        openedAt = session.context.clock()
        var choices = [window.leagues]
        for league in League.known where !choices.contains([league]) { choices.append([league]) }
        leagueChoices = choices
    }

    var viewRows: Int { max(terminal.size.rows - 1, 1) }
    var columns: Int { terminal.size.columns }

    /// Runs until `q` on the feed (0), Ctrl-C (130) or the end of input (0).
    func run() async throws -> Int32 {
        await attempt { try await self.loadFeed() }
        while true {
            terminal.draw(frame())
            let event = terminal.next(timeout: followWait())
            switch event {
            case .end: return 0
            case .resize: feedCache = nil
            case .timeout: await attempt { try await self.refreshFollowed() }
            case .key(.interrupt): return 130
            case .key(let key):
                let shown = message
                message = nil
                if let code = await handle(key, hadMessage: shown != nil) { return code }
            }
        }
    }

    /// Runs an action; a failure (the network, bad data, a full disk) is shown on the status
    /// line and the reader stays open.
    func attempt(_ action: () async throws -> Void) async {
        do {
            try await action()
        } catch {
            // One line: the status line is the screen's last row.
            let text = (error as? ScrollDownError)?.message ?? error.localizedDescription
            message = text.split(separator: "\n").first.map(String.init) ?? text
        }
        // A notice or the waiting line may have written over the screen: repaint it all.
        terminal.invalidate()
    }

    func handle(_ key: Key, hadMessage: Bool) async -> Int32? {
        if page != nil { return await handlePage(key) }
        if game != nil { return await handleGame(key) }
        return await handleFeed(key)
    }

    // MARK: - The feed

    func loadFeed() async throws {
        let gameWindow = try GameWindow(window, session: session)
        let fetched: [GameSummary]
        do {
            fetched = try await gameWindow.games(from: session.service, team: team)
            feedFailure = nil
        } catch {
            // The backend could not answer (or answered what cannot be read): the feed says
            // so as its state, never "No games".
            let text = (error as? ScrollDownError)?.message ?? error.localizedDescription
            feedFailure = text.split(separator: "\n").first.map(String.init) ?? text
            games = []
            rows = []
            feedCache = nil
            return
        }
        emptyReason = try await GamesCommand.noTeam(team, fetched, gameWindow, session)
        games = fetched
        try await rebuildRows()
    }

    /// Rows from the fetched games with the reveal choices and marks as they are now (after a
    /// game was read or revealed), without fetching the list again. A live game read part-way
    /// has its new plays counted (its plays are fetched); without an answer its row goes
    /// without the count.
    func rebuildRows() async throws {
        let policy = try session.revealPolicy(peek: false)
        let marks = try session.readerMarks()
        let current = rows.indices.contains(cursor) ? rows[cursor].gameID : nil
        let gameWindow = try GameWindow(window, session: session)
        let service = try session.service
        let counted = try? await gameWindow.feed(games, policy: policy, marks: marks, through: nil, service: service).rows
        rows = counted ?? gameWindow.feedRows(games, policy: policy, marks: marks)
        feedCache = nil
        // Rows in the order the feed shows them, the cursor on the same game (or where a
        // catch-up starts).
        _ = feedLines()
        cursor = current.flatMap { id in rows.firstIndex { $0.gameID == id } } ?? startRow()
    }

    /// Where the cursor starts: the first row of the newest day section that has a final game
    /// (last night, for a reader catching up), else the first row. Sections are runs of rows
    /// on consecutive lines.
    func startRow() -> Int {
        let rowLines = feedLines().rowLines
        guard rowLines.count == rows.count, var first = rows.lastIndex(where: { $0.isIn(.final) }) else { return 0 }
        while first > 0 && rowLines[first - 1] == rowLines[first] - 1 { first -= 1 }
        return first
    }

    func handleFeed(_ key: Key) async -> Int32? {
        if typing != nil { return await handleTyping(key) }
        switch key {
        case .char("q"): return 0
        case .char("j"), .down: moveCursor(1)
        case .char("k"), .up: moveCursor(-1)
        case .pageDown, .char(" "): moveCursor(viewRows / 2)
        case .pageUp: moveCursor(-viewRows / 2)
        case .char("g"), .home: moveCursor(-rows.count)
        case .char("G"), .end: moveCursor(rows.count)
        case .enter: if rows.indices.contains(cursor) { await attempt { try await self.openGame(self.rows[self.cursor]) } }
        case .char("/"): typing = team ?? ""
        case .char("L"):
            leagueChoice = (leagueChoice + 1) % leagueChoices.count
            window.leagues = leagueChoices[leagueChoice]
            await attempt { try await self.loadFeed() }
        case .char("["), .char("]"):
            window = Self.shifted(window, by: key == .char("]") ? 1 : -1)
            await attempt { try await self.loadFeed() }
        case .char("R"):
            visited = [:]
            await attempt { try await self.loadFeed() }
        case .char("?"): page = Page(title: "keys", lines: ReaderKeys.lines("Feed", ReaderKeys.feed) + [""] + ReaderKeys.lines("Game", ReaderKeys.game))
        default: break
        }
        return nil
    }

    func handleTyping(_ key: Key) async -> Int32? {
        switch key {
        case .escape:
            typing = nil
            team = nil
            await attempt { try await self.loadFeed() }
        case .enter:
            let text = typing?.trimmingCharacters(in: .whitespaces) ?? ""
            typing = nil
            team = text.isEmpty ? nil : text
            await attempt { try await self.loadFeed() }
        case .backspace: if typing?.isEmpty == false { typing?.removeLast() }
        case .char(let character): typing?.append(character)
        default: break
        }
        return nil
    }

    func moveCursor(_ by: Int) {
        guard !rows.isEmpty else { return }
        cursor = min(max(cursor + by, 0), rows.count - 1)
    }

    /// The window a day earlier or later; the default window moves as a whole.
    static func shifted(_ window: WindowOptions, by days: Int) -> WindowOptions {
        var window = window
        if let date = window.date {
            window.date = date.shifted(by: days)
        } else if window.from != nil || window.to != nil {
            window.from = window.from?.shifted(by: days)
            window.to = window.to?.shifted(by: days)
        } else {
            window.from = .relative(-7 + days)
            window.to = .relative(1 + days)
        }
        return window
    }

    /// The feed's lines at this width, with a two-column gutter for the cursor mark, and
    /// which line shows each row.
    func feedLines() -> (lines: [String], rowLines: [Int]) {
        if let cache = feedCache, cache.columns == columns { return (cache.lines, cache.rowLines) }
        let gameWindow = try? GameWindow(window, session: session)
        var lines: [String] = []
        if let gameWindow {
            lines = session.printer.readerFeedLines(gameWindow.feed(rows), empty: rows.isEmpty ? emptyReason : nil, team: team,
                                                    failure: feedFailure, columns: max(columns - 2, 20)).map { "  " + $0 }
        }
        // The feed orders its rows into day sections: the cursor follows the lines, so the
        // rows are put in the order the feed shows them.
        let byID = Dictionary(rows.map { ($0.gameID, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [FeedRow] = []
        var rowLines: [Int] = []
        for (index, line) in lines.enumerated() {
            let word = ScreenPainter.plain(line).split(separator: " ", maxSplits: 1).first
            guard let id = word.flatMap({ Int($0) }), let row = byID[id], !ordered.contains(where: { $0.gameID == id }) else { continue }
            ordered.append(row)
            rowLines.append(index)
        }
        if ordered.count == rows.count && ordered.map(\.gameID) != rows.map(\.gameID) {
            let current = rows.indices.contains(cursor) ? rows[cursor].gameID : nil
            rows = ordered
            cursor = current.flatMap { id in rows.firstIndex { $0.gameID == id } } ?? 0
        }
        feedCache = (columns, lines, rowLines)
        return (lines, rowLines)
    }

    /// The feed screen: its header line (what is listed) stays at the top; the sections
    /// below it scroll with the cursor.
    func feedFrame() -> Frame {
        let (all, allRowLines) = feedLines()
        let header = all.first ?? ""
        // The header and the blank line under it are not scrolled: rows are counted below them.
        var lines = Array(all.dropFirst(2))
        let rowLines = allRowLines.map { $0 - 2 }
        let bodyRows = max(viewRows - 2, 1)
        if rows.indices.contains(cursor), rowLines.indices.contains(cursor), lines.indices.contains(rowLines[cursor]) {
            let line = rowLines[cursor]
            let text = String(ScreenPainter.plain(lines[line]).dropFirst(2))
            lines[line] = session.printer.usesColor ? "> \u{1B}[7m" + text + "\u{1B}[0m" : "> " + text
            // Keep the cursor on screen, and a section's title with its first row.
            if line < feedTop + 1 { feedTop = max(line - 2, 0) }
            if line >= feedTop + bodyRows { feedTop = line - bodyRows + 1 }
            if cursor == 0 { feedTop = 0 }
        }
        feedTop = min(feedTop, max(lines.count - bodyRows, 0))
        let status: String
        if let typing {
            status = "team: " + typing + "▏  Enter apply · Esc clear"
        } else {
            // The filter first: the line is cut at the terminal's width.
            let filter = team.map { "team \"\($0)\" · " } ?? ""
            status = message ?? "\(filter)j/k move · Enter open · / team · L league · [ ] day · ? keys · q quit"
        }
        return Frame(lines: [header, ""] + lines.dropFirst(feedTop), top: 0, status: status)
    }

    func frame() -> Frame {
        if let page { return pageFrame(page) }
        if game != nil { return gameFrame() }
        return feedFrame()
    }
}

/// Text over the current screen, scrolled by the same keys; `q` or Esc closes it.
struct Page {
    var title: String
    var lines: [String]
    var top = 0
    /// A followed game's timeline, fetched again every interval.
    var following = false
}

extension DayArgument {
    /// The day `days` later (earlier when negative).
    func shifted(by days: Int) -> DayArgument {
        switch self {
        case .relative(let offset): return .relative(offset + days)
        case .date(let day):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            guard let date = formatter.date(from: day) else { return self }
            return .date(formatter.string(from: date.addingTimeInterval(Double(days) * 86_400)))
        }
    }
}
