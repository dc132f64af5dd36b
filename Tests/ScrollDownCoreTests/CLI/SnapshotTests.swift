import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

/// Golden text of the timeline views. Re-record with SCROLLDOWN_RECORD_SNAPSHOTS=1.
@Suite(.temporaryHome) struct TimelineSnapshotTests {
    func output(_ lines: [String]) async -> String {
        let cli = CLIHarness(service: .real)
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
        let kept = lines[..<end].filter { $0.contains("stopped at") }
        return (kept + lines[(end + 1)...]).joined(separator: "\n")
    }

    @Test func flowHidden() async {
        Snapshot.assert(await output(["timeline 21600270"]), named: "timeline-flow-hidden")
    }

    @Test func flowRevealed() async {
        Snapshot.assert(await output(["timeline 2024030121 --peek"]), named: "timeline-flow-peek")
    }

    @Test func playByPlayHidden() async {
        Snapshot.assert(await output(["timeline 744914"]), named: "timeline-pbp-hidden")
    }

    @Test func paged() async {
        Snapshot.assert(await output(["timeline 22000001 --page 3", "timeline 22000001 --page 3 --all-plays --peek"]), named: "timeline-paged")
    }

    @Test func paced() async {
        Snapshot.assert(await output((0..<6).map { _ in "read 21600270" } + ["timeline 21600270 --through Q2"]), named: "read-paced")
    }

    @Test func json() async {
        Snapshot.assert(await output(["timeline 2024030121 --through P1 --format json", "read 2024030121 --format ndjson"]), named: "timeline-json")
    }
}
