import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown completions bash|zsh|fish`: a completion script on stdout. The scripts call
/// back `completions --game-ids` for the ids of the last feed.
struct CompletionsCommand: Command {
    static let shell: Argument<Shell?> = .choice("SHELL", help: "The shell to complete in.")
    static let gameIDs: Option<Bool> = .flag(
        "game-ids", help: "Print the game ids of the last feed, one 'ID<TAB>matchup day' a line (the scripts use it).")

    static let values: Option<String?> = .text(
        "values", value: "KIND", completion: .words(CompletionValues.Kind.words),
        help: "Print the values the scripts offer for KIND: zones, teams, bets (of the last fairbet), leagues, setting:KEY, periods:WORDS.")

    static let spec = CommandSpec(
        "completions", summary: "Print a shell completion script.", arguments: [shell.spec], options: [gameIDs.spec, values.spec],
        examples: [
            Example("source <(scrolldown completions bash)", "bash, this shell only"),
            Example("scrolldown completions zsh > \"${fpath[1]}/_scrolldown\"", "zsh, every new shell"),
            Example("scrolldown completions fish | source", "fish, this shell only"),
        ])
    static let needs = CommandNeeds.nothing

    /// A script for a shell, or the game ids.
    enum Mode: Equatable {
        case script(Shell)
        case gameIDs
        case values(String)
    }

    let mode: Mode

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        let shell = try arguments.get(Self.shell)
        if let kind = try arguments.get(Self.values) {
            if let shell { throw .usage(.unexpectedArgument(shell.rawValue, command: "\(Self.spec.name) \(Self.values.name)")) }
            mode = .values(kind)
        } else if try arguments.get(Self.gameIDs) {
            if let shell { throw .usage(.unexpectedArgument(shell.rawValue, command: "\(Self.spec.name) \(Self.gameIDs.name)")) }
            mode = .gameIDs
        } else {
            guard let shell else { throw .usage(.missingArgument(name: Self.shell.spec.name, command: Self.spec.name)) }
            mode = .script(shell)
        }
    }

    func run(_ session: Session) async throws {
        switch mode {
        case .script(let shell):
            session.output(.completionScript(shell))
        case .gameIDs:
            session.output(CompletionValues.gameIDs(configuration: session.configuration))
        case .values(let kind):
            session.output(CompletionValues.values(kind, configuration: session.configuration))
        }
    }
}
