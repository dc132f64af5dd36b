import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The feed's keys that change what it shows: `/` a team filter as `--team` matches it, `L`
/// the league, `[` `]` the window by a day. Each screen is the feed `games` prints for the
/// options the keys amount to.
@Suite(.temporaryHome) struct ReaderFeedKeysTests {
    typealias S = ReaderScreenTests

    /// The feed's sections in a frame, without the cursor gutter and the header line (what is
    /// listed) above them: what `games` prints above its footer.
    static func feed(_ frame: Frame) -> String {
        // With no games the reader adds the keys that change what is listed.
        let lines = frame.lines.dropFirst(2).map { String(ScreenPainter.plain($0).dropFirst(2)) }
            .filter { !$0.hasPrefix("[ ] another day") && !$0.hasPrefix("R retries") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header line of the feed in a frame.
    static func header(_ frame: Frame) -> String {
        frame.lines.first.map { String(ScreenPainter.plain($0).dropFirst(2)) } ?? ""
    }

    /// `games` with these arguments, without its footer (the reader says it in its header):
    /// the sections, or, for no games, the one line saying why without its shell advice.
    static func games(_ cli: CLIHarness, _ arguments: [String]) async -> String {
        let text = await cli.run(["games"] + arguments, width: 78).stdout
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let blank = lines.lastIndex(of: ""), lines.indices.contains(blank + 1),
           lines[blank + 1].range(of: #"^\d+ games? · "#, options: .regularExpression) != nil {
            lines = Array(lines[..<blank])
        } else if lines.count == 1 {
            // No games: the reader says why in the same words, its keys instead of a command.
            let line = lines[0]
            let kept = line.range(of: "scrolldown ").map { String(line[..<$0.lowerBound]) } ?? line
            lines = [kept.trimmingCharacters(in: CharacterSet(charactersIn: " :—-,(").union(.whitespaces))]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The row under the cursor, its game's id.
    static func cursorGame(_ screen: [String]) -> Int? {
        screen.first { $0.hasPrefix("> ") }.flatMap { $0.dropFirst(2).split(separator: " ").first }.flatMap { Int($0) }
    }

    @Test func slashFiltersByTeamAsTeamDoesAndEscClears() async {
        let cli = S.harness()
        // "/torr", a backspace, Enter; then "/" again and Esc.
        let (result, terminal) = await S.browse(S.keys("j/torr\u{7F}\r/") + [.key(.escape)], cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let frames = terminal.frames, screens = terminal.screens
        #expect(frames.count == 11)
        let all = await Self.games(cli, []), toronto = await Self.games(cli, ["--team", "tor"])
        #expect(all != toronto && toronto.contains("MTL @ TOR") && toronto.contains("HOU @ TOR"))
        // Typing shows on the status line and changes nothing yet.
        #expect(screens[7].last == "team: tor▏  Enter apply · Esc clear")
        #expect(Self.feed(frames[7]) == all)
        // Enter: `games --team tor`, the cursor on its first game, the filter on the status line.
        #expect(Self.feed(frames[8]) == toronto)
        #expect(screens[8].last?.hasPrefix("team \"tor\" · j/k move") == true, "\(screens[8].last ?? "")")
        #expect(Self.cursorGame(screens[8]) == 744914)
        // "/" starts from the filter applied; Esc clears it: the whole feed again.
        #expect(screens[9].last == "team: tor▏  Enter apply · Esc clear")
        #expect(Self.feed(frames[10]) == all)
        #expect(screens[10].last?.contains("team \"") == false)
    }

    /// A filter no team of the window matches: the empty feed, the reader still open, and
    /// Esc brings the games back.
    @Test func aFilterThatMatchesNothingLeavesTheReaderUsable() async {
        let cli = S.harness()
        let (result, terminal) = await S.browse(S.keys("/zzz\r/") + [.key(.escape)] + S.keys("j"), cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let filtered = terminal.frames[5]
        // What `games --team zzz` says: no team of the window matches, and the names nearest.
        #expect(Self.feed(filtered) == (await Self.games(cli, ["--team", "zzz"])))
        #expect(Self.feed(filtered).contains("zzz"), "\(Self.feed(filtered))")
        #expect(!filtered.lines.contains { $0.hasPrefix("> ") })
        #expect(Self.feed(terminal.frames[7]) == (await Self.games(cli, [])))
        #expect(Self.cursorGame(terminal.screens[8]) == 2024030121)
    }

    @Test func capitalLCyclesTheLeaguesAndBack() async {
        let cli = S.harness()
        let known = League.known
        let (result, terminal) = await S.browse(Array(repeating: .key(.char("L")), count: known.count + 1), cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(terminal.frames.count == known.count + 2)
        for (index, league) in known.enumerated() {
            let expected = await Self.games(cli, ["--league", league.rawString])
            #expect(Self.feed(terminal.frames[index + 1]) == expected, "L × \(index + 1): \(league.rawString)")
        }
        #expect(Self.feed(terminal.frames[known.count + 1]) == (await Self.games(cli, [])))
    }

    /// With `--league NHL` the cycle starts there and does not show NHL twice.
    @Test func capitalLStartsFromTheLeagueAsked() async {
        let cli = S.harness()
        let (_, terminal) = await S.browse(S.keys("L"), cli: cli, arguments: ["--league", "NHL"])
        #expect(Self.feed(terminal.frames[0]) == (await Self.games(cli, ["--league", "NHL"])))
        #expect(Self.feed(terminal.frames[1]) == (await Self.games(cli, ["--league", "NBA"])))
    }

    /// The sample feed's default window is every game; `]` and `[` move a week and a day
    /// around today (9 Oct 2025) a day on or back, as `--from`/`--to` would name it.
    @Test func bracketsMoveTheWindowADay() async {
        let cli = S.harness()
        let (result, terminal) = await S.browse(S.keys("]][[["), cli: cli)
        #expect(result.code == 0, "\(result.stderr)")
        let expected = [("2025-10-03", "2025-10-11"), ("2025-10-04", "2025-10-12"), ("2025-10-03", "2025-10-11"),
                        ("2025-10-02", "2025-10-10"), ("2025-10-01", "2025-10-09")]
        for (index, (from, to)) in expected.enumerated() {
            let games = await Self.games(cli, ["--from", from, "--to", to])
            #expect(Self.feed(terminal.frames[index + 1]) == games, "key \(index + 1): \(from) – \(to)")
        }
    }

    @Test func bracketsMoveADateADay() async {
        let cli = S.harness()
        let (_, terminal) = await S.browse(S.keys("][["), cli: cli, arguments: ["--date", "2025-10-08"])
        for (index, day) in ["2025-10-08", "2025-10-09", "2025-10-08", "2025-10-07"].enumerated() {
            #expect(Self.feed(terminal.frames[index]) == (await Self.games(cli, ["--date", day])), "\(day)")
        }
        // The day word moves too: yesterday, then today.
        let (_, words) = await S.browse(S.keys("]"), cli: cli, arguments: ["--date", "yesterday"])
        #expect(Self.feed(words.frames[1]) == (await Self.games(cli, ["--date", "today"])))
    }
}
