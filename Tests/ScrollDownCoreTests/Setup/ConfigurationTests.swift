import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `Configuration`, the core's one reading of flags, environment and config.json, asked
/// directly (the CLI tests go through it too): each choice's precedence, how strictly a bad
/// setting stops a command, and `config` as data.
@Suite(.temporaryHome) struct ConfigurationTests {
    let home = TemporaryHome.makeDirectory("home")
    /// What the configuration said on stderr, `notice:` or `warning:` first.
    let said = Locked<[String]>([])
    var notes: [String] { said.current }

    func configuration(_ needs: CommandNeeds = .localState, env: BackendEnvironment? = nil, baseURL: String? = nil,
                       timeZone: String? = nil, api: APIChoice? = nil, extra: [String: String] = [:]) throws -> Configuration {
        let environment = ["HOME": home.path, "SCROLLDOWN_FIXTURES": TestPaths.repoRoot.appendingPathComponent("Fixtures").path]
            .merging(extra) { $1 }
        let said = self.said
        return try Configuration(needs: needs, env: env, baseURL: baseURL, timeZone: timeZone, api: api, environment: environment,
                                 executablePath: "/nonexistent/scrolldown", clock: { Date(timeIntervalSince1970: 0) },
                                 notice: { line in said.withLock { $0.append("notice: \(line)") } },
                                 warning: { line in said.withLock { $0.append("warning: \(line)") } }, keysLoaded: {})
    }

    func writeConfig(_ json: String) throws {
        let directory = home.appendingPathComponent(".config/scrolldown")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try json.write(to: directory.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
    }

    /// A view as the command prints it in `format` (plain text, the demo day's clock).
    static func shown(_ view: OutputView, _ format: OutputFormat = .text) -> String {
        let context = RenderContext(style: TerminalStyle(color: false), localTime: LocalTime(timeZone: TimeZone(identifier: "UTC")!),
                                    now: Date(timeIntervalSince1970: 0), tableWidth: 100)
        return view.rendered(format, context)
    }

    /// `config list` as key → the other words of its line.
    static func rows(_ text: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if let key = words.first { rows[key] = Array(words.dropFirst()) }
        }
        return rows
    }

    @Test func withoutKeysTheSampleGamesServeAtTheDemoNow() throws {
        let configuration = try configuration(.backend)
        #expect(configuration.isMock)
        #expect(configuration.now == Configuration.demoNow)
        guard case .success(.mock)? = configuration.backend else {
            Issue.record("expected the bundled games, got \(String(describing: configuration.backend))")
            return
        }
        #expect(notes.contains { $0.hasPrefix("notice: no API key set") })
    }

    @Test func theFlagBeatsTheVariableWhichBeatsTheFile() throws {
        try writeConfig(#"{"baseURL": "https://file.example", "timeZone": "Asia/Tokyo"}"#)
        let file = try configuration(env: .live)
        #expect(file.baseURLInEffect.value == "https://file.example" && file.baseURLInEffect.source == .file)
        #expect(file.localTime.timeZone.identifier == "Asia/Tokyo")
        let variable = try configuration(env: .live, extra: ["SCROLLDOWN_BASE_URL": "https://variable.example", "TZ": "UTC"])
        #expect(variable.baseURLInEffect.value == "https://variable.example" && variable.baseURLInEffect.source == .environment)
        #expect(variable.localTime.timeZone.identifier == "Asia/Tokyo", "config timeZone comes before TZ")
        let flag = try configuration(env: .live, baseURL: "https://flag.example", timeZone: "Europe/Paris",
                                     extra: ["SCROLLDOWN_BASE_URL": "https://variable.example"])
        #expect(flag.baseURLInEffect.value == "https://flag.example" && flag.baseURLInEffect.source == .flag)
        #expect(flag.localTime.timeZone.identifier == "Europe/Paris")
    }

    @Test func aBadEnvSettingStopsOnlyCommandsThatNeedTheBackend() throws {
        try writeConfig(#"{"env": "staging"}"#)
        #expect(throws: ScrollDownError.self) { try configuration(.backend) }
        let local = try configuration(.localState)
        #expect(local.isMock)
        #expect(local.backend == nil, "a local command builds no backend")
    }

    @Test func theAPIRoutesComeFromTheFlagThenTheVariableThenTheFile() throws {
        try writeConfig(#"{"api": "admin"}"#)
        #expect(try configuration().api == .admin)
        #expect(try configuration(extra: ["SCROLLDOWN_API": "V1"]).api == .v1)
        #expect(try configuration(api: .auto, extra: ["SCROLLDOWN_API": "v1"]).api == .auto)
        #expect(throws: ScrollDownError.self) { try configuration(.backend, extra: ["SCROLLDOWN_API": "v2"]) }
    }

    @Test func thePagerIsTheSettingThenPAGERThenLess() throws {
        #expect(try configuration().pager == "less -FRX")
        #expect(try configuration(extra: ["PAGER": " cat "]).pager == nil)
        #expect(try configuration(extra: ["PAGER": "more"]).pager == "more")
        try writeConfig(#"{"pager": "Off"}"#)
        #expect(try configuration(extra: ["PAGER": "more"]).pager == nil)
    }

    @Test func configSetThenGetAndListSayTheValueAndItsSource() throws {
        let configuration = try configuration()
        #expect(try Self.shown(configuration.config(.set("defaultLeagues", "nba,nhl"))) == "defaultLeagues = NBA,NHL\n")
        #expect(try Self.shown(configuration.config(.get("defaultLeagues"))) == "NBA,NHL\n")
        let list = Self.rows(try Self.shown(configuration.config(.list)))
        #expect(list["defaultLeagues"] == ["NBA,NHL", "(file)"], "\(list)")
        #expect(list["env"] == ["mock", "(default)"], "\(list)")
        let json = try Self.shown(configuration.config(.get("defaultLeagues")), .json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["value"] as? [String] == ["NBA", "NHL"], "\(json)")
        #expect(object?["type"] as? String == "config", "\(json)")
        #expect(try Self.shown(configuration.config(.path)).hasSuffix("/.config/scrolldown/config.json\n"))
    }

    @Test func aBadValueInTheFileIsAWarningAndItsDefaultStands() throws {
        try writeConfig(#"{"liveDelaySeconds": "soon", "followIntervalSeconds": 10}"#)
        let configuration = try configuration()
        #expect(configuration.followIntervalSeconds == 10, "the good value beside the bad one counts")
        let list = Self.rows(try Self.shown(configuration.config(.list)))
        #expect(list["liveDelaySeconds"] == ["0", "(invalid)"], "\(list)")
        #expect(notes.contains { $0.hasPrefix("warning: config.json") && $0.contains("config set liveDelaySeconds VALUE") },
                "\(notes)")
    }

    @Test func theOddsFormatIsReadInAnyCaseAndABadOneNamesTheChoices() throws {
        try writeConfig(#"{"oddsFormat": " Decimal "}"#)
        #expect(try configuration().oddsFormat == .decimal)
        try writeConfig(#"{"oddsFormat": "fractional"}"#)
        let configuration = try configuration()
        #expect(configuration.oddsFormat == .american, "the default stands in")
        _ = try Self.shown(configuration.config(.get("oddsFormat")))
        #expect(notes.contains { $0.contains("oddsFormat") && $0.contains("must be one of: american, decimal, probability (got 'fractional')") },
                "\(notes)")
    }

    @Test func settingKeysAreReadInAnyCase() {
        #expect(Configuration.canonicalKey("TIMEZONE") == "timeZone")
        #expect(Configuration.canonicalKey("zone") == nil)
        #expect(Configuration.settingKeys.first == "env" && !Configuration.settingKeys.contains("version"))
    }
}
