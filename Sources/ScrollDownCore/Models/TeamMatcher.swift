import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Whether a reader's words name one of a game's teams: the one reading of team rules
/// (`alwaysHideTeams`, `neverHideTeams`), `--team`, `catch-up` and game names.
///
/// A rule matches a team when, case- and diacritic-insensitively, it equals one of the
/// team's abbreviations, or its words appear whole and in order in one of the team's names
/// (the server's full name, and for known teams every city variant and alias in
/// `TeamDirectory`): "Montreal", "MTL", "Canadiens" and "montréal" all find the Montréal
/// Canadiens; "LA Clippers" and "Los Angeles Clippers" the same team. Whole words only, so
/// "Hawks" is not the Blackhawks and "Nets" not the Hornets. `NBA:BOS` limits a rule to a
/// league; `NBA:*` names every team of it (a league the account's `scoreHideLeagues` hides).
struct TeamMatcher: Sendable, Equatable {
    /// The league the rule is limited to (upper case), if any.
    let league: String?
    /// The rule's folded words.
    let words: [String]
    /// `LEAGUE:*`: every team of the league.
    let wholeLeague: Bool
    /// Also accept a word prefix of three or more letters for the last word ("cel" finds the
    /// Celtics): for filters the reader types, never for reveal rules.
    let allowsPrefix: Bool

    /// Reads one rule; `allowsPrefix` for search-like filters (`--team`, game names).
    init(_ rule: String, allowsPrefix: Bool = false) {
        var text = rule.trimmingCharacters(in: .whitespacesAndNewlines)
        var league: String?
        if let colon = text.firstIndex(of: ":") {
            league = text[..<colon].trimmingCharacters(in: .whitespaces).uppercased()
            text = String(text[text.index(after: colon)...])
        }
        self.league = league
        self.wholeLeague = league.map { !$0.isEmpty } == true && text.trimmingCharacters(in: .whitespaces) == "*"
        self.words = Self.words(text)
        self.allowsPrefix = allowsPrefix
    }

    /// True when the rule names this team of a game in `league`.
    func matches(league: String, team: TeamLabel) -> Bool {
        if wholeLeague { return self.league == league.uppercased() }
        guard !words.isEmpty else { return false }
        if let only = self.league, only != league.uppercased() { return false }
        let entry = TeamDirectory.entry(league: league, name: team.name, abbreviation: team.abbreviation)
        let abbreviations = Set([team.abbreviation.uppercased()] + (entry?.abbreviations ?? []))
        if words.count == 1, abbreviations.contains(words[0].uppercased()) { return true }
        let names = [Self.words(team.name)] + (entry?.names ?? [])
        return names.contains { contains($0) }
    }

    /// True when any rule names either team.
    static func any(_ rules: [String], league: String, _ teams: TeamLabel..., allowsPrefix: Bool = false) -> Bool {
        rules.contains { rule in
            let matcher = TeamMatcher(rule, allowsPrefix: allowsPrefix)
            return teams.contains { matcher.matches(league: league, team: $0) }
        }
    }

    /// The rule's words appear in `name`, whole and consecutive (the last one may be a
    /// prefix when allowed).
    private func contains(_ name: [String]) -> Bool {
        guard words.count <= name.count else { return false }
        return (0...(name.count - words.count)).contains { start in
            words.indices.allSatisfy { offset in
                let word = words[offset], candidate = name[start + offset]
                if word == candidate { return true }
                return allowsPrefix && offset == words.count - 1 && word.count >= 3 && candidate.hasPrefix(word)
            }
        }
    }

    /// Lower-case words without diacritics: "Montréal" → ["montreal"], "L.A. Clippers" →
    /// ["la", "clippers"], "St. Louis" → ["st", "louis"], "D-backs" → ["d", "backs"].
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: ".", with: "")
            .replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "’", with: "")
        return folded.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
