import Foundation

/// One stored price as the odds table reads it: book, market, selection, line, price and when
/// it was observed. The reveal layer hands a hidden game's table only rows from before the
/// start, their free text guarded (`RevealPolicy.hiddenOddsRows`).
package struct OddsLine: Sendable, Equatable {
    package var book: String
    package var marketType: String
    package var marketCategory: String?
    package var playerName: String?
    package var description: String?
    package var side: String?
    package var line: Double?
    package var price: Double?
    package var isClosingLine: Bool
    package var observedAt: Date?

    package init(book: String, marketType: String, marketCategory: String?, playerName: String?, description: String?,
                 side: String?, line: Double?, price: Double?, isClosingLine: Bool, observedAt: Date?) {
        self.book = book
        self.marketType = marketType
        self.marketCategory = marketCategory
        self.playerName = playerName
        self.description = description
        self.side = side
        self.line = line
        self.price = price
        self.isClosingLine = isClosingLine
        self.observedAt = observedAt
    }
}
