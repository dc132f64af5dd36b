import Foundation

/// E8 response: one page of cross-book pregame prices (snake_case + six camelCase keys).
public struct FairBetPage: Codable, Sendable, Equatable {
    public var bets: [FairBet]
    /// An upper bound in light mode; may be null.
    public var total: Int?
    /// Nil on older servers without cursor paging.
    public var hasMore: Bool?
    public var nextCursor: String?
    public var snapshotId: String?
    public var generatedAt: Date?
    public var warnings: [String]
    public var booksAvailable: [String]
    public var marketCategoriesAvailable: [String]
    public var gamesAvailable: [FairBetGame]
    public var evDiagnostics: [String: JSONValue]
    public var evConfig: JSONValue?

    enum CodingKeys: String, CodingKey {
        case bets, total, hasMore, nextCursor, snapshotId, generatedAt, warnings
        case booksAvailable = "books_available"
        case marketCategoriesAvailable = "market_categories_available"
        case gamesAvailable = "games_available"
        case evDiagnostics = "ev_diagnostics"
        case evConfig = "ev_config"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        bets = try c.decode([FairBet].self, forKey: .bets)
        total = try c.decodeIfPresent(Int.self, forKey: .total)
        hasMore = try c.decodeIfPresent(Bool.self, forKey: .hasMore)
        nextCursor = try c.decodeIfPresent(String.self, forKey: .nextCursor)
        snapshotId = try c.decodeIfPresent(String.self, forKey: .snapshotId)
        generatedAt = try c.decodeIfPresent(Date.self, forKey: .generatedAt)
        warnings = try c.decodeIfPresent([String].self, forKey: .warnings) ?? []
        booksAvailable = try c.decodeIfPresent([String].self, forKey: .booksAvailable) ?? []
        marketCategoriesAvailable = try c.decodeIfPresent([String].self, forKey: .marketCategoriesAvailable) ?? []
        gamesAvailable = try c.decodeIfPresent([FairBetGame].self, forKey: .gamesAvailable) ?? []
        evDiagnostics = try c.decodeIfPresent([String: JSONValue].self, forKey: .evDiagnostics) ?? [:]
        evConfig = try c.decodeIfPresent(JSONValue.self, forKey: .evConfig)
    }

    /// Builds a page, e.g. for the mock service.
    public init(bets: [FairBet], total: Int?, hasMore: Bool?, nextCursor: String? = nil, snapshotId: String? = nil,
                generatedAt: Date? = nil, warnings: [String] = [], booksAvailable: [String] = [],
                marketCategoriesAvailable: [String] = [], gamesAvailable: [FairBetGame] = [],
                evDiagnostics: [String: JSONValue] = [:], evConfig: JSONValue? = nil) {
        self.bets = bets
        self.total = total
        self.hasMore = hasMore
        self.nextCursor = nextCursor
        self.snapshotId = snapshotId
        self.generatedAt = generatedAt
        self.warnings = warnings
        self.booksAvailable = booksAvailable
        self.marketCategoriesAvailable = marketCategoriesAvailable
        self.gamesAvailable = gamesAvailable
        self.evDiagnostics = evDiagnostics
        self.evConfig = evConfig
    }
}

/// One bet (game, market, selection, line) with every included book's price.
public struct FairBet: Codable, Sendable, Equatable {
    public var gameId: Int
    public var leagueCode: String
    public var homeTeam: String
    public var awayTeam: String
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
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gameId = try c.decode(Int.self, forKey: .gameId)
        leagueCode = try c.decode(String.self, forKey: .leagueCode)
        homeTeam = try c.decode(String.self, forKey: .homeTeam)
        awayTeam = try c.decode(String.self, forKey: .awayTeam)
        gameDate = try c.decode(Date.self, forKey: .gameDate)
        marketKey = try c.decode(String.self, forKey: .marketKey)
        selectionKey = try c.decode(String.self, forKey: .selectionKey)
        lineValue = try c.decodeIfPresent(Double.self, forKey: .lineValue) ?? 0
        marketCategory = try c.decodeIfPresent(MarketCategory.self, forKey: .marketCategory)
        playerName = try c.decodeIfPresent(String.self, forKey: .playerName)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        trueProb = try c.decodeIfPresent(Double.self, forKey: .trueProb)
        referencePrice = try c.decodeIfPresent(Double.self, forKey: .referencePrice)
        oppositeReferencePrice = try c.decodeIfPresent(Double.self, forKey: .oppositeReferencePrice)
        books = try c.decodeIfPresent([BookOdds].self, forKey: .books) ?? []
        hasFair = try c.decodeIfPresent(Bool.self, forKey: .hasFair) ?? false
        evMethod = try c.decodeIfPresent(EVMethod.self, forKey: .evMethod)
        evConfidenceTier = try c.decodeIfPresent(ConfidenceTier.self, forKey: .evConfidenceTier)
        evDisabledReason = try c.decodeIfPresent(EVDisabledReason.self, forKey: .evDisabledReason)
        confidence = try c.decodeIfPresent(Double.self, forKey: .confidence)
        confidenceFlags = try c.decodeIfPresent([String].self, forKey: .confidenceFlags) ?? []
        estimatedSharpPrice = try c.decodeIfPresent(Double.self, forKey: .estimatedSharpPrice)
        extrapolationRefLine = try c.decodeIfPresent(Double.self, forKey: .extrapolationRefLine)
        extrapolationDistance = try c.decodeIfPresent(Double.self, forKey: .extrapolationDistance)
        consensusBookCount = try c.decodeIfPresent(Int.self, forKey: .consensusBookCount)
        consensusIqr = try c.decodeIfPresent(Double.self, forKey: .consensusIqr)
        perBookFairProbs = try c.decodeIfPresent([String: Double].self, forKey: .perBookFairProbs)
        // Documented as int; a float (e.g. -105.0) is accepted and rounded.
        fairAmericanOdds = try c.decodeIfPresent(Double.self, forKey: .fairAmericanOdds).flatMap { JSONValue.number($0).intValue }
        selectionDisplay = try c.decodeIfPresent(String.self, forKey: .selectionDisplay)
        marketDisplayName = try c.decodeIfPresent(String.self, forKey: .marketDisplayName)
        bestBook = try c.decodeIfPresent(String.self, forKey: .bestBook)
        bestEvPercent = try c.decodeIfPresent(Double.self, forKey: .bestEvPercent)
        isReliablyPositive = try c.decodeIfPresent(Bool.self, forKey: .isReliablyPositive)
        confidenceDisplayLabel = try c.decodeIfPresent(String.self, forKey: .confidenceDisplayLabel)
        evMethodDisplayName = try c.decodeIfPresent(String.self, forKey: .evMethodDisplayName)
        evMethodExplanation = try c.decodeIfPresent(String.self, forKey: .evMethodExplanation)
        explanationSteps = try c.decodeIfPresent([ExplanationStep].self, forKey: .explanationSteps)
    }

    /// The highest per-book EV percent, if any book has one.
    public var maxBookEVPercent: Double? { books.compactMap(\.evPercent).max() }
}

/// One book's price for a bet; `evPercent` is a percent (2.35 = 2.35 %).
public struct BookOdds: Codable, Sendable, Equatable {
    public var book: String
    public var price: Double
    public var observedAt: Date?
    public var evPercent: Double?
    public var displayEv: Double?
    public var impliedProb: Double?
    public var isSharp: Bool
    public var evMethod: EVMethod?
    public var evConfidenceTier: ConfidenceTier?
    public var bookAbbr: String?
    public var priceDecimal: Double?
    public var evTier: EVTier?

    enum CodingKeys: String, CodingKey {
        case book, price
        case observedAt = "observed_at"
        case evPercent = "ev_percent"
        case displayEv = "display_ev"
        case impliedProb = "implied_prob"
        case isSharp = "is_sharp"
        case evMethod = "ev_method"
        case evConfidenceTier = "ev_confidence_tier"
        case bookAbbr = "book_abbr"
        case priceDecimal = "price_decimal"
        case evTier = "ev_tier"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        book = try c.decode(String.self, forKey: .book)
        price = try c.decode(Double.self, forKey: .price)
        observedAt = try c.decodeIfPresent(Date.self, forKey: .observedAt)
        evPercent = try c.decodeIfPresent(Double.self, forKey: .evPercent)
        displayEv = try c.decodeIfPresent(Double.self, forKey: .displayEv)
        impliedProb = try c.decodeIfPresent(Double.self, forKey: .impliedProb)
        isSharp = try c.decodeIfPresent(Bool.self, forKey: .isSharp) ?? false
        evMethod = try c.decodeIfPresent(EVMethod.self, forKey: .evMethod)
        evConfidenceTier = try c.decodeIfPresent(ConfidenceTier.self, forKey: .evConfidenceTier)
        bookAbbr = try c.decodeIfPresent(String.self, forKey: .bookAbbr)
        priceDecimal = try c.decodeIfPresent(Double.self, forKey: .priceDecimal)
        evTier = try c.decodeIfPresent(EVTier.self, forKey: .evTier)
    }
}

/// One step of a bet's math walkthrough.
public struct ExplanationStep: Codable, Sendable, Equatable {
    public var stepNumber: Int?
    public var title: String?
    public var description: String?
    public var detailRows: [DetailRow]

    /// A label/value row of a step.
    public struct DetailRow: Codable, Sendable, Equatable {
        public var label: String
        /// Text as sent; numbers are rendered as text.
        public var value: String
        public var isHighlight: Bool

        enum CodingKeys: String, CodingKey {
            case label, value
            case isHighlight = "is_highlight"
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
            switch try c.decodeIfPresent(JSONValue.self, forKey: .value) {
            case .string(let text): value = text
            case .number(let number): value = Int(exactly: number).map(String.init) ?? String(number)
            case .bool(let flag): value = String(flag)
            default: value = ""
            }
            isHighlight = try c.decodeIfPresent(Bool.self, forKey: .isHighlight) ?? false
        }
    }

    enum CodingKeys: String, CodingKey {
        case stepNumber = "step_number"
        case title, description
        case detailRows = "detail_rows"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        stepNumber = try c.decodeIfPresent(Int.self, forKey: .stepNumber)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        detailRows = try c.decodeIfPresent([DetailRow].self, forKey: .detailRows) ?? []
    }
}

/// A game listed in `games_available` (only with `include_meta=true`).
public struct FairBetGame: Codable, Sendable, Equatable {
    public var gameId: Int
    public var matchup: String?
    public var gameDate: Date?

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case matchup
        case gameDate = "game_date"
    }

    /// Builds an entry, e.g. for the mock service.
    public init(gameId: Int, matchup: String?, gameDate: Date?) {
        self.gameId = gameId
        self.matchup = matchup
        self.gameDate = gameDate
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gameId = try c.decode(Int.self, forKey: .gameId)
        matchup = try c.decodeIfPresent(String.self, forKey: .matchup)
        gameDate = try c.decodeIfPresent(Date.self, forKey: .gameDate)
    }
}
