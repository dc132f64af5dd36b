import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The teams the reader follows (`followedTeams`), kept per league by abbreviation
/// (`NHL:VGK`): their games come first in their day of the feed and in `next`'s queue.
/// Only names, never results.
struct FollowedTeams: Sendable, Equatable {
    /// One followed team, as `follow` lists it.
    struct Team: Sendable, Equatable, Encodable {
        let league: String
        let abbreviation: String
        let name: String

        /// The stored form, `LEAGUE:ABBR`.
        var key: String { "\(league):\(abbreviation)" }

        init(league: String, abbreviation: String, name: String) {
            self.league = league
            self.abbreviation = abbreviation
            self.name = name
        }

        init(_ entry: TeamDirectory.Entry) {
            self.init(league: entry.league, abbreviation: entry.abbreviations.first ?? "",
                      name: entry.names.first.map(Self.fullName(of:)) ?? "")
        }

        /// The directory's display name for an entry: its first name as written in the table.
        static func fullName(of words: [String]) -> String {
            TeamDirectory.displayNames[words] ?? words.joined(separator: " ")
        }
    }

    /// The teams, in the order they were followed.
    let teams: [Team]

    /// No team followed.
    static let none = FollowedTeams(teams: [])

    init(teams: [Team]) { self.teams = teams }

    /// The teams of stored `LEAGUE:ABBR` keys; a key the directory does not know (edited by
    /// hand) is kept with its abbreviation as the name, so it still matches and can be removed.
    init(stored keys: [String]) {
        teams = keys.compactMap { key in
            let parts = key.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            let league = parts[0].uppercased(), abbreviation = parts[1].uppercased()
            if let entry = TeamDirectory.entries.first(where: { $0.league == league && $0.abbreviations.contains(abbreviation) }) {
                return Team(entry)
            }
            return Team(league: league, abbreviation: abbreviation, name: abbreviation)
        }
    }

    /// The stored form of the teams.
    var keys: [String] { teams.map(\.key) }

    /// Whether a game of `league` between `home` and `away` has a followed team.
    func contains(league: String, home: TeamLabel, away: TeamLabel) -> Bool {
        guard !teams.isEmpty else { return false }
        return TeamMatcher.any(keys, league: league, home, away)
    }

    /// `self` with `added` followed (a team already followed stays where it is).
    func adding(_ added: [Team]) -> FollowedTeams {
        var teams = self.teams
        for team in added where !teams.contains(where: { $0.key == team.key }) { teams.append(team) }
        return FollowedTeams(teams: teams)
    }

    /// `self` without `removed`.
    func removing(_ removed: [Team]) -> FollowedTeams {
        FollowedTeams(teams: teams.filter { team in !removed.contains { $0.key == team.key } })
    }

    /// The one team `text` names, as `--team` reads names (`VGK`, `Golden Knights`, `vegas`,
    /// `NHL:BOS`). A name that fits teams of several leagues (`BOS`) or several teams
    /// (`New York`) is refused with the candidates; one that fits none with the nearest names.
    static func resolve(_ text: String) throws(ScrollDownError) -> Team {
        let matcher = TeamMatcher(text, allowsPrefix: true)
        let matches = TeamDirectory.entries.filter { entry in
            let label = TeamLabel(name: entry.names.first?.joined(separator: " ") ?? "", abbreviation: entry.abbreviations.first)
            return matcher.matches(league: entry.league, team: label)
        }
        if matches.count == 1 { return Team(matches[0]) }
        if matches.isEmpty {
            throw .usage(.unknownTeam(text, suggestions: suggestions(near: text)))
        }
        // A whole name, or the usual abbreviation, of exactly one team wins over prefixes and
        // other spellings (`FLA` is the Panthers; the Marlins' usual one is MIA).
        let folded = TeamMatcher.words(matcher.league.map { _ in String(text.drop { $0 != ":" }.dropFirst()) } ?? text)
        let exact = matches.filter { entry in
            entry.names.contains(folded) || (folded.count == 1 && entry.abbreviations.first == folded[0].uppercased())
        }
        if exact.count == 1 { return Team(exact[0]) }
        throw .usage(.ambiguousTeam(text, candidates: matches.prefix(6).map { "\(Team($0).key) \(Team($0).name)" }))
    }

    /// Up to three directory team names closest to `text` (edit distance to the full name or
    /// any of its words), never `text` itself: the did-you-mean of `follow` and of game names.
    static func suggestions(near text: String) -> [String] {
        let wanted = TeamMatcher.words(text).joined(separator: " ")
        guard !wanted.isEmpty else { return [] }
        let scored = TeamDirectory.entries.map { entry -> (String, Int) in
            let name = Team(entry).name
            let candidates = entry.names.map { $0.joined(separator: " ") } + entry.names.flatMap { $0 }
                + entry.abbreviations.map { $0.lowercased() }
            return (name, candidates.map { Suggestion.distance(wanted, $0) }.min() ?? Int.max)
        }
        let limit = min(2, max(1, wanted.count / 3))
        var seen = Set<String>()
        return scored.filter { $0.1 <= limit && $0.0.lowercased() != text.lowercased() }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .filter { seen.insert($0.0).inserted }
            .prefix(3).map(\.0)
    }
}
