import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Days are the league's (US-Eastern, the backend's `localGameDate`) wherever the reader is
/// (docs/backend.md#dates-and-time-zones): `--date`, `--from/--to` and the day sections follow the
/// game's day; start times are shown in the reader's zone. Games near midnight ET, seen from UTC+9
/// and UTC−8.
@Suite(.temporaryHome) struct LeagueDaysTests {
    static func ids(_ ndjson: String) -> [Int] {
        ndjson.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "game" else { return nil }
            return object["id"] as? Int
        }
    }

    /// 2025020006 and 2025020007 start 2025-10-09T02:00Z: 22:00 ET on the 8th, 11:00 on the
    /// 9th in Tokyo. They are the 8th's games in Tokyo too, and not the 9th's.
    @Test(arguments: Dialect.allCases)
    func anEveningInNewYorkIsThatDaysInTokyo(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real, timeZone: "Asia/Tokyo")
        let eighth = Self.ids(await cli.run("games --league NHL --date 2025-10-08 --format ndjson").stdout)
        #expect(eighth.contains(2025020006) && eighth.contains(2025020007))
        let ninth = Self.ids(await cli.run("games --league NHL --date 2025-10-09 --format ndjson").stdout)
        #expect(!ninth.contains(2025020006) && !ninth.contains(2025020007))
        // The 9th's evening games in New York (02:00Z on the 10th) are the 9th's in Tokyo.
        #expect(ninth.contains(2025020019) && ninth.contains(2025020021))
        // Shown at Tokyo's time, with Tokyo's date since it differs from the league day.
        let text = await cli.run("games --league NHL --date 2025-10-08 --no-pager")
        #expect(text.stdout.contains("2025020006  NHL  CGY @ EDM  Thu 9 Oct 2025 11:00"), "\(text.stdout)")
    }

    /// 21600270 moved to 2025-10-09T04:00Z: midnight ET, so the 9th's game; 20:00 on the 8th at
    /// UTC−8. `--date 2025-10-09` finds it there, `--date 2025-10-08` does not.
    @Test(arguments: Dialect.allCases)
    func midnightInNewYorkIsTheLeaguesDayAtUTCMinus8(dialect: Dialect) async {
        let scenario = FixtureScenario(dialect, game: 21600270, [.start("2025-10-09T04:00:00Z", localDay: "2025-10-09")])
        let cli = CLIHarness(scenario: scenario, extra: ["TZ": "Etc/GMT+8"])
        #expect(Self.ids(await cli.run("games --league NBA --date 2025-10-09 --format ndjson").stdout) == [21600270])
        #expect(!Self.ids(await cli.run("games --league NBA --from 2025-10-08 --to 2025-10-08 --format ndjson").stdout).contains(21600270))
        let text = await cli.run("games --league NBA --date 2025-10-09 --no-pager")
        #expect(text.stdout.contains("Wed 8 Oct 2025 20:00"), "\(text.stdout)")
        #expect(text.stdout.contains("Thu 9 Oct 2025 · times in Etc/GMT+8"), "\(text.stdout)")
    }

    /// Over the live backend the window's days go to the server as they are.
    @Test func theServerIsAskedForTheLeagueDays() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.sdaFixtures, apiKey: "k")
        defer { server.stop() }
        let cli = CLIHarness(service: .real, timeZone: "Asia/Tokyo",
                             extra: ["SCROLLDOWN_API_KEY": "k", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString])
        let result = await cli.run("games --league NHL --date 2025-10-08 --format ndjson")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Self.ids(result.stdout).contains(2025020006))
        let asked = server.requests.filter { $0.path == "/api/admin/sports/games" }
        #expect(!asked.isEmpty && asked.allSatisfy { $0.value("startDate") == "2025-10-08" && $0.value("endDate") == "2025-10-08" })
    }

    /// Sections count league days from the reader's today: in Tokyo (now 10 Oct 03:00) the
    /// New York evening of the 9th is Yesterday, though its games start later that morning;
    /// the title says it is the league's day, the rows carry the reader's dates.
    @Test func sectionsFollowTheLeagueDay() async {
        let cli = CLIHarness(service: .real, timeZone: "Asia/Tokyo")
        let text = await cli.run("games --league NHL --from 2025-10-09 --to 2025-10-09 --no-pager").stdout
        #expect(text.hasPrefix("Yesterday · Thu 9 Oct 2025 (US-Eastern league day)\n"), "\(text)")
    }
}
