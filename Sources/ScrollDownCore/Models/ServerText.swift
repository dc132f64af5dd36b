import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Server text that names things (market and selection keys, book names, market types,
/// sides, players) is cleaned where it is decoded: terminal controls, C1 controls
/// and bidi or other invisible format characters are removed by the one sanitiser
/// (`TerminalSanitizer`), so every renderer, text or JSON, and every id built from these keys
/// sees the same clean text. A bet id printed by a listing is then the id `--explain` finds.
///
/// Machine fields (dates, statuses, league codes) are not cleaned but refused: a control
/// character there is bad data, not decoration.
extension KeyedDecodingContainer where K == StringKey {
    /// An optional text under `snake` or its camel form, cleaned.
    func text(_ snake: String) throws -> String? {
        try value(String.self, snake).map(cleanServerText)
    }

    /// A required text under `snake` or its camel form, cleaned.
    func requiredText(_ snake: String) throws -> String {
        cleanServerText(try required(String.self, snake))
    }

    /// A league code: refused when it carries a control or format character (as
    /// `GameHeaderFields` does for the games' own).
    func leagueCode(_ snake: String) throws -> String {
        let code = try required(String.self, snake)
        guard TerminalSanitizer.clean(code) == code else {
            throw DecodingError.dataCorruptedError(forKey: StringKey(snake), in: self,
                                                   debugDescription: "league code with control characters")
        }
        return code
    }
}

extension KeyedDecodingContainer {
    /// An optional text, cleaned (see `KeyedDecodingContainer<StringKey>.text`).
    func decodeText(forKey key: K) throws -> String? {
        try decodeIfPresent(String.self, forKey: key).map(cleanServerText)
    }
}

/// Server text with controls removed, and the spaces a removed CR or tab leaves at either end
/// trimmed: a key or a name has no meaningful outer whitespace.
func cleanServerText(_ text: String) -> String {
    TerminalSanitizer.clean(text).trimmingWhitespaces()
}
