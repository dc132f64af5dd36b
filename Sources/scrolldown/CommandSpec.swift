/// One option of a command: `--long`, optional `-s`, a flag or an option with a value.
struct OptionSpec: Sendable, Equatable {
    let long: String
    let short: Character?
    /// The placeholder shown in help (`FORMAT`), or nil for a flag.
    let valueName: String?
    let help: String
    /// The allowed values, checked while parsing and offered by completions; empty = free text.
    let choices: [String]
    let repeatable: Bool

    init(_ long: String, short: Character? = nil, value: String? = nil, choices: [String] = [],
         repeatable: Bool = false, help: String) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
        self.choices = choices
        self.repeatable = repeatable
    }

    var takesValue: Bool { valueName != nil }

    /// `-q, --quiet` or `--format FORMAT`.
    var synopsis: String {
        let longPart = "--\(long)" + (valueName.map { " \($0)" } ?? "")
        return short.map { "-\($0), \(longPart)" } ?? longPart
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable, Equatable {
    let name: String
    let help: String
    let optional: Bool

    init(_ name: String, optional: Bool = false, help: String) {
        self.name = name
        self.help = help
        self.optional = optional
    }
}

/// A subcommand: its name, help text, positionals and options. The parser, help and shell
/// completions are all generated from these values (CommandTable).
struct CommandSpec: Sendable, Equatable {
    let name: String
    let summary: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let discussion: String

    init(_ name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
         discussion: String = "") {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    /// `scrolldown game ID [--reveal] [--hide] [--peek]`.
    var usage: String {
        var parts = ["scrolldown", name]
        for argument in arguments { parts.append(argument.optional ? "[\(argument.name)]" : argument.name) }
        for option in options {
            parts.append("[--\(option.long)" + (option.valueName.map { " \($0)" } ?? "") + "]")
        }
        return parts.joined(separator: " ")
    }
}
