import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// One subcommand, in the spirit of swift-argument-parser's `ParsableCommand`: its spec,
/// what it needs, its options parsed once into typed properties, and `run`. Adding a
/// command means writing one such type and listing it in `CommandTable.commands`.
protocol Command: Sendable {
    /// Name, summary, arguments, options and examples: the parser, help, completions and the
    /// man page are generated from it.
    static var spec: CommandSpec { get }
    /// What the session must provide.
    static var needs: CommandNeeds { get }
    /// Shows games: when signed in, the account is asked first for what other devices
    /// revealed (at most once a minute; `AccountPull`).
    static var pullsAccount: Bool { get }
    /// Reads the parsed command line into typed properties; a bad value is a usage error.
    init(_ arguments: ParsedArguments) throws(ScrollDownError)
    /// Refuses, before any session is built (and before any notice is written), a run this
    /// command cannot do in this context.
    static func check(_ context: CommandContext) throws(ScrollDownError)
    /// Does the work, writing through `session.output(_:)`.
    func run(_ session: Session) async throws
}

extension Command {
    static var needs: CommandNeeds { .backend }
    static var pullsAccount: Bool { false }
    static func check(_ context: CommandContext) throws(ScrollDownError) {}
}
