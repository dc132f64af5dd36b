import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown login`: signs in to the Scroll Down account on the configured backend, so
/// reveals, pins and the score settings sync with the apps. The password is typed on the
/// terminal without echo, or piped in with `--password-stdin`; never an argument or a variable.
struct LoginCommand: Command {
    static let email: Option<String?> = .text("email", value: "EMAIL", help: "The account's email (default: the one signed in last; asked on a terminal).")
    static let passwordStdin: Option<Bool> = .flag(
        "password-stdin", help: "Read the password from stdin (its first line), for scripts and password managers.")
    static let remember: Option<Bool> = .flag("remember", help: "Stay signed in for 30 days instead of 24 hours.")

    static let spec = CommandSpec(
        "login", summary: "Sign in to your Scroll Down account: reveals, pins and settings sync with the apps.",
        options: [email.spec, passwordStdin.spec, remember.spec],
        discussion: "The password is never stored, and never read from an argument or a variable: type it (no echo), or "
            + "pipe it in with \(passwordStdin.name). The sign-in is kept in account.json (mode 600) for this backend only. "
            + "A refused sign-in exits 77 with the server's reason and stores nothing.",
        examples: [
            Example("scrolldown login --email fan@example.com", "asks for the password without echo"),
            Example("scrolldown login --remember", "again, as the last email, for 30 days"),
            Example("pass show sd | scrolldown login --password-stdin", "from a password manager"),
        ])
    static let needs = CommandNeeds.localState

    let email: String?
    let passwordStdin: Bool
    let remember: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        email = try arguments.get(Self.email)
        passwordStdin = try arguments.get(Self.passwordStdin)
        remember = try arguments.get(Self.remember)
    }

    func run(_ session: Session) async throws {
        let context = session.context
        guard passwordStdin || context.stdinIsTerminal else { throw ScrollDownError.usage(.passwordNeedsTerminal) }
        var address = email ?? session.configuration.signedInEmail
        if address == nil, !passwordStdin { address = context.ask("Email: ") }
        guard let address = address?.trimmingCharacters(in: .whitespaces), !address.isEmpty else {
            throw ScrollDownError.usage(.emailNeeded)
        }
        // Once a password is in memory the process is not dumpable.
        context.protectSecrets()
        let password = passwordStdin ? SecretPrompt.password(fromStandardInput: context.readStandardInput())
            : context.askSecret("Password for \(address): ")
        guard let password, !password.isEmpty else { throw ScrollDownError.usage(.emptyPassword) }
        session.output(try await session.account(waitedFor: true).login(email: address, password: password, remember: remember))
    }
}

/// `scrolldown logout`: forgets the sign-in; reveals, pins and settings stay on this device.
struct LogoutCommand: Command {
    static let spec = CommandSpec(
        "logout", summary: "Sign out of your Scroll Down account on this device.",
        discussion: "Deletes account.json and the sync state; reveals, pins and settings stay here. The account's token "
            + "stays valid on the server until it expires (24 hours, or 30 days with login --remember).",
        examples: [
            Example("scrolldown logout", "reveals stay, and stop syncing"),
            Example("scrolldown logout --format json", "the same, for a script"),
        ])
    static let needs = CommandNeeds.localState

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {}

    func run(_ session: Session) async throws {
        session.output(try session.account().logout())
    }
}
