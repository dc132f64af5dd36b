import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The table rules on hand-made rows: which price is opening and which closing, the best
/// price, the start cutoff, sorting, names and book labels.
@Suite struct OddsTableBuilderTests {
    static let builder = OddsTableBuilder(homeName: "Los Angeles Lakers", homeAbbreviation: "LAL",
                                          awayName: "Denver Nuggets", awayAbbreviation: "DEN")
    static let start = ISO8601.parse("2025-10-08T23:30:00Z")!

    static func row(_ book: String, _ market: String = "spread", side: String, line: Double? = nil, price: Double,
                    closing: Bool, minutesBefore: Double, category: String? = "mainline", player: String? = nil) -> OddsLine {
        OddsLine(book: book, marketType: market, marketCategory: category, playerName: player, description: nil, side: side,
                  line: line, price: price, isClosingLine: closing, observedAt: start.addingTimeInterval(-minutesBefore * 60))
    }

    @Test func closingIsTheLatestClosingRowAndOpeningTheEarliestOther() throws {
        let rows = [
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -4.5, price: -108, closing: false, minutesBefore: 600),
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -4.5, price: -112, closing: false, minutesBefore: 300),
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -4.5, price: -115, closing: true, minutesBefore: 60),
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -4.5, price: -120, closing: true, minutesBefore: 10),
            // No row of this book is marked closing: its latest row stands for the closing line.
            Self.row("FanDuel", side: "Los Angeles Lakers", line: -4.5, price: -105, closing: false, minutesBefore: 500),
            Self.row("FanDuel", side: "Los Angeles Lakers", line: -4.5, price: -110, closing: false, minutesBefore: 30),
            // After the start: in-game, dropped by the cutoff.
            Self.row("FanDuel", side: "Los Angeles Lakers", line: -4.5, price: 250, closing: true, minutesBefore: -30),
        ]
        let table = Self.builder.table(rows, category: nil, lines: .both, player: nil, cutoff: Self.start)
        let lakers = try #require(table.sections.first?.rows.first)
        #expect(lakers.label == "LAL -4.5")
        #expect(lakers.cells["DraftKings"] == OddsCell(opening: -108, closing: -120))
        #expect(lakers.cells["FanDuel"] == OddsCell(opening: -105, closing: -110))
        #expect(lakers.best == ["FanDuel"])
        // Without the cutoff (a game not started) the late row is the closing line.
        let uncut = Self.builder.table(rows, category: nil, lines: .closing, player: nil, cutoff: nil)
        #expect(uncut.sections.first?.rows.first?.cells["FanDuel"]?.closing == 250)
    }

    @Test func bestNeedsTwoPricesAndMarksTies() throws {
        let one = Self.builder.table([Self.row("DraftKings", side: "Over", line: 221.5, price: -110, closing: true, minutesBefore: 5)],
                                     category: nil, lines: .closing, player: nil, cutoff: nil)
        #expect(one.sections.first?.rows.first?.best == [])
        let tie = Self.builder.table(["DraftKings", "FanDuel", "BetMGM"].enumerated().map { i, book in
            Self.row(book, "total", side: "Over", line: 221.5, price: i == 2 ? -115 : -105, closing: true, minutesBefore: 5)
        }, category: nil, lines: .closing, player: nil, cutoff: nil)
        #expect(tie.sections.first?.rows.first?.best == ["DraftKings", "FanDuel"])
        #expect(tie.sections.first?.title == "Total")
        #expect(tie.books.map(\.label) == ["DK", "FD", "MGM"])
    }

    @Test func spreadsByAbsoluteLineTotalsOverFirst() throws {
        // Each book hangs one line per market (its latest); different books, different lines.
        let rows = [
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -6, price: -110, closing: true, minutesBefore: 5),
            Self.row("DraftKings", side: "Denver Nuggets", line: 6, price: -110, closing: true, minutesBefore: 5),
            Self.row("FanDuel", side: "Los Angeles Lakers", line: -4.5, price: -110, closing: true, minutesBefore: 5),
            Self.row("FanDuel", side: "Denver Nuggets", line: 4.5, price: -110, closing: true, minutesBefore: 5),
            Self.row("DraftKings", "total", side: "Under", line: 220, price: -110, closing: true, minutesBefore: 5),
            Self.row("FanDuel", "total", side: "Over", line: 221.5, price: -110, closing: true, minutesBefore: 5),
            Self.row("FanDuel", "total", side: "Under", line: 221.5, price: -110, closing: true, minutesBefore: 5),
            Self.row("DraftKings", "moneyline", side: "home", price: -180, closing: true, minutesBefore: 5),
            Self.row("DraftKings", "moneyline", side: "away", price: 150, closing: true, minutesBefore: 5),
        ]
        let table = Self.builder.table(rows, category: .mainline, lines: .closing, player: nil, cutoff: nil)
        #expect(table.sections.map(\.title) == ["Moneyline", "Spread", "Total"])
        #expect(table.sections.map { $0.rows.map(\.label) } == [
            ["DEN", "LAL"], ["DEN +4.5", "LAL -4.5", "DEN +6", "LAL -6"], ["Under 220", "Over 221.5", "Under 221.5"],
        ])
    }

    @Test func aBookKeepsOnlyItsLatestLinePerSide() throws {
        // DraftKings moved -4.5 → -5: the closing table has its -5 only; the opening, its -4.5.
        let rows = [
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -4.5, price: -110, closing: false, minutesBefore: 600),
            Self.row("DraftKings", side: "Los Angeles Lakers", line: -5, price: -108, closing: true, minutesBefore: 5),
        ]
        let closing = Self.builder.table(rows, category: nil, lines: .closing, player: nil, cutoff: nil)
        #expect(closing.sections.first?.rows.map(\.label) == ["LAL -5"])
        let opening = Self.builder.table(rows, category: nil, lines: .opening, player: nil, cutoff: nil)
        #expect(opening.sections.first?.rows.map(\.label) == ["LAL -4.5"])
    }

    @Test func playerFilterFoldsAccentsAndImpliesProps() {
        let rows = [Self.row("DraftKings", "player_points", side: "Over", line: 26.5, price: -110, closing: true, minutesBefore: 5,
                             category: "player_prop", player: "Nikola Jokić"),
                    Self.row("DraftKings", "player_points", side: "Over", line: 24.5, price: -110, closing: true, minutesBefore: 5,
                             category: "player_prop", player: "LeBron James")]
        for needle in ["jokic", "JOKIĆ", "Nikola"] {
            let table = Self.builder.table(rows, category: nil, lines: .closing, player: needle, cutoff: nil)
            #expect(table.category == .playerProp)
            #expect(table.sections.map(\.title) == ["Nikola Jokić"], "\(needle)")
        }
        #expect(Self.builder.table(rows, category: nil, lines: .closing, player: "curry", cutoff: nil).isEmpty)
    }

    @Test func namesOfMarketsAndBooks() {
        #expect(MarketNames.periodSuffix(of: "spreads_h1") == "H1")
        #expect(MarketNames.periodSuffix(of: "totals_q3") == "Q3")
        #expect(MarketNames.periodSuffix(of: "h2h_p2") == "P2")
        #expect(MarketNames.periodSuffix(of: "h2h_1st_5_innings") == "1ST 5 INNINGS")
        for key in ["player_points", "h2h", "player_threes", "team_totals", "totals_q5", "alternate_spreads"] {
            #expect(MarketNames.periodSuffix(of: key) == nil, "\(key)")
        }
        #expect(MarketNames.title(of: "spreads_h1") == "Spread H1")
        #expect(MarketNames.title(of: "alternate_totals") == "Alt total")
        #expect(MarketNames.stat(of: "player_points_rebounds_assists") == "Pts+Reb+Ast")
        #expect(MarketNames.stat(of: "batter_total_bases") == "Total bases")
        #expect(MarketNames.stat(of: "player_points_alternate") == "Points (alt)")
        #expect(OddsCategory(contract: nil, marketType: "totals_q1") == .period)
        #expect(OddsCategory(contract: "player_prop", marketType: "x") == .playerProp)
        #expect(Books.abbreviation(for: "DraftKings") == "DK")
        #expect(Books.abbreviation(for: "William Hill (UK)") == "WHUK")
        #expect(Books.abbreviation(for: "Regional Sportsbook Co") == "Regional")
        #expect(Books.abbreviation(for: "Fliffy", serverAbbreviation: "FLY") == "FLY")
        // Two books that would share a label keep their full names.
        #expect(Books.labels(for: ["Acme Sportsbook", "Acme Sports Co"]) == ["Acme Sportsbook": "Acme Sportsbook", "Acme Sports Co": "Acme Sports Co"])
        #expect(Books.sorted(["Zeta", "Pinnacle", "FanDuel", "alpha", "DraftKings"]) == ["DraftKings", "FanDuel", "Pinnacle", "alpha", "Zeta"])
    }
}
