import ScrollDownCore

/// Every command, option and help text in one table: the parser, `--help` and shell
/// completions are generated from it, so they cannot disagree.
struct CommandTable: Sendable {
    let root = CommandSpec("scrolldown", summary: "Catch up on games without having the outcome shown before you ask.")

    let globalOptions: [OptionSpec] = [
        OptionSpec("format", value: "FORMAT", choices: ["text", "json", "ndjson"], help: "Output format: text (default), json or ndjson."),
        OptionSpec("no-color", help: "Never colour the output (also when NO_COLOR is set or stdout is not a terminal)."),
        OptionSpec("tz", value: "ZONE", help: "IANA time zone for dates and day sections (default: config, TZ, the system zone)."),
        OptionSpec("env", value: "ENV", choices: ["mock", "live"], help: "Bundled sample games (mock) or the backend (live)."),
        OptionSpec("base-url", value: "URL", help: "Backend base URL (live env)."),
        OptionSpec("timeout", value: "SECONDS", help: "Network timeout per request in seconds (default 15)."),
        OptionSpec("offline", help: "Live env: use only cached responses; say what is missing."),
        OptionSpec("quiet", short: "q", help: "Print only the data: no notices on stderr."),
        OptionSpec("verbose", short: "v", help: "Print diagnostics (requests, timings) on stderr."),
    ]

    static let leagueOption = OptionSpec("league", value: "LEAGUES", repeatable: true, help: "Leagues, comma-separated or repeated (NBA, NHL, MLB, NCAAB, NFL).")
    static let peekOption = OptionSpec("peek", help: "Show the outcome this once, without remembering it.")

    let commands: [CommandSpec] = [
        CommandSpec("games", summary: "The feed: games by day, outcomes hidden unless revealed.", options: [
            leagueOption,
            OptionSpec("date", value: "DAY", help: "One day, YYYY-MM-DD (also: today, yesterday, tomorrow)."),
            OptionSpec("from", value: "DAY", help: "First day of the window, YYYY-MM-DD."),
            OptionSpec("to", value: "DAY", help: "Last day of the window, YYYY-MM-DD."),
            OptionSpec("team", value: "TEXT", help: "Only games whose team name or abbreviation contains TEXT."),
            OptionSpec("status", value: "STATE", choices: ["live", "final", "upcoming"], help: "Only games in this state."),
            peekOption,
        ], discussion: "Default window: the last 7 days through tomorrow (mock env: every bundled game)."),
        CommandSpec("game", summary: "Context, recap and the reveal gate for one game.", arguments: [
            ArgumentSpec("ID", help: "The game id shown by 'scrolldown games'."),
        ], options: [
            OptionSpec("reveal", help: "Reveal the outcome and remember it."),
            OptionSpec("hide", help: "Hide the outcome again and remember it."),
            peekOption,
        ]),
        CommandSpec("timeline", summary: "The game's narrative blocks, or its play-by-play, as far as the reveal allows.", arguments: [
            ArgumentSpec("ID", help: "The game id."),
        ], options: [
            OptionSpec("through", value: "PERIOD", help: "Stop after this period (Q3, P2, H1, 7th, OT, or a number)."),
            OptionSpec("all", help: "The whole game (a hidden finished game stops at the end of regulation)."),
            OptionSpec("page", value: "N", help: "Only page N of the play-by-play (20 plays a page)."),
            OptionSpec("pbp", help: "Play-by-play even when the game has narrative blocks."),
            OptionSpec("all-plays", help: "Show routine plays one per line instead of '+N routine plays'."),
            OptionSpec("follow", help: "Live games: keep printing new plays until the game ends (config followIntervalSeconds)."),
            peekOption,
        ], discussion: "Before reveal: no running scores, the last period's closing score is withheld, and overtime appears only after you read through regulation with 'scrolldown read ID'."),
        CommandSpec("read", summary: "Paced reading: the next block or period after where you stopped.", arguments: [
            ArgumentSpec("ID", help: "The game id."),
        ], options: [
            OptionSpec("restart", help: "Start again from the beginning."),
            OptionSpec("pbp", help: "Read period by period even when the game has narrative blocks."),
            OptionSpec("all-plays", help: "Show routine plays one per line (implies --pbp)."),
            peekOption,
        ], discussion: "The position is saved in positions.json; the feed shows where you stopped."),
        CommandSpec("stats", summary: "Team and player stats (shown only when the outcome is visible).", arguments: [
            ArgumentSpec("ID", help: "The game id."),
        ], options: [peekOption]),
        CommandSpec("reveal", summary: "Reveal games' outcomes and remember it.", arguments: [
            ArgumentSpec("ID...", help: "One or more game ids."),
        ]),
        CommandSpec("hide", summary: "Hide games' outcomes again and remember it.", arguments: [
            ArgumentSpec("ID...", help: "One or more game ids."),
        ]),
        CommandSpec("mark-read", summary: "Mark a final game read.", arguments: [
            ArgumentSpec("ID", help: "The game id (must be final)."),
        ]),
        CommandSpec("catch-up", summary: "Reveal every final game in the window.", options: [
            leagueOption,
            OptionSpec("from", value: "DAY", help: "First day of the window, YYYY-MM-DD."),
            OptionSpec("to", value: "DAY", help: "Last day of the window, YYYY-MM-DD."),
        ], discussion: "Teams in alwaysHideTeams are left hidden."),
        CommandSpec("reset", summary: "Undo every reveal, read mark and reading position."),
        CommandSpec("config", summary: "Show or change settings.", arguments: [
            ArgumentSpec("ACTION", optional: true, help: "list (default), get KEY, set KEY VALUE, or path."),
            ArgumentSpec("KEY", optional: true, help: "A setting name."),
            ArgumentSpec("VALUE", optional: true, help: "The new value (lists: comma-separated)."),
        ]),
        CommandSpec("completions", summary: "Print a shell completion script.", arguments: [
            ArgumentSpec("SHELL", help: "bash, zsh or fish."),
        ]),
    ]

    func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// The closest command name, for "did you mean" hints.
    func suggestion(for name: String) -> String? {
        // Within two edits of a command name means at most a few characters longer; a long
        // argument cannot be a typo, and comparing it would cost time proportional to its size.
        guard name.utf8.count <= 20 else { return nil }
        return commands.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
            .flatMap { editDistance($0, name) <= 2 ? $0 : nil }
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
