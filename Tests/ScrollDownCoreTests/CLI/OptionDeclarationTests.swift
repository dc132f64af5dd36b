import Foundation
import Testing
@testable import ScrollDownCore
@testable import scrolldown

/// An option is declared once, in its command's spec (issue 20): the parser, help, man page
/// and completions come from that declaration, so reading an undeclared option would be an
/// option no user can pass. Such a read is a loud programming error, never a default.
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
}
