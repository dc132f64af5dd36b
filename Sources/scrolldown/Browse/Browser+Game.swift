import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// A game open in the reader: what `game` fetched, the reading sources once Space asked for
/// them, and the steps read on this screen.
struct OpenGame {
    let row: FeedRow
    var sources: GameSources
    var timeline: TimelineSources?
    var steps: [TimelineView] = []
    var top = 0
    /// `r` asked whether to reveal; the next key answers.
    var asking = false
    /// `read` said the whole game has been read: one line says so, further Spaces only the
    /// status line.
    var ended = false
    /// `p`: the final as a peek shows it, in a box, until the next key.
    var peek: GameView?
    var peekTop = 0
    var cache: (columns: Int, steps: Int, lines: [String])?

    var id: Int { row.gameID }
}

extension Browser {
    /// Opens the game under the cursor: with the requests `game` makes (and, when it was
    /// read before, those `read` makes), or, when it was open before, as it was left without
    /// fetching again. Either way the steps read so far are shown under the game's text.
    func openGame(_ row: FeedRow) async throws {
        var open: OpenGame
        if let left = visited[row.gameID] {
            open = left
        } else {
            let policy = try session.revealPolicy(peek: false)
            let sources = try await GameSources.fetch(row.gameID, service: try session.service, policy: policy)
            open = OpenGame(row: row, sources: sources)
        }
        try await restoreReading(&open)
        game = open
    }

    /// `R` on a game: the game and its reading fetched again, the reading so far redrawn.
    func refetchGame() async throws {
        guard let open = game else { return }
        visited[open.id] = nil
        try await openGame(open.row)
        game?.top = open.top
    }

    func handleGame(_ key: Key) async -> Int32? {
        guard var open = game else { return nil }
        if open.peek != nil {
            // A peek lasts until the next key, which only ends it; a box taller than the
            // screen scrolls with the moving keys first.
            let most = max(peekLines().count - viewRows, 0)
            switch key {
            case .char("j") where most > 0, .down where most > 0: open.peekTop = min(open.peekTop + 1, most)
            case .char("k") where most > 0, .up where most > 0: open.peekTop = max(open.peekTop - 1, 0)
            case .pageDown where most > 0: open.peekTop = min(open.peekTop + viewRows - 1, most)
            case .pageUp where most > 0: open.peekTop = max(open.peekTop - viewRows + 1, 0)
            default:
                open.peek = nil
                open.peekTop = 0
            }
            game = open
            return nil
        }
        if open.asking {
            open.asking = false
            game = open
            if key == .char("y") || key == .char("Y") {
                await attempt { try await self.setRevealed(true) }
            } else {
                message = "Still hidden."
            }
            return nil
        }
        let lines = gameLines().count
        switch key {
        case .char("q"), .escape:
            visited[open.id] = open
            game = nil
            await attempt { try await self.rebuildRows() }
        case .char(" "): await attempt { try await self.nextStep() }
        case .char("j"), .down:
            if open.top + viewRows >= lines { await attempt { try await self.nextStep() } } else { scrollGame(1) }
        case .char("k"), .up: scrollGame(-1)
        case .pageDown: scrollGame(viewRows - 1)
        case .pageUp: scrollGame(-(viewRows - 1))
        case .char("g"), .home: scrollGame(-lines)
        case .char("G"), .end: scrollGame(lines)
        case .char("r"):
            open.asking = true
            game = open
        case .char("h"): await attempt { try await self.setRevealed(false) }
        case .char("p"): await attempt { try await self.peekAtGame() }
        case .char("t"): await attempt { try await self.showTimeline(follow: false) }
        case .char("f"): await attempt { try await self.showTimeline(follow: true) }
        case .char("s"): await attempt { try await self.showStats() }
        case .char("o"): await attempt { try await self.showOdds() }
        case .char("R"): await attempt { try await self.refetchGame() }
        case .char("?"): page = Page(title: "keys", lines: ReaderKeys.lines("Game", ReaderKeys.game) + [""] + ReaderKeys.lines("Feed", ReaderKeys.feed))
        default: break
        }
        return nil
    }

    func scrollGame(_ by: Int) {
        guard var open = game else { return }
        open.top = min(max(open.top + by, 0), max(gameLines().count - viewRows, 0))
        game = open
    }

    /// `r` answered y, or `h`: the choice stored as `reveal`/`hide` store it (a game that has
    /// not started is refused, as `reveal` refuses it), the game fetched again under it (a
    /// revealed game's recap is another request) and the parts read drawn again under it: after
    /// `h` nothing drawn while the outcome showed stays on the screen.
    func setRevealed(_ revealed: Bool) async throws {
        guard var open = game else { return }
        if revealed { try await GameLookup(session: session).refuseReveal(open.id) }
        try session.stores.setRevealed(revealed, for: [open.id])
        let policy = try session.revealPolicy(peek: false)
        open.sources = try await GameSources.fetch(open.id, service: try session.service, policy: policy)
        let drawn = open.steps
        try await restoreReading(&open)
        // Revealed, parts drawn hidden may stay when the saved position names no step of the
        // revealed reading: they hold nothing of the outcome. Hidden, they never stay.
        if revealed && open.steps.isEmpty { open.steps = drawn }
        open.cache = nil
        game = open
        // Revealed, the final comes once, after the parts read: the view goes to it.
        if revealed, let outcome = gameLines().lastIndex(where: { ScreenPainter.plain($0) == "Outcome" }) {
            open.top = max(outcome - 1, 0)
            game = open
        }
        scrollGame(0)
        message = revealed ? "Revealed, and remembered; h hides it again."
            : "Hidden again, and remembered."
        // The account hears of it at once; when it cannot, the status line says so (never stderr,
        // which would draw over the screen).
        if let notice = await session.account().changed(revealed ? .revealed : .hidden, games: [open.id]).notice {
            message = (message ?? "") + " " + notice
        }
    }

    func peekAtGame() async throws {
        guard var open = game else { return }
        let policy = try session.revealPolicy(peek: true)
        let sources = try await GameSources.fetch(open.id, service: try session.service, policy: policy)
        open.peek = try GameCommand.view(sources, policy: policy, session: session)
        open.peekTop = 0
        game = open
    }

    func showStats() async throws {
        guard let open = game else { return }
        let view = try await StatsCommand.view(open.id, policy: try session.revealPolicy(peek: false), session: session)
        page = Page(title: "stats", lines: split(session.printer.screenText(.stats(view), columns: columns)))
    }

    func showOdds() async throws {
        guard let open = game else { return }
        let view = try await OddsCommand.view(open.id, request: OddsRequest(), live: false,
                                              policy: try session.revealPolicy(peek: false), session: session)
        let text = session.printer.screenText(.odds(view, prices: session.configuration.oddsFormat), columns: columns)
        page = Page(title: "odds", lines: split(text))
    }

    func handlePage(_ key: Key) async -> Int32? {
        guard var shown = page else { return nil }
        let most = max(shown.lines.count - viewRows, 0)
        switch key {
        case .char("q"), .escape:
            page = nil
            return nil
        case .char("j"), .down, .enter: shown.top += 1
        case .char("k"), .up: shown.top -= 1
        case .pageDown, .char(" "): shown.top += viewRows - 1
        case .pageUp: shown.top -= viewRows - 1
        case .char("g"), .home: shown.top = 0
        case .char("G"), .end: shown.top = most
        // A game's other screens are a key away from each of them.
        case .char("s") where game != nil && shown.title != "stats":
            await attempt { try await self.showStats() }
            return nil
        case .char("t") where game != nil && shown.title != "timeline":
            await attempt { try await self.showTimeline(follow: false) }
            return nil
        case .char("o") where game != nil && shown.title != "odds":
            await attempt { try await self.showOdds() }
            return nil
        default: break
        }
        shown.top = min(max(shown.top, 0), most)
        page = shown
        return nil
    }

    func pageFrame(_ shown: Page) -> Frame {
        let others = game == nil ? "" : " · t s o"
        let status = message ?? "\(shown.title) · j/k scroll\(others) · q back" + (shown.following ? " · checked every \(session.configuration.followIntervalSeconds) s" : "")
        return Frame(lines: shown.lines, top: shown.top, status: status)
    }

    /// The game's lines: one story (`ReaderStory`): the header, context and recap of `game`,
    /// each part read here with the story `read` prints for it, and the outcome once when it
    /// is visible.
    func gameLines() -> [String] {
        guard var open = game else { return [] }
        if let cache = open.cache, cache.columns == columns, cache.steps == open.steps.count { return cache.lines }
        var lines: [String] = []
        do {
            let policy = try session.revealPolicy(peek: false)
            let view = try GameCommand.view(open.sources, policy: policy, session: session)
            let story = ReaderStory(game: view, parts: open.steps, readToEnd: open.ended)
            lines = session.printer.readerLines(story, columns: columns)
        } catch {
            lines = ["The game could not be shown: \((error as? ScrollDownError)?.message ?? error.localizedDescription)"]
        }
        open.cache = (columns, open.steps.count, lines)
        game = open
        return lines
    }

    /// `p`: the final in a box that fits the screen's width, over the game.
    func peekLines() -> [String] {
        guard let view = game?.peek else { return [] }
        let inside = session.printer.readerFinalLines(view, columns: max(columns - 4, 20))
        let width = min(max(inside.map { DisplayWidth.of(ScreenPainter.plain($0)) }.max() ?? 0, 20), max(columns - 4, 20))
        let rule = String(repeating: "─", count: width + 2)
        return ["┌" + rule + "┐"] + inside.map { line in
            "│ " + line + String(repeating: " ", count: max(width - DisplayWidth.of(ScreenPainter.plain(line)), 0)) + " │"
        } + ["└" + rule + "┘"]
    }

    func gameFrame() -> Frame {
        guard let open = game else { return Frame(lines: [], top: 0, status: "") }
        if open.peek != nil {
            let lines = peekLines()
            let scrolls = lines.count > viewRows
            return Frame(lines: lines, top: min(open.peekTop, max(lines.count - viewRows, 0)),
                         status: scrolls ? "Peek, not remembered · j/k scroll · any other key closes"
                                         : "Peek, not remembered: any key closes it.")
        }
        let lines = gameLines()
        let status: String
        if open.asking {
            status = "Reveal the final of \(open.row.matchup)? [y/N]"
        } else {
            status = message ?? "Space next part · r reveal · h hide · p peek · t s o · ? keys · q back"
        }
        return Frame(lines: lines, top: min(open.top, max(lines.count - viewRows, 0)), status: status)
    }

    func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
