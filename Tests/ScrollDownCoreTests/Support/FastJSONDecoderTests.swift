import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// `FastJSONDecoder` must answer exactly as `JSONDecoder.contract()` does: the same value for
/// every stored response, without falling back (or the speed is lost), and for hostile input
/// the same value or the same error line (and so the same exit code).
@Suite struct FastJSONDecoderTests {
    /// Decodes with both and records any difference; the fast path must not decline.
    struct Parity: FixtureDecoding {
        let path: String

        func decodeFixture<T: Decodable & Equatable>(_ type: T.Type, from data: Data) throws -> T {
            let expected = try JSONDecoder.contract().decode(type, from: data)
            do {
                let fast = try FastJSONDecoder.decodeWithoutFallback(type, from: data)
                #expect(fast == expected, "\(path): the fast decoder read another \(T.self)")
            } catch is FastJSONBail {
                Issue.record("\(path): the fast decoder declined a stored response")
            }
            return expected
        }
    }

    static let roots: [URL] = [
        TestPaths.fixtures.appendingPathComponent("api"),
        TestPaths.sdaFixtures.appendingPathComponent("api"),
        CLIHarness.v1Fixtures.appendingPathComponent("api"),
    ] + [TestPaths.realDevAPI, TestPaths.realDevSDAAPI].compactMap { $0 }

    @Test("every stored response reads the same, on the fast path", arguments: roots)
    func storedResponses(root: URL) throws {
        let files = TestPaths.jsonFiles(under: root)
        #expect(!files.isEmpty)
        for path in files {
            try FixtureWalkTests.decode(relativePath: path, root: root, with: Parity(path: path))
        }
    }

    /// What a reader gets: the value, or `decodeContract`'s error line (and so its exit code).
    enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case error(String)
    }

    static func outcome<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, fast: Bool) -> Outcome<T> {
        do {
            return .value(fast
                ? try decodeContract(type, from: data, endpoint: "/e")
                : try JSONDecoder.contract().decode(type, from: data))
        } catch let error as DecodingError {
            return .error("\(ScrollDownError.badData(endpoint: "/e", detail: error.message))")
        } catch {
            return .error("\(error)")
        }
    }

    static func expectSame<T: Decodable & Equatable>(_ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectSame(type, Data(json.utf8), sourceLocation: sourceLocation)
    }

    /// The same value or error line, with one exception on purpose: where `JSONDecoder` says
    /// only "The given data was not valid JSON." of valid JSON (a number that does not fit its
    /// field), the reader gets the same failure with the value's key path instead.
    static func expectSame<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let foundation = outcome(type, data, fast: false)
        let fast = outcome(type, data, fast: true)
        let generic = Outcome<T>.error("\(ScrollDownError.badData(endpoint: "/e", detail: "The given data was not valid JSON."))")
        if foundation == generic, fast != generic {
            guard case .error(let line) = fast else {
                Issue.record("a value where JSONDecoder failed", sourceLocation: sourceLocation)
                return
            }
            #expect(line.contains(": number does not fit ") && !line.contains(#"detail: ": number"#),
                    "\(line) for \(String(decoding: data.prefix(120), as: UTF8.self))", sourceLocation: sourceLocation)
            return
        }
        #expect(fast == foundation, "\(String(decoding: data.prefix(120), as: UTF8.self))", sourceLocation: sourceLocation)
    }

    /// An older-dialect page of play-by-play with one play whose field `key` holds `value`.
    static func olderPage(_ key: String, _ value: String) -> String {
        var play = ["\"play_index\"": "1", "\"quarter\"": "2", "\"home_score\"": "3", "\"away_score\"": "4",
                    "\"description\"": "\"Jump ball\"", "\"player_id\"": "\"77\""]
        play["\"\(key)\""] = value
        let body = play.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return #"{"game_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": [{\#(body)}]}"#
    }

    /// The same in sda's camelCase, with `score` objects.
    static func sdaPage(_ key: String, _ value: String) -> String {
        var play = ["\"playIndex\"": "1", "\"period\"": "2", "\"score\"": #"{"home": 3, "away": 4}"#,
                    "\"description\"": "\"Jump ball\"", "\"playerId\"": "77"]
        play["\"\(key)\""] = value
        let body = play.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return #"{"gameId": 5, "homeTeam": "BOS", "awayTeam": "NYK", "gameStatus": "final", "totalPlays": 1, "plays": [{\#(body)}]}"#
    }

    static let numbers = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "99999999999999999999999", "1e300", "1e400", "-1e400", "1e-400", "1.5", "34.0", "0.0", "-0", "-0.0",
        "1E2", "1e+2", "2.5e-1", "10000", "10001", "-1", "01", "1.", ".5", "+1", "0x10", "NaN", "Infinity",
        "9007199254740993.0", "1.0000000000000001", "true", "null", "\"5\"", "[]", "{}",
    ]

    @Test("numbers near Int.max and beyond: the same value or error in both dialects", arguments: numbers)
    func hostileNumbers(number: String) {
        for key in ["play_index", "quarter", "home_score", "player_id", "team_id", "has_raw_data"] {
            Self.expectSame(PlayByPlay.self, Self.olderPage(key, number))
        }
        for key in ["playIndex", "period", "score", "playerId", "teamId"] {
            Self.expectSame(PlayByPlay.self, Self.sdaPage(key, number))
        }
        Self.expectSame(PlayByPlay.self, Self.sdaPage("score", #"{"home": \#(number), "away": 1}"#))
        Self.expectSame(JSONValue.self, #"{"a": [\#(number)]}"#)
    }

    static let texts = [
        #""tab\there""#, #""nul\u0000byte""#, #""esc\u001b[31mred""#, #""pair \ud83c\udfc0 ball""#,
        #""lone \ud800 high""#, #""lone \udc00 low""#, #""bad \x escape""#, #""\u12""#, #""quote \" slash \/ \\""#,
        "\"raw\ttab\"", "\"raw\u{01}control\"", "\"raw\nnewline\"", #""é and 東京""#, #""e\u0301 combining""#, "\"unterminated",
    ]

    @Test("control bytes and escapes in text: the same text or error", arguments: texts)
    func hostileStrings(text: String) {
        Self.expectSame(PlayByPlay.self, Self.olderPage("description", text))
        Self.expectSame(PlayByPlay.self, Self.sdaPage("description", text))
        Self.expectSame(JSONValue.self, "[\(text)]")
    }

    /// Same outcome, and when `JSONDecoder` reads the text, the fast path reads it too (the
    /// fallback cannot hide a scanner that stops in the wrong place).
    static func expectFast(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        expectSame(JSONValue.self, data, sourceLocation: sourceLocation)
        guard let expected = try? JSONDecoder.contract().decode(JSONValue.self, from: data) else { return }
        #expect((try? FastJSONDecoder.decodeWithoutFallback(JSONValue.self, from: data)) == expected,
                "\(String(decoding: data.prefix(120), as: UTF8.self))", sourceLocation: sourceLocation)
    }

    @Test("a special byte at every offset of a long text (the scanner reads words of eight)")
    func specialBytesAtEveryOffset() {
        for special in ["\\\"", "\\n", "\u{1}", "\t", "é", "東", "\\u00e9", "\"", "~", "\u{7F}"] {
            for offset in 0..<18 {
                let text = String(repeating: "x", count: offset) + special + String(repeating: "y", count: 19 - offset)
                Self.expectFast(Data("[\"\(text)\"]".utf8))
                Self.expectFast(Data("{\"k\": \"\(text)\", \"n\": 1}".utf8))
            }
        }
        var bytes = Array("[\"".utf8) + Array(repeating: UInt8(ascii: "x"), count: 40) + Array("\"]".utf8)
        for offset in 2..<42 {
            for byte: UInt8 in [0xC3, 0xFF, 0x80, 0x00, 0x1F] {
                let saved = bytes[offset]
                bytes[offset] = byte
                Self.expectFast(Data(bytes))
                bytes[offset] = saved
            }
        }
    }

    @Test("keys of every length, duplicated or nearly, non-ASCII at every offset, at the end of the buffer")
    func keysOfEveryLength() {
        for length in 0..<14 {
            let key = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            // The last bytes of the document: the key's first word is read near the end.
            let duplicate = Data("{\"\(key)\":1,\"\(key)\":2}".utf8)
            Self.expectSame(JSONValue.self, duplicate)
            #expect((try? FastJSONDecoder.decodeWithoutFallback(JSONValue.self, from: duplicate)) == nil, "\(key) twice")
            // Same first bytes, another length: not a duplicate.
            Self.expectFast(Data("{\"\(key)\":1,\"\(key)z\":2}".utf8))
            Self.expectFast(Data("{\"\(key)z\":1,\"\(key)\":2}".utf8))
            for offset in 0...length {
                var scalars = Array(key.unicodeScalars)
                scalars.insert("é", at: offset)
                let odd = String(String.UnicodeScalarView(scalars))
                let data = Data("{\"\(odd)\":1}".utf8)
                Self.expectSame(JSONValue.self, data)
                #expect((try? FastJSONDecoder.decodeWithoutFallback(JSONValue.self, from: data)) == nil, "non-ASCII key \(odd)")
            }
        }
    }

    @Test("a repeated key among many (the duplicate check filters keys by a 64-bit mask first)")
    func aRepeatedKeyAmongMany() {
        let names = (0..<150).map { "key\($0)_" + String(repeating: "x", count: $0 % 11) }
        let distinct = Data(("{" + names.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}").utf8)
        Self.expectFast(distinct)
        for repeated in [0, 3, 63, 64, 149] {
            let text = "{" + names.map { "\"\($0)\": 1" }.joined(separator: ", ") + ", \"\(names[repeated])\": 2}"
            Self.expectSame(JSONValue.self, Data(text.utf8))
            #expect((try? FastJSONDecoder.decodeWithoutFallback(JSONValue.self, from: Data(text.utf8))) == nil, "\(names[repeated]) twice")
        }
    }

    @Test("bytes that are not UTF-8, byte-order marks, truncation and trailing text")
    func hostileBytes() {
        let page = Data(Self.olderPage("description", "\"XX\"").utf8)
        let invalid = Data(String(decoding: page, as: UTF8.self).replacingOccurrences(of: "XX", with: "X\u{1}").utf8)
        var bytes = [UInt8](page)
        if let at = bytes.firstIndex(of: UInt8(ascii: "X")) { bytes[at] = 0xC3; bytes[at + 1] = 0x28 }
        Self.expectSame(PlayByPlay.self, Data(bytes))
        Self.expectSame(PlayByPlay.self, invalid)
        Self.expectSame(PlayByPlay.self, Data([0xEF, 0xBB, 0xBF]) + page)
        Self.expectSame(PlayByPlay.self, page.prefix(page.count - 3))
        Self.expectSame(PlayByPlay.self, page + Data(" x".utf8))
        Self.expectSame(PlayByPlay.self, page + Data("\n\t ".utf8))
        Self.expectSame(PlayByPlay.self, Data())
        Self.expectSame(PlayByPlay.self, Data("   ".utf8))
        Self.expectSame(PlayByPlay.self, Data(page.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "\n") : $0 }))
    }

    @Test("wrong types, missing and duplicate keys, odd keys: the same error or value")
    func hostileShapes() {
        let shapes = [
            #"{"game_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final"}"#,
            #"{"game_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": null}"#,
            #"{"game_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": {}}"#,
            #"{"game_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": [1]}"#,
            #"{"game_id": 5, "game_id": 6, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": []}"#,
            #"{"game_id": 5, "gameId": 6, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": []}"#,
            #"{"game\u005fid": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": []}"#,
            #"{"gаme_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": "final", "plays": []}"#,
            #"{"game_id": 5, "home_team": 7, "away_team": "NYK", "game_status": "final", "plays": []}"#,
            #"{"game_id": 5, "home_team": "BOS", "away_team": "NYK", "game_status": 3, "plays": []}"#,
            #"[{"game_id": 5}]"#, "5", "null", #"{"a":1,}"#, #"{"a" 1}"#, "{,}", "[1,]", "{}",
        ]
        for shape in shapes { Self.expectSame(PlayByPlay.self, shape) }
        Self.expectSame(PlayByPlay.self, Self.olderPage("home_score", "10001"))
        Self.expectSame(PlayByPlay.self, Self.olderPage("quarter", "1001"))
        Self.expectSame(PlayByPlay.self, Self.olderPage("team_resolved", "1"))
        Self.expectSame(PlayByPlay.self, Self.sdaPage("score", #"{"home": 1, "away": 2, "home": 3}"#))
        Self.expectSame(PlayByPlay.self, Self.sdaPage("score", "[3, 4]"))
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        Self.expectSame(PlayByPlay.self, Self.olderPage("resolution_summary", deep))
        Self.expectSame(JSONValue.self, deep)
    }

    /// The exception `expectSame` allows, exactly: the number's key path where `JSONDecoder`
    /// names none; a document that is not JSON keeps `JSONDecoder`'s line.
    @Test func aNumberThatDoesNotFitIsNamedByItsPath() throws {
        let url = TestPaths.fixtures.appendingPathComponent("api/admin/sports/games/22000001.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        for number in ["1.5", "1e300", "1e999", "9223372036854775808", "-9223372036854775809"] {
            let data = Data(text.replacingOccurrences(of: #""playIndex": 11,"#, with: #""playIndex": \#(number),"#).utf8)
            #expect(Self.outcome(GameDetail.self, data, fast: true)
                == .error("\(ScrollDownError.badData(endpoint: "/e", detail: "plays[5].playIndex: number does not fit Int"))"), "\(number)")
        }
        var list = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("api/admin/sports/games.json"), encoding: .utf8)
        let first = try #require(list.range(of: #""homeScore": 3,"#))   // game 48 of the list
        list.replaceSubrange(first, with: #""homeScore": 7.5,"#)
        #expect(Self.outcome(GameListResponse.self, Data(list.utf8), fast: true)
            == .error("\(ScrollDownError.badData(endpoint: "/e", detail: "games[48].homeScore: number does not fit Int"))"))
        let broken = Data(text.prefix(5_000).utf8)
        #expect(Self.outcome(GameDetail.self, broken, fast: true) == Self.outcome(GameDetail.self, broken, fast: false))
    }

    @Test("a stored game detail with one value made hostile: the same error line")
    func hostileGameDetail() throws {
        let url = TestPaths.fixtures.appendingPathComponent("api/admin/sports/games/22000001.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let edits: [(String, String)] = [
            (#""playIndex": 11,"#, #""playIndex": 1e999,"#),
            (#""pointsScored": 1,"#, #""pointsScored": 9223372036854775807,"#),
            (#""homeScore": 0,"#, #""homeScore": -1,"#),
            (#""gameClock": "11:38","#, #""gameClock": 1138,"#),
            (#""tier": 1,"#, #""tier": "1","#),
            (#""minutes": 20.8,"#, #""minutes": 1e7,"#),
            (#""points": 10,"#, #""points": 10.5,"#),
            // Box-score lines and their normalized stats: lists of objects and free-form values.
            (#""displayLabel": "PTS","#, ""), (#""key": "points","#, #""key": 5,"#), (#""key": "points","#, ""),
            (#""value": 99,"#, #""value": null,"#), (#""value": 99,"#, #""value": "99","#), (#""value": 99,"#, ""),
            (#""value": 99,"#, #""value": {"a": [1, null, true, "x", {"b": 1e3}]},"#), (#""value": 99,"#, #""value": 1e999,"#),
            (#""group": "scoring","#, #""group": null,"#), (#""group": "scoring","#, #""group": 3,"#),
            (#""playerName": "Joe Harris","#, #""playerName": null,"#), (#""playerName": "Joe Harris","#, ""),
            (#""minutes": 20.8,"#, #""minutes": "20:48","#), (#""minutes": 20.8,"#, #""minutes": null,"#),
            (#""updatedAt": "2025-10-09T01:44:00Z","#, #""updatedAt": "yesterday","#),
            (#""points": 10,"#, #""points": null,"#), (#""assists": 2,"#, #""assists": "2","#),
            // The detail's header (GameMeta): bounds, nulls and mistyped members.
            (#""season": 2020,"#, #""season": "2020","#), (#""season": 2020,"#, #""season": 99999,"#),
            (#""season": 2020,"#, #""season": null,"#), (#""season": 2020,"#, ""), (#""seasonType": "regular","#, #""seasonType": 2,"#),
            (#""homeTeamId": 4,"#, #""homeTeamId": 4.5,"#), (#""homeTeamId": 4,"#, #""homeTeamId": 1e999,"#),
            (#""homeTeamXHandle": null,"#, #""homeTeamXHandle": false,"#), (#""status": "final","#, #""status": null,"#),
            (#""status": "final","#, #""status": 3,"#), (#""status": "final","#, #""status": "\u001b[2J","#),
        ]
        for (from, to) in edits {
            #expect(text.contains(from), "the fixture no longer holds \(from)")
            Self.expectSame(GameDetail.self, Data(text.replacingOccurrences(of: from, with: to).utf8))
        }
    }

    /// One field of the plays of game 22000001 made hostile, in both dialects' recordings.
    static let playEdits: [(String, String)] = [
        (#""playIndex": 11, "#, ""), (#""playIndex": 11,"#, #""playIndex": null,"#), (#""playIndex": 11,"#, #""playIndex": "11","#),
        (#""quarter": 1,"#, #""quarter": 1001,"#), (#""quarter": 1,"#, #""quarter": -1,"#), (#""quarter": 1,"#, #""quarter": null,"#),
        (#""homeScore": 0,"#, #""homeScore": null,"#), (#""homeScore": 0,"#, #""homeScore": "0","#),
        (#""homeScore": 0,"#, #""homeScore": 10001,"#), (#""homeScore": 0,"#, #""homeScore": 9223372036854775808,"#),
        (#""score": {"home": 0, "away": 2}"#, #""score": null"#), (#""score": {"home": 0, "away": 2}"#, #""score": [0, 2]"#),
        (#""score": {"home": 0, "away": 2}"#, #""score": {"home": -1, "away": 2}"#),
        (#""score": {"home": 0, "away": 2}"#, #""score": {"home": 1e400}"#), (#""score": {"home": 0, "away": 2}"#, #""score": "0-2""#),
        (#""score": {"home": 0, "away": 2}"#, #""score": {}"#), (#""score": {"home": 0, "away": 2}"#, #""score": {"home": null, "away": 2.0}"#),
        (#""scoreBefore": {"home": 0, "away": 1}"#, #""scoreBefore": {"home": 0, "away": true}"#),
        (#""tier": 1,"#, #""tier": 1.5,"#), (#""tier": 1,"#, #""tier": null,"#), (#""tier": 1,"#, #""tier": -9223372036854775808,"#),
        (#""tier": 1,"#, #""tier": "1","#), (#""phase": "early""#, #""phase": 3"#), (#""phase": "early""#, #""phase": "\u001b[31m""#),
        (#""phase": "early""#, #""phase": "EARLY""#), (#""scoreChanged": true"#, #""scoreChanged": 1"#),
        (#""scoreChanged": true"#, #""scoreChanged": "true""#), (#""pointsScored": 1"#, #""pointsScored": -10001"#),
        (#""pointsScored": 1"#, #""pointsScored": 10000"#), (#""description": "S. Curry Free Throw 2 of 2 (2 PTS)""#, #""description": 5"#),
        (#""description": "S. Curry Free Throw 2 of 2 (2 PTS)""#, #""description": null"#),
        (#""periodType": null"#, #""periodType": 7"#), (#""gameClock": "11:38""#, #""gameClock": ["11:38"]"#),
    ]

    @Test("a play made hostile: the same value or error line in both dialects", arguments: ["api", "sda/api"])
    func hostilePlays(tree: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("\(tree)/admin/sports/games/22000001.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        // The sda recording is compact JSON: the edits lose their spaces there.
        let compact = !text.contains(#""game": {"#)
        func spelled(_ edit: String) -> String {
            compact ? edit.replacingOccurrences(of: #"": "#, with: #"":"#).replacingOccurrences(of: ", ", with: ",") : edit
        }
        var applied = 0
        for (from, to) in Self.playEdits where text.contains(spelled(from)) {
            applied += 1
            Self.expectSame(GameDetail.self, Data(text.replacingOccurrences(of: spelled(from), with: spelled(to)).utf8))
        }
        #expect(applied >= 15, "the fixture no longer holds most of the edited fields")
        for first in ["null, ", "[], ", "7, "] {
            Self.expectSame(GameDetail.self, Data(text.replacingOccurrences(of: spelled(#""plays": ["#), with: spelled(#""plays": ["#) + first).utf8))
        }
    }

    @Test("hostile input leaves the fast path (and JSONDecoder answers)")
    func hostileInputFallsBack() {
        for json in [Self.olderPage("description", #""\ud800""#), #"{"a": 1, "a": 2}"#, "\u{FEFF}{}", "[01]"] {
            #expect(throws: FastJSONBail.self) { try FastJSONDecoder.decodeWithoutFallback(JSONValue.self, from: Data(json.utf8)) }
        }
        #expect(throws: FastJSONBail.self) {
            try FastJSONDecoder.decodeWithoutFallback(PlayByPlay.self, from: Data(Self.olderPage("play_index", "9223372036854775808").utf8))
        }
    }
}
