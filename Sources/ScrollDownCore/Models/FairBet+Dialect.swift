import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// FairBet is snake_case at the older backend and camelCase at sda (pydantic `to_camel`:
/// docs/backend.md#key-casing-and-dialects). The decoders read a key under its snake name
/// first, then under the camel form derived from it, so one model serves both and nothing
/// above the decoders learns which backend answered.
extension StringKey {
    /// pydantic's `to_camel`: `true_prob` → `trueProb`, `ev_percent` → `evPercent`.
    static func camel(_ snake: String) -> String {
        if let known = camelNames[snake] { return known }
        return camelCased(snake)
    }

    /// Every FairBet key's camel form, computed once: decoding looks them up per key and bet.
    private static let camelNames: [String: String] = Dictionary(uniqueKeysWithValues: [
        "game_id", "league_code", "home_team", "away_team", "home_team_abbr", "away_team_abbr", "game_date", "market_key",
        "selection_key", "line_value", "market_category", "player_name", "true_prob", "reference_price",
        "opposite_reference_price", "has_fair", "ev_method", "ev_confidence_tier", "ev_disabled_reason", "confidence_flags",
        "estimated_sharp_price", "extrapolation_ref_line", "extrapolation_distance", "consensus_book_count", "consensus_iqr",
        "per_book_fair_probs", "fair_american_odds", "selection_display", "market_display_name", "best_book", "best_ev_percent",
        "is_reliably_positive", "confidence_display_label", "ev_method_display_name", "ev_method_explanation",
        "explanation_steps", "observed_at", "ev_percent", "display_ev", "implied_prob", "is_sharp", "book_abbr", "price_decimal",
        "ev_tier", "step_number", "detail_rows", "is_highlight", "books_available", "market_categories_available",
        "games_available", "ev_diagnostics", "ev_config", "last_updated_at",
    ].map { ($0, camelCased($0)) })

    private static func camelCased(_ snake: String) -> String {
        let parts = snake.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return snake }
        return String(parts[0]) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension KeyedDecodingContainer where K == StringKey {
    /// The value under `snake` or its camel form: the dialect helpers' `anyOf`, with the
    /// camel spelling derived instead of written out.
    func value<T: Decodable>(_ type: T.Type, _ snake: String) throws -> T? {
        try decodeIfPresent(type, anyOf: snake, StringKey.camel(snake))
    }

    /// A required value: the key error names the snake spelling when neither is present.
    func required<T: Decodable>(_ type: T.Type, _ snake: String) throws -> T {
        try decode(type, anyOf: snake, StringKey.camel(snake))
    }
}
