import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Decodes every stored response with the model its URL path implies.
@Suite struct FixtureWalkTests {
    /// Decodes one file by its path relative to the tree root (`admin/sports/games.json`, …),
    /// with `decoder` (the contract's `JSONDecoder` unless a test compares another).
    static func decode(relativePath path: String, root: URL, with decoder: some FixtureDecoding = JSONDecoder.contract()) throws {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        let parts = path.split(separator: "/").map(String.init)
        func isID(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy(\.isNumber) }
        func isIDFile(_ text: String) -> Bool { text.hasSuffix(".json") && isID(String(text.dropLast(5))) }
        switch parts {
        case ["admin", "sports", "games.json"]:
            _ = try decoder.decodeFixture(GameListResponse.self, from: data)
        case _ where parts.count == 4 && parts[0...2] == ["admin", "sports", "games"] && isIDFile(parts[3]):
            _ = try decoder.decodeFixture(GameDetail.self, from: data)
        case _ where parts.count == 5 && parts[0...2] == ["admin", "sports", "games"] && parts[4] == "flow.json":
            _ = try decoder.decodeFixture(GameFlow.self, from: data)
        case _ where parts.count == 5 && parts[0...2] == ["admin", "sports", "games"] && parts[4] == "timeline.json":
            _ = try decoder.decodeFixture(GameTimeline.self, from: data)
        case _ where parts.count == 5 && parts[0...3] == ["admin", "sports", "pbp", "game"] && isIDFile(parts[4]):
            _ = try decoder.decodeFixture(PlayByPlay.self, from: data)
        case ["admin", "sports", "teams.json"]:
            _ = try decoder.decodeFixture(TeamListResponse.self, from: data)
        case _ where parts.count == 4 && parts[0...2] == ["admin", "sports", "teams"] && isIDFile(parts[3]):
            // Team detail (sda §4.3): its `recentGames` carry results, so scrolldown never asks
            // for it; the team itself reads as a list item.
            _ = try decoder.decodeFixture(Team.self, from: data)
        case ["v1", "games.json"]:
            // The consumer list (docs/backend.md#consumer-list), as `Scripts/make-v1-fixtures.py`
            // builds it.
            _ = try decoder.decodeFixture(GameListResponse.self, from: data)
        case _ where parts.count == 3 && parts[0...1] == ["v1", "games"] && isIDFile(parts[2]):
            _ = try decoder.decodeFixture(GameDetail.self, from: data)
        case _ where parts.count == 4 && parts[0...1] == ["v1", "games"] && isID(parts[2]) && parts[3] == "summary.json":
            let summary = try decoder.decodeFixture(PostGameSummary.self, from: data)
            if case .story(let story) = summary {
                #expect(!story.paragraphs.isEmpty && story.finalScore != nil, "\(path): a story without text or score")
            }
        case _ where parts.count == 4 && parts[0...2] == ["social", "posts", "game"] && isIDFile(parts[3]):
            _ = try decoder.decodeFixture(SocialPostsResponse.self, from: data)
        case _ where parts.count == 3 && parts[0] == "games" && parts[2].hasPrefix("recap."):
            let recap = try decoder.decodeFixture(Recap.self, from: data)
            #expect(path.hasSuffix("recap.\(recap.reveal.rawValue).json"), "\(path) holds reveal=\(recap.reveal)")
        case ["fairbet", "odds.json"]:
            _ = try decoder.decodeFixture(FairBetPage.self, from: data)
        case ["fairbet", "odds", "meta.json"]:
            // sda §4.4: scrolldown does not call /odds/meta (E8 with include_meta gives the same
            // lists); its snake dict holds the FairBet games and names every list.
            _ = try decoder.decodeFixture(OddsMetaProbe.self, from: data)
        default:
            Issue.record("no model known for \(path)")
        }
    }

    /// Decodes one stored file, recording a decoding failure with its key path.
    static func expectDecodes(_ path: String, root: URL) throws {
        do {
            try decode(relativePath: path, root: root)
        } catch let error as DecodingError {
            Issue.record("\(path): \(error.message)")
        }
    }

    @Test("every real-dev response decodes",
          .enabled(if: TestPaths.realDevAPI != nil, "skipped: ../shared/data/real-dev does not exist"),
          arguments: TestPaths.jsonFiles(under: TestPaths.realDevAPI))
    func realDevFileDecodes(path: String) throws {
        try Self.expectDecodes(path, root: try #require(TestPaths.realDevAPI))
    }

    @Test("every real-dev-sda response decodes",
          .enabled(if: TestPaths.realDevSDAAPI != nil, "skipped: ../shared/data/real-dev-sda does not exist"),
          arguments: TestPaths.jsonFiles(under: TestPaths.realDevSDAAPI))
    func realDevSDAFileDecodes(path: String) throws {
        try Self.expectDecodes(path, root: try #require(TestPaths.realDevSDAAPI))
    }

    /// The bundled trees: the older contract's, today's sda's, the consumer API's.
    static let bundled: [URL] = [TestPaths.fixtures, TestPaths.sdaFixtures, CLIHarness.v1Fixtures].map { $0.appendingPathComponent("api") }

    @Test("every bundled fixture decodes", arguments: bundled.flatMap { root in TestPaths.jsonFiles(under: root).map { "\(root.path)|\($0)" } })
    func bundledFixtureDecodes(entry: String) throws {
        let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
        try Self.expectDecodes(parts[1], root: URL(fileURLWithPath: parts[0], isDirectory: true))
    }

    @Test func fixturesHoldEveryFamily() {
        let files = TestPaths.jsonFiles(under: TestPaths.fixtures.appendingPathComponent("api"))
        #expect(files.contains("admin/sports/games.json"))
        #expect(files.contains("fairbet/odds.json"))
        #expect(files.contains { $0.hasSuffix("/flow.json") })
        #expect(files.count > 100)
    }
}

/// `/api/fairbet/odds/meta` (sda §4.4, snake in both dialects): every list required.
private struct OddsMetaProbe: Decodable, Equatable {
    let books: [String]
    let categories: [String]
    let games: [FairBetGame]

    enum CodingKeys: String, CodingKey {
        case books = "books_available", categories = "market_categories_available", games = "games_available"
    }
}

/// A decoder the fixture walk can run: the contract's `JSONDecoder`, or one that compares it
/// with `FastJSONDecoder` (FastJSONDecoderTests).
protocol FixtureDecoding {
    func decodeFixture<T: Decodable & Equatable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: FixtureDecoding {
    func decodeFixture<T: Decodable & Equatable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, from: data)
    }
}
