import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// What a determined reader can work out from a hidden view: take the last score line shown,
/// add up every scoring play shown after it (the reader knows what a 3PT or a goal is worth),
/// and note every period the view reveals. Works on JSON (play indices) and on text (play
/// lines matched to the game's plays by period, clock, team and description).
struct ReaderAttack {
    /// What the reader worked out.
    struct Finding: Equatable, CustomStringConvertible {
        /// The score reconstructed at the end of what was shown (away, home).
        var away = 0
        var home = 0
        /// The last period whose plays or score the view shows.
        var throughPeriod = 0
        /// The period through which the reconstructed score is complete: the last score
        /// line's, or the last period whose plays were added up.
        var scoredThrough = 0
        /// Periods the view names (headers, plays, blocks, separators).
        var periods: Set<Int> = []
        /// Scoring lines the attack could not price (text only): the attack's blind spots.
        var unmatched: [String] = []

        var description: String { "\(away)-\(home) through period \(throughPeriod), periods \(periods.sorted())" }
    }

    let detail: GameDetail
    let league: League
    /// Points each scoring play added (away, home), by play index: what the reader knows a
    /// basket or a goal is worth. Real rows carry corrections that drop the score and restore
    /// it; those score nothing (`ScoringReading`), as on a scoreboard.
    let points: [Int: (away: Int, home: Int)]

    init(_ detail: GameDetail) {
        self.detail = detail
        league = League(rawString: detail.game.leagueCode)
        var points: [Int: (away: Int, home: Int)] = [:]
        for (play, rise) in zip(detail.plays, ScoringReading.rises(detail.plays)) {
            guard let rise else { continue }
            points[play.playIndex] = (rise.away, rise.home)
        }
        self.points = points
    }

    /// The true score at the end of `period` (0-0 before the first): the last period-end
    /// score through it (its end row, else its highest running score).
    func truth(through period: Int) -> (away: Int, home: Int) {
        let ends = ScoringReading.periodEndScores(detail.plays)
        guard let last = ends.keys.filter({ $0 <= period }).max(), let score = ends[last] else { return (0, 0) }
        return (score.away, score.home)
    }

    /// Where a hidden view must stop: before the last regulation period of the league,
    /// whatever periods the feed has rows for.
    var withheldFrom: Int { league.regulationPeriods }

    // MARK: - JSON

    /// The attack on `--format json` or `ndjson` output of `timeline` / `read`.
    func json(_ output: String) -> Finding {
        var items: [[String: Any]] = []
        for document in Self.documents(output) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any] else { continue }
            if let game = object["game"] as? [String: Any], let list = game["items"] as? [[String: Any]] {
                items += list
            } else if object["type"] as? String != "game" {
                items.append(object)
            }
        }
        var finding = Finding()
        var base = (away: 0, home: 0, period: 0)
        var scoringAfterBase: [Int] = []
        for item in items {
            for key in ["period", "periodStart", "periodEnd"] {
                if let period = item[key] as? Int { finding.periods.insert(period) }
            }
            switch item["type"] as? String {
            case "separator"?:
                if let score = item["score"] as? [String: Any], let away = score["away"] as? Int, let home = score["home"] as? Int,
                   let period = item["period"] as? Int {
                    base = (away, home, period)
                    scoringAfterBase = []
                }
            case "play"?:
                if let index = item["playIndex"] as? Int { scoringAfterBase.append(index) }
            case "collapsed"?:
                if let first = item["firstPlayIndex"] as? Int, let last = item["lastPlayIndex"] as? Int {
                    scoringAfterBase += detail.plays.map(\.playIndex).filter { $0 >= first && $0 <= last }
                }
            default: break
            }
        }
        finding.away = base.away
        finding.home = base.home
        finding.scoredThrough = base.period
        for index in scoringAfterBase {
            guard let play = detail.plays.first(where: { $0.playIndex == index }), (play.quarter ?? 1) > base.period else { continue }
            finding.scoredThrough = max(finding.scoredThrough, play.quarter ?? 1)
            guard let scored = points[index] else { continue }
            finding.away += scored.away
            finding.home += scored.home
        }
        finding.throughPeriod = finding.periods.max() ?? 0
        return finding
    }

    static func documents(_ output: String) -> [String] {
        output.hasPrefix("{\"") && output.contains("\n{") ? output.split(separator: "\n").map(String.init) : [output]
    }

    // MARK: - Text

    /// The attack on text output of `timeline` / `read`.
    func text(_ output: String) -> Finding {
        var finding = Finding()
        var base = (away: 0, home: 0, period: 0)
        var period = 0
        var flowBlock = false
        let labels = Dictionary(detail.plays.compactMap { play in play.periodLabel.map { ($0, play.quarter ?? 1) } },
                                uniquingKeysWith: { first, _ in first })
        func periodNumber(_ label: Substring) -> Int? {
            labels[String(label)] ?? (1...30).first { league.periodLabel($0) == label }
        }
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            // A period header ("Q3", "P1 · 20:00–09:35", "Q4–OT · 12:00").
            let head = line.split(separator: " ").first.map { $0.split(separator: "–") } ?? []
            if !raw.hasPrefix(" "), let first = head.first, let start = periodNumber(first) {
                period = head.count > 1 ? (periodNumber(head[1]) ?? start) : start
                finding.periods.formUnion(start...max(start, period))
                flowBlock = line.contains(" · ")
                continue
            }
            if line.hasPrefix("── End of ") {
                let rest = line.dropFirst("── End of ".count)
                let label = rest.split(separator: " ").first ?? ""
                guard let ended = periodNumber(label) else { continue }
                finding.periods.insert(ended)
                let numbers = rest.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                if rest.contains(" – "), numbers.count >= 2 {
                    base = (numbers[numbers.count - 2], numbers[numbers.count - 1], ended)
                    finding.away = base.away
                    finding.home = base.home
                    finding.scoredThrough = ended
                }
                continue
            }
            if !flowBlock, !line.isEmpty, raw.hasPrefix("  "), period > base.period, !line.hasPrefix("·"), !line.hasPrefix("—"),
               detail.plays.contains(where: { ($0.quarter ?? 1) == period }) {
                finding.scoredThrough = max(finding.scoredThrough, period)
            }
            guard line.hasPrefix("●"), period > base.period else { continue }
            // "● 10:16 FLA  Goal (snap)" or "●       HOU  Alvarez homers" (no clock).
            let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
            let candidates = detail.plays.filter { play in
                (play.quarter ?? 1) == period && points[play.playIndex].map { $0.away != 0 || $0.home != 0 } == true
                    && body.contains(TerminalSanitizer.clean(play.description ?? "").prefix(12))
                    && (play.gameClock.map { body.hasPrefix($0) } ?? true)
            }
            guard let play = candidates.first, let scored = points[play.playIndex] else {
                finding.unmatched.append(line)
                continue
            }
            finding.away += scored.away
            finding.home += scored.home
        }
        finding.throughPeriod = finding.periods.max() ?? 0
        return finding
    }
}
