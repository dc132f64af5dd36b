import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One bet (game, market, selection, line) with every included book's price. Decodes the
/// older backend's snake_case and sda's camelCase alike (docs/backend.md#key-casing-and-dialects).
struct FairBet: Codable, Sendable, Equatable {
    var gameId: Int
    var leagueCode: String
    var homeTeam: String
    var awayTeam: String
    /// sda HEAD only.
    var homeTeamAbbr: String?
    /// sda HEAD only.
    var awayTeamAbbr: String?
    var gameDate: Date
    var marketKey: String
    var selectionKey: String
    var lineValue: Double
    var marketCategory: MarketCategory?
    var playerName: String?
    var description: String?
    var trueProb: Double?
    var referencePrice: Double?
    var oppositeReferencePrice: Double?
    var books: [BookOdds]
    var hasFair: Bool
    var evMethod: EVMethod?
    var evConfidenceTier: ConfidenceTier?
    var evDisabledReason: EVDisabledReason?
    var confidence: Double?
    var confidenceFlags: [String]
    var estimatedSharpPrice: Double?
    var extrapolationRefLine: Double?
    var extrapolationDistance: Double?
    var consensusBookCount: Int?
    var consensusIqr: Double?
    var perBookFairProbs: [String: Double]?
    var fairAmericanOdds: Int?
    var selectionDisplay: String?
    var marketDisplayName: String?
    var bestBook: String?
    var bestEvPercent: Double?
    var isReliablyPositive: Bool?
    var confidenceDisplayLabel: String?
    var evMethodDisplayName: String?
    var evMethodExplanation: String?
    var explanationSteps: [ExplanationStep]?
    /// Books whose price was null or impossible: left out of `books`, named so the bet can
    /// say why it is incomplete. Not part of the wire format.
    var invalidPriceBooks: [String] = []

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case leagueCode = "league_code"
        case homeTeam = "home_team"
        case awayTeam = "away_team"
        case homeTeamAbbr = "home_team_abbr"
        case awayTeamAbbr = "away_team_abbr"
        case gameDate = "game_date"
        case marketKey = "market_key"
        case selectionKey = "selection_key"
        case lineValue = "line_value"
        case marketCategory = "market_category"
        case playerName = "player_name"
        case description
        case trueProb = "true_prob"
        case referencePrice = "reference_price"
        case oppositeReferencePrice = "opposite_reference_price"
        case books
        case hasFair = "has_fair"
        case evMethod = "ev_method"
        case evConfidenceTier = "ev_confidence_tier"
        case evDisabledReason = "ev_disabled_reason"
        case confidence
        case confidenceFlags = "confidence_flags"
        case estimatedSharpPrice = "estimated_sharp_price"
        case extrapolationRefLine = "extrapolation_ref_line"
        case extrapolationDistance = "extrapolation_distance"
        case consensusBookCount = "consensus_book_count"
        case consensusIqr = "consensus_iqr"
        case perBookFairProbs = "per_book_fair_probs"
        case fairAmericanOdds = "fair_american_odds"
        case selectionDisplay = "selection_display"
        case marketDisplayName = "market_display_name"
        case bestBook = "best_book"
        case bestEvPercent = "best_ev_percent"
        case isReliablyPositive = "is_reliably_positive"
        case confidenceDisplayLabel = "confidence_display_label"
        case evMethodDisplayName = "ev_method_display_name"
        case evMethodExplanation = "ev_method_explanation"
        case explanationSteps = "explanation_steps"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.required(Int.self, "game_id")
        leagueCode = try c.leagueCode("league_code")
        homeTeam = try c.requiredText("home_team")
        awayTeam = try c.requiredText("away_team")
        homeTeamAbbr = try c.text("home_team_abbr")
        awayTeamAbbr = try c.text("away_team_abbr")
        gameDate = try c.required(Date.self, "game_date")
        marketKey = try c.requiredText("market_key")
        selectionKey = try c.requiredText("selection_key")
        lineValue = try c.value(Double.self, "line_value") ?? 0
        guard lineValue.isFinite, ValueBounds.line.contains(lineValue) else {
            throw InvalidLine(gameDate: gameDate)
        }
        marketCategory = try c.value(MarketCategory.self, "market_category")
        playerName = try c.text("player_name")
        description = try c.text("description")
        // Server figures outside what they can be are dropped, never used.
        trueProb = try c.value(Double.self, "true_prob").flatMap(Self.probability)
        referencePrice = try c.value(Double.self, "reference_price").flatMap(Self.price)
        oppositeReferencePrice = try c.value(Double.self, "opposite_reference_price").flatMap(Self.price)
        let rows = try c.value([BookOdds.Row].self, "books") ?? []
        books = Self.onePerBook(rows.compactMap(\.odds))
        invalidPriceBooks = rows.compactMap(\.invalidBook)
        hasFair = try c.value(Bool.self, "has_fair") ?? false
        evMethod = try c.value(EVMethod.self, "ev_method")
        evConfidenceTier = try c.value(ConfidenceTier.self, "ev_confidence_tier")
        evDisabledReason = try c.value(EVDisabledReason.self, "ev_disabled_reason")
        confidence = try c.value(Double.self, "confidence").flatMap { $0.isFinite && (0...1).contains($0) ? $0 : nil }
        confidenceFlags = (try c.value([String].self, "confidence_flags") ?? []).map(cleanServerText)
        estimatedSharpPrice = try c.value(Double.self, "estimated_sharp_price").flatMap(Self.price)
        extrapolationRefLine = try c.value(Double.self, "extrapolation_ref_line").flatMap(Self.line)
        extrapolationDistance = try c.value(Double.self, "extrapolation_distance").flatMap(Self.line)
        consensusBookCount = try c.value(Int.self, "consensus_book_count").flatMap { (0...1_000).contains($0) ? $0 : nil }
        consensusIqr = try c.value(Double.self, "consensus_iqr").flatMap(Self.probability)
        perBookFairProbs = try c.value([String: Double].self, "per_book_fair_probs")?.compactMapValues(Self.probability)
        // Documented as int; a float (e.g. -105.0) is accepted and rounded.
        fairAmericanOdds = try c.value(Double.self, "fair_american_odds").flatMap(Self.price).flatMap { JSONValue.number($0).intValue }
        selectionDisplay = try c.text("selection_display")
        marketDisplayName = try c.text("market_display_name")
        bestBook = try c.text("best_book")
        bestEvPercent = try c.value(Double.self, "best_ev_percent").flatMap(Self.sanePercent)
        isReliablyPositive = try c.value(Bool.self, "is_reliably_positive")
        confidenceDisplayLabel = try c.text("confidence_display_label")
        evMethodDisplayName = try c.text("ev_method_display_name")
        evMethodExplanation = try c.text("ev_method_explanation")
        explanationSteps = try c.value([ExplanationStep].self, "explanation_steps")
    }

    /// One row per book: a book listed twice (a repeated row, or two spellings of
    /// one book) keeps its latest observation; equal or missing times keep the later row in
    /// the response, the same rule as the odds table's "latest". Order of first appearance.
    static func onePerBook(_ rows: [BookOdds]) -> [BookOdds] {
        var chosen: [String: (index: Int, row: BookOdds)] = [:]
        var order: [String] = []
        for (index, row) in rows.enumerated() {
            guard let current = chosen[row.book] else {
                chosen[row.book] = (index, row)
                order.append(row.book)
                continue
            }
            if (row.observedAt ?? .distantPast) >= (current.row.observedAt ?? .distantPast) { chosen[row.book] = (index, row) }
        }
        return order.compactMap { chosen[$0]?.row }
    }

    /// A price the server sent, if it is one (`OddsMath.isValidAmerican`).
    static func price(_ value: Double) -> Double? { OddsMath.isValidAmerican(value) ? value : nil }
    /// A probability strictly between 0 and 1.
    static func probability(_ value: Double) -> Double? { value.isFinite && value > 0 && value < 1 ? value : nil }
    /// A percent (EV) no real bet exceeds: ±10,000 %.
    static func sanePercent(_ value: Double) -> Double? { value.isFinite && abs(value) <= 10_000 ? value : nil }
    /// A line or distance within `ValueBounds.line`.
    static func line(_ value: Double) -> Double? { value.isFinite && ValueBounds.line.contains(value) ? value : nil }

    /// A row's line and price as sent, each kept only when valid, and whether either was
    /// sent but invalid (the row is then reported and never priced).
    static func linePrice(line: Double?, price: Double?) -> (line: Double?, price: Double?, invalid: Bool) {
        let keptLine = line.flatMap(Self.line), keptPrice = price.flatMap(Self.price)
        return (keptLine, keptPrice, (line != nil && keptLine == nil) || (price != nil && keptPrice == nil))
    }

    /// The highest per-book EV percent, if any book has one.
    var maxBookEVPercent: Double? { books.compactMap(\.evPercent).max() }
}

extension FairBet {
    /// A bet whose line is no line (1e300, Int.min): it cannot be named or paired, so the page
    /// leaves it out and counts it, by its game's start (only bets FairBet may show count).
    struct InvalidLine: Error {
        let gameDate: Date
    }

    /// One element of a page's `bets[]`: the bet, or nil for one with an impossible line (and
    /// then its game's start).
    struct Row: Decodable {
        let bet: FairBet?
        let invalidLineStart: Date?

        init(from decoder: Decoder) throws {
            do {
                bet = try FairBet(from: decoder)
                invalidLineStart = nil
            } catch let invalid as InvalidLine {
                bet = nil
                invalidLineStart = invalid.gameDate
            }
        }
    }
}
