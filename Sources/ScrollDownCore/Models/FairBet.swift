import Foundation

/// One bet (game, market, selection, line) with every included book's price. Decodes the
/// snake_case of CONTRACT §6 and the camelCase of sda HEAD (CONTRACT-sda §3.5) alike.
public struct FairBet: Codable, Sendable, Equatable {
    public var gameId: Int
    public var leagueCode: String
    public var homeTeam: String
    public var awayTeam: String
    /// sda HEAD only.
    public var homeTeamAbbr: String?
    /// sda HEAD only.
    public var awayTeamAbbr: String?
    public var gameDate: Date
    public var marketKey: String
    public var selectionKey: String
    public var lineValue: Double
    public var marketCategory: MarketCategory?
    public var playerName: String?
    public var description: String?
    public var trueProb: Double?
    public var referencePrice: Double?
    public var oppositeReferencePrice: Double?
    public var books: [BookOdds]
    public var hasFair: Bool
    public var evMethod: EVMethod?
    public var evConfidenceTier: ConfidenceTier?
    public var evDisabledReason: EVDisabledReason?
    public var confidence: Double?
    public var confidenceFlags: [String]
    public var estimatedSharpPrice: Double?
    public var extrapolationRefLine: Double?
    public var extrapolationDistance: Double?
    public var consensusBookCount: Int?
    public var consensusIqr: Double?
    public var perBookFairProbs: [String: Double]?
    public var fairAmericanOdds: Int?
    public var selectionDisplay: String?
    public var marketDisplayName: String?
    public var bestBook: String?
    public var bestEvPercent: Double?
    public var isReliablyPositive: Bool?
    public var confidenceDisplayLabel: String?
    public var evMethodDisplayName: String?
    public var evMethodExplanation: String?
    public var explanationSteps: [ExplanationStep]?

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

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        gameId = try c.required(Int.self, "game_id")
        leagueCode = try c.required(String.self, "league_code")
        homeTeam = try c.required(String.self, "home_team")
        awayTeam = try c.required(String.self, "away_team")
        homeTeamAbbr = try c.value(String.self, "home_team_abbr")
        awayTeamAbbr = try c.value(String.self, "away_team_abbr")
        gameDate = try c.required(Date.self, "game_date")
        marketKey = try c.required(String.self, "market_key")
        selectionKey = try c.required(String.self, "selection_key")
        lineValue = try c.value(Double.self, "line_value") ?? 0
        marketCategory = try c.value(MarketCategory.self, "market_category")
        playerName = try c.value(String.self, "player_name")
        description = try c.value(String.self, "description")
        trueProb = try c.value(Double.self, "true_prob")
        referencePrice = try c.value(Double.self, "reference_price")
        oppositeReferencePrice = try c.value(Double.self, "opposite_reference_price")
        books = try c.value([BookOdds].self, "books") ?? []
        hasFair = try c.value(Bool.self, "has_fair") ?? false
        evMethod = try c.value(EVMethod.self, "ev_method")
        evConfidenceTier = try c.value(ConfidenceTier.self, "ev_confidence_tier")
        evDisabledReason = try c.value(EVDisabledReason.self, "ev_disabled_reason")
        confidence = try c.value(Double.self, "confidence")
        confidenceFlags = try c.value([String].self, "confidence_flags") ?? []
        estimatedSharpPrice = try c.value(Double.self, "estimated_sharp_price")
        extrapolationRefLine = try c.value(Double.self, "extrapolation_ref_line")
        extrapolationDistance = try c.value(Double.self, "extrapolation_distance")
        consensusBookCount = try c.value(Int.self, "consensus_book_count")
        consensusIqr = try c.value(Double.self, "consensus_iqr")
        perBookFairProbs = try c.value([String: Double].self, "per_book_fair_probs")
        // Documented as int; a float (e.g. -105.0) is accepted and rounded.
        fairAmericanOdds = try c.value(Double.self, "fair_american_odds").flatMap { JSONValue.number($0).intValue }
        selectionDisplay = try c.value(String.self, "selection_display")
        marketDisplayName = try c.value(String.self, "market_display_name")
        bestBook = try c.value(String.self, "best_book")
        bestEvPercent = try c.value(Double.self, "best_ev_percent")
        isReliablyPositive = try c.value(Bool.self, "is_reliably_positive")
        confidenceDisplayLabel = try c.value(String.self, "confidence_display_label")
        evMethodDisplayName = try c.value(String.self, "ev_method_display_name")
        evMethodExplanation = try c.value(String.self, "ev_method_explanation")
        explanationSteps = try c.value([ExplanationStep].self, "explanation_steps")
    }

    /// The highest per-book EV percent, if any book has one.
    public var maxBookEVPercent: Double? { books.compactMap(\.evPercent).max() }
}
