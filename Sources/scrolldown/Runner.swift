import Foundation
import ScrollDownCore

/// Parses, routes to one command, and maps every failure to one stderr line and an exit
/// code (SPEC §3). Runs in-process, so tests drive the real CLI with a test context.
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
        let table = CommandTable()
        do {
            switch try ArgumentParser(table: table).parse(arguments) {
            case .help(let text):
                context.stdout.write(text)
                return 0
            case .version:
                context.stdout.write("scrolldown \(Version.current)\n")
                return 0
            case .run(let invocation):
                if invocation.command.name == "completions" {
                    context.stdout.write(try Completions.script(for: invocation.positionals[0], table: table))
                    return 0
                }
                let session = try Session(invocation: invocation, context: context)
                try await route(session)
                return 0
            }
        } catch let error as ScrollDownError {
            report(error.message, context)
            return error.exitCode
        } catch is CancellationError {
            report("cancelled", context)
            return 1
        } catch {
            report(error.localizedDescription, context)
            return 1
        }
    }

    /// The one place errors reach the terminal. Messages can quote server text (a bad value,
    /// a `detail`), so control sequences are stripped here, whatever the error.
    static func report(_ message: String, _ context: CommandContext) {
        context.stderr.write("scrolldown: \(TerminalSanitizer.clean(message, keepNewlines: true))\n")
    }

    static func route(_ session: Session) async throws {
        switch session.invocation.command.name {
        case "games": try await GamesCommand.run(session)
        case "game": try await GameCommand.run(session)
        case "stats": try await StatsCommand.run(session)
        case "reveal": try RevealCommand.run(session, reveal: true)
        case "hide": try RevealCommand.run(session, reveal: false)
        case "mark-read": try await MarkReadCommand.run(session)
        case "catch-up": try await CatchUpCommand.run(session)
        case "reset": try ResetCommand.run(session)
        case "config": try ConfigCommand.run(session)
        case "timeline": try await TimelineCommand.run(session)
        case "read": try await ReadCommand.run(session)
        case let name: throw ScrollDownError.other("command '\(name)' has no handler")
        }
    }
}
