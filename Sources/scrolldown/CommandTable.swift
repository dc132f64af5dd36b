import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Every command, in the order help lists them. The parser, routing, help, completions, the
/// man page and what each run needs are all read from this list, so nothing else names a
/// command.
enum CommandTable {
    static let commands: [any Command.Type] = [
        GamesCommand.self,
        NextCommand.self,
        BrowseCommand.self,
        GameCommand.self,
        TimelineCommand.self,
        ReadCommand.self,
        StatsCommand.self,
        OddsCommand.self,
        FairBetCommand.self,
        RevealCommand.self,
        HideCommand.self,
        MarkReadCommand.self,
        CatchUpCommand.self,
        FollowTeamsCommand.self,
        UnfollowTeamsCommand.self,
        ResetCommand.self,
        PinCommand.self,
        UnpinCommand.self,
        LoginCommand.self,
        LogoutCommand.self,
        SyncCommand.self,
        ConfigCommand.self,
        DoctorCommand.self,
        CompletionsCommand.self,
        HelpCommand.self,
    ]

    /// The root of the tool, for help and the man page; its discussion closes the root help,
    /// a paragraph a line.
    static let root = CommandSpec(
        "scrolldown", summary: "Catch up on games without having the outcome shown before you ask.",
        discussion: "Outcomes stay hidden until you reveal them: 'scrolldown game ID --reveal'.\n"
            + "Run 'scrolldown help COMMAND' for a command's options and examples.",
        examples: [
            Example("scrolldown games", "the feed: recent games by day, outcomes hidden"),
            Example("scrolldown game OKC", "Oklahoma City's latest game: context, recap, the reveal gate"),
            Example("scrolldown read OKC", "the next part of that game, at your own pace"),
            Example("scrolldown game OKC --reveal", "show its outcome, and remember"),
        ])

    /// The command type named `name`.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    /// Every command's spec, in table order.
    static var specs: [CommandSpec] { commands.map { $0.spec } }

    /// The closest command name, for "did you mean" hints.
    static func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: specs.map(\.name))
    }
}

/// The whole command line as help, the man page and the completion scripts describe it: the
/// root, every command's spec, the global options and the two the parser answers itself
/// (`--help`, `--version`). Made only from declarations, and passed to every generator, so a
/// test can generate them all from invented options and find any option written by hand.
struct CommandLineSpec: Sendable {
    let root: CommandSpec
    let commands: [CommandSpec]
    let globals: [OptionSpec]
    let help: OptionSpec
    let version: OptionSpec
    /// The environment variables the tool reads, for the root help and the man page.
    let environment: [EnvironmentVariable]

    /// The command line of this tool.
    static let current = CommandLineSpec(
        root: CommandTable.root, commands: CommandTable.specs, globals: GlobalOptions.specs,
        help: GlobalOptions.help.spec, version: GlobalOptions.version.spec, environment: GlobalOptions.environmentVariables)

    /// Every option that takes a value, global or of any command: their values are never the
    /// command word.
    var valueOptions: [OptionSpec] {
        var seen = Set<String>()
        return (globals + commands.flatMap(\.options)).filter { $0.takesValue && seen.insert($0.long).inserted }
    }

    /// The words a completion kind offers when they are known ahead of time; nil when the
    /// running tool must be asked (game ids, dynamic values).
    func staticWords(_ kind: CompletionKind) -> [String]? {
        switch kind {
        case .none: return []
        case .words(let words), .suggestions(let words): return words
        case .settingKeys: return Configuration.settingKeys
        case .commands: return commands.map(\.name)
        case .gameIDs, .dynamic: return nil
        }
    }
}

/// An environment variable the tool reads, with what it does.
struct EnvironmentVariable: Sendable {
    let name: String
    let help: String
}
