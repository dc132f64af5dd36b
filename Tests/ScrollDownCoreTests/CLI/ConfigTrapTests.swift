import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `config` as a newcomer uses it.
@Suite(.temporaryHome) struct ConfigTrapTests {
    @Test func getShowsTheValueInEffectOfEnvBaseURLAndTimeZone() async throws {
        var cli = CLIHarness(timeZone: "Europe/Paris")
        #expect(await cli.run("config get timeZone").stdout == "Europe/Paris\n")
        #expect(await cli.run("config get env").stdout == "mock\n")
        #expect(await cli.run("config get baseURL").stdout == "https://sda.dock108.dev\n")
        #expect(await cli.run("config get baseURL --base-url http://127.0.0.1:9").stdout == "http://127.0.0.1:9\n")
        cli.environment["SCROLLDOWN_ENV"] = "live"
        #expect(await cli.run("config get env").stdout == "live\n")
        let json = await cli.run("config get timeZone --format json --tz UTC")
        #expect(json.stdout.contains("\"value\" : \"UTC\""), "\(json.stdout)")
        let list = await cli.run("config list")
        #expect(list.stdout.contains("env") && list.stdout.contains("(environment)"))
    }

    @Test func keysAreCaseInsensitiveWithDidYouMean() async throws {
        let cli = CLIHarness(timeZone: "UTC")
        #expect(await cli.run("config get TIMEZONE").stdout == "UTC\n")
        let set = await cli.run("config set livedelayseconds 30")
        #expect(set.code == 0 && set.stdout == "liveDelaySeconds = 30\n", "\(set.stderr)")
        let typo = await cli.run("config get timezon")
        #expect(typo.code == 64 && typo.stderr.contains("did you mean 'timeZone'?"), "\(typo.stderr)")
    }

    @Test(arguments: [
        ("liveDelaySeconds", "-1", "from 0 to 86400 (got '-1')"),
        ("followIntervalSeconds", "2", "from 5 to 86400"),
        ("defaultLeagues", "NBA,NHX", "one of: NBA, NHL"),
        ("alwaysHideTeams", "Celitcs", "a known team"),
        ("neverHideTeams", "XYZ:BOS", "a known team"),
        ("timeZone", "Mars/Olympus", "time zone"),
    ])
    func valuesAreValidated(key: String, value: String, message: String) async throws {
        let cli = CLIHarness()
        let result = await cli.run(["config", "set", key, value])
        #expect(result.code == 64, "\(key) \(value): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("unknown option"))
    }

    @Test func goodValuesAreKeptAndLeaguesCanonical() async throws {
        let cli = CLIHarness()
        #expect(await cli.run("config set defaultLeagues nba,nhl").stdout == "defaultLeagues = NBA,NHL\n")
        let teams = await cli.run(["config", "set", "alwaysHideTeams", "Celtics,NHL:BOS,habs,NCAAB:Duke,Montréal"])
        #expect(teams.code == 0, "\(teams.stderr)")
        #expect(await cli.run("config set timeZone EST5EDT,M3.2.0,M11.1.0").code == 0)
    }

    @Test func aBadValueInTheFileIsReportedAndListAndGetStillWork() async throws {
        let cli = CLIHarness(timeZone: "UTC")
        let config = cli.root.appendingPathComponent("config/scrolldown")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"version":1,"liveDelaySeconds":-5,"timeZone":"Europe/Paris","pager":"off"}"#.utf8)
            .write(to: config.appendingPathComponent("config.json"))
        let list = await cli.run("config list -q")
        #expect(list.code == 0, "\(list.stderr)")
        #expect(list.stderr.contains("liveDelaySeconds: must be a whole number of seconds from 0 to 86400"), "\(list.stderr)")
        #expect(list.stdout.contains("(invalid)"))
        #expect(list.stdout.contains("Europe/Paris"), "the good keys beside it still count")
        let get = await cli.run("config get pager")
        #expect(get.code == 0 && get.stdout == "off\n", "\(get.stderr)")
        #expect(await cli.run("config get timeZone").stdout == "Europe/Paris\n")
        let repaired = await cli.run("config set liveDelaySeconds 10")
        #expect(repaired.code == 0)
        #expect(await cli.run("config list").stderr.isEmpty)
    }
}
