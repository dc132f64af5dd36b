import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Golden text of the timeline views. Re-record with SCROLLDOWN_RECORD_SNAPSHOTS=1.
@Suite(.temporaryHome) struct TimelineSnapshotTests {
    func output(_ lines: [String], dialect: Dialect = .older) async -> String {
        let cli = CLIHarness(dialect: dialect, service: .real)
        var out = ""
        for line in lines {
            let result = await cli.run(line + " --tz America/New_York --quiet")
            out += "$ scrolldown \(line)\n" + Self.droppingGameHeader(result.stdout) + result.stderr
        }
        return out
    }

    /// The game header belongs to `game ID` and has its own tests: the snapshots keep only
    /// its reading-position line, then the timeline itself.
    static func droppingGameHeader(_ text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        guard let end = lines.firstIndex(where: { $0.hasPrefix("  game ") }) else { return text }
        let kept = lines[..<end].filter { $0.contains("stopped at") || $0.contains("You stopped") }
        return (kept + lines[(end + 1)...]).joined(separator: "\n")
    }

    @Test func flowHidden() async {
        Snapshot.assert(await output(["timeline 21600270"]), named: "timeline-flow-hidden")
    }

    @Test func flowRevealed() async {
        Snapshot.assert(await output(["timeline 2024030121 --peek"]), named: "timeline-flow-peek")
    }

    /// Play-by-play reads the same from either backend: one snapshot for both.
    @Test(arguments: Dialect.allCases) func playByPlayHidden(dialect: Dialect) async {
        Snapshot.assert(await output(["timeline 744914"], dialect: dialect), named: "timeline-pbp-hidden")
    }

    @Test(arguments: Dialect.allCases) func paged(dialect: Dialect) async {
        Snapshot.assert(await output(["timeline 22000001 --page 3", "timeline 22000001 --page 3 --all-plays --peek"], dialect: dialect),
                        named: "timeline-paged")
    }

    /// Today's backend: the "so far" before reveal, the story after, a game long over whose
    /// story sda still calls pending (no recap), a game not played yet, and a timeline without
    /// narrative blocks.
    @Test func sdaGameAndTimeline() async {
        Snapshot.assert(await output(["game 21600270", "game 2024030121 --format json", "game 21600270 --peek",
                                      "game 2025020001 --peek", "game 2025020010", "timeline 21600270",
                                      "read 21600270", "read 21600270"], dialect: .sda),
                        named: "sda-game-timeline")
    }

    @Test func paced() async {
        Snapshot.assert(await output((0..<6).map { _ in "read 21600270" } + ["timeline 21600270 --through Q2"]), named: "read-paced")
    }

    @Test func json() async {
        Snapshot.assert(await output(["timeline 2024030121 --through P1 --format json", "read 2024030121 --format ndjson"]), named: "timeline-json")
    }
}
