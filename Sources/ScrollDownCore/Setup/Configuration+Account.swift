import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

extension Configuration {
    /// The Scroll Down account of this run (`AccountSession`): its requests go over the live
    /// network transport, never through the response cache. `timeout` bounds each request;
    /// `log` gets `-v`'s lines (never a header or a body); `secretsLoaded` is called once a
    /// password or token is in memory.
    package func account(timeout: TimeInterval, offline: Bool, log: @escaping @Sendable (String) -> Void,
                         secretsLoaded: @escaping @Sendable () -> Void) -> AccountSession {
        AccountSession(configuration: self, transport: GameBackend.liveTransport(), timeout: timeout, offline: offline,
                       log: log, secretsLoaded: secretsLoaded)
    }

    /// Whether a sign-in file exists (one `stat`): commands that show games pull from the
    /// account only then.
    package static func mayBeSignedIn(environment: [String: String]) -> Bool {
        FileManager.default.fileExists(atPath: XDGPaths(environment: environment).configDirectory
            .appendingPathComponent("account.json").path)
    }

    /// The email of the stored sign-in to the configured backend, for `login` without `--email`.
    package var signedInEmail: String? {
        let store = AccountStore(directory: paths.configDirectory, clock: clock, notice: { _ in })
        guard let signIn = try? store.load(), signIn.isSignedIn,
              signIn.baseURL == (try? BaseURL.parse(baseURLInEffect.value))?.absoluteString else { return nil }
        return signIn.email
    }

    /// `config list`'s row for the account: who is signed in where, and until when; never the token.
    func accountRow() -> SettingRow {
        let store = AccountStore(directory: paths.configDirectory, clock: clock, notice: { _ in })
        guard let signIn = try? store.load(), signIn.isSignedIn else {
            return SettingRow(key: "account", text: "not signed in", json: .null, source: .default)
        }
        let expires = signIn.token?.lifetime.expires
        var text = "\(signIn.email ?? "?") at \(signIn.baseURL ?? "?")"
        if let expires { text += " until \(ISO8601.format(expires))" }
        var object: [String: JSONValue] = ["email": signIn.email.map(JSONValue.string) ?? .null, "baseURL": .string(signIn.baseURL ?? "")]
        if let expires { object["expires"] = .string(ISO8601.format(expires)) }
        return SettingRow(key: "account", text: text, json: .object(object), source: .file)
    }
}

extension Doctor {
    /// The account: not signed in (a note), signed in to the backend in use (ok, with when the
    /// sign-in ends and the last sync), or something to fix (another backend, an expired
    /// sign-in, a sign-in file others can read, the last sync's problem). Asks nothing of the
    /// network; never prints the token.
    func account() -> DoctorCheck {
        let directory = configuration.paths.configDirectory
        let path = directory.appendingPathComponent("account.json").path
        let store = AccountStore(directory: directory, clock: configuration.clock, notice: { _ in })
        let signIn: AccountSignIn
        do {
            signIn = try store.load()
        } catch {
            return DoctorCheck(name: "account", status: .fix, detail: "\(Self.message(error)): scrolldown logout, then scrolldown login")
        }
        guard signIn.isSignedIn else {
            return DoctorCheck(name: "account", status: .note,
                               detail: "not signed in (scrolldown login syncs reveals and pins with the Scroll Down apps)")
        }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & 0o077 != 0 {
            return DoctorCheck(name: "account", status: .fix,
                               detail: "account.json has mode \(String(info.st_mode & 0o777, radix: 8)), not 600: chmod 600 \(path)")
        }
        let configured = (try? BaseURL.parse(configuration.baseURLInEffect.value))?.absoluteString ?? configuration.baseURLInEffect.value
        guard configured == signIn.baseURL else {
            return DoctorCheck(name: "account", status: .fix,
                               detail: ScrollDownError.account(.otherBackend(signedIn: signIn.baseURL ?? "?", configured: configured)).message)
        }
        let now = configuration.clock()
        if let expires = signIn.token?.lifetime.expires, expires <= now {
            return DoctorCheck(name: "account", status: .fix,
                               detail: "\(signIn.email ?? "?"): the sign-in ended \(ISO8601.format(expires)): scrolldown login")
        }
        let sync = try? SyncStore(directory: configuration.paths.stateDirectory, clock: configuration.clock, notice: { _ in })
            .load(for: AccountSession.owner(signIn))
        if let problem = sync?.reported {
            return DoctorCheck(name: "account", status: .warn, detail: "\(signIn.email ?? "?"): \(problem)")
        }
        var detail = "signed in as \(signIn.email ?? "?")"
        if let expires = signIn.token?.lifetime.expires { detail += " until \(ISO8601.format(expires))" }
        detail += sync?.lastSync.map { "; last synced \($0)" } ?? "; not synced yet"
        if let waiting = sync?.journal.count, waiting > 0 { detail += "; \(waiting) change\(waiting == 1 ? "" : "s") waiting" }
        return DoctorCheck(name: "account", status: .ok, detail: detail)
    }
}
