import ScrollDownCore

/// What a command needs before it runs; the session builds only that.
enum CommandNeeds: Sendable, Equatable {
    /// Nothing outside the command line (help, completions): no settings, no state, no backend.
    case nothing
    /// Settings and the state files, never the backend: keeps working when a setting is
    /// broken or the server is down, so the reader can repair or act offline.
    case localState
    /// Local state as above, and the game service only to look games up (a name, whether an
    /// id exists): a broken setting or an unbuildable service does not stop the command
    /// (`reveal`, `hide`), it only cannot look up.
    case lookup
    /// The game service (mock or live), with everything above.
    case backend
}

/// One subcommand, in the spirit of swift-argument-parser's `ParsableCommand`: its spec,
/// what it needs, its options parsed once into typed properties, and `run`. Adding a
/// command means writing one such type and listing it in `CommandTable.commands`.
protocol Command: Sendable {
    /// Name, summary, arguments, options and examples: the parser, help, completions and the
    /// man page are generated from it.
    static var spec: CommandSpec { get }
    /// What the session must provide.
    static var needs: CommandNeeds { get }
    /// Reads the parsed command line into typed properties; a bad value is a usage error.
    init(_ arguments: ParsedArguments) throws(ScrollDownError)
    /// Does the work, writing through `session.output(_:)`.
    func run(_ session: Session) async throws
}

extension Command {
    static var needs: CommandNeeds { .backend }
}
