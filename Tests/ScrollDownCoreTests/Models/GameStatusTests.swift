import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct GameStatusTests {
    @Test(arguments: [
        ("scheduled", GameState.upcoming), ("pregame", .upcoming), ("pre_game", .upcoming), ("created", .upcoming),
        ("live", .live), ("in_progress", .live), ("halftime", .live),
        ("final", .final), ("completed", .final), ("official", .final), ("archived", .final),
        ("postponed", .canceled), ("canceled", .canceled), ("cancelled", .canceled),
        (" FINAL ", .final), ("Archived", .final),
    ])
    func knownStatusMapsToState(raw: String, expected: GameState) {
        let status = GameStatus(rawString: raw)
        #expect(!status.isUnknown)
        // Server flags are ignored for a known status: archived has every flag false.
        #expect(GameState.from(status: status, isLive: false, isFinal: false, isPregame: false) == expected)
    }

    @Test func archivedIsFinalAlthoughServerFlagsAreFalse() {
        #expect(GameStatus.archived.isFinal)
        #expect(!GameStatus.archived.isLive)
        #expect(GameState.from(status: .archived, isLive: false, isFinal: false, isPregame: false) == .final)
    }

    @Test func unknownStatusIsKeptAndFallsBackToFlags() throws {
        let status = GameStatus(rawString: "awaiting_review")
        #expect(status == .unknown("awaiting_review"))
        #expect(status.rawString == "awaiting_review")
        #expect(GameState.from(status: status, isLive: nil, isFinal: true, isPregame: nil) == .final)
        #expect(GameState.from(status: status, isLive: true, isFinal: nil, isPregame: nil) == .live)
        #expect(GameState.from(status: status, isLive: nil, isFinal: nil, isPregame: true) == .upcoming)
        #expect(GameState.from(status: status, isLive: nil, isFinal: nil, isPregame: nil) == .unknown)
        #expect(GameState.from(status: nil, isLive: nil, isFinal: true, isPregame: nil) == .final)
    }

    @Test func decodesAndEncodesRawString() throws {
        let decoded = try TestPaths.decode([GameStatus].self, #"["in_progress","weird"]"#)
        #expect(decoded == [.inProgress, .unknown("weird")])
        let encoded = try String(decoding: JSONEncoder().encode(decoded), as: UTF8.self)
        #expect(encoded == #"["in_progress","weird"]"#)
    }
}

@Suite struct LeagueTests {
    @Test(arguments: [
        (League.nba, 1, "Q1"), (.nba, 4, "Q4"), (.nba, 5, "OT"), (.nba, 6, "2OT"), (.nba, 0, "Q1"),
        (.nfl, 5, "OT"), (.ncaab, 1, "H1"), (.ncaab, 2, "H2"), (.ncaab, 3, "OT"), (.ncaab, 5, "3OT"),
        (.nhl, 3, "P3"), (.nhl, 4, "OT"), (.nhl, 5, "2OT"), (.nhl, 6, "3OT"),
        (.mlb, 1, "1st"), (.mlb, 2, "2nd"), (.mlb, 3, "3rd"), (.mlb, 9, "9th"), (.mlb, 11, "11th"),
        (.mlb, 12, "12th"), (.mlb, 13, "13th"), (.mlb, 21, "21st"), (.unknown("XFL"), 5, "Period 5"),
    ])
    func periodLabels(league: League, period: Int, label: String) {
        #expect(league.periodLabel(period) == label)
    }

    @Test func regulationPeriodsAndCodes() {
        #expect(League.nba.regulationPeriods == 4)
        #expect(League.ncaab.regulationPeriods == 2)
        #expect(League.nhl.regulationPeriods == 3)
        #expect(League.mlb.regulationPeriods == 9)
        #expect(League(rawString: "ncaab") == .ncaab)
        #expect(League(rawString: "MLS") == .unknown("MLS"))
        #expect(League.unknown("MLS").regulationPeriods == 2, "conservative: hide more, never less")
        #expect(League.unknown("MLS").periodLabel(5) == "Period 5")
    }
}
