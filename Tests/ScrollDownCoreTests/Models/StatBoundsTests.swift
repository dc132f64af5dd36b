import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Box-score numbers are bounded at decode time from each line type's own list of its numbers
/// (`BoundedStatLine`). These tests hold the lists to the types: every numeric field a line
/// type has, found by reflection, must be in its list, so a field added later is bounded too.
@Suite struct StatBoundsTests {
    /// A line of each type with only its required keys, for reflection.
    static func line<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder.contract().decode(T.self, from: Data(json.utf8))
    }

    static let numericTypes: [Any.Type] = [Int.self, Int?.self, Double.self, Double?.self]

    static func expectListed(_ line: some BoundedStatLine) {
        let fields = Mirror(reflecting: line).children.compactMap { child -> String? in
            let type = Swift.type(of: child.value)
            return numericTypes.contains { $0 == type } ? child.label : nil
        }
        #expect(!fields.isEmpty || line is TeamStat)
        #expect(Set(line.numericFields.map(\.0)) == Set(fields), "\(type(of: line))")
        #expect(line.numericFields.count == fields.count, "\(type(of: line)) lists a field twice")
        // Reflection also finds the object-valued parts; the protocol must expose them.
        for child in Mirror(reflecting: line).children {
            if Swift.type(of: child.value) == [String: JSONValue].self { #expect(child.label == "stats" && line is TeamStat) }
        }
    }

    @Test func everyNumericFieldOfEveryLineTypeIsBounded() throws {
        let person = #"{"team": "BOS", "playerName": "A B"}"#
        Self.expectListed(try Self.line(TeamStat.self, #"{"team": "BOS", "isHome": true, "stats": {"points": 1}}"#))
        Self.expectListed(try Self.line(PlayerStat.self, person))
        Self.expectListed(try Self.line(NHLSkaterStat.self, person))
        Self.expectListed(try Self.line(NHLGoalieStat.self, person))
        Self.expectListed(try Self.line(MLBBatterStat.self, person))
        Self.expectListed(try Self.line(MLBPitcherStat.self, person))
    }

    /// Each list is used: a number out of bounds in any listed field of any league's lines is
    /// bad data naming its path.
    @Test(arguments: [("nhlSkaters", "plusMinus"), ("nhlGoalies", "savePercentage"), ("mlbBatters", "stolenBases"),
                      ("mlbPitchers", "strikes"), ("playerStats", "minutes")])
    func anOutOfBoundsFigureInAnyLeaguesLineIsBadData(lines: String, field: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("api/admin/sports/games/22000001.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        object[lines] = [["team": "BOS", "playerName": "A B", field: 2_000_000]]
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try decodeContract(GameDetail.self, from: data, endpoint: "GET /test")
            Issue.record("\(lines).\(field) out of bounds decoded")
        } catch let error as ScrollDownError {
            #expect(error.message.contains("\(lines)[0].\(field): stat outside"), "\(error.message)")
        }
    }
}
