import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

@Suite(.temporaryHome) struct TerminalTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("clear\u{1B}[2Jscreen", "clearscreen"),
        ("red \u{1B}[31;1mALERT\u{1B}[0m done", "red ALERT done"),
        ("title\u{1B}]0;owned\u{07}after", "titleafter"),
        ("osc-st\u{1B}]8;;http://x\u{1B}\\link", "osc-stlink"),
        ("bell\u{07} and nul\u{00} and del\u{7F}", "bell and nul and del"),
        ("c1 csi \u{9B}31mred", "c1 csi red"),
        ("tab\there\nnew line", "tab here new line"),
        ("dangling escape \u{1B}", "dangling escape "),
        ("Montréal – café ✓", "Montréal – café ✓"),
    ])
    func sanitizerStripsControlSequences(input: String, expected: String) {
        #expect(TerminalSanitizer.clean(input) == expected)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() async {
        let cli = CLIHarness(service: .real)
        #expect(await cli.run("games --league NBA --no-pager", terminal: true).stdout.contains("\u{1B}["))
        #expect(!(await cli.run("games --league NBA", terminal: false).stdout.contains("\u{1B}")))
        #expect(!(await cli.run("games --league NBA --no-color --no-pager", terminal: true).stdout.contains("\u{1B}")))
        var noColor = cli
        noColor.environment["NO_COLOR"] = "1"
        #expect(!(await noColor.run("games --league NBA --no-pager", terminal: true).stdout.contains("\u{1B}")))
        #expect(!(await cli.run("games --league NBA --format json", terminal: true).stdout.contains("\u{1B}")))
    }

    @Test func tableAlignsWideCharactersByDisplayWidth() {
        var table = TextTable(alignments: [.left, .right])
        table.add(["Montréal", "1"])
        table.add(["東京", "22"])
        let lines = table.render()
        #expect(lines == ["  Montréal   1", "  東京      22"])
    }

    @Test func theLeagueDayDecidesTheSections() async {
        let cli = CLIHarness(service: .real)
        // Demo now is 2025-10-09T18:00Z. Game 2025020006 starts 2025-10-09T02:00Z, 8 Oct 22:00 in
        // New York: its league day is the 8th, Yesterday in New York (now 9 Oct 14:00) and in
        // Karachi too (9 Oct 07:00 there, now 9 Oct 23:00), not Today.
        let ny = await cli.run("games --league NHL --tz America/New_York --format ndjson")
        let karachi = await cli.run("games --league NHL --tz Asia/Karachi --format ndjson")
        let row = { (text: String) in text.split(separator: "\n").first { $0.contains("\"id\":2025020006,") }.map(String.init) ?? "" }
        #expect(row(ny.stdout).contains("\"section\":\"Yesterday\""))
        #expect(row(karachi.stdout).contains("\"section\":\"Yesterday\""))
    }

    @Test func emptyWindowIsSuccessWithAFriendlyLine() async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run("games --league NBA --date 2025-10-09")
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("No games in NBA · Thu 9 Oct 2025."))
    }
}

@Suite struct TerminalFormatControlTests {
    @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200B, 0x200E, 0x200F,
                      0xFEFF, 0x00AD, 0x061C, 0x2060, 0xE0001])
    func bidiAndFormatControlsAreStripped(code: Int) throws {
        let scalar = try #require(Unicode.Scalar(UInt32(code)))
        let text = "BOS \(Character(scalar))leads\(Character(scalar)) NYK"
        #expect(TerminalSanitizer.clean(text) == "BOS leads NYK")
    }

    @Test func joinersAndLineSeparators() {
        // Emoji sequences keep their joiner; line and paragraph separators become spaces.
        #expect(TerminalSanitizer.clean("👨‍👩‍👧 fans") == "👨‍👩‍👧 fans")
        #expect(TerminalSanitizer.clean("a\u{2028}b\u{2029}c") == "a b c")
        #expect(TerminalSanitizer.clean("score \u{202E}801-211") == "score 801-211")
    }
}

/// The feed fits the terminal: narrow terminals get shorter columns, never wrapped rows.
@Suite(.temporaryHome) struct FeedWidthTests {
    @Test(arguments: [60, 72, 100])
    func everyLineFitsTheWidth(width: Int) async {
        let cli = CLIHarness(service: .real)
        _ = await cli.run("read 21600270")
        let result = await cli.run(["games", "--env", "mock", "-q"], width: width)
        #expect(result.code == 0)
        for line in result.stdout.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= width, "\(width): \(line)")
        }
        #expect(result.stdout.contains("21600270"))
        if width == 100 { #expect(result.stdout.contains("outcome hidden") && result.stdout.contains("Tue 7 Oct 2025")) }
        if width == 60 { #expect(result.stdout.contains("  hidden")) }
    }

    @Test func colourNeverRunsIntoPadding() async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run("games --league NBA --no-pager", terminal: true)
        #expect(!result.stdout.contains(" \u{1B}[0m"), "a styled cell ends in spaces")
        #expect(!result.stdout.contains("  \u{1B}[0m"))
    }
}

/// Padding appended in place (the timeline's play lines) gives what `pad` gives.
@Suite struct PaddingTests {
    @Test(arguments: ["", "4:32", "12:00", "BKN", "GSWXY", "日本", "é", "toolongtext"])
    func appendedPaddingIsPad(text: String) {
        for width in [0, 4, 5, 8] {
            for right in [false, true] {
                var out = Array(">".utf8)
                DisplayWidth.append(text, paddedTo: width, right: right, to: &out)
                #expect(String(decoding: out, as: UTF8.self) == ">" + DisplayWidth.pad(text, to: width, right: right),
                        "\(text) \(width) \(right)")
            }
        }
    }
}
