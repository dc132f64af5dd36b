import Foundation
import ScrollDownCore

/// Turns a game name into an id against the feed: team words match abbreviations, cities
/// and nicknames (case- and diacritic-insensitive, `TeamMatcher`); "celtics knicks" names
/// both teams. Without a day, the team's most recent game that has started in the window
/// (else its next one). It reads only who played and when, so resolving never reveals an
/// outcome; an ambiguous name lists candidates the same way.
struct GameResolver {
    let session: Session

    func resolve(_ reference: GameReference) async throws -> Int {
        guard case .name(let query, let day) = reference else {
            if case .id(let id) = reference { return id }
            return 0
        }
        var options = WindowOptions()
        options.date = day
        let window = try GameWindow(options, session: session)
        let games = try await session.service.games(window.query()).filter { window.contains($0.gameDate) }
        // Whole words first: "FLA" is the Panthers, not a prefix of the Flames. Word
        // prefixes ("cana") only when nothing matches whole.
        var matched = games.compactMap { game in Self.match(query, game, allowsPrefix: false).map { (game: game, key: $0) } }
        if matched.isEmpty {
            matched = games.compactMap { game in Self.match(query, game, allowsPrefix: true).map { (game: game, key: $0) } }
        }
        guard !matched.isEmpty else {
            let reading = GameReference.reading(of: query, day: day)
            throw ScrollDownError.notFound(.gameNamed(
                "no game of \(Echo.quoted(query)) in \(window.description) (\(reading); try another day such as "
                    + "\(Echo.visible(query.replacingOccurrences(of: " @ ", with: "@")))@yesterday, or see 'scrolldown games')"))
        }

        // One pick per team (or pair of teams) the words matched: several teams is ambiguous.
        var picks: [(game: GameSummary, key: String)] = []
        for key in Set(matched.map(\.key)).sorted() {
            let ofKey = matched.filter { $0.key == key }.map(\.game)
            if day != nil {
                picks += ofKey.map { ($0, key) }  // a named day: every game that day counts
            } else if let pick = Self.mostRecent(ofKey, now: session.now) {
                picks.append((pick, key))
            }
        }
        if picks.count == 1 { return picks[0].game.id }
        let local = session.localTime
        let candidates = picks.sorted { $0.game.gameDate > $1.game.gameDate }.prefix(10).map { pick in
            let (home, away) = RevealPolicy.teams(pick.game)
            return GameCandidate(id: pick.game.id, league: pick.game.leagueCode,
                                 matchup: "\(away.abbreviation) @ \(home.abbreviation)", day: local.day(pick.game.gameDate))
        }
        throw ScrollDownError.usage(.ambiguousGame(query: query, candidates: Array(candidates)))
    }

    /// The latest game that has started, else the earliest still to come.
    static func mostRecent(_ games: [GameSummary], now: Date) -> GameSummary? {
        games.filter { $0.gameDate <= now }.max { $0.gameDate < $1.gameDate }
            ?? games.min { $0.gameDate < $1.gameDate }
    }

    /// Which team(s) of `game` the words name, as a key (`NHL:BOS`, `NBA:BOS+NYK`), or nil.
    /// The whole query names one team, or it splits into two parts naming one team each.
    static func match(_ query: String, _ game: GameSummary, allowsPrefix: Bool) -> String? {
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
