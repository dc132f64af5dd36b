import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The scenarios' JSON writer against the documents it rewrites: each tree's games list and the
/// details of its games with plays, parsed and written again, decode to the same values as the
/// stored text (booleans stay booleans, fractions fractions, text unescaped alike).
@Suite struct ScenarioJSONTests {
    @Test(arguments: Dialect.allCases)
    func writtenDocumentsDecodeAsStored(dialect: Dialect) async throws {
        var replacing = [dialect.listFile: try #require(FixtureDocuments.object(dialect, dialect.listFile))]
        for id in ReaderAttackTests.idsWithPlays {
            let detail = try #require(FixtureDocuments.object(dialect, dialect.detailFile(id)))
            replacing[dialect.detailFile(id)] = detail
        }
        let written = FixtureScenario(dialect, replacing: replacing).service()
        let stored = HTTPGameService.fixtures(at: dialect.fixtures)
        #expect(try await written.games(GameQuery()) == (try await stored.games(GameQuery())))
        for id in ReaderAttackTests.idsWithPlays {
            #expect(try await written.game(id: id) == (try await stored.game(id: id)), "\(id)")
        }
    }

    @Test func scalarsKeepTheirKind() throws {
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(#"{"a":true,"b":false,"c":1,"d":0,"e":2.5,"f":null,"g":"x\"\\\n\u0001é"}"#.utf8)) as? JSONObject)
        var edited = parsed
        edited["h"] = true
        edited["i"] = 7
        edited["j"] = [1, 2] as [Int]
        let text = String(decoding: FixtureDocuments.data(edited), as: UTF8.self)
        let again = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? JSONObject)
        #expect(text.contains(#""a":true"#) && text.contains(#""b":false"#) && text.contains(#""c":1"#) && text.contains(#""d":0"#))
        #expect(text.contains(#""e":2.5"#) && text.contains(#""f":null"#) && text.contains(#""h":true"#) && text.contains(#""i":7"#))
        #expect(text.contains(#""j":[1,2]"#))
        #expect(again["g"] as? String == "x\"\\\n\u{01}é")
    }
}
