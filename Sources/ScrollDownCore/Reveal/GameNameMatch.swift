import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What a game name (`celtics`, `BOS@NYK`) names among the games of a window: team words
/// match abbreviations, cities and nicknames (case- and diacritic-insensitive, `TeamMatcher`);
/// "celtics knicks" names both teams. It reads only who played and when, so matching never
/// reveals an outcome; an ambiguous name lists candidates the same way.
public enum GameNameMatch: Equatable, Sendable {
    /// No game of the window is named; `near`: when the words name no known team at all (a
    /// typo), the team names closest to them.
    case none(near: [String])
    /// The one game meant.
    case game(Int)
    /// Several teams (or, on a named day, several games) are named: the first ten, latest first.
    case ambiguous([GameCandidate])

    /// Matches `query` against `games`. Whole words first: "FLA" is the Panthers, not a prefix
    /// of the Flames; word prefixes ("cana") only when nothing matches whole. `everyGame` (a
    /// named day): every game of a named team counts; otherwise the team's most recent game
    /// that has started by `now`, else its next one.
    public static func match(_ query: String, in games: [GameSummary], everyGame: Bool, now: Date,
                             localTime: LocalTime) -> GameNameMatch {
        var matched = games.compactMap { game in key(query, game, allowsPrefix: false).map { (game: game, key: $0) } }
        if matched.isEmpty {
            matched = games.compactMap { game in key(query, game, allowsPrefix: true).map { (game: game, key: $0) } }
        }
        guard !matched.isEmpty else { return .none(near: namesAnyTeam(query) ? [] : FollowedTeams.suggestions(near: query)) }

        // One pick per team (or pair of teams) the words matched: several teams is ambiguous.
        var picks: [(game: GameSummary, key: String)] = []
        for key in Set(matched.map(\.key)).sorted() {
            let ofKey = matched.filter { $0.key == key }.map(\.game)
            if everyGame {
                picks += ofKey.map { ($0, key) }  // a named day: every game that day counts
            } else if let pick = mostRecent(ofKey, now: now) {
                picks.append((pick, key))
            }
        }
        if picks.count == 1 { return .game(picks[0].game.id) }
        let candidates = picks.sorted { $0.game.gameDate > $1.game.gameDate }.prefix(10).map {
            GameCandidate($0.game, localTime: localTime)
        }
        return .ambiguous(Array(candidates))
    }

    /// Whether `query` (or one of its parts, as `WAS @ OKC`) names a team this client knows:
    /// when it does not, a name that matched no game is more likely a typo than another day.
    static func namesAnyTeam(_ query: String) -> Bool {
        let parts = query.replacingOccurrences(of: "@", with: " @ ").split(whereSeparator: { $0.isWhitespace }).map(String.init)
            .filter { !["vs", "vs.", "v", "at", "@"].contains($0.lowercased()) }
        let texts = [query] + parts
        return texts.contains { text in
            let matcher = TeamMatcher(text, allowsPrefix: true)
            return TeamDirectory.entries.contains { entry in
                let label = TeamLabel(name: entry.names.first?.joined(separator: " ") ?? "", abbreviation: entry.abbreviations.first)
                return matcher.matches(league: entry.league, team: label)
            }
        }
    }

    /// The latest game that has started, else the earliest still to come.
    static func mostRecent(_ games: [GameSummary], now: Date) -> GameSummary? {
        games.filter { $0.gameDate <= now }.max { $0.gameDate < $1.gameDate }
            ?? games.min { $0.gameDate < $1.gameDate }
    }

    /// Which team(s) of `game` the words name, as a key (`NHL:BOS`, `NBA:BOS+NYK`), or nil.
    /// The whole query names one team, or it splits into two parts naming one team each.
    static func key(_ query: String, _ game: GameSummary, allowsPrefix: Bool) -> String? {
        let (home, away) = RevealPolicy.teams(game)
        let league = game.leagueCode.uppercased()
        // `@` separates the teams as the feed prints them, with or without spaces (`WSH@BOS`).
        let words = query.replacingOccurrences(of: "@", with: " @ ").split(whereSeparator: { $0.isWhitespace }).map(String.init)
            .filter { !["vs", "vs.", "v", "at", "@"].contains($0.lowercased()) }
        func names(_ text: String, _ team: TeamLabel) -> Bool {
            TeamMatcher(text, allowsPrefix: allowsPrefix).matches(league: league, team: team)
        }
        let whole = words.joined(separator: " ")
        if names(whole, home) { return "\(league):\(home.abbreviation)" }
        if names(whole, away) { return "\(league):\(away.abbreviation)" }
        guard words.count >= 2 else { return nil }
        for split in 1..<words.count {
            let first = words[..<split].joined(separator: " "), second = words[split...].joined(separator: " ")
            if (names(first, home) && names(second, away)) || (names(first, away) && names(second, home)) {
                return "\(league):\(away.abbreviation)+\(home.abbreviation)"
            }
        }
        return nil
    }
}

extension GameCandidate {
    /// The candidate line of a game: league, `AWAY @ HOME` and its day: the league's
    /// (US-Eastern) day, the one the feed lists it under and `--date` and `ID@DAY` take,
    /// written as `localTime` writes days.
    public init(_ game: GameSummary, localTime: LocalTime) {
        let (home, away) = RevealPolicy.teams(game)
        let leagueDay = EasternCalendar.day(of: game.gameDate)
        self.init(id: game.id, league: game.leagueCode, matchup: "\(away.abbreviation) @ \(home.abbreviation)",
                  day: localTime.startOfDay(leagueDay).map(localTime.day) ?? leagueDay)
    }
}
