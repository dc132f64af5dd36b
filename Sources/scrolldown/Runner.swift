import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Parses, runs one command from the table, and maps every failure to its message on stderr and an
/// exit code (README.md#exit-codes). Runs in-process, so tests drive the real CLI with a test
/// context.
enum Runner {
    static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
        let code = await execute(arguments, context: context)
        // Output that never arrived (a full disk, a closed stdout) is a failure even when the
        // command itself succeeded; a closed pipe (`| head`) is not.
        if let failure = context.stdout.writeFailure {
            report("could not write the output: \(failure)", context)
            return code == 0 ? 1 : code
        }
        return code
    }

    private static func execute(_ arguments: [String], context: CommandContext) async -> Int32 {
        // Bare `scrolldown` at a terminal opens the reader; piped, it prints the help.
        let arguments = arguments.isEmpty && context.stdinIsTerminal && context.stdoutIsTerminal
            ? [BrowseCommand.spec.name] : arguments
        var current: CommandSpec?
        do {
            switch try ArgumentParser().parse(arguments) {
            case .help(let spec):
                Printer.bare(context).show(.document(.help(spec)))
                return 0
            case .version:
                Printer.bare(context).show(.document(.version))
                return 0
            case .run(let type, let parsed):
                current = type.spec
                let globals = try GlobalOptions(parsed)
                let command = try type.init(parsed)
                try type.check(context)
                if type.pullsAccount { await AccountPull.beforeShowing(globals: globals, context: context) }
                let session = try Session(globals: globals, needs: type.needs, context: context)
                try await command.run(session)
                return 0
            }
        } catch let exit as ReaderExit {
            return exit.code
        } catch let failure as ParseFailure {
            return report(failure.error, command: failure.command, context)
        } catch let error as ScrollDownError {
            return report(error, command: current, context)
        } catch is CancellationError {
            report("cancelled", context)
            return 1
        } catch {
            report(error.localizedDescription, context)
            return 1
        }
    }

    /// One error: its message, and for a usage error the command's short usage.
    private static func report(_ error: ScrollDownError, command: CommandSpec?, _ context: CommandContext) -> Int32 {
        if case .usage(.needsTerminal) = error {
            report(error.message, context)
        } else if case .usage = error {
            report(error.message + "\n" + HelpText.usageHint(command), context)
        } else {
            report(error.message, context)
        }
        return error.exitCode
    }

    /// The one place errors reach the terminal. Messages can quote server text (a bad value,
    /// a `detail`), so control sequences are stripped here, whatever the error.
    static func report(_ message: String, _ context: CommandContext) {
        context.stderr.write("scrolldown: \(TerminalSanitizer.clean(message, keepNewlines: true))\n")
    }
}
