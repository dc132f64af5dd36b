import Foundation

/// One stored odds row of E2 `odds[]` (pregame, not outcome-bearing).
public struct OddsEntry: Codable, Sendable, Equatable {
    public var book: String
    public var marketType: String
    public var marketCategory: String?
    public var playerName: String?
    public var description: String?
    public var side: String?
    public var line: Double?
    public var price: Double?
    public var isClosingLine: Bool
    public var observedAt: Date?

    enum CodingKeys: String, CodingKey {
        case book, marketType, marketCategory, playerName, description, side, line, price, isClosingLine, observedAt
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        book = try c.decode(String.self, forKey: .book)
        marketType = try c.decode(String.self, forKey: .marketType)
        marketCategory = try c.decodeIfPresent(String.self, forKey: .marketCategory)
        playerName = try c.decodeIfPresent(String.self, forKey: .playerName)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        side = try c.decodeIfPresent(String.self, forKey: .side)
        line = try c.decodeIfPresent(Double.self, forKey: .line)
        price = try c.decodeIfPresent(Double.self, forKey: .price)
        isClosingLine = try c.decodeIfPresent(Bool.self, forKey: .isClosingLine) ?? false
        observedAt = try c.decodeIfPresent(Date.self, forKey: .observedAt)
    }
}

/// One market of E2 `oddsTable[]`: opening and closing lines grouped for display.
public struct OddsTableMarket: Codable, Sendable, Equatable {
    public var marketType: String
    public var marketDisplay: String?
    public var openingLines: [OddsTableLine]
    public var closingLines: [OddsTableLine]

    enum CodingKeys: String, CodingKey { case marketType, marketDisplay, openingLines, closingLines }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        marketType = try c.decode(String.self, forKey: .marketType)
        marketDisplay = try c.decodeIfPresent(String.self, forKey: .marketDisplay)
        openingLines = try c.decodeIfPresent([OddsTableLine].self, forKey: .openingLines) ?? []
        closingLines = try c.decodeIfPresent([OddsTableLine].self, forKey: .closingLines) ?? []
    }
}

/// One book's line in an `oddsTable` market.
public struct OddsTableLine: Codable, Sendable, Equatable {
    public var book: String
    public var side: String?
    public var line: Double?
    public var price: Double?
    public var priceDisplay: String?
    public var isClosingLine: Bool?
    public var isBest: Bool?

    enum CodingKeys: String, CodingKey { case book, side, line, price, priceDisplay, isClosingLine, isBest }
}
