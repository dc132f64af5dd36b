import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The sign-in to the Scroll Down account: the token the account gave, wrapped so it cannot
/// leak through string interpolation, `dump` or a log line (as `APIKey`).
struct AccountToken: Codable, Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The JWT itself; use only to build the `Authorization` header.
    let value: String

    init(_ value: String) { self.value = value }

    init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(String.self) }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    var description: String { "<redacted>" }
    var debugDescription: String { "<redacted>" }
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// When the token was issued and when it expires, read from its payload (`iat`, `exp`)
    /// without checking its signature: for saying when a sign-in ends and when to refresh it,
    /// never for deciding what the account allows (the server decides that).
    var lifetime: (issued: Date?, expires: Date?) {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return (nil, nil) }
        var text = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        guard let data = Data(base64Encoded: text),
              let claims = try? JSONDecoder().decode([String: JSONValue].self, from: data) else { return (nil, nil) }
        func date(_ key: String) -> Date? {
            claims[key]?.doubleValue.flatMap { $0.isFinite && abs($0) < 1e11 ? Date(timeIntervalSince1970: $0) : nil }
        }
        return (date("iat"), date("exp"))
    }
}

/// `account.json` in the config directory: which backend and email the sign-in is for, and its
/// token. The password is never stored. Written atomically with mode 0600 (whatever the umask),
/// like every file of `JSONFileStore`.
struct AccountSignIn: VersionedDocument, Equatable {
    static let currentVersion = 1
    static var empty: AccountSignIn { AccountSignIn() }

    var version = AccountSignIn.currentVersion
    /// The base URL signed in to, as `BaseURL.parse` normalises it: the token goes to it alone.
    var baseURL: String?
    var email: String?
    var token: AccountToken?
    /// The account's role (`user`, `admin`), as the sign-in answered.
    var role: String?
    /// Signed in with `--remember` (a 30-day token instead of 24 hours).
    var remember = false
    /// When, ISO-8601.
    var signedInAt: String?

    init() {}

    /// Signed in: a token for a backend.
    var isSignedIn: Bool { token != nil && baseURL != nil }

    /// The account as messages name it: `fan@example.com at https://sda.dock108.dev`.
    var label: String { "\(email ?? "the account") at \(baseURL ?? "?")" }
}

/// Reads and writes `account.json`.
struct AccountStore: Sendable {
    let file: JSONFileStore<AccountSignIn>

    init(directory: URL, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void) {
        file = JSONFileStore(fileURL: directory.appendingPathComponent("account.json"), clock: clock, notice: notice)
    }

    /// The sign-in, or the empty one.
    func load() throws -> AccountSignIn { try file.read() }

    /// Stores a sign-in, replacing any other.
    func save(_ signIn: AccountSignIn) throws { try file.update { $0 = signIn } }

    /// Replaces the token of the sign-in to `baseURL` (a refresh), if it is still the one stored.
    func replaceToken(_ token: AccountToken, for baseURL: String, email: String?) throws {
        try file.update { stored in
            guard stored.baseURL == baseURL, stored.email == email, stored.token != nil else { return }
            stored.token = token
        }
    }

    /// Deletes the file; true when there was a sign-in.
    @discardableResult
    func remove() throws -> Bool {
        let signedIn = (try? load().isSignedIn) ?? false
        let path = file.fileURL.path
        if unlink(path) != 0, errno != ENOENT { throw POSIXFile.failure(.write, file.fileURL) }
        return signedIn
    }
}
