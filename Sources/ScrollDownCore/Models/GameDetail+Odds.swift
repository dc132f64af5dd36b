import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One stored odds row of E2 `odds[]` (pregame, not outcome-bearing).
struct OddsEntry: Codable, Sendable, Equatable {
    var book: String
    var marketType: String
    var marketCategory: String?
    var playerName: String?
    var description: String?
    var side: String?
    var line: Double?
    var price: Double?
    var isClosingLine: Bool
    var observedAt: Date?
    /// The server sent a price or line here that is none: dropped to nil, so the
    /// row shows no price and is never best; counted so the command says so once.
    var hadInvalidNumber = false

    enum CodingKeys: String, CodingKey {
        case book, marketType, marketCategory, playerName, description, side, line, price, isClosingLine, observedAt
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        book = Books.canonicalName(try c.decode(String.self, forKey: .book))
        marketType = cleanServerText(try c.decode(String.self, forKey: .marketType))
        marketCategory = try c.decodeText(forKey: .marketCategory)
        playerName = try c.decodeText(forKey: .playerName)
        description = try c.decodeText(forKey: .description)
        side = try c.decodeText(forKey: .side)
        (line, price, hadInvalidNumber) = try FairBet.linePrice(line: c.decodeIfPresent(Double.self, forKey: .line),
                                                                price: c.decodeIfPresent(Double.self, forKey: .price))
        isClosingLine = try c.decodeIfPresent(Bool.self, forKey: .isClosingLine) ?? false
        observedAt = try c.decodeIfPresent(Date.self, forKey: .observedAt)
    }
}

/// One market of E2 `oddsTable[]`: opening and closing lines grouped for display.
struct OddsTableMarket: Codable, Sendable, Equatable {
    var marketType: String
    var marketDisplay: String?
    var openingLines: [OddsTableLine]
    var closingLines: [OddsTableLine]

    enum CodingKeys: String, CodingKey { case marketType, marketDisplay, openingLines, closingLines }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        marketType = cleanServerText(try c.decode(String.self, forKey: .marketType))
        marketDisplay = try c.decodeText(forKey: .marketDisplay)
        openingLines = try c.decodeIfPresent([OddsTableLine].self, forKey: .openingLines) ?? []
        closingLines = try c.decodeIfPresent([OddsTableLine].self, forKey: .closingLines) ?? []
    }
}

/// One book's line in an `oddsTable` market.
struct OddsTableLine: Codable, Sendable, Equatable {
    var book: String
    var side: String?
    var line: Double?
    var price: Double?
    var priceDisplay: String?
    var isClosingLine: Bool?
    var isBest: Bool?
    /// As `OddsEntry.hadInvalidNumber`.
    var hadInvalidNumber = false

    enum CodingKeys: String, CodingKey { case book, side, line, price, priceDisplay, isClosingLine, isBest }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        book = Books.canonicalName(try c.decode(String.self, forKey: .book))
        side = try c.decodeText(forKey: .side)
        (line, price, hadInvalidNumber) = try FairBet.linePrice(line: c.decodeIfPresent(Double.self, forKey: .line),
                                                                price: c.decodeIfPresent(Double.self, forKey: .price))
        // The server's own rendering of an impossible price would print it anyway.
        priceDisplay = hadInvalidNumber ? nil : try c.decodeIfPresent(String.self, forKey: .priceDisplay)
        isClosingLine = try c.decodeIfPresent(Bool.self, forKey: .isClosingLine)
        isBest = hadInvalidNumber ? false : try c.decodeIfPresent(Bool.self, forKey: .isBest)
    }
}

extension OddsLine {
    /// The row as the odds table reads it.
    init(_ entry: OddsEntry) {
        self.init(book: entry.book, marketType: entry.marketType, marketCategory: entry.marketCategory,
                  playerName: entry.playerName, description: entry.description, side: entry.side, line: entry.line,
                  price: entry.price, isClosingLine: entry.isClosingLine, observedAt: entry.observedAt)
    }
}
