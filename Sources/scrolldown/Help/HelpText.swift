import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `--help` and `scrolldown help [COMMAND]`, generated from the command table and wrapped at
/// word boundaries to the terminal width.
enum HelpText {
    /// Help lines never grow past this, however wide the terminal: long lines are hard to read.
    static let maxWidth = 100

    /// The help of `command`, or the root help when nil, of the command line `spec`.
    static func render(_ command: CommandSpec?, width: Int, of spec: CommandLineSpec = .current) -> String {
        let width = max(40, min(width, maxWidth))
        var lines: [String] = []
        let global = (spec.globals + [spec.help, spec.version]).map { ($0.synopsis, $0.help) }
        if let command {
            lines += TextLayout.wrap(command.summary, width: width)
            lines.append("")
            lines += usage(command, width: width)
            if !command.arguments.isEmpty {
                lines += section("Arguments:", TextLayout.rows(command.arguments.map { ($0.synopsis, argumentHelp($0)) }, width: width))
            }
            if !command.options.isEmpty {
                lines += section("Options:", TextLayout.rows(command.options.map { ($0.synopsis, optionHelp($0)) }, width: width))
            }
            if !command.discussion.isEmpty {
                lines.append("")
                // A paragraph a line, as the root's discussion.
                for paragraph in command.discussion.split(separator: "\n") { lines += TextLayout.wrap(String(paragraph), width: width) }
            }
            lines += examples(command.examples, width: width)
            lines += section("Global options:", TextLayout.rows(global, width: width))
            lines.append("")
            lines += TextLayout.wrap("Run 'scrolldown \(HelpCommand.spec.name)' for every command, the environment and the files.", width: width)
        } else {
            let root = spec.root
            lines += TextLayout.wrap("scrolldown \(Version.current): \(root.summary)", width: width)
            lines.append("")
            lines.append("Usage: scrolldown COMMAND [OPTIONS]")
            lines.append("       scrolldown \(HelpCommand.spec.name) \(HelpCommand.command.spec.synopsis)")
            lines += section("Commands:", TextLayout.rows(spec.commands.map { ($0.name, $0.summary) }, width: width))
            lines += section("Global options:", TextLayout.rows(global, width: width))
            lines += section("Environment:", TextLayout.rows(spec.environment.map { ($0.name, $0.help) }, width: width))
            lines += examples(root.examples, width: width)
            if !root.discussion.isEmpty {
                lines.append("")
                for paragraph in root.discussion.split(separator: "\n") { lines += TextLayout.wrap(String(paragraph), width: width) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The usage line, wrapped between its parts.
    static func usage(_ command: CommandSpec, width: Int) -> [String] {
        let units = [command.name] + command.arguments.map(\.synopsis) + command.options.map(\.usage)
        let prefix = "Usage: scrolldown "
        return TextLayout.wrap(units: units, width: width, first: prefix, rest: String(repeating: " ", count: prefix.count + 2))
    }

    /// The short hint after a usage error: the command's usage and where to read more.
    static func usageHint(_ command: CommandSpec?) -> String {
        guard let command else { return "usage: scrolldown COMMAND [OPTIONS]\nrun 'scrolldown help' for the list of commands" }
        return "usage: \(command.shortUsage)\nrun 'scrolldown help \(command.name)' for details"
    }

    /// An option's help with its allowed values when help does not show them already.
    static func optionHelp(_ option: OptionSpec) -> String {
        guard !option.choices.isEmpty, option.valueSynopsis == option.valueName,
              !option.help.contains(option.choices[0]) else { return option.help }
        return option.help + " One of: " + option.choices.joined(separator: ", ") + "."
    }

    static func argumentHelp(_ argument: ArgumentSpec) -> String {
        guard case .words(let words) = argument.completion, !argument.help.contains(words[0]) else { return argument.help }
        return argument.help + " One of: " + words.joined(separator: ", ") + "."
    }

    private static func section(_ title: String, _ rows: [String]) -> [String] {
        ["", title] + rows
    }

    private static func examples(_ examples: [Example], width: Int) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", "Examples:"]
        for example in examples {
            lines += TextLayout.wrap(example.note, width: width, first: "  # ", rest: "  # ")
            // Never wrapped: a command line must stay copyable (tests keep them under 60 columns).
            lines.append("  " + example.line)
        }
        return lines
    }
}
