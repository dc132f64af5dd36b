import ScrollDownCore

/// Every command, in the order help lists them. The parser, routing, help, completions, the
/// man page and what each run needs are all read from this list, so nothing else names a
/// command.
enum CommandTable {
    static let commands: [any Command.Type] = [
        GamesCommand.self,
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
        ResetCommand.self,
        ConfigCommand.self,
        DoctorCommand.self,
        CompletionsCommand.self,
        HelpCommand.self,
    ]

    /// The root of the tool, for help and the man page.
    static let root = CommandSpec(
        "scrolldown", summary: "Catch up on games without having the outcome shown before you ask.",
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
