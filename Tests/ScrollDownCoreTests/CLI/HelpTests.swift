import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Help screens and the man page, generated from the command table.
@Suite(.temporaryHome) struct HelpTests {
    /// Every help screen at `width` columns: the root, then each command, as `help CMD` prints it.
    func allHelp(width: Int) async -> String {
        let cli = CLIHarness()
        var out = ""
        for name in [nil] + CommandTable.specs.map(\.name) {
            let arguments = ["help"] + (name.map { [$0] } ?? [])
            let result = await cli.run(arguments, width: width)
            #expect(result.code == 0 && result.stderr.isEmpty, "help \(name ?? ""): \(result.stderr)")
            out += "$ scrolldown \(arguments.joined(separator: " "))\n" + result.stdout + "\n"
        }
        return out.replacingOccurrences(of: Version.current, with: "VERSION")
    }

    @Test(arguments: [60, 100])
    func everyHelpScreenMatchesItsSnapshot(width: Int) async {
        Snapshot.assert(await allHelp(width: width), named: "help-\(width)")
    }

    /// Every word of the help text comes whole from the table: a line break inside a word
    /// (`--f` / `rom`) would make two words the table never wrote.
    @Test(arguments: [40, 60, 73, 100])
    func helpBreaksLinesOnlyBetweenWords(width: Int) async {
        var known = Set<String>()
        func add(_ text: String) { for word in text.split(whereSeparator: \.isWhitespace) { known.insert(String(word)) } }
        for spec in [CommandTable.root] + CommandTable.specs {
            add(spec.summary); add(spec.discussion); add(spec.usage)
            spec.examples.forEach { add($0.line); add($0.note) }
            spec.arguments.forEach { add($0.synopsis); add(HelpText.argumentHelp($0)) }
            spec.options.forEach { add($0.synopsis); add(HelpText.optionHelp($0)) }
        }
        GlobalOptions.specs.forEach { add($0.synopsis); add($0.help) }
        GlobalOptions.environmentVariables.forEach { add($0.name); add($0.help) }
        add(HelpText.render(nil, width: 1000))
        CommandTable.specs.forEach { add(HelpText.render($0, width: 1000)) }
        let text = await allHelp(width: width).replacingOccurrences(of: "VERSION", with: Version.current)
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) where !word.hasPrefix("$") && word != "scrolldown:" {
            let whole = known.contains(word)
            #expect(whole, "'\(word)' at \(width) columns is not a word of the table")
        }
        // At 60 columns and wider nothing overflows but example command lines.
        for line in text.split(separator: "\n") where line.count > width && width >= 60 {
            // Only a unit that cannot break may overflow: one word, or an example command line.
            let isExample = CommandTable.specs.flatMap(\.examples).contains { "  " + $0.line == line }
            #expect(isExample || !line.trimmingCharacters(in: .whitespaces).contains(" "), "line over \(width): \(line)")
        }
    }

    @Test func everyCommandHasExamplesThatFitSixtyColumns() {
        for spec in [CommandTable.root] + CommandTable.specs {
            #expect((2...4).contains(spec.examples.count), "\(spec.name) has \(spec.examples.count) examples")
            for example in spec.examples {
                #expect(example.line.hasPrefix("scrolldown ") || example.line.contains("scrolldown "), "\(example.line)")
                #expect(example.line.count <= 58, "example wider than 60 columns: \(example.line)")
            }
        }
    }

    @Test func rootHelpListsCommandsEnvironmentAndAllowedValues() async {
        let root = await CLIHarness().run("help", width: 100).stdout
        for spec in CommandTable.specs { #expect(root.contains("  \(spec.name) ")) }
        #expect(root.contains("SCROLLDOWN_API_KEY") && root.contains("NO_COLOR") && root.contains("PAGER"))
        #expect(root.contains("--format text|json|ndjson") && root.contains("--env mock|live"))
        let games = await CLIHarness().run("games --help", width: 100).stdout
        #expect(games.contains("--status live|final|upcoming"))
        #expect(games.contains("NBA, NHL, NCAAB, MLB, NFL"))
    }

    @Test func helpFormsAgree() async {
        let cli = CLIHarness()
        let viaHelp = await cli.run("help timeline")
        let viaFlag = await cli.run("timeline --help")
        let viaShort = await cli.run("timeline 1 -h")
        #expect(viaHelp.stdout == viaFlag.stdout && viaFlag.stdout == viaShort.stdout)
        let unknown = await cli.run("help tim")
        #expect(unknown.code == 64)
        #expect(unknown.stderr.contains("unknown command 'tim' (did you mean 'timeline'?)"))
    }

    @Test func manPageRendersWithMan() async throws {
        let page = await CLIHarness().run("help --man").stdout
        #expect(page.hasPrefix(".TH SCROLLDOWN 1"))
        for spec in CommandTable.specs { #expect(page.contains(".SS \(ManPage.escape(spec.name))")) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else {
            print("note: man is not installed — skipping the man -l rendering check")
            return
        }
        let file = TemporaryHome.makeDirectory("man").appendingPathComponent("scrolldown.1")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let result = try ShellRun.run("/usr/bin/man", ["-l", file.path], environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": "0"])
        #expect(result.status == 0, "\(result.stderr)")
        // Drop the overstrike bold/underline man uses when writing to a pipe.
        let plain = result.stdout.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
        #expect(plain.contains("SCROLLDOWN(1)"))
        #expect(plain.contains("EXIT STATUS"))
        #expect(plain.contains("--status live|final|upcoming"))
        #expect(plain.contains("scrolldown games --league NBA,NHL --date yesterday"))
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    }

    /// `odds --help` states the rule that leaves rows out of a hidden game's table with the
    /// ceiling the rule uses.
    @Test func oddsHelpStatesTheLeftOutRule() {
        let ceiling = Int(OddsMath.pregameProbabilityCeiling * 100)
        #expect(OddsCommand.spec.discussion.contains("priced above \(ceiling)% implied probability"))
        #expect(OddsCommand.spec.discussion.contains("without an observation time"))
    }
}
