import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct CredentialsTests {
    static let secret = "sk-test-0123456789abcdef"

    func settings(keyFile: String?) -> Settings {
        var settings = Settings()
        settings.apiKeyFile = keyFile
        return settings
    }

    @Test func environmentVariableWinsAndIsTrimmed() throws {
        let key = try APIKeyLoader.load(
            environment: ["SCROLLDOWN_API_KEY": "  \(Self.secret)\n"], settings: settings(keyFile: "/nonexistent"))
        #expect(key?.value == Self.secret)
    }

    @Test func noKeyAnywhereIsNil() throws {
        #expect(try APIKeyLoader.load(environment: ["SCROLLDOWN_API_KEY": "  "], settings: Settings()) == nil)
        #expect(try APIKeyLoader.load(environment: [:], settings: settings(keyFile: "")) == nil)
    }

    @Test func openKeyFileIsRefusedWithoutShowingTheKey() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("key")
            try writeText(Self.secret + "\n", to: file)
            chmod(file.path, 0o644)
            #expect(throws: ScrollDownError.config(.keyFile(.admin, path: file.path, .openMode(0o644)))) {
                try APIKeyLoader.load(environment: ["SCROLLDOWN_API_KEY": ""], settings: settings(keyFile: file.path))
            }
            chmod(file.path, 0o640)
            do {
                _ = try APIKeyLoader.load(environment: [:], settings: settings(keyFile: file.path))
                Issue.record("a group-readable key file must be refused")
            } catch let error as ScrollDownError {
                #expect(error.message.contains("(it has 0640)"))
                #expect(!error.message.contains(Self.secret))
                #expect(error.exitCode == 1)
            }
        }
    }

    @Test(arguments: [0o600, 0o400])
    func privateKeyFileIsReadAndTrimmed(permissions: Int) throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("key")
            try writeText("\n  \(Self.secret)  \n", to: file)
            chmod(file.path, mode_t(permissions))
            let key = try APIKeyLoader.load(environment: [:], settings: settings(keyFile: file.path))
            #expect(key?.value == Self.secret)
        }
    }

    @Test func tildeExpandsWithHomeFromTheEnvironment() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("secrets/key")
            try writeText(Self.secret, to: file)
            chmod(file.path, 0o600)
            let key = try APIKeyLoader.load(environment: ["HOME": root.path], settings: settings(keyFile: "~/secrets/key"))
            #expect(key?.value == Self.secret)
            #expect(APIKeyLoader.expandTilde("~", home: "/h") == "/h")
            #expect(APIKeyLoader.expandTilde("~bob/key", home: "/h") == "~bob/key")
        }
    }

    @Test func missingOrNonRegularKeyFileIsAConfigError() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let missing = root.appendingPathComponent("nope").path
            do {
                _ = try APIKeyLoader.load(environment: [:], settings: settings(keyFile: missing))
                Issue.record("a missing key file must be refused")
            } catch let error as ScrollDownError {
                #expect(error == .config(.keyFile(.admin, path: missing, .unreadable(errno: ENOENT))))
            }
            chmod(root.path, 0o700)
            #expect(throws: ScrollDownError.config(.keyFile(.admin, path: root.path, .notRegularFile))) {
                try APIKeyLoader.load(environment: [:], settings: settings(keyFile: root.path))
            }
        }
    }

    /// A control character inside the key is refused with its position, not dropped.
    @Test(arguments: [("sk-\u{1B}[31mabc", 4, false), ("sk-abc\rdef", 7, false), ("sk abc", 3, true),
                      ("sk-\u{202E}abc", 4, false), ("sk-abc\u{7F}", 7, false)])
    func controlCharactersInsideTheKeyAreRefused(content: String, position: Int, isSpace: Bool) throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("key")
            try writeText(content + "\r\n", to: file)
            chmod(file.path, 0o600)
            do {
                _ = try APIKeyLoader.load(environment: [:], settings: settings(keyFile: file.path))
                Issue.record("a key with a control character was accepted")
            } catch let error as ScrollDownError {
                #expect(error == .config(.keyFile(.admin, path: file.path, .badCharacter(isSpace: isSpace, position: position))))
                #expect(!error.message.contains("abc"))
            }
        }
    }

    @Test func aKeyFileWithACRLFEndIsTheKey() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("key")
            try writeText(Self.secret + "\r\n", to: file)
            chmod(file.path, 0o600)
            #expect(try APIKeyLoader.load(environment: [:], settings: settings(keyFile: file.path))?.value == Self.secret)
        }
    }

    @Test func aHugeKeyFileIsRefusedWithoutReadingIt() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("key")
            try Data(repeating: UInt8(ascii: "k"), count: 1 << 20).write(to: file)
            chmod(file.path, 0o600)
            #expect(throws: ScrollDownError.self) {
                try APIKeyLoader.load(environment: [:], settings: settings(keyFile: file.path))
            }
        }
    }

    @Test func emptyKeyFileIsAConfigError() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("key")
            try writeText("  \n", to: file)
            chmod(file.path, 0o600)
            #expect(throws: ScrollDownError.config(.keyFile(.admin, path: file.path, .empty))) {
                try APIKeyLoader.load(environment: [:], settings: settings(keyFile: file.path))
            }
        }
    }

    @Test func apiKeyNeverShowsItsValue() {
        let key = APIKey(Self.secret)
        #expect("\(key)" == "<redacted>")
        #expect(String(describing: key) == "<redacted>")
        #expect(String(reflecting: key) == "<redacted>")
        var dumped = ""
        dump(key, to: &dumped)
        #expect(!dumped.contains(Self.secret))
        #expect(!"\([key])".contains(Self.secret))
        #expect(!"\(Optional(key) as Any)".contains(Self.secret))
    }

    @Test func consumerKeyComesFromItsOwnVariableOrFileAndDefaultsToTheAdminKey() throws {
        try withTemporaryDirectory { (root: URL) throws in
            var config = settings(keyFile: nil)
            let onlyAdmin = try APIKeyLoader.loadKeys(environment: ["SCROLLDOWN_API_KEY": Self.secret], settings: config)
            #expect(onlyAdmin.consumer == nil)
            #expect(onlyAdmin.key(for: .consumer)?.value == Self.secret)
            let both = try APIKeyLoader.loadKeys(
                environment: ["SCROLLDOWN_API_KEY": Self.secret, "SCROLLDOWN_CONSUMER_API_KEY": " consumer-1 \n"], settings: config)
            #expect(both.key(for: .consumer)?.value == "consumer-1")
            #expect(both.key(for: .admin)?.value == Self.secret)

            let file = root.appendingPathComponent("consumer")
            try writeText("consumer-2\n", to: file)
            chmod(file.path, 0o644)
            config.consumerApiKeyFile = file.path
            do {
                _ = try APIKeyLoader.loadKeys(environment: [:], settings: config)
                Issue.record("an open consumer key file must be refused")
            } catch let error as ScrollDownError {
                #expect(error == .config(.keyFile(.consumer, path: file.path, .openMode(0o644))))
                #expect(!error.message.contains("consumer-2"))
            }
            chmod(file.path, 0o600)
            let fromFile = try APIKeyLoader.loadKeys(environment: [:], settings: config)
            #expect(fromFile.consumer?.value == "consumer-2")
            #expect(fromFile.admin == nil)
            #expect(fromFile.any)
        }
    }
}
