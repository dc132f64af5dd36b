import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// An option is declared once (`Option`): the parser, help, man page and completions come from
/// that declaration, so reading an undeclared option would be an option no user can pass. Such
/// a read is a loud programming error, never a default; and a message names an option as its
/// declaration does.
@Suite struct OptionDeclarationTests {
    /// The words of an example line, quotes honoured (`game "bruins capitals"`).
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == " " {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Every example of every command reads only options its command declared.
    @Test func everyExampleReadsOnlyDeclaredOptions() throws {
        var read = 0
        for command in CommandTable.commands {
            for example in command.spec.examples {
                let arguments = Array(Self.words(example.line).drop { $0 == "scrolldown" })
                guard case .run(let type, let parsed)? = try? ArgumentParser().parse(arguments) else { continue }
                do {
                    _ = try GlobalOptions(parsed)
                    _ = try type.init(parsed)
                    read += 1
                } catch .programming(let mistake) {
                    Issue.record("\(example.line): \(mistake)")
                } catch {
                    // A value the example means to be refused is fine here.
                }
            }
        }
        #expect(read >= CommandTable.commands.count, "too few examples were read: \(read)")
    }

    /// The check itself: a command reading another command's option fails, with exit 70.
    @Test func anUndeclaredReadIsAProgrammingError() throws {
        guard case .run(_, let parsed) = try ArgumentParser().parse(["games"]) else {
            Issue.record("games did not parse")
            return
        }
        #expect(throws: ScrollDownError.programming("games reads --restart but does not declare it")) {
            _ = try parsed.get(ReadCommand.restart)
        }
        #expect(ScrollDownError.programming("x").exitCode == 70)
    }

    /// Options that cannot go together, and words that need another option, are refused
    /// naming the options as declared (a message that spelled one by hand could name an
    /// option that does not exist).
    @Test func usageErrorsNameDeclaredOptions() throws {
        let lines = [
            "games --date today --from yesterday", "timeline 1 --page 2 --through Q1", "game 1 --reveal --hide --peek",
            "fairbet --explain 1:h2h:team:a:0 --parlay", "fairbet --parlay 1:h2h:team:a:0", "games --quiet --verbose",
            "completions bash --values zones", "completions bash --game-ids", "help games --man",
            "games --status none", "odds 1 --odds-format fractional", "timeline 1 --page 0", "fairbet --min-ev 5000",
        ]
        let declared = Set((CommandTable.specs.flatMap(\.options) + GlobalOptions.specs + [GlobalOptions.help.spec, GlobalOptions.version.spec])
            .map(\.name))
        for line in lines {
            guard case .run(let type, let parsed) = try ArgumentParser().parse(line.split(separator: " ").map(String.init)) else {
                Issue.record("\(line) did not parse")
                continue
            }
            do {
                _ = try GlobalOptions(parsed)
                _ = try type.init(parsed)
                Issue.record("\(line) was not refused")
            } catch {
                let named = error.message.split(whereSeparator: { !($0.isLetter || $0 == "-") }).filter { $0.hasPrefix("--") }.map(String.init)
                #expect(!named.isEmpty, "\(line): \(error.message)")
                for name in named { #expect(declared.contains(name), "\(line): '\(error.message)' names \(name), which no declaration has") }
            }
        }
    }

    /// The kinds `completions --values` offers are the kinds the core answers.
    @Test func theValueKindsOfferedAreTheCoresKinds() {
        #expect(CompletionsCommand.values.spec.choices == CompletionValues.Kind.allCases.map(\.word))
        let cache = URL(fileURLWithPath: "/nonexistent")
        for kind in [CompletionValues.Kind.zones, .teams, .leagues] {
            #expect(!CompletionValues.lines(kind.word, cacheDirectory: cache).isEmpty, "no values for \(kind)")
        }
        #expect(CompletionValues.lines("setting:env", cacheDirectory: cache) == ["mock", "live"])
    }
}
