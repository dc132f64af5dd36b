import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// What the command line asked for, after parsing.
enum ParsedCommandLine {
    /// Run a command with its arguments.
    case run(any Command.Type, ParsedArguments)
    /// Print the help of this command (nil: the root help) on stdout and exit 0.
    case help(CommandSpec?)
    /// Print the version and exit 0.
    case version
}

/// The words of one invocation, sorted into positionals and option values, global options
/// included. Commands read them only through their typed `Option`s and `Argument`s.
struct ParsedArguments: Sendable, Equatable {
    let command: CommandSpec
    var positionals: [String] = []
    /// Values by long option name; a flag has one empty value per occurrence.
    var values: [String: [String]] = [:]

    /// The typed value of an option (global or the command's own). An option the command did
    /// not declare is a programming error, never a silent default: the declaration is what
    /// the parser, help, man page and completions are made from, so a read without one would
    /// be an option no user can pass.
    func get<Value>(_ option: Option<Value>) throws(ScrollDownError) -> Value {
        guard command.options.contains(option.spec) || GlobalOptions.specs.contains(option.spec) else {
            throw .programming("\(command.name) reads --\(option.spec.long) but does not declare it")
        }
        return try option.read(values[option.spec.long])
    }

    /// The typed value of a positional argument of this command.
    func get<Value>(_ argument: Argument<Value>) throws(ScrollDownError) -> Value {
        let index = command.arguments.firstIndex(of: argument.spec) ?? positionals.count
        let words: [String]
        if argument.spec.variadic {
            words = Array(positionals.dropFirst(index))
        } else {
            words = positionals.indices.contains(index) ? [positionals[index]] : []
        }
        return try argument.read(words)
    }
}

/// A parse failure, with the command it happened in (for the usage hint).
struct ParseFailure: Error {
    let error: ScrollDownError
    let command: CommandSpec?
}

/// The hand-written parser, with swift-argument-parser's conventions: `--opt value`,
/// `--opt=value`, `-abc` combined short flags, `--` ends options, global options before or
/// after the subcommand, per-command `--help`. It checks the shape of the line only; values
/// are checked when the command reads them into typed properties.
struct ArgumentParser {
    let commands: [any Command.Type]
    let globalOptions: [OptionSpec]

    init(commands: [any Command.Type] = CommandTable.commands, globalOptions: [OptionSpec] = GlobalOptions.specs) {
        self.commands = commands
        self.globalOptions = globalOptions
    }

    func parse(_ arguments: [String]) throws(ParseFailure) -> ParsedCommandLine {
        var command: (any Command.Type)?
        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var index = 0
        var optionsEnded = false
        var wantsHelp = false

        func fail(_ problem: UsageError) -> ParseFailure { ParseFailure(error: .usage(problem), command: command?.spec) }
        func options() -> [OptionSpec] { globalOptions + (command?.spec.options ?? []) }
        let help = GlobalOptions.help.spec, version = GlobalOptions.version.spec
        func unknown(_ text: String, _ name: String) -> ParseFailure {
            let names = (options() + [help, version]).map(\.name)
            return fail(.unknownOption(text, command: command?.spec.name, suggestion: Suggestion.closest(to: name, in: names)))
        }
        func record(_ option: OptionSpec, _ value: String) {
            if values[option.long] != nil, option.takesValue, !option.repeatable {
                values[option.long] = [value]  // last one wins, as in most CLIs
            } else {
                values[option.long, default: []].append(value)
            }
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // A negative number is a value, not an option (`config set liveDelaySeconds -1`
            // reaches the setting's own check): no option is a digit.
            let isNegativeNumber = argument.count > 1 && argument.dropFirst().first?.isASCII == true
                && argument.dropFirst().first?.isNumber == true
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber {
                if command == nil {
                    guard let found = commands.first(where: { $0.spec.name == argument }) else {
                        let names = commands.map { $0.spec.name }
                        throw fail(.unknownCommand(argument, suggestion: Suggestion.closest(to: argument, in: names)))
                    }
                    command = found
                } else {
                    positionals.append(argument)
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
                if name == help.long { wantsHelp = true; continue }
                if name == version.long { return .version }
                guard let option = options().first(where: { $0.long == name }) else { throw unknown("--\(name)", "--\(name)") }
                if option.takesValue {
                    if let inlineValue {
                        record(option, inlineValue)
                    } else {
                        guard index < arguments.count else {
                            throw fail(.missingValue(option: "--\(name)", valueName: option.valueName ?? "VALUE"))
                        }
                        record(option, arguments[index])
                        index += 1
                    }
                } else {
                    guard inlineValue == nil else { throw fail(.flagTakesNoValue(option: "--\(name)")) }
                    record(option, "")
                }
                continue
            }

            // Short options, possibly combined: -qv, or -f json / -fjson for one with a value.
            var shorts = Array(argument.dropFirst())
            while !shorts.isEmpty {
                let letter = shorts.removeFirst()
                if letter == help.short { wantsHelp = true; continue }
                guard let option = options().first(where: { $0.short == letter }) else { throw unknown("-\(letter)", "-\(letter)") }
                if option.takesValue {
                    if !shorts.isEmpty {
                        record(option, String(shorts))
                        shorts.removeAll()
                    } else {
                        guard index < arguments.count else {
                            throw fail(.missingValue(option: "-\(letter)", valueName: option.valueName ?? "VALUE"))
                        }
                        record(option, arguments[index])
                        index += 1
                    }
                } else {
                    record(option, "")
                }
            }
        }

        if wantsHelp { return .help(command?.spec) }
        guard let command else { return .help(nil) }
        let spec = command.spec
        let required = spec.arguments.filter { !$0.optional }.count
        if positionals.count < required {
            throw fail(.missingArgument(name: spec.arguments[positionals.count].name, command: spec.name))
        }
        if positionals.count > spec.arguments.count, spec.arguments.last?.variadic != true {
            throw fail(.unexpectedArgument(positionals[spec.arguments.count], command: spec.name))
        }
        return .run(command, ParsedArguments(command: spec, positionals: positionals, values: values))
    }
}
