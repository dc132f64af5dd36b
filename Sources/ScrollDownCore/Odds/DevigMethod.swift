import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How the bookmaker's margin is removed from a market's implied probabilities `q`
/// (which sum to S = 1 + overround) to get fair probabilities `p` that sum to 1.
///
/// The formulas, as published (Clarke, Kovalchik & Ingram 2017; Cheung 2015; Shin 1993 with
/// Jullien & Salanié 1994; the `implied` R package documents all five):
/// - multiplicative: pᵢ = qᵢ / S
/// - additive: pᵢ = qᵢ − (S − 1) / n
/// - power: pᵢ = qᵢᵏ with k chosen so that Σ pᵢ = 1
/// - shin: pᵢ = (√(z² + 4(1 − z)·qᵢ²/S) − z) / (2(1 − z)) with z chosen so that Σ pᵢ = 1
/// - odds-ratio: pᵢ = qᵢ / (c + qᵢ − c·qᵢ) with c chosen so that Σ pᵢ = 1
public enum DevigMethod: String, CaseIterable, Sendable, Codable {
    case multiplicative
    case additive
    case power
    case shin
    case oddsRatio = "odds-ratio"

    /// The name shown to readers ("multiplicative", "odds ratio").
    var displayName: String {
        switch self {
        case .multiplicative: return "multiplicative"
        case .additive: return "additive"
        case .power: return "power"
        case .shin: return "Shin"
        case .oddsRatio: return "odds ratio"
        }
    }

    /// One line on what the method assumes, for `fairbet --explain`.
    var summary: String {
        switch self {
        case .multiplicative: return "divides each side's implied probability by their sum (margin spread in proportion)"
        case .additive: return "subtracts an equal share of the margin from every side"
        case .power: return "raises every implied probability to the power k that makes them sum to 1 (more margin on longshots)"
        case .shin: return "Shin's insider-trading model: solves for the insider share z that makes the fair probabilities sum to 1"
        case .oddsRatio: return "divides every side's odds q/(1−q) by the one ratio c that makes the probabilities sum to 1"
        }
    }

    /// The name of the fitted parameter, when the method has one.
    var parameterName: String? {
        switch self {
        case .multiplicative, .additive: return nil
        case .power: return "k"
        case .shin: return "z"
        case .oddsRatio: return "c"
        }
    }
}
