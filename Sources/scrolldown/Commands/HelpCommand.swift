import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown help [COMMAND] [--man]`: the same help as `--help`, or the man page.
struct HelpCommand: Command {
    static let command: Argument<String?> = .optional("COMMAND", completion: .commands, help: "The command to explain.") {
        text throws(ScrollDownError) in
        let names = CommandTable.specs.map(\.name)
        guard names.contains(text) else { throw .usage(.unknownCommand(text, suggestion: Suggestion.closest(to: text, in: names))) }
        return text
    }
    static let man: Option<Bool> = .flag("man", help: "Print the man page (roff) instead: scrolldown help --man > scrolldown.1")

    static let spec = CommandSpec(
        "help", summary: "Show help for scrolldown or one command.", arguments: [command.spec], options: [man.spec],
        examples: [
            Example("scrolldown help games", "the options and examples of games"),
            Example("scrolldown help --man | man -l -", "the manual page"),
        ])
    static let needs = CommandNeeds.nothing

    let commandName: String?
    let man: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        commandName = try arguments.get(Self.command)
        man = try arguments.get(Self.man)
        if man, let commandName { throw .usage(.unexpectedArgument(commandName, command: "\(Self.spec.name) \(Self.man.name)")) }
    }

    func run(_ session: Session) async throws {
        session.output(man ? .manPage : .help(commandName.flatMap { CommandTable.command(named: $0)?.spec }))
    }
}
