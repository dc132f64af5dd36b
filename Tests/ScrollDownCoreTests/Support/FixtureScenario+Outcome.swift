import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Edits that give a finished game another outcome. Each reaches every document that carries
/// the outcome: the header and its live snapshot, the list row, the plays (and the
/// play-by-play's rows), the box score, `derivedMetrics`, the last flow block and moment, both
/// recaps and the summary. A hidden view of the game as played and of the edit must be
/// byte-identical; anything that differs is something a reader could tell the outcomes apart by.
extension FixtureScenario.Edit {
    /// One more period after the last one played (overtime, extra innings): the last period's
    /// plays copied into it, scoring as they did, and one more away point at its end.
    static let extraPeriod = Self("an extra period") { documents in
        let last = documents.lastPeriod, period = last + 1
        let label = documents.league.periodLabel(period)
        var (home, away) = documents.final
        var next = documents.nextPlayIndex
        var previous = (home: 0, away: 0)
        var added: [JSONObject] = []
        var sources: [Int: Int] = [:]
        for play in documents.plays where !GameDocuments.announcesGameEnd(play) {
            let before = previous
            if let score = ScenarioScore.of(play) { previous = score }
            guard play.int("quarter") == last else { continue }
            home += max(0, previous.home - before.home)
            away += max(0, previous.away - before.away)
            var copy = play
            sources[next] = play.int("playIndex")
            copy["playIndex"] = next
            next += 1
            copy["quarter"] = period
            copy["periodLabel"] = label
            let timeLabel = [label, play.string("gameClock")].compactMap { $0 }.joined(separator: " ")
            copy["timeLabel"] = timeLabel
            if copy["clockLabel"] != nil { copy["clockLabel"] = timeLabel }
            ScenarioScore.set(&copy, home: home, away: away, dialect: documents.dialect)
            added.append(copy)
        }
        // The extra period changes the score at least once.
        if !added.isEmpty {
            away += 1
            ScenarioScore.set(&added[added.count - 1], home: home, away: away, dialect: documents.dialect)
            scoring(&added[added.count - 1])
        }
        documents.appendPlays(added, copiedFrom: sources)
        documents.setFinal(home: home, away: away)
        documents.header["currentPeriodLabel"] = label
        if var snapshot = documents.header[object: "liveSnapshot"] {
            snapshot["currentPeriod"] = period
            snapshot["periodLabel"] = label
            snapshot["timeLabel"] = label
            documents.header["liveSnapshot"] = snapshot
        }
        outcomeChanged(&documents, narrative: "The visitors won it in the extra period, 9-2 over the last stretch.")
    }

    /// One more scoring play for the away side at the end of the last period played.
    static let lateScore = Self("a late score") { documents in
        let (home, away) = documents.final
        addLateScores(&documents, to: (home, away + 1), sides: ["away"])
    }

    /// Late scores in the last period played that make the final exactly `home`–`away` (each
    /// side at least its recorded final).
    static func final(home: Int, away: Int) -> Self {
        Self("final \(away)–\(home) (away–home)") { documents in addLateScores(&documents, to: (home, away), sides: ["away", "home"]) }
    }

    /// Scoring plays copied from the last play with a score in the last period played, one a
    /// side that rises to `target`.
    private static func addLateScores(_ documents: inout GameDocuments, to target: (home: Int, away: Int), sides: [String]) {
        let last = documents.lastPeriod
        guard let template = documents.plays.last(where: { $0.int("quarter") == last && ScenarioScore.home($0) != nil }) else {
            return
        }
        var current = documents.final
        var added: [JSONObject] = []
        var sources: [Int: Int] = [:]
        var next = documents.nextPlayIndex
        for side in sides {
            let home = side == "home"
            guard (home ? target.home : target.away) > (home ? current.home : current.away) else { continue }
            if home { current.home = target.home } else { current.away = target.away }
            var play = template
            sources[next] = template.int("playIndex")
            play["playIndex"] = next
            next += 1
            play["description"] = "Late score"
            play["teamAbbreviation"] = documents.header[home ? "homeTeamAbbr" : "awayTeamAbbr"] ?? NSNull()
            ScenarioScore.set(&play, home: current.home, away: current.away, dialect: documents.dialect)
            scoring(&play)
            added.append(play)
        }
        documents.appendPlays(added, copiedFrom: sources)
        documents.setFinal(home: current.home, away: current.away)
        outcomeChanged(&documents, narrative: nil)
    }

    /// Marks a play as scoring in the keys the dialect has (tier 1; v1's importance flags).
    private static func scoring(_ play: inout JSONObject) {
        play["tier"] = 1
        if var importance = play[object: "importance"] {
            importance["isScoringPlay"] = true
            play["importance"] = importance
        }
    }

    /// Everything that follows the final and the periods played: the box score, the derived
    /// outcome keys, v1's final-play flag, the list row, the flow (a block for a new period
    /// with `narrative`, else the last block's score and a sentence), the recaps and the
    /// summary.
    private static func outcomeChanged(_ documents: inout GameDocuments, narrative: String?) {
        let final = documents.final, recorded = documents.recorded
        let header = documents.header
        let names = (home: header.string("homeTeam") ?? "", away: header.string("awayTeam") ?? "")
        boxScore(&documents, final: final)
        derivedMetrics(&documents, final: final)
        if documents.plays.contains(where: { $0[object: "importance"] != nil }) {
            let count = documents.plays.count
            documents.plays = documents.plays.enumerated().map { index, play in
                guard var importance = play[object: "importance"] else { return play }
                var play = play
                importance["isFinalPlay"] = index == count - 1
                play["importance"] = importance
                return play
            }
        }
        documents.countPlays()
        documents.rowFollowsHeader()
        flow(&documents, final: final, narrative: narrative)
        let finalLine = { (home: Int, away: Int) in "Final score: \(names.home) \(home), \(names.away) \(away)." }
        let line = finalLine(recorded.home, recorded.away), newLine = finalLine(final.home, final.away)
        let added = " Period \(documents.lastPeriod) opened with a scramble; later, the visitors won it late."
        for level in [\GameDocuments.recapPre, \.recapPost] {
            guard var recap = documents[keyPath: level], let text = recap.string("summary") else { continue }
            recap["summary"] = text.replacingOccurrences(of: line, with: newLine) + added
            documents[keyPath: level] = recap
        }
        if var summary = documents.summary, var score = summary[object: "finalScore"] {
            score["home"] = final.home
            score["away"] = final.away
            summary["finalScore"] = score
            if let paragraphs = summary["summary"] as? [String] {
                summary["summary"] = paragraphs.map { $0.replacingOccurrences(of: line, with: newLine) }
            }
            documents.summary = summary
        }
    }

    /// Team points become the final; the points added go to the first listed player of each side
    /// (in `points`, `rawStats` and the normalized stats).
    private static func boxScore(_ documents: inout GameDocuments, final: (home: Int, away: Int)) {
        let recorded = documents.recorded
        guard final != recorded else { return }
        documents.detail["teamStats"] = documents.detail[objects: "teamStats"].map { team in
            var team = team
            let points = (team["isHome"] as? Bool) == true ? final.home : final.away
            if var stats = team[object: "stats"] {
                stats["points"] = points
                team["stats"] = stats
            }
            team["normalizedStats"] = normalized(team["normalizedStats"], points: { _ in points })
            return team
        }
        var players = documents.detail[objects: "playerStats"]
        let header = documents.header
        for (team, added) in [(header.string("homeTeam"), final.home - recorded.home), (header.string("awayTeam"), final.away - recorded.away)]
        where added > 0 {
            guard let index = players.firstIndex(where: { $0.string("team") == team }) else { continue }
            players[index]["points"] = (players[index].int("points") ?? 0) + added
            if var raw = players[index][object: "rawStats"], let points = raw.int("points") {
                raw["points"] = points + added
                players[index]["rawStats"] = raw
            }
            players[index]["normalizedStats"] = normalized(players[index]["normalizedStats"], points: { $0 + added })
        }
        if documents.detail["playerStats"] != nil { documents.detail["playerStats"] = players }
    }

    /// A normalized stats list with its `points` value rewritten (absent stays absent).
    private static func normalized(_ list: Any?, points: (Int) -> Int) -> Any? {
        guard let stats = list as? [JSONObject] else { return list }
        return stats.map { stat in
            guard stat.string("key") == "points", let value = stat.int("value") else { return stat }
            var stat = stat
            stat["value"] = points(value)
            return stat
        }
    }

    /// The derived outcome keys the detail carries say the new final.
    private static func derivedMetrics(_ documents: inout GameDocuments, final: (home: Int, away: Int)) {
        guard var metrics = documents.detail[object: "derivedMetrics"], metrics["home_score"] != nil else { return }
        let header = documents.header
        metrics["home_score"] = final.home
        metrics["away_score"] = final.away
        metrics["margin_of_victory"] = final.home - final.away
        metrics["combined_score"] = final.home + final.away
        let homeWon = final.home > final.away
        metrics["winner"] = homeWon ? "home" : "away"
        if metrics["ml_outcome_label"] != nil {
            metrics["ml_outcome_label"] = "\(header.string(homeWon ? "homeTeamAbbr" : "awayTeamAbbr") ?? "") won"
        }
        documents.detail["derivedMetrics"] = metrics
    }

    /// The flow's end follows: with `narrative`, a block (and a moment) for the new period
    /// copied from the last, ending at the final; without, the last block and moment end at
    /// the final and the last narrative says so. Scores are `[away, home]`.
    private static func flow(_ documents: inout GameDocuments, final: (home: Int, away: Int), narrative: String?) {
        guard var flow = documents.flow, var blocks = flow["blocks"] as? [JSONObject], let last = blocks.last else { return }
        let score: [Int] = [final.away, final.home]
        var moments = flow[object: "flow"]?[objects: "moments"] ?? []
        if let narrative {
            var extra = last
            let period = (last.int("periodEnd") ?? 1) + 1
            extra["blockIndex"] = (last.int("blockIndex") ?? 0) + 1
            extra["periodStart"] = period
            extra["periodEnd"] = period
            extra["scoreBefore"] = last["scoreAfter"]
            extra["scoreAfter"] = score
            extra["narrative"] = narrative
            extra["playIds"] = documents.plays.suffix(3).compactMap { $0.int("playIndex") }
            if var moment = moments.last {
                moment["period"] = period
                moment["scoreBefore"] = moment["scoreAfter"]
                moment["scoreAfter"] = score
                moment["playIds"] = extra["playIds"]
                extra["momentIndices"] = [moments.count]
                moments.append(moment)
            }
            blocks.append(extra)
        } else {
            blocks[blocks.count - 1]["scoreAfter"] = score
            blocks[blocks.count - 1]["narrative"] = (last.string("narrative") ?? "") + " A late score sealed it."
            if !moments.isEmpty { moments[moments.count - 1]["scoreAfter"] = score }
        }
        flow["blocks"] = blocks
        if var inner = flow[object: "flow"], inner["moments"] != nil {
            inner["moments"] = moments
            flow["flow"] = inner
        }
        documents.flow = flow
    }
}
