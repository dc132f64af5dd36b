import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// The shells `scrolldown completions` writes scripts for.
enum Shell: String, ChoiceValue {
    case bash, zsh, fish
}

/// Shell completion scripts, generated from the command line's declarations: every command,
/// option, allowed value and positional kind comes from there, so the scripts cannot disagree
/// with the parser.
enum Completions {
    static func script(for shell: Shell, of spec: CommandLineSpec = .current) -> String {
        switch shell {
        case .bash: return BashCompletion.script(spec)
        case .zsh: return ZshCompletion.script(spec)
        case .fish: return FishCompletion.script(spec)
        }
    }

    /// What a script runs at TAB time for the game ids of the last feed (one `ID<TAB>description`
    /// a line) and for the values of a kind: `completions --game-ids`, `completions --values`.
    static let gameIDsCall = "\(CompletionsCommand.spec.name) \(CompletionsCommand.gameIDs.name)"
    static let valuesCall = "\(CompletionsCommand.spec.name) \(CompletionsCommand.values.name)"
}
