import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Asking before a command changes many games at once (`reset`, `catch-up`): `--yes` skips
/// the question; without a terminal on stdin nobody can answer, so the command refuses: a
/// destructive command never proceeds unconfirmed (a script that means it says `--yes`).
enum Confirmation {
    /// The real question: written on stderr, answered on stdin.
    @Sendable static func askOnTerminal(_ question: String) -> String? {
        FileDescriptorSink(descriptor: 2).write(question)
        return readLine(strippingNewline: true)
    }

    /// Whether to go ahead. With `--yes`, yes. On a terminal, the reader's answer (a declined
    /// question is `notConfirmed`). Without one, a refusal (exit 64) asking for `--yes`.
    static func check(_ question: String, yes: Bool, command: String, session: Session) throws {
        if yes { return }
        guard session.context.stdinIsTerminal else { throw ScrollDownError.usage(.confirmationNeeded(command: command)) }
        let answer = session.context.ask(question + " [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else { throw ScrollDownError.notConfirmed(command: command) }
    }
}
