import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct SettingsTests {
    @Test func emptyObjectDecodesToTheDefaults() throws {
        let settings = try JSONDecoder().decode(Settings.self, from: Data("{}".utf8))
        #expect(settings == Settings())
        #expect(settings.version == 1)
        #expect(settings.env == nil)
        #expect(settings.scoreRevealMode == .onMarkRead)
        #expect(settings.liveDelaySeconds == 0)
        #expect(settings.followIntervalSeconds == 45)
        #expect(settings.recapPath == "/games/{id}/recap")
        #expect(settings.defaultLeagues.isEmpty)
    }

    @Test func everyKeyRoundTripsThroughJSON() throws {
        var settings = Settings()
        settings.env = .known(.live)
        settings.baseURL = "https://example.com/api"
        settings.scoreRevealMode = .always
        settings.timeZone = "America/Chicago"
        settings.liveDelaySeconds = 30
        settings.followIntervalSeconds = 10
        settings.alwaysHideTeams = ["BOS"]
        settings.neverHideTeams = ["NYK", "LAL"]
        settings.defaultLeagues = ["NBA", "NHL"]
        settings.apiKeyFile = "~/.config/scrolldown/key"
        settings.consumerApiKeyFile = "~/.config/scrolldown/consumer-key"
        settings.recapPath = "/v2/games/{id}/recap"
        settings.api = .v1
        settings.serverProse = .hidden
        let decoded = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        #expect(decoded == settings)
    }

    @Test func keysAreStableAndExcludeVersion() {
        #expect(Settings.keys == [
            "env", "baseURL", "scoreRevealMode", "serverProse", "timeZone", "liveDelaySeconds", "followIntervalSeconds",
            "alwaysHideTeams", "neverHideTeams", "followedTeams", "defaultLeagues", "apiKeyFile", "consumerApiKeyFile", "recapPath", "pager", "oddsFormat", "api",
        ])
    }

    @Test func storeGetSetListPersists() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = SettingsStore(paths: XDGPaths.rooted(at: root), clock: fixedClock, notice: { _ in })
            #expect(try store.get("scoreRevealMode") == "onMarkRead")
            #expect(try store.get("env") == "")
            try store.set("scoreRevealMode", "ALWAYS")
            #expect(try store.get("serverProse") == "guarded")
            try store.set("serverProse", "Hidden")
            #expect(try store.load().serverProse == .hidden)
            try store.set("defaultLeagues", " NBA, ,NHL ")
            try store.set("timeZone", "Europe/Paris")
            try store.set("liveDelaySeconds", "90")
            #expect(try store.get("scoreRevealMode") == "always")
            #expect(try store.get("defaultLeagues") == "NBA,NHL")
            #expect(try store.load().defaultLeagues == ["NBA", "NHL"])
            #expect(try store.load().liveDelaySeconds == 90)

            let list = try store.list()
            #expect(list.map(\.key) == Settings.keys)
            #expect(list.first { $0.key == "timeZone" }?.value == "Europe/Paris")

            try store.set("timeZone", "")
            #expect(try store.load().timeZone == nil)
            let file = root.appendingPathComponent("config/config.json")
            #expect(try mode(of: file) == 0o600)
        }
    }

    @Test(arguments: [
        ("env", "staging", UsageError.invalidSetting(key: "env", value: "staging", expected: .oneOf(["mock", "live"]))),
        ("scoreRevealMode", "never", .invalidSetting(key: "scoreRevealMode", value: "never", expected: .oneOf(["onMarkRead", "always"]))),
        ("serverProse", "filtered", .invalidSetting(key: "serverProse", value: "filtered", expected: .oneOf(["guarded", "hidden"]))),
        ("timeZone", "Mars/Olympus", .invalidSetting(key: "timeZone", value: "Mars/Olympus", expected: .timeZone)),
        ("liveDelaySeconds", "-1", .invalidSetting(key: "liveDelaySeconds", value: "-1", expected: .wholeSeconds(0...86_400))),
        ("followIntervalSeconds", "4", .invalidSetting(key: "followIntervalSeconds", value: "4", expected: .wholeSeconds(5...86_400))),
        ("followIntervalSeconds", "ten", .invalidSetting(key: "followIntervalSeconds", value: "ten", expected: .wholeSeconds(5...86_400))),
        ("baseURL", "ftp://x", .invalidBaseURL("ftp://x", reason: "the scheme must be http or https")),
        ("recapPath", "/games/recap", .invalidSetting(key: "recapPath", value: "/games/recap", expected: .recapPath)),
    ])
    func badValuesAreUsageErrorsAndLeaveNoFile(key: String, value: String, problem: UsageError) throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = SettingsStore(paths: XDGPaths.rooted(at: root), clock: fixedClock, notice: { _ in })
            #expect(throws: ScrollDownError.usage(problem)) { try store.set(key, value) }
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("config/config.json").path))
        }
    }

    @Test func unknownKeyListsTheKnownOnes() throws {
        var settings = Settings()
        let expected = ScrollDownError.usage(.unknownSetting("colour", known: Settings.keys))
        #expect(throws: expected) { try settings.setValue("x", forKey: "colour") }
        #expect(throws: expected) { _ = try settings.value(forKey: "colour") }
        #expect(throws: ScrollDownError.self) { try settings.setValue("2", forKey: "version") }
    }

    @Test func boundaryValuesAreAccepted() throws {
        var settings = Settings()
        try settings.setValue("0", forKey: "liveDelaySeconds")
        try settings.setValue("5", forKey: "followIntervalSeconds")
        try settings.setValue("http://127.0.0.1:8080", forKey: "baseURL")
        try settings.setValue("UTC", forKey: "timeZone")
        #expect(settings.liveDelaySeconds == 0)
        #expect(settings.followIntervalSeconds == 5)
        #expect(settings.baseURL == "http://127.0.0.1:8080")
        #expect(settings.timeZone == "UTC")
    }

    @Test(arguments: [
        (#""scoreRevealMode": "never""#, "scoreRevealMode: must be one of: onMarkRead, always (got 'never')"),
        (#""serverProse": "off""#, "serverProse: must be one of: guarded, hidden (got 'off')"),
        (#""liveDelaySeconds": "30""#, "liveDelaySeconds: must be a whole number of seconds from 0 to 86400"),
        (#""neverHideTeams": "NYK""#, "neverHideTeams: not a Array<Any>"),
    ])
    func badValueInConfigIsRefusedAndRepairableBySet(entry: String, prefix: String) throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("config/config.json")
            let text = #"{"alwaysHideTeams": ["BOS"], "apiKeyFile": "~/key", "# + entry + "}"
            try writeText(text, to: file)
            let notices = NoticeLog()
            let store = SettingsStore(paths: XDGPaths.rooted(at: root), clock: fixedClock, notice: notices.sink)
            func expectRefused() {
                do {
                    _ = try store.load()
                    Issue.record("a bad config.json was accepted")
                } catch let ScrollDownError.config(.undecodable(name, path, reason)) {
                    #expect(name == "config.json" && path == file.path)
                    #expect(reason.hasPrefix(prefix), "\(reason)")
                } catch {
                    Issue.record("unexpected \(error)")
                }
            }
            expectRefused()
            #expect(try String(contentsOf: file, encoding: .utf8) == text, "loading never rewrites the file")
            // Setting another key works on the raw document and keeps everything else as written.
            try store.set("env", "mock")
            expectRefused()
            // Setting the broken key repairs the file.
            let key = String(entry.split(separator: "\"")[0])
            try store.set(key, "")
            let settings = try store.load()
            #expect(settings.env == .known(.mock))
            #expect(settings.alwaysHideTeams == ["BOS"])
            #expect(settings.apiKeyFile == "~/key")
            #expect(try listing(file.deletingLastPathComponent()).filter { !$0.hasSuffix(".lock") } == ["config.json"])
            #expect(notices.lines.isEmpty)
        }
    }

    @Test func notJSONConfigIsRefusedToo() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("config/config.json")
            try writeText(#"alwaysHideTeams = BOS"#, to: file)
            let store = SettingsStore(paths: XDGPaths.rooted(at: root), clock: fixedClock, notice: { _ in })
            #expect(throws: ScrollDownError.self) { _ = try store.load() }
            #expect(try listing(file.deletingLastPathComponent()).filter { !$0.hasSuffix(".lock") } == ["config.json"])
        }
    }

    @Test func enumValuesInConfigDecodeCaseInsensitively() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("config/config.json")
            try writeText(#"{"scoreRevealMode": "Always", "env": "Live", "alwaysHideTeams": ["BOS"]}"#, to: file)
            let store = SettingsStore(paths: XDGPaths.rooted(at: root), clock: fixedClock, notice: { _ in })
            let settings = try store.load()
            #expect(settings.scoreRevealMode == .always)
            #expect(settings.env == .known(.live))
            #expect(settings.alwaysHideTeams == ["BOS"])
        }
    }

    /// A hand-edited env that names no environment is kept as written, not refused while
    /// decoding: `config list/get` still run, and a command that needs the backend names it.
    @Test func anUnknownEnvIsKeptAsWritten() throws {
        let settings = try JSONDecoder().decode(Settings.self, from: Data(#"{"env": "staging"}"#.utf8))
        #expect(settings.env == .unrecognized("staging"))
        #expect(try settings.value(forKey: "env") == "staging")
        let again = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        #expect(again.env == .unrecognized("staging"))
    }
}
