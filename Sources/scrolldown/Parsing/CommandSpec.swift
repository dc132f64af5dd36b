/// What a shell may offer for a value: fixed words, or words only the running tool knows.
enum CompletionKind: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// A fixed set of words (the allowed values of an enum).
    case words([String])
    /// Words worth offering for a value that may also be something else (day words for a date).
    case suggestions([String])
    /// Game ids from the response cache and the last feed (`scrolldown completions --game-ids`).
    case gameIDs
    /// Setting names (`config get KEY`).
    case settingKeys
    /// Command names (`help COMMAND`).
    case commands
    /// Words the tool prints at TAB time (`scrolldown completions --values KIND`): `zones`,
    /// `teams`, `bets`, or `setting` (the values of the setting named by the previous word).
    case dynamic(String)
}

/// One option of a command: `--long`, optional `-s`, a flag or an option with a value.
struct OptionSpec: Sendable, Equatable {
    let long: String
    let short: Character?
    /// The placeholder shown in help (`FORMAT`), or nil for a flag.
    let valueName: String?
    let help: String
    /// What completions offer for the value; `.words` are also the allowed values.
    let completion: CompletionKind
    /// Repeats add up (`--league NBA --league NHL`) instead of the last one winning.
    let repeatable: Bool

    init(_ long: String, short: Character? = nil, value: String? = nil, completion: CompletionKind = .none,
         repeatable: Bool = false, help: String) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
        self.completion = completion
        self.repeatable = repeatable
    }

    var takesValue: Bool { valueName != nil }

    /// The allowed values, empty for free text.
    var choices: [String] {
        if case .words(let words) = completion { return words }
        return []
    }

    /// The value as help shows it: the allowed values when they are few (`live|final|upcoming`),
    /// else the placeholder.
    var valueSynopsis: String? {
        guard let valueName else { return nil }
        let joined = choices.joined(separator: "|")
        return !choices.isEmpty && joined.count <= 24 && !repeatable ? joined : valueName
    }

    /// `-q, --quiet` or `--status live|final|upcoming`.
    var synopsis: String {
        let longPart = "--\(long)" + (valueSynopsis.map { " \($0)" } ?? "")
        return short.map { "-\($0), \(longPart)" } ?? longPart
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable, Equatable {
    let name: String
    let help: String
    let optional: Bool
    /// Takes every remaining word (`ID...`).
    let variadic: Bool
    let completion: CompletionKind

    init(_ name: String, optional: Bool = false, variadic: Bool = false, completion: CompletionKind = .none,
         help: String) {
        self.name = name
        self.help = help
        self.optional = optional
        self.variadic = variadic
        self.completion = completion
    }

    /// `ID`, `[KEY]` or `ID...`.
    var synopsis: String {
        let base = name + (variadic ? "..." : "")
        return optional ? "[\(base)]" : base
    }
}

/// A command line shown in help and the man page, with what it does.
struct Example: Sendable, Equatable {
    let line: String
    let note: String

    init(_ line: String, _ note: String) {
        self.line = line
        self.note = note
    }
}

/// A subcommand as help, completions, the man page and the parser see it.
struct CommandSpec: Sendable, Equatable {
    let name: String
    let summary: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let discussion: String
    let examples: [Example]

    init(_ name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
         discussion: String = "", examples: [Example] = []) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
        self.examples = examples
    }

    /// The short usage for error hints: `scrolldown game ID [OPTIONS]`.
    var shortUsage: String {
        (["scrolldown", name] + arguments.map(\.synopsis) + (options.isEmpty ? [] : ["[OPTIONS]"])).joined(separator: " ")
    }

    /// `scrolldown game ID [--reveal] [--hide] [--peek]`.
    var usage: String {
        var parts = ["scrolldown", name]
        for argument in arguments { parts.append(argument.synopsis) }
        for option in options {
            parts.append("[--\(option.long)" + (option.valueSynopsis.map { " \($0)" } ?? "") + "]")
        }
        return parts.joined(separator: " ")
    }
}
