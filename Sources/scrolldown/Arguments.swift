import ScrollDownCore

/// What the command line asked for, after parsing.
enum ParsedCommandLine: Equatable {
    /// Run a command.
    case run(Invocation)
    /// Print this help text on stdout and exit 0.
    case help(String)
    /// Print the version and exit 0.
    case version
}

/// A parsed subcommand with its positionals and option values (global options included).
struct Invocation: Equatable {
    let command: CommandSpec
    var positionals: [String] = []
    /// Values by long option name; a flag has one empty value per occurrence.
    var values: [String: [String]] = [:]

    func flag(_ long: String) -> Bool { values[long] != nil }
    func value(_ long: String) -> String? { values[long]?.last }
    func list(_ long: String) -> [String] { values[long] ?? [] }
}

/// The hand-written parser, with swift-argument-parser's conventions: `--opt value`,
/// `--opt=value`, `-abc` combined short flags, `--` ends options, global options before or
/// after the subcommand, per-command `--help`, and one-line usage errors (exit 64).
struct ArgumentParser {
    let table: CommandTable

    func parse(_ arguments: [String]) throws(ScrollDownError) -> ParsedCommandLine {
        var command: CommandSpec?
        var invocation = Invocation(command: table.root)
        var index = 0
        var optionsEnded = false
        var wantsHelp = false

        func spec(long: String) -> OptionSpec? {
            table.globalOptions.first { $0.long == long } ?? command?.options.first { $0.long == long }
        }
        func spec(short: Character) -> OptionSpec? {
            table.globalOptions.first { $0.short == short } ?? command?.options.first { $0.short == short }
        }
        func record(_ option: OptionSpec, _ value: String) throws(ScrollDownError) {
            if !option.choices.isEmpty, !option.choices.contains(value) {
                throw usage("invalid value \(Echo.quoted(value)) for --\(option.long) (expected \(option.choices.joined(separator: ", ")))", command)
            }
            if invocation.values[option.long] != nil, option.takesValue, !option.repeatable {
                invocation.values[option.long] = [value]  // last one wins, as in most CLIs
            } else {
                invocation.values[option.long, default: []].append(value)
            }
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                if command == nil {
                    guard let found = table.command(named: argument) else {
                        let hint = table.suggestion(for: argument).map { " (did you mean '\($0)'?)" } ?? ""
                        throw usage("unknown command \(Echo.quoted(argument))\(hint)", nil)
                    }
                    command = found
                } else {
                    invocation.positionals.append(argument)
                }
                continue
            }
            if argument == "--" { optionsEnded = true; continue }

            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: String
                var inlineValue: String?
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
                if name == "help" { wantsHelp = true; continue }
                if name == "version" { return .version }
                guard let option = spec(long: name) else {
                    throw usage("unknown option \(Echo.quoted("--" + name))" + (command.map { " for '\($0.name)'" } ?? ""), command)
                }
                if option.takesValue {
                    if let inlineValue {
                        try record(option, inlineValue)
                    } else {
                        guard index < arguments.count else { throw usage("--\(name) needs a value (\(option.valueName!))", command) }
                        try record(option, arguments[index])
                        index += 1
                    }
                } else {
                    guard inlineValue == nil else { throw usage("--\(name) takes no value", command) }
                    try record(option, "")
                }
                continue
            }

            // Short options, possibly combined: -qv, or -f json / -fjson for one with a value.
            var shorts = Array(argument.dropFirst())
            while !shorts.isEmpty {
                let letter = shorts.removeFirst()
                if letter == "h" { wantsHelp = true; continue }
                guard let option = spec(short: letter) else {
                    throw usage("unknown option '-\(letter)'" + (command.map { " for '\($0.name)'" } ?? ""), command)
                }
                if option.takesValue {
                    if !shorts.isEmpty {
                        try record(option, String(shorts))
                        shorts.removeAll()
                    } else {
                        guard index < arguments.count else { throw usage("-\(letter) needs a value (\(option.valueName!))", command) }
                        try record(option, arguments[index])
                        index += 1
                    }
                } else {
                    try record(option, "")
                }
            }
        }

        if wantsHelp { return .help(HelpText.render(command: command, table: table)) }
        guard let command else { return .help(HelpText.render(command: nil, table: table)) }
        let required = command.arguments.filter { !$0.optional }.count
        if invocation.positionals.count < required {
            let missing = command.arguments[invocation.positionals.count].name
            throw usage("missing \(missing) for '\(command.name)'", command)
        }
        if invocation.positionals.count > command.arguments.count, command.arguments.last?.name.hasSuffix("...") != true {
            throw usage("unexpected argument \(Echo.quoted(invocation.positionals[command.arguments.count])) for '\(command.name)'", command)
        }
        return .run(Invocation(command: command, positionals: invocation.positionals, values: invocation.values))
    }

    private func usage(_ message: String, _ command: CommandSpec?) -> ScrollDownError {
        let hint = command.map { "usage: \($0.usage)\nrun 'scrolldown \($0.name) --help' for details" }
            ?? "usage: scrolldown COMMAND [OPTIONS]\nrun 'scrolldown --help' for the list of commands"
        return .usage("\(message)\n\(hint)")
    }
}
