import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the reader asked `odds ID` for.
public struct OddsRequest: Sendable, Equatable {
    var category: OddsCategory?
    var lines: OddsLineSelection
    /// Player filter (diacritic- and case-insensitive substring); implies player props.
    var player: String?

    public init(category: OddsCategory? = nil, lines: OddsLineSelection = .closing, player: String? = nil) {
        self.category = category
        self.lines = lines
        self.player = player
    }
}

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
        let visible = sight.isVisible
        let builder = OddsTableBuilder(homeName: facts.homeTeam, homeAbbreviation: facts.homeTeamAbbr,
                                       awayName: facts.awayTeam, awayAbbreviation: facts.awayTeamAbbr)
        let started = facts.state != .upcoming && facts.state != .canceled
        // A hidden game's rows (none observed after the start): names guarded, possible
        // in-game prices left out and counted.
        let hiddenRows: HiddenOddsRows?
        let odds: [OddsEntry], metrics: [String: JSONValue]
        switch sight {
        case .hidden(let withheld):
            hiddenRows = hiddenOddsRows(withheld.odds, start: facts.gameDate, shield: leakGuard(for: facts), builder: builder)
            (odds, metrics) = (withheld.odds, withheld.pregameLines)
        case .visible(let whole, _), .noOutcome(let whole):
            hiddenRows = nil
            (odds, metrics) = (whole.odds, whole.derivedMetrics)
        }
        let table = builder.table(hiddenRows?.rows ?? odds, category: request.category, lines: request.lines,
                                  player: request.player, cutoff: started ? facts.gameDate : nil)
        let pregame = Self.pregameLineKeys.compactMap { metrics[$0]?.stringValue }
            .map { TerminalSanitizer.clean($0) }.filter { !$0.isEmpty }
        let outcome: OddsOutcome
        switch sight {
        case .noOutcome: outcome = .none
        case .hidden: outcome = .hidden(command: "scrolldown game \(facts.id) --reveal")
        case .visible(_, let reason):
            let labels = Self.outcomeLabelKeys.compactMap { metrics[$0]?.stringValue }
                .map { TerminalSanitizer.clean($0) }.filter { !$0.isEmpty }
            outcome = .visible(labels, reason)
        }
        var notes: [String] = []
        if odds.isEmpty {
            notes.append("No odds are stored for this game.")
        } else if table.category == nil {
            notes.append("No usable prices are stored for this game.")
        } else if table.isEmpty, request.lines == .opening, request.player == nil, let category = table.category {
            // The category has prices, only none of them is an opening line.
            notes.append("No opening lines are stored for this game's \(category.title); its closing lines: scrolldown odds \(facts.id)"
                + (request.category.map { " --category \($0.rawValue)" } ?? ""))
        } else if table.isEmpty, let category = table.category {
            let available = table.categories.map(\.rawValue).joined(separator: ", ")
            let what = request.player.map { "\(category.title) matching '\(TerminalSanitizer.clean($0))'" } ?? category.title
            notes.append("No \(what) for this game" + (available.isEmpty ? "." : " (categories with prices: \(available))."))
        }
        if let hiddenRows, let note = Self.leftOutNote(hiddenRows.leftOut, category: table.category, player: request.player) {
            notes.append(note)
        }
        let liveView: LiveOddsView
        let access = sight.detail.map(liveOddsAccess) ?? (facts.state == .live ? .hidden : .notLive)
        switch (live, access) {
        case (.notRequested, _): liveView = .notRequested
        case (.requested, .notLive): liveView = .notLive
        // Checked again here: whatever a command fetched, a hidden game never shows it.
        case (.requested, .hidden): liveView = .hidden(command: "scrolldown odds \(facts.id) --live --peek")
        case (.requested, .delayed): liveView = .delayed
        case (.requested(nil), .allowed): liveView = .unavailable
        case (.requested(let odds?), .allowed):
            let rows = odds.oddsRows(home: facts.homeTeam, away: facts.awayTeam)
            let liveTable = builder.table(rows, category: request.category, lines: .closing, player: request.player, cutoff: nil)
            liveView = liveTable.isEmpty ? .unavailable : .table(liveTable, updated: odds.lastUpdatedAt)
        }
        let header = sight.detail.map { self.header($0, marks: marks, visible: visible) }
            ?? self.header(facts, liveLabel: nil, marks: marks)
        return OddsView(header: header, table: table, pregameLines: pregame, outcome: outcome, live: liveView, notes: notes,
                        invalidNumbers: hiddenRows?.invalidNumbers ?? sight.detail?.invalidOddsNumbers ?? 0)
    }
}
