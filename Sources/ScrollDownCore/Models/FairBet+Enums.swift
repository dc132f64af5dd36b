import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A FairBet market category (docs/backend.md#markets-and-categories).
enum MarketCategory: OpenEnum {
    case mainline, playerProp, teamProp, alternate, period, gameProp
    case unknown(String)

    static let known: [MarketCategory] = [.mainline, .playerProp, .teamProp, .alternate, .period, .gameProp]

    var rawString: String {
        switch self {
        case .mainline: return "mainline"
        case .playerProp: return "player_prop"
        case .teamProp: return "team_prop"
        case .alternate: return "alternate"
        case .period: return "period"
        case .gameProp: return "game_prop"
        case .unknown(let raw): return raw
        }
    }
}

/// How many books back a fair price (docs/backend.md#markets-and-categories), including the legacy
/// names.
enum ConfidenceTier: OpenEnum {
    case full, decent, thin
    case high, medium, low
    case unknown(String)

    static let known: [ConfidenceTier] = [.full, .decent, .thin, .high, .medium, .low]

    var rawString: String {
        switch self {
        case .full: return "full"
        case .decent: return "decent"
        case .thin: return "thin"
        case .high: return "high"
        case .medium: return "medium"
        case .low: return "low"
        case .unknown(let raw): return raw
        }
    }

    /// The current name: legacy high/medium/low map to full/decent/thin.
    var normalized: ConfidenceTier {
        switch self {
        case .high: return .full
        case .medium: return .decent
        case .low: return .thin
        default: return self
        }
    }
}

/// How a fair price was computed.
enum EVMethod: OpenEnum {
    case pinnacleDevig, pinnacleExtrapolated, medianConsensus
    case unknown(String)

    static let known: [EVMethod] = [.pinnacleDevig, .pinnacleExtrapolated, .medianConsensus]

    var rawString: String {
        switch self {
        case .pinnacleDevig: return "pinnacle_devig"
        case .pinnacleExtrapolated: return "pinnacle_extrapolated"
        case .medianConsensus: return "median_consensus"
        case .unknown(let raw): return raw
        }
    }
}

/// A per-book EV band: strong positive (≥ 5 %), positive, negative, neutral (sharp book).
enum EVTier: OpenEnum {
    case strongPositive, positive, negative, neutral
    case unknown(String)

    static let known: [EVTier] = [.strongPositive, .positive, .negative, .neutral]

    var rawString: String {
        switch self {
        case .strongPositive: return "strong_positive"
        case .positive: return "positive"
        case .negative: return "negative"
        case .neutral: return "neutral"
        case .unknown(let raw): return raw
        }
    }
}

/// Why a bet has no fair price.
enum EVDisabledReason: OpenEnum {
    case noStrategy, referenceMissing, referenceStale, insufficientBooks, fairOddsOutlier, entityMismatch, noPair
    case unknown(String)

    static let known: [EVDisabledReason] = [
        .noStrategy, .referenceMissing, .referenceStale, .insufficientBooks, .fairOddsOutlier, .entityMismatch, .noPair,
    ]

    var rawString: String {
        switch self {
        case .noStrategy: return "no_strategy"
        case .referenceMissing: return "reference_missing"
        case .referenceStale: return "reference_stale"
        case .insufficientBooks: return "insufficient_books"
        case .fairOddsOutlier: return "fair_odds_outlier"
        case .entityMismatch: return "entity_mismatch"
        case .noPair: return "no_pair"
        case .unknown(let raw): return raw
        }
    }
}
