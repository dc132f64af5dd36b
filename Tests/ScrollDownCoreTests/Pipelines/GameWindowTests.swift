import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `GameWindow`, the feed's days and leagues, asked directly: the defaults live and mock, the
/// leagues of config `defaultLeagues`, day words against the reader's today, and a window
/// that ends before it starts.
@Suite(.temporaryHome) struct GameWindowTests {
    let home = TemporaryHome.makeDirectory("home")
    /// 2025-10-09T18:00:00Z, a Thursday.
    static let now = Date(timeIntervalSince1970: 1_760_032_800)

    func configuration(env: BackendEnvironment, config: String? = nil) throws -> Configuration {
        if let config {
            let directory = home.appendingPathComponent(".config/scrolldown")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try config.write(to: directory.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        }
        return try Configuration(needs: .localState, env: env, baseURL: nil, timeZone: "UTC", api: nil,
                                 environment: ["HOME": home.path], executablePath: "/nonexistent/scrolldown",
                                 clock: { Self.now }, notice: { _ in }, warning: { _ in }, keysLoaded: {})
    }

    @Test func liveDefaultsToTheLastWeekThroughTomorrow() throws {
        let window = try GameWindow(leagues: [], date: nil, from: nil, to: nil, configuration: configuration(env: .live))
        #expect(window.days?.from == "2025-10-02" && window.days?.to == "2025-10-10")
        #expect(window.description == "all leagues · Thu 2 Oct 2025 – Fri 10 Oct 2025")
        #expect(window.query(team: "BOS") == GameQuery(leagues: [], startDay: "2025-10-02", endDay: "2025-10-10", team: "BOS"))
    }

    @Test func mockDefaultsToEveryBundledGameInTheConfiguredLeagues() throws {
        let window = try GameWindow(leagues: [], date: nil, from: nil, to: nil,
                                    configuration: configuration(env: .mock, config: #"{"defaultLeagues": ["nba"]}"#))
        #expect(window.days == nil)
        #expect(window.description == "NBA · all bundled sample games")
        #expect(window.contains(Date(timeIntervalSince1970: 0)))
    }

    @Test func dayWordsCountFromTheReadersToday() throws {
        let window = try GameWindow(leagues: [.nhl], date: .relative(-1), from: nil, to: nil, configuration: configuration(env: .live))
        #expect(window.days?.from == "2025-10-08" && window.days?.to == "2025-10-08")
        #expect(window.description == "NHL · Wed 8 Oct 2025")
        // The league's day is US-Eastern: 03:00Z on the 9th is still the 8th in New York.
        #expect(window.contains(Date(timeIntervalSince1970: 1_759_978_800)))
        #expect(!window.contains(Self.now))
    }

    @Test func aWindowEndingBeforeItStartsIsAUsageError() throws {
        #expect(throws: ScrollDownError.usage(.fromAfterTo(from: "2025-10-09", to: "2025-10-01"))) {
            try GameWindow(leagues: [], date: nil, from: .date("2025-10-09"), to: .date("2025-10-01"),
                           configuration: configuration(env: .live))
        }
    }
}
