import Foundation
import ScrollDownWithheld

extension GameHeader {
    /// The header every game-shaped view shares: teams, league, start, state, marks. `liveLabel`:
    /// the clock of a live game whose score the reader may see (nil otherwise); `now`: the run's.
    package init(_ facts: GameFacts, liveLabel: String?, marks: ReaderMarks, visible: Bool = false, now: Date?) {
        let (home, away) = facts.teams
        self.init(id: facts.id, league: TerminalSanitizer.clean(facts.leagueCode.uppercased()), away: away, home: home,
                  start: facts.gameDate,
                  state: GameStateView(facts.state, status: facts.status, visible: visible, liveLabel: liveLabel,
                                       start: facts.gameDate, now: now),
                  season: Self.seasonLine(facts), isRead: marks.isRead, resume: marks.resume, readToEnd: marks.readToEnd,
                  resumePoint: marks.resumePoint)
    }

    /// "2025 regular season", "2025 playoffs"; nil without a season.
    package static func seasonLine(_ facts: GameFacts) -> String? {
        guard let season = facts.season else { return nil }
        switch facts.seasonType?.lowercased() {
        case nil, "": return "\(season) season"
        case "regular"?: return "\(season) regular season"
        case let other?: return "\(season) \(TerminalSanitizer.clean(other).replacingOccurrences(of: "_", with: " "))"
        }
    }
}

extension GameStateView {
    /// The state as shown. An unknown status is the server's own word (`Final/10`,
    /// `recap_pending`) and may say how a game ended, so it is shown only once the outcome is
    /// visible; before that it is just "unknown".
    /// A scheduled game whose start is long past (`start`, `now`: the run's) is not upcoming.
    package init(_ state: GameState, status: String?, visible: Bool = false, liveLabel: String?, start: Date? = nil, now: Date? = nil) {
        switch state {
        case .upcoming: self = start.map { GameState.isLongPast($0, now: now) } == true ? .startPassed : .upcoming
        case .live: self = .live(liveLabel.map { TerminalSanitizer.clean($0) })
        case .final: self = .final
        case .canceled: self = .canceled(status ?? "canceled")
        case .unknown: self = .unknown(visible ? TerminalSanitizer.clean(status ?? "") : "")
        }
    }
}
