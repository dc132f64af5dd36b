import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Whether `odds ID --live` may fetch a game's in-game prices.
enum LiveOddsAccess: Sendable, Equatable {
    /// Live and visible: fetch.
    case allowed
    /// Not in progress: nothing to fetch.
    case notLive
    /// Live but hidden: in-game prices follow the score, so they are never fetched.
    case hidden
    /// Visible, but the reader's live delay holds back the newest plays: current prices would
    /// tell what the delay hides.
    case delayed
}

/// What the command fetched for `--live`.
enum LiveOddsInput: Sendable, Equatable {
    case notRequested
    /// Asked for: the backend's answer (nil when it has none), or nothing when access was refused.
    case requested(FairBetLiveOdds?)
}

extension RevealPolicy {
    /// Whether in-game prices of this game may be fetched and shown: only while it is live and
    /// its outcome is visible (live lines follow the score: docs/backend.md#live-odds).
    func liveOddsAccess(_ detail: GameDetail) -> LiveOddsAccess {
        guard detail.state == .live else { return .notLive }
        guard case .visible = visibility(of: detail) else { return .hidden }
        return isDelayed(detail) ? .delayed : .allowed
    }

    /// What `odds ID` gets for `--live`: `fetch` (the backend's in-game prices) is called only
    /// when the reader asked and `liveOddsAccess` allows it, so a hidden, delayed or finished
    /// game's in-game prices are never requested; refused access is "asked, nothing fetched",
    /// and `oddsView` says why.
    func liveOddsInput(requested: Bool, for detail: GameDetail,
                       fetch: () async throws -> FairBetLiveOdds?) async rethrows -> LiveOddsInput {
        guard requested else { return .notRequested }
        return .requested(liveOddsAccess(detail) == .allowed ? try await fetch() : nil)
    }

    /// The `odds ID` view with `--live` (`live`) as the reader asked: `fetchLive` is called
    /// only when `liveOddsInput` allows it (see there), and `oddsView` says why when not.
    public func oddsView(_ detail: GameDetail, request: OddsRequest, marks: ReaderMarks, live: Bool,
                         fetchLive: () async throws -> FairBetLiveOdds?) async rethrows -> OddsView {
        let input = try await liveOddsInput(requested: live, for: detail, fetch: fetchLive)
        return oddsView(detail, request: request, marks: marks, live: input)
    }

    /// The `derivedMetrics` keys shown before reveal: the four pregame line labels, an allowlist
    /// narrower than the backend's pregame keys (the closing and opening figures are left out
    /// too), so an unknown key is never shown before reveal (docs/backend.md#derivedmetrics).
    static let pregameLineKeys = ["pregame_spread_label", "pregame_total_label", "pregame_ml_away_label", "pregame_ml_home_label"]

    /// The betting outcome labels, shown only after reveal.
    static let outcomeLabelKeys = ["spread_outcome_label", "total_outcome_label", "ml_outcome_label"]

    /// The `odds ID` view.
    ///
    /// Pregame prices are not outcome-bearing and show whatever the reveal state. Rows observed
    /// after the start are in-game prices: they follow the score, so they never count as an
    /// opening or closing line (the table is built without them). A hidden game's rows pass
    /// `hiddenOddsRows` first: their names through the guard, and rows that may be in-game
    /// prices left out with a note counting them. The server's outcome labels (covered, went
    /// over, upset) exist in the view only when the outcome is visible.
    func oddsView(_ detail: GameDetail, request: OddsRequest, marks: ReaderMarks, live: LiveOddsInput = .notRequested) -> OddsView {
        let sight = sight(of: detail)
        let facts = sight.facts
        let whole: GameDetail
        let visible: Bool
        switch sight {
        case .hidden(let game):
            var requested = false
            if case .requested = live { requested = true }
            return OddsView(hidden: withheldOdds(game), request: request, marks: marks, now: rules.liveDelay.now,
                            liveRequested: requested)
        case .visible(let detail, _): (whole, visible) = (detail, true)
        case .noOutcome(let detail): (whole, visible) = (detail, false)
        }
        let metrics = whole.derivedMetrics
        let pregame = Self.pregameLineKeys.compactMap { metrics[$0]?.stringValue }
            .map { TerminalSanitizer.clean($0) }.filter { !$0.isEmpty }
        let outcome: OddsOutcome
        switch sight {
        case .visible(_, let reason):
            let labels = Self.outcomeLabelKeys.compactMap { metrics[$0]?.stringValue }
                .map { TerminalSanitizer.clean($0) }.filter { !$0.isEmpty }
            outcome = .visible(labels, reason)
        default: outcome = .none
        }
        let liveView: LiveOddsView
        switch (live, liveOddsAccess(whole)) {
        case (.notRequested, _): liveView = .notRequested
        case (.requested, .notLive): liveView = .notLive
        // Checked again here: whatever a command fetched, a hidden game never shows it.
        case (.requested, .hidden): liveView = .hidden(command: "scrolldown odds \(facts.id) --live --peek")
        case (.requested, .delayed): liveView = .delayed
        case (.requested(nil), .allowed): liveView = .unavailable
        case (.requested(let odds?), .allowed):
            let builder = OddsTableBuilder(facts)
            let rows = odds.oddsRows(home: facts.homeTeam, away: facts.awayTeam)
            let liveTable = builder.table(rows, category: request.category, lines: .closing, player: request.player, cutoff: nil)
            liveView = liveTable.isEmpty ? .unavailable : .table(liveTable, updated: odds.lastUpdatedAt)
        }
        return OddsView(facts, header: header(whole, marks: marks, visible: visible), rows: whole.odds.map(OddsLine.init),
                        hadOdds: !whole.odds.isEmpty, request: request, pregameLines: pregame, outcome: outcome, leftOut: [],
                        live: liveView, invalidNumbers: whole.invalidOddsNumbers)
    }
}
