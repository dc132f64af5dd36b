import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The one leak check of the tests: looks for a game's outcome in output, text or JSON.
/// Text: its final score in any order and with any separator the leak guard knows, the two
/// numbers near each other, outcome words, overtime markers of a finished game. JSON (a
/// document or NDJSON lines): any `{away, home}` object equal to the final score and any
/// visible outcome, plus the text checks on the values.
struct OutcomeProbe {
    let home: Int
    let away: Int
    let homeAbbr: String
    let awayAbbr: String
    /// Overtime/extra-time labels this game reached (e.g. ["OT"]), which are outcome too.
    let extraPeriodLabels: [String]

    static let outcomeWords = [
        "won", "wins", "beat", "beats", "defeated", "victory", "lost to", "clinched", "eliminated",
        "advances", "swept", "walk-off", "game-winner", "final score", "in overtime", "upset", "Final:",
    ]

    /// The first leak found, described, or nil when the output is clean.
    func leak(in output: String) -> String? { problems(in: output).first }

    /// Every leak found, described; empty when the output is clean.
    func problems(in output: String) -> [String] {
        let documents = jsonDocuments(output)
        guard !documents.isEmpty else { return textProblems(output) }
        var problems: [String] = []
        for document in documents {
            Self.walk(document) { dict in
                if dict["away"] as? Int == away, dict["home"] as? Int == home { problems.append("final score object \(dict)") }
                if dict["outcome"] as? String == "visible" { problems.append("visible outcome") }
            }
        }
        return problems + textProblems(output.replacingOccurrences(of: "\"", with: " "))
    }

    private func textProblems(_ text: String) -> [String] {
        var problems: [String] = []
        let lower = text.lowercased()
        for (a, b) in [(home, away), (away, home)] {
            for separator in ["-", "–", "—", ":", "/", " - ", " – ", " to ", ", "] where lower.contains("\(a)\(separator)\(b)") {
                if isWholeNumberMatch(lower, "\(a)\(separator)\(b)") { problems.append("score \(a)\(separator)\(b)") }
            }
        }
        if lower.contains("\(awayAbbr.lowercased()) \(away) – \(homeAbbr.lowercased()) \(home)") { problems.append("score line") }
        // Two-digit finals: both numbers near each other in any wording.
        if home >= 10 && away >= 10, let range = nearby(lower, "\(home)", "\(away)") { problems.append("score pair near \(range)") }
        for word in Self.outcomeWords where containsWord(lower, word.lowercased()) { problems.append("outcome word '\(word)'") }
        for label in extraPeriodLabels where containsWord(text, label) { problems.append("extra period '\(label)'") }
        return problems
    }

    /// The JSON values in `output`: one document, or one per NDJSON line; empty for text.
    private func jsonDocuments(_ output: String) -> [Any] {
        guard output.hasPrefix("{") else { return [] }
        if let whole = try? JSONSerialization.jsonObject(with: Data(output.utf8)) { return [whole] }
        return output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
    }

    private static func walk(_ value: Any, _ visit: ([String: Any]) -> Void) {
        if let dict = value as? [String: Any] {
            visit(dict)
            dict.values.forEach { walk($0, visit) }
        } else if let array = value as? [Any] {
            array.forEach { walk($0, visit) }
        }
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
        let data = try Data(contentsOf: dialect.fixtures.appendingPathComponent(dialect.listFile))
        return try JSONDecoder.contract().decode(GameListResponse.self, from: data).games
    }

    static func detail(_ id: Int, _ dialect: Dialect = .older) throws -> GameDetail {
        let data = try Data(contentsOf: dialect.fixtures.appendingPathComponent(dialect.detailFile(id)))
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
