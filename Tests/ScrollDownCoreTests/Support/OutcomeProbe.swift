import Foundation
@testable import ScrollDownCore

/// Looks for a game's outcome in output text: its final score in any order and with any
/// separator the leak guard knows, outcome words, and overtime markers of a finished game.
/// Used by the invariant tests to prove what is printed before a reveal.
struct OutcomeProbe {
    let home: Int
    let away: Int
    let homeAbbr: String
    let awayAbbr: String
    /// Overtime/extra-time labels this game reached (e.g. ["OT"]), which are outcome too.
    let extraPeriodLabels: [String]

    static let outcomeWords = [
        "won", "wins", "beat", "beats", "defeated", "victory", "lost to", "clinched", "eliminated",
        "advances", "swept", "walk-off", "game-winner", "final score", "in overtime", "upset",
    ]

    /// The first leak found, described, or nil when the text is clean.
    func leak(in text: String) -> String? {
        let lower = text.lowercased()
        for (a, b) in [(home, away), (away, home)] {
            for separator in ["-", "–", "—", ":", "/", " - ", " – ", " to ", ", "] where lower.contains("\(a)\(separator)\(b)") {
                if isWholeNumberMatch(lower, "\(a)\(separator)\(b)") { return "score \(a)\(separator)\(b)" }
            }
        }
        if lower.contains("\(awayAbbr.lowercased()) \(away) – \(homeAbbr.lowercased()) \(home)") { return "score line" }
        // Two-digit finals: both numbers near each other in any wording.
        if home >= 10 && away >= 10, let range = nearby(lower, "\(home)", "\(away)") { return "score pair near \(range)" }
        for word in Self.outcomeWords where containsWord(lower, word) { return "outcome word '\(word)'" }
        for label in extraPeriodLabels where containsWord(text, label) { return "extra period '\(label)'" }
        return nil
    }

    private func containsWord(_ text: String, _ word: String) -> Bool {
        let pattern = "(?<![A-Za-z0-9])" + NSRegularExpression.escapedPattern(for: word) + "(?![A-Za-z0-9])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    private func isWholeNumberMatch(_ text: String, _ needle: String) -> Bool {
        let pattern = "(?<![0-9])" + NSRegularExpression.escapedPattern(for: needle) + "(?![0-9])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    private func nearby(_ text: String, _ a: String, _ b: String) -> String? {
        let pattern = "(?<![0-9])\(a)(?![0-9]).{0,40}(?<![0-9])\(b)(?![0-9])|(?<![0-9])\(b)(?![0-9]).{0,40}(?<![0-9])\(a)(?![0-9])"
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        return String(text[range])
    }
}

/// The fixture games of a dialect, decoded from Fixtures/ (always present).
enum FixtureGames {
    static func all(_ dialect: Dialect = .older) throws -> [GameSummary] {
        let data = try Data(contentsOf: dialect.fixtures.appendingPathComponent("api/admin/sports/games.json"))
        return try JSONDecoder.contract().decode(GameListResponse.self, from: data).games
    }

    static func detail(_ id: Int, _ dialect: Dialect = .older) throws -> GameDetail {
        let data = try Data(contentsOf: dialect.fixtures.appendingPathComponent("api/admin/sports/games/\(id).json"))
        return try JSONDecoder.contract().decode(GameDetail.self, from: data)
    }

    /// A probe for a finished game with a score, or nil when it has no outcome.
    static func probe(_ detail: GameDetail) -> OutcomeProbe? {
        let meta = detail.game
        guard meta.state == .final || meta.state == .live,
              let home = meta.homeScore ?? meta.liveSnapshot?.homeScore,
              let away = meta.awayScore ?? meta.liveSnapshot?.awayScore else { return nil }
        let league = League(rawString: meta.leagueCode)
        let lastPeriod = [meta.liveSnapshot?.currentPeriod, detail.plays.compactMap(\.quarter).max()].compactMap { $0 }.max() ?? 0
        var extra: [String] = []
        if lastPeriod > league.regulationPeriods {
            extra = ((league.regulationPeriods + 1)...lastPeriod).map { league.periodLabel($0) } + ["overtime", "Period \(lastPeriod)"]
        }
        return OutcomeProbe(home: home, away: away, homeAbbr: meta.homeTeamAbbr ?? meta.homeTeam,
                            awayAbbr: meta.awayTeamAbbr ?? meta.awayTeam, extraPeriodLabels: extra)
    }
}
