import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Numbers outside what a sane backend sends are refused or dropped where they are
/// decoded, and nothing made of them can trap.
struct ValueBoundsTests {
    /// A fixture document with one value replaced at a key path.
    static func fixture(_ relative: String, _ edit: (inout [String: Any]) -> Void) throws -> Data {
        let url = TestPaths.fixtures.appendingPathComponent(relative)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func expectBadData<T: Decodable>(_ type: T.Type, _ data: Data, mentions: String,
                                            sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try decodeContract(type, from: data, endpoint: "GET /test")
            Issue.record("decoded an out-of-range value", sourceLocation: sourceLocation)
        } catch let error as ScrollDownError {
            #expect(error.exitCode == 65, sourceLocation: sourceLocation)
            #expect(error.message.contains(mentions), "\(error.message)", sourceLocation: sourceLocation)
            // The value itself is never echoed: it may be a score.
            #expect(!error.message.contains("922337203685477"), sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [Int.max, Int.min, -1, 10_001])
    func aScoreOutsideZeroToTenThousandIsBadData(score: Int) throws {
        let data = try Self.fixture("api/admin/sports/games.json") { object in
            var games = object["games"] as! [[String: Any]]
            let index = games.firstIndex { $0["homeScore"] is Int }!
            games[index]["homeScore"] = score
            object["games"] = games
        }
        Self.expectBadData(GameListResponse.self, data, mentions: "homeScore: score outside 0…10000")
    }

    @Test(arguments: ["NBA\u{202E}", "\u{1B}[31mNBA", "NB\u{9B}A"])
    func aLeagueCodeWithControlCharactersIsBadData(code: String) throws {
        let data = try Self.fixture("api/admin/sports/games.json") { object in
            var games = object["games"] as! [[String: Any]]
            games[0]["leagueCode"] = code
            object["games"] = games
        }
        Self.expectBadData(GameListResponse.self, data, mentions: "leagueCode: league code with control characters")
    }

    @Test func theHighestSaneScoreDecodes() throws {
        let data = try Self.fixture("api/admin/sports/games.json") { object in
            var games = object["games"] as! [[String: Any]]
            let index = games.firstIndex { $0["homeScore"] is Int }!
            games[index]["homeScore"] = 10_000
            object["games"] = games
        }
        #expect(throws: Never.self) { try decodeContract(GameListResponse.self, from: data, endpoint: "GET /test") }
    }

    @Test(arguments: [Int.max, Int.min])
    func aBoxScoreFigureNearIntMaxIsBadData(value: Int) throws {
        let data = try Self.fixture("api/admin/sports/games/22000001.json") { object in
            var players = object["playerStats"] as! [[String: Any]]
            players[2]["points"] = value
            object["playerStats"] = players
        }
        Self.expectBadData(GameDetail.self, data, mentions: "playerStats[2].points: stat outside")
        let teams = try Self.fixture("api/admin/sports/games/22000001.json") { object in
            var stats = object["teamStats"] as! [[String: Any]]
            var inner = stats[1]["stats"] as! [String: Any]
            inner["points"] = Double(value)
            stats[1]["stats"] = inner
            object["teamStats"] = stats
        }
        Self.expectBadData(GameDetail.self, teams, mentions: "teamStats[1].stats.points: stat outside")
    }

    @Test func impossiblePricesAreNeverAPriceAndNeverTrap() {
        for price in [-50.0, 0, 99, -99.5, 1e300, -1e300, 1e19, .nan, .infinity, 100_001, -100_000.5] {
            #expect(!OddsMath.isValidAmerican(price), "\(price)")
            #expect(OddsMath.decimal(fromAmerican: price) == nil)
            #expect(OddsDisplayFormat.americanText(price) == "--" || !OddsMath.isValidAmerican(price))
            for format in OddsDisplayFormat.allCases { _ = format.text(american: price) }
        }
        for price in [100.0, -100, 100_000, -100_000, -110, 250.5] { #expect(OddsMath.isValidAmerican(price), "\(price)") }
        // A probability so small its price is beyond any book's: no price, not Int(1e302).
        for p in [1e-300, Double.leastNonzeroMagnitude, 1e-7] {
            #expect(OddsMath.american(fromProbability: p) == nil)
            #expect(OddsDisplayFormat.american.text(probability: p) == "--")
        }
        #expect(OddsDisplayFormat.americanText(1e19) == "--")
        #expect(OddsDisplayFormat.evText(1e300) == "--")
        #expect(OddsDisplayFormat.percentText(.nan) == "--")
    }

    @Test func periodScoresAndMarginsNeverTrap() {
        let pairs = ScorePair.periodScores([(away: Int.min, home: Int.max), (away: Int.max, home: Int.min)])
        #expect(pairs.contains(ScorePair(Int.min, Int.max)))
        #expect(Int.max.minus(Int.min) == nil)
        #expect(Int.min.distance(to: 0) == nil)
        #expect(3.distance(to: 10) == 7)
        _ = RevealPolicy.format(.number(1e19), as: nil)
        #expect(RevealPolicy.format(.number(.infinity), as: nil) == "--")
    }
}

/// One bad price drops a row, not the listing; keys with control bytes give ids
/// that round-trip; JSON output escapes what `JSONEncoder` leaves raw.
struct HostileFairBetDecodingTests {
    static func page(books: String, line: String = "-3.5", market: String = "spreads",
                     selection: String = "team:miami_heat") -> Data {
        Data("""
        {"bets":[{"game_id":910000001,"league_code":"NBA","home_team":"Charlotte Hornets","away_team":"Miami Heat",
        "game_date":"2025-10-10T23:10:00Z","market_key":"\(market)","selection_key":"\(selection)",
        "line_value":\(line),"books":[\(books)]},
        {"game_id":910000001,"league_code":"NBA","home_team":"Charlotte Hornets","away_team":"Miami Heat",
        "game_date":"2025-10-10T23:10:00Z","market_key":"h2h","selection_key":"team:charlotte_hornets",
        "line_value":0,"books":[{"book":"FanDuel","price":140}]}],"total":2}
        """.utf8)
    }

    @Test func aNullOrImpossiblePriceDropsThatBookOnly() throws {
        let books = #"{"book":"DraftKings","price":null},{"book":"FanDuel","price":-110},{"book":"BetMGM","price":-50},"#
            + #"{"book":"Caesars","price":1e300},{"book":"BetRivers","price":0}"#
        let page = try decodeContract(FairBetPage.self, from: Self.page(books: books), endpoint: "GET /api/fairbet/odds")
        #expect(page.bets.count == 2)
        #expect(page.bets[0].books.map(\.book) == ["FanDuel"])
        #expect(page.bets[0].invalidPriceBooks == ["DraftKings", "BetMGM", "Caesars", "BetRivers"])
    }

    @Test func aBetWithAnImpossibleLineIsLeftOutAndCounted() throws {
        let page = try decodeContract(FairBetPage.self, from: Self.page(books: #"{"book":"FanDuel","price":-110}"#, line: "1e300"),
                                      endpoint: "GET /api/fairbet/odds")
        #expect(page.bets.count == 1)
        #expect(page.invalidBets == 1)
    }

    @Test func keysWithControlBytesGiveAnIDThatRoundTrips() throws {
        let page = try decodeContract(FairBetPage.self, from: Self.page(
            books: #"{"book":"\u001b[31mFanDuel\u009b","price":-110}"#,
            market: #"\u001b]0;x\u0007spreads\u202e"#, selection: #"team:mia\u009b2Jmi_heat\r"#), endpoint: "GET /api/fairbet/odds")
        let bet = page.bets[0]
        #expect(bet.marketKey == "spreads")
        #expect(bet.books[0].book == "FanDuel")
        #expect(!bet.betID.unicodeScalars.contains { TerminalSanitizer.isControl($0) || TerminalSanitizer.isFormat($0) })
        #expect(FairBet.canonicalBetID(bet.betID) == bet.betID)
    }

    @Test func aLeagueCodeWithControlCharactersIsBadData() {
        let data = Data(String(decoding: Self.page(books: ""), as: UTF8.self)
            .replacingOccurrences(of: #""league_code":"NBA""#, with: #""league_code":"NBA\u202e""#).utf8)
        #expect(throws: ScrollDownError.self) { try decodeContract(FairBetPage.self, from: data, endpoint: "GET /x") }
    }

    @Test func jsonOutputEscapesC1AndBidiControls() {
        let escaped = JSONOutput.escapingInvisibles("{\"a\":\"x\u{9B}31m\u{202E}y\u{2066}\u{85}\u{E0001}\"}")
        #expect(escaped == #"{"a":"x\u009b31m\u202ey\u2066\u0085\udb40\udc01"}"#)
        let decoded = try? JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(decoded?["a"] == "x\u{9B}31m\u{202E}y\u{2066}\u{85}\u{E0001}")
        #expect(JSONOutput.escapingInvisibles("plain é ü 😀") == "plain é ü 😀")
    }
}

/// One name per book, one row per book.
struct BookIdentityTests {
    @Test func circaAndCircaSportsAreOneSharpBook() {
        #expect(Books.canonicalName("Circa") == "Circa Sports")
        #expect(Books.canonicalName(" circa  sports ") == "Circa Sports")
        #expect(Books.canonicalName("\u{1B}[31mFanDuel") == "FanDuel")
        #expect(Books.isSharp(Books.canonicalName("Circa")))
        #expect(Books.canonicalName("Some New Book") == "Some New Book")
    }

    @Test func aBookListedTwiceKeepsItsLatestRow() throws {
        let books = #"{"book":"Circa","price":-110,"observed_at":"2025-10-10T15:00:00Z"},"#
            + #"{"book":"FanDuel","price":-112,"observed_at":"2025-10-10T15:00:00Z"},"#
            + #"{"book":"Circa Sports","price":-105,"observed_at":"2025-10-10T16:00:00Z"},"#
            + #"{"book":"FanDuel","price":-120,"observed_at":"2025-10-10T14:00:00Z"},"#
            + #"{"book":"BetMGM","price":-115},{"book":"BetMGM","price":-118}"#
        let page = try decodeContract(FairBetPage.self, from: HostileFairBetDecodingTests.page(books: books), endpoint: "GET /x")
        let bet = page.bets[0]
        #expect(bet.books.map(\.book) == ["Circa Sports", "FanDuel", "BetMGM"])
        #expect(bet.books.map(\.price) == [-105, -112, -118], "latest observation; equal times: the later row")
    }
}

/// Alternate spreads list each team at +L and −L; each pair is priced.
struct AlternateSpreadTests {
    static func bet(_ team: String, _ line: Double, _ prices: [Double]) throws -> FairBet {
        let books = zip(["DraftKings", "FanDuel", "BetMGM"], prices).map { #"{"book":"\#($0)","price":\#($1)}"# }.joined(separator: ",")
        let json = #"{"game_id":910000001,"league_code":"NBA","home_team":"Charlotte Hornets","away_team":"Miami Heat","#
            + #""game_date":"2025-10-10T23:10:00Z","market_key":"alternate_spreads","selection_key":"team:\#(team)","#
            + #""line_value":\#(line),"market_category":"alternate","books":[\#(books)]}"#
        return try JSONDecoder.contract().decode(FairBet.self, from: Data(json.utf8))
    }

    @Test func eachTeamAtBothLinesIsPairedWithItsOpposite() throws {
        let bets = [try Self.bet("miami_heat", -5.5, [140, 145, 150]), try Self.bet("charlotte_hornets", 5.5, [-170, -175, -180]),
                    try Self.bet("miami_heat", 5.5, [-300, -310, -320]), try Self.bet("charlotte_hornets", -5.5, [230, 240, 250])]
        let priced = BetPricer.price(bets, method: .multiplicative)
        #expect(priced.count == 4)
        #expect(priced.allSatisfy { $0.fair != nil }, "\(priced.map { $0.fair == nil })")
        let heatMinus = try #require(priced.first { $0.bet.selectionKey == "team:miami_heat" && $0.bet.lineValue == -5.5 }?.fair)
        let hornetsPlus = try #require(priced.first { $0.bet.selectionKey == "team:charlotte_hornets" && $0.bet.lineValue == 5.5 }?.fair)
        #expect(abs(heatMinus.probability + hornetsPlus.probability - 1) < 1e-9, "paired with each other")
    }
}

/// The spilling sort behind `fairbet --format ndjson --sort ev`.
@Suite(.temporaryHome) struct SpillSorterTests {
    @Test func mergesSpilledRunsInOrderAndCleansUp() throws {
        let directory = TemporaryHome.makeDirectory("spill").appendingPathComponent("sort")
        let sorter = SpillSorter(directory: directory, runSize: 3)
        var keys: [SpillSorter.SortKey] = []
        for i in 0..<20 {
            let ev: Double? = i % 5 == 0 ? nil : Double((i * 7) % 11) - 5
            keys.append(.init(ev: ev, start: Date(timeIntervalSince1970: Double(1_000 - i)), id: "bet\t\(i)".replacingOccurrences(of: "\t", with: "-")))
            try sorter.add(keys[i], line: #"{"n":\#(i),"text":"a\tb é"}"#)
        }
        #expect(FileManager.default.fileExists(atPath: directory.path), "runs were spilled")
        var out: [String] = []
        try sorter.finish { out.append($0) }
        let expected = keys.indices.sorted { keys[$0].precedesForTest(keys[$1]) }.map { #"{"n":\#($0),"text":"a\tb é"}"# }
        #expect(out == expected)
        #expect(!FileManager.default.fileExists(atPath: directory.path), "run files removed")
    }

    @Test func aListThatFitsOneRunNeverTouchesTheDisk() throws {
        let directory = TemporaryHome.makeDirectory("spill").appendingPathComponent("sort")
        let sorter = SpillSorter(directory: directory, runSize: 500)
        try sorter.add(.init(ev: 1, start: Date(timeIntervalSince1970: 0), id: "a"), line: "a")
        try sorter.add(.init(ev: 2, start: Date(timeIntervalSince1970: 0), id: "b"), line: "b")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        var out: [String] = []
        try sorter.finish { out.append($0) }
        #expect(out == ["b", "a"])
    }
}

extension SpillSorter.SortKey {
    func precedesForTest(_ other: Self) -> Bool {
        let l = ev ?? -.infinity, r = other.ev ?? -.infinity
        if l != r { return l > r }
        return (start, id) < (other.start, other.id)
    }
}
