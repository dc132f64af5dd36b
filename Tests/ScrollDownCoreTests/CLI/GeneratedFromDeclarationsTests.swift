import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Help, the man page and the three completion scripts are generated from the declarations
/// alone. Snapshots cannot tell: an option written by hand into a generator (a special case for
/// `--through`, a `--help` line typed out) prints the same bytes today and goes stale the day
/// its declaration changes. So every generator is run on a command line of invented options,
/// which must all appear, with their help and completions, while no real option may; and the
/// generators' sources may not name a real option.
@Suite struct GeneratedFromDeclarationsTests {
    enum Flavour: String, ChoiceValue {
        case zqsweet, zqsour
    }

    static let flag: Option<Bool> = .flag("zq-flag", short: "z", help: "zq flag help")
    static let text: Option<String?> = .text("zq-zone", value: "ZQZONE", completion: .dynamic(.zones), help: "zq zone help")
    static let choice: Option<Flavour?> = .choice("zq-flavour", value: "ZQFLAVOUR", help: "zq flavour help")
    static let list: Option<[Flavour]> = .choices("zq-flavours", value: "ZQFLAVOURS", help: "zq flavours help") { _ in
        .usage(.missingArgument(name: "x", command: "y"))
    }
    static let game: Option<Int?> = .parsed("zq-game", value: "ZQGAME", completion: .gameIDs, help: "zq game help") { _ in 1 }
    static let day: Option<String?> = .text("zq-day", value: "ZQDAY", completion: .suggestions(["zqmonday", "zqtuesday"]), help: "zq day help")
    static let bet: Option<String?> = .text("zq-bet", value: "ZQBET", completion: .dynamic(.bets), help: "zq bet help")
    static let global: Option<Bool> = .flag("zq-global", short: "w", help: "zq global help")
    static let globalValue: Option<String?> = .text("zq-global-value", value: "ZQG", help: "zq global value help")
    static let help: Option<Bool> = .flag("zq-help", short: "k", help: "zq help help")
    static let version: Option<Bool> = .flag("zq-version", help: "zq version help")

    static let first = CommandSpec(
        "zqfirst", summary: "zq first summary",
        arguments: [Argument<Int>.required("ZQID", completion: .gameIDs, help: "zq id help") { _ in 1 }.spec,
                    Argument<String?>.optional("ZQVALUE", completion: .dynamic(.setting), help: "zq value help") { $0 }.spec],
        options: [flag.spec, text.spec, choice.spec, list.spec, game.spec],
        discussion: "zq first discussion", examples: [Example("scrolldown zqfirst 1", "zq first example")])
    static let second = CommandSpec(
        "zqsecond", summary: "zq second summary",
        arguments: [Argument<[String]>.words("ZQBETS", completion: .dynamic(.bets), help: "zq bets help").spec],
        options: [day.spec, bet.spec])
    static let invented = CommandLineSpec(
        root: CommandSpec("scrolldown", summary: "zq root summary", discussion: "zq root paragraph",
                          examples: [Example("scrolldown zqsecond", "zq root example")]),
        commands: [first, second], globals: [global.spec, globalValue.spec], help: help.spec, version: version.spec,
        environment: [EnvironmentVariable(name: "ZQ_VARIABLE", help: "zq variable help")])

    /// Everything generated from a command line, by name.
    static func artefacts(_ spec: CommandLineSpec) -> [(name: String, text: String)] {
        [("root help", HelpText.render(nil, width: 100, of: spec)), ("man page", ManPage.render(spec))]
            + spec.commands.map { ("help \($0.name)", HelpText.render($0, width: 100, of: spec)) }
            + Shell.allCases.map { ("\($0) script", Completions.script(for: $0, of: spec)) }
    }

    /// Every real option, and the few a generator names through its declaration on purpose:
    /// the scripts call `completions --game-ids`/`--values`, the man page's synopsis names
    /// `help --man`.
    static let realOptions = CommandTable.specs.flatMap(\.options) + GlobalOptions.specs + [GlobalOptions.help.spec, GlobalOptions.version.spec]
    static let namedOnPurpose = [CompletionsCommand.gameIDs.name, CompletionsCommand.values.name, HelpCommand.man.name]

    /// Whether an artefact names `option`: the man page escapes its hyphens (in bold: `\fB…\fR`),
    /// fish writes `-l long`.
    static func names(_ text: String, _ option: OptionSpec, in artefact: String) -> Bool {
        switch artefact {
        case "man page":
            let escaped = ManPage.escape(option.name)
            return mentions(text, escaped) || text.contains("\\fB" + escaped + "\\fR")
        case "fish script": return mentions(text, "-l " + option.long)
        default: return mentions(text, option.name)
        }
    }

    /// Whether `text` has `name` as a whole word (`--to` is not in `--tomorrow` or `x--to`).
    static func mentions(_ text: String, _ name: String) -> Bool {
        let pattern = try! NSRegularExpression(pattern: "(?<![\\w-])" + NSRegularExpression.escapedPattern(for: name) + "(?![\\w-])")
        return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test func nothingGeneratedNamesARealOptionByHand() {
        for (artefact, text) in Self.artefacts(Self.invented) {
            let named = Set(Self.realOptions.filter { !Self.namedOnPurpose.contains($0.name) && Self.names(text, $0, in: artefact) }.map(\.name))
            #expect(named.isEmpty, "\(artefact) of invented options names real ones, so a generator writes them by hand: \(named.sorted())")
        }
    }

    @Test func everyInventedOptionIsGeneratedWithItsHelpAndCompletion() {
        let all = Self.artefacts(Self.invented)
        func text(_ name: String) -> String { all.first { $0.name == name }!.text }
        let commandOptions = Self.first.options + Self.second.options
        let global = Self.invented.globals + [Self.invented.help, Self.invented.version]
        for option in commandOptions + global {
            for artefact in ["man page", "bash script", "zsh script", "fish script"] {
                #expect(Self.names(text(artefact), option, in: artefact), "\(artefact) lacks \(option.name)")
            }
            for artefact in ["man page", "zsh script", "fish script"] {
                #expect(text(artefact).contains(option.help), "\(artefact) lacks the help of \(option.name)")
            }
        }
        for option in global {
            #expect(Self.mentions(text("root help"), option.name) && text("root help").contains(option.help), "root help lacks \(option.name)")
        }
        for command in Self.invented.commands {
            for option in command.options {
                #expect(Self.mentions(text("help \(command.name)"), option.name) && text("help \(command.name)").contains(option.help),
                        "help \(command.name) lacks \(option.name)")
            }
        }
        // Shorts, allowed and suggested words, and the values asked at TAB time.
        #expect(text("zsh script").contains("{-z,--zq-flag}") && text("zsh script").contains("{-k,--zq-help}"), "zsh lacks the shorts")
        #expect(text("fish script").contains("-s z -l zq-flag") && text("fish script").contains("-s k -l zq-help"), "fish lacks the shorts")
        for script in ["bash script", "zsh script", "fish script"] {
            let setting = script == "bash script" ? "_values \"setting:" : "_values setting"
            for word in ["zqsweet", "zqsour", "zqmonday", "zqtuesday", "_values zones", "_values bets", setting] {
                #expect(text(script).contains(word), "\(script) lacks \(word)")
            }
        }
        #expect(text("root help").contains("ZQ_VARIABLE") && text("root help").contains("zq root paragraph"))
    }

    /// The generators' own sources: a real option's name in one of them is an option written
    /// by hand (a special case that prints today's bytes and outlives its declaration).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: helpSources.path), "Sources/scrolldown/Help is not next to the tests"))
    func theGeneratorsNameNoOption() throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.helpSources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.helpSources.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for option in Self.realOptions {
                let written = Self.mentions(code, option.name) || code.contains("\"\(option.long)\"")
                #expect(!written, "Help/\(file) names \(option.name): generate it from the declaration instead")
            }
        }
    }

    static let helpSources = TestPaths.repoRoot.appendingPathComponent("Sources/scrolldown/Help", isDirectory: true)

    /// The real command line generates what the invented one checks: each real option is in
    /// every script and in the man page.
    @Test func everyRealOptionIsInEveryScriptAndTheManPage() {
        for (artefact, text) in Self.artefacts(.current) where artefact.hasSuffix("script") || artefact == "man page" {
            for option in Self.realOptions {
                #expect(Self.names(text, option, in: artefact), "\(artefact) lacks \(option.name)")
            }
        }
    }
}
