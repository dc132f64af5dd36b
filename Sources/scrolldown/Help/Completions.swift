import ScrollDownCore

/// The shells `scrolldown completions` writes scripts for.
enum Shell: String, ChoiceValue {
    case bash, zsh, fish
}

/// Shell completion scripts, generated from the command table: every command, option,
/// allowed value and positional kind comes from there, so the scripts cannot disagree with
/// the parser.
enum Completions {
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: return BashCompletion.script()
        case .zsh: return ZshCompletion.script()
        case .fish: return FishCompletion.script()
        }
    }

    /// The words a completion kind offers when they are known ahead of time; nil when the
    /// running tool must be asked (game ids).
    static func staticWords(_ kind: CompletionKind) -> [String]? {
        switch kind {
        case .none: return []
        case .words(let words), .suggestions(let words): return words
        case .settingKeys: return Configuration.settingKeys
        case .commands: return CommandTable.specs.map(\.name)
        case .gameIDs, .dynamic: return nil
        }
    }

    /// The shell command that prints game ids for completion, one `ID<TAB>description` a line.
    static let gameIDsCommand = "scrolldown completions --game-ids"

    /// `--through` periods, as people write them in each league.
    static let periods = ["Q1", "Q2", "Q3", "Q4", "OT", "P1", "P2", "P3", "SO", "H1", "H2",
                          "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th"]

    /// Every option that takes a value, global or of any command: their values are never the
    /// command word.
    static var valueOptions: [OptionSpec] {
        var seen = Set<String>()
        return (GlobalOptions.specs + CommandTable.specs.flatMap(\.options)).filter { $0.takesValue && seen.insert($0.long).inserted }
    }
}
