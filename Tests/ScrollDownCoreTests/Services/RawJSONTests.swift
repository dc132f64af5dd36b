import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The fixture backend answers lists with the stored text of each item: the slicing must find
/// exactly the items JSONSerialization finds, whatever the text holds.
@Suite struct RawJSONTests {
    func slices(_ json: String, _ key: String = "games") -> [String]? {
        let data = Data(json.utf8)
        return RawJSON.elements(of: key, in: data)?.map { String(decoding: data[$0], as: UTF8.self) }
    }

    @Test func itemsAreFoundWhateverTheirTextHolds() {
        let json = #"{"total": 3, "note": "games [not, this]", "games" : [ {"a": "x,]}\"[{"}, 7 ,"s\\\"", [1, [2]], null ],"z":{"games":[9]}}"#
        #expect(slices(json) == [#"{"a": "x,]}\"[{"}"#, "7", #""s\\\"""#, "[1, [2]]", "null"])
        #expect(slices(#"{"games":[]}"#) == [])
        #expect(slices(#"{"other":[1]}"#) == nil)
        #expect(slices(#"{"x":{"games":[1]}}"#) == nil, "only the top-level object's key")
    }

    @Test func everyStoredListSlicesAsItParses() throws {
        for (tree, file) in [(TestPaths.fixtures, "api/admin/sports/games.json"), (TestPaths.sdaFixtures, "api/admin/sports/games.json"),
                             (CLIHarness.v1Fixtures, "api/v1/games.json"), (TestPaths.fixtures, "api/fairbet/odds.json")] {
            let data = try Data(contentsOf: tree.appendingPathComponent(file))
            let key = file.contains("fairbet") ? "bets" : "games"
            let parsed = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?[key] as? [Any])
            let ranges = try #require(RawJSON.elements(of: key, in: data))
            #expect(ranges.count == parsed.count, "\(file)")
            for (range, object) in zip(ranges, parsed) {
                let item = try JSONSerialization.jsonObject(with: data[range])
                #expect((item as? NSDictionary) == (object as? NSDictionary), "\(file)")
            }
        }
    }

    @Test func assembledObjectsAreJSON() throws {
        let data = Data(#"{"games":[{"id":1},{"id":2}]}"#.utf8)
        let ranges = try #require(RawJSON.elements(of: "games", in: data))
        let body = RawJSON.object([("games", RawJSON.array([ranges[1]], of: data)), ("total", RawJSON.number(2)),
                                   ("nextOffset", RawJSON.number(nil))])
        #expect(String(decoding: body, as: UTF8.self) == #"{"games":[{"id":2}],"total":2,"nextOffset":null}"#)
    }
}
