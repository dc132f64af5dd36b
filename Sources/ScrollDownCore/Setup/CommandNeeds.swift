import ScrollDownViews
import ScrollDownWithheld
/// What a command needs before it runs; `Configuration` resolves only that, and how strictly
/// a bad setting stops it depends on this.
public enum CommandNeeds: Sendable, Equatable {
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
