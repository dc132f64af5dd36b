import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The names in a hidden game's odds rows are server text and pass the leak guard; rows that
/// may be in-game prices (no time, or a price no pregame market posts) are never its opening
/// or closing lines, and a note counts them.
@Suite(.temporaryHome) struct OddsGuardTests {
    static let formats = ["text", "json", "ndjson"]
    /// Names that state a result, in each free-text field of a row.
    static let leakyNames = ["Atlanta Hawks won 131-116", "Jokic scored 40 in the win", "Final: DEN 131 LAL 116", "Hawks won by 15"]

    /// The odds tree with rows whose names state a result and rows that may be in-game prices,
    /// added to every game.
    static func tree() throws -> OddsFixtures {
        let tree = try OddsFixtures()
        for id in [OddsFixtures.final, OddsFixtures.live, OddsFixtures.upcoming] {
            let url = tree.root.appendingPathComponent("api/admin/sports/games/\(id).json")
            var detail = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let game = try #require(detail["game"] as? [String: Any])
            let date = try #require(game["gameDate"] as? String)
            let start = try #require(ISO8601.parse(date))
            let before = ISO8601.format(start.addingTimeInterval(-3_600))
            let after = ISO8601.format(start.addingTimeInterval(3_600))
            func row(_ book: String, _ market: String, _ category: String, _ side: String, _ price: Double,
                     player: String? = nil, at: String?, closing: Bool = true) -> [String: Any] {
                ["book": book, "marketType": market, "marketCategory": category, "playerName": player ?? NSNull(),
                 "description": player ?? NSNull(), "side": side, "line": NSNull(), "price": price, "isClosingLine": closing,
                 "observedAt": at ?? NSNull()]
            }
            var rows = try #require(detail["odds"] as? [[String: Any]])
            rows += [
                // A selection, a market, a player and a book whose names state a result.
                row("DraftKings", "moneyline", "mainline", leakyNames[0], 205, at: before),
                row("DraftKings", "player_points", "player_prop", "Over", 131, player: leakyNames[1], at: before),
                row(leakyNames[2], "moneyline", "mainline", "Denver Nuggets", 161, at: before),
                row("FanDuel", "hawks_won_by_15", "game_prop", "Yes", 450, at: before),
                // No time: closing or opening, it may have been taken during the game.
                row("FanDuel", "moneyline", "mainline", "Denver Nuggets", -127, at: nil),
                row("BetMGM", "moneyline", "mainline", "Los Angeles Lakers", 183, at: nil, closing: false),
                // Dated before the start, but no pregame market is that sure (98% implied).
                row("Caesars", "moneyline", "mainline", "Los Angeles Lakers", -4900, at: before),
                // In-game prices: dropped, and not counted (how many, and how extreme, follows the game).
                row("Caesars", "moneyline", "mainline", "Los Angeles Lakers", -9100, at: after),
                row("BetMGM", "moneyline", "mainline", "Denver Nuggets", -9100, at: after),
            ]
            detail["odds"] = rows
            try JSONSerialization.data(withJSONObject: detail).write(to: url)
        }
        return tree
    }

    static let leftOutPrices = ["-127", "183", "-4900", "-4,900", "4900", "9100"]

    @Test func aHiddenGamesNamesPassTheGuardAndPossibleInGameRowsAreLeftOut() async throws {
        let cli = try Self.tree().harness()
        for id in [OddsFixtures.final, OddsFixtures.live] {
            for format in Self.formats {
                for category in OddsCategory.allCases {
                    let result = await cli.run(["odds", String(id), "--category", category.rawValue, "--opening", "--closing",
                                                "--format", format, "-q"])
                    #expect(result.code == 0, "\(result.stderr)")
                    for name in Self.leakyNames + ["hawks_won_by_15", "Hawks won by 15", "131-116", "won"] {
                        #expect(!result.stdout.contains(name), "\(id) \(format) \(category): \(name)")
                    }
                    for price in Self.leftOutPrices {
                        #expect(!result.stdout.contains(price), "\(id) \(format) \(category): a possible in-game price \(price)")
                    }
                }
            }
            let text = await cli.run(["odds", String(id), "-q", "--opening", "--closing"])
            // The names are replaced by the marker, as in every other guarded text.
            #expect(text.stdout.contains(LeakGuard.marker), "\(text.stdout)")
            let words = text.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("3 stored rows were left out: without a time, or priced beyond any pregame market "
                                   + "(above 97% implied), a row may be an in-game price."), "\(text.stdout)")
            let props = await cli.run(["odds", String(id), "-q", "--category", "player-prop"])
            #expect(!props.stdout.contains("left out"), "no row of this category was left out")
            let json = await cli.run(["odds", String(id), "--format", "json", "-q"])
            #expect(json.stdout.contains("3 stored rows were left out"))
        }
    }

    @Test func aVisibleOrUpcomingGameShowsItsRowsAsStored() async throws {
        let cli = try Self.tree().harness()
        let peek = await cli.run(["odds", String(OddsFixtures.final), "--peek", "-q"])
        #expect(peek.stdout.contains(Self.leakyNames[0]), "\(peek.stdout)")
        #expect(!peek.stdout.contains("left out"))
        let upcoming = await cli.run(["odds", String(OddsFixtures.upcoming), "-q", "--opening", "--closing"])
        #expect(upcoming.stdout.contains(Self.leakyNames[0]))
        #expect(!upcoming.stdout.contains("left out"))
        #expect(!upcoming.stdout.contains(LeakGuard.marker))
    }

    /// The known vocabulary is never sent through the guard, so it cannot be lost to it; free
    /// text is read as words.
    @Test func knownNamesAreKeptAndSnakeCasedSentencesAreRead() throws {
        for known in ["spreads_h1", "player_points", "batter_total_bases", "pitcher_strikeouts_alternate", "alternate_totals",
                      "h2h", "totals_q3", "team_totals"] {
            #expect(RevealPolicy.isKnownMarket(known), "\(known)")
        }
        for unknown in ["game_overtime", "hawks_won_by_15", "player_won_the_game"] { #expect(!RevealPolicy.isKnownMarket(unknown)) }
        let shield = LeakGuard(LeakGuardContext(regulationPeriods: 4, gameIsFinished: true, teamNames: ["Atlanta Hawks", "Hawks"]))
        #expect(RevealPolicy.guarded("hawks_won_by_15", shield) == LeakGuard.marker)
        #expect(RevealPolicy.guarded("Nikola Jokić", shield) == "Nikola Jokić")
    }
}
