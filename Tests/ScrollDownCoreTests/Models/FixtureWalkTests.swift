import Foundation
import Testing
@testable import ScrollDownCore

/// Decodes every stored response with the model its URL path implies.
@Suite struct FixtureWalkTests {
    /// Decodes one file by its path relative to the tree root (`admin/sports/games.json`, …).
    static func decode(relativePath path: String, root: URL) throws {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        let parts = path.split(separator: "/").map(String.init)
        let decoder = JSONDecoder.contract()
        func isID(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy(\.isNumber) }
        func isIDFile(_ text: String) -> Bool { text.hasSuffix(".json") && isID(String(text.dropLast(5))) }
        switch parts {
        case ["admin", "sports", "games.json"]:
            _ = try decoder.decode(GameListResponse.self, from: data)
        case _ where parts.count == 4 && parts[0...2] == ["admin", "sports", "games"] && isIDFile(parts[3]):
            _ = try decoder.decode(GameDetail.self, from: data)
        case _ where parts.count == 5 && parts[0...2] == ["admin", "sports", "games"] && parts[4] == "flow.json":
            _ = try decoder.decode(GameFlow.self, from: data)
        case _ where parts.count == 5 && parts[0...2] == ["admin", "sports", "games"] && parts[4] == "timeline.json":
            _ = try decoder.decode(GameTimeline.self, from: data)
        case _ where parts.count == 5 && parts[0...3] == ["admin", "sports", "pbp", "game"] && isIDFile(parts[4]):
            _ = try decoder.decode(PlayByPlay.self, from: data)
        case ["admin", "sports", "teams.json"]:
            _ = try decoder.decode(TeamListResponse.self, from: data)
        case _ where parts.count == 4 && parts[0...2] == ["social", "posts", "game"] && isIDFile(parts[3]):
            _ = try decoder.decode(SocialPostsResponse.self, from: data)
        case _ where parts.count == 3 && parts[0] == "games" && parts[2].hasPrefix("recap."):
            let recap = try decoder.decode(Recap.self, from: data)
            #expect(path.hasSuffix("recap.\(recap.reveal.rawValue).json"), "\(path) holds reveal=\(recap.reveal)")
        case ["fairbet", "odds.json"]:
            _ = try decoder.decode(FairBetPage.self, from: data)
        default:
            Issue.record("no model known for \(path)")
        }
    }

    @Test("every real-dev response decodes",
          .enabled(if: TestPaths.realDevAPI != nil, "skipped: ../shared/data/real-dev does not exist"),
          arguments: TestPaths.jsonFiles(under: TestPaths.realDevAPI))
    func realDevFileDecodes(path: String) throws {
        let root = try #require(TestPaths.realDevAPI)
        do {
            try Self.decode(relativePath: path, root: root)
        } catch let error as DecodingError {
            Issue.record("\(path): \(error.message)")
        }
    }

    @Test("every fixture decodes", arguments: TestPaths.jsonFiles(under: TestPaths.fixtures.appendingPathComponent("api")))
    func fixtureDecodes(path: String) throws {
        let root = TestPaths.fixtures.appendingPathComponent("api")
        do {
            try Self.decode(relativePath: path, root: root)
        } catch let error as DecodingError {
            Issue.record("\(path): \(error.message)")
        }
    }

    @Test func fixturesHoldEveryFamily() {
        let files = TestPaths.jsonFiles(under: TestPaths.fixtures.appendingPathComponent("api"))
        #expect(files.contains("admin/sports/games.json"))
        #expect(files.contains("fairbet/odds.json"))
        #expect(files.contains { $0.hasSuffix("/flow.json") })
        #expect(files.count > 100)
    }
}
