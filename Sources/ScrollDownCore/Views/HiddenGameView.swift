import Foundation
import ScrollDownWithheld

extension GameView {
    /// The `game` view of a hidden game, built from the `WithheldGame` alone: header, context,
    /// the recap as the reveal layer cut it, and the gate. `now`: the run's clock (nil: never
    /// "start passed").
    package init(hidden game: WithheldGame, marks: ReaderMarks, now: Date?) {
        let facts = game.facts
        self.init(header: GameHeader(facts, liveLabel: nil, marks: marks, now: now),
                  context: ContextView(facts, lines: game.pregameLines, posts: game.pregamePosts),
                  recap: game.recap, gate: .hidden(facts), outcome: nil)
    }
}

extension ContextView {
    /// Context: the season, the pregame lines (the server's pregame labels only: an allowlist,
    /// docs/backend.md#derivedmetrics) and the posts given. nil when there is none of these.
    package init?(_ facts: GameFacts, lines metrics: [String: String], posts: [GuardedText]) {
        var lines: [GuardedText] = []
        if let season = GameHeader.seasonLine(facts) { lines.append(GuardedText(text: season, redactions: 0)) }
        let lineParts = [("spread", "pregame_spread_label"), ("total", "pregame_total_label")].compactMap { name, key in
            metrics[key].map { "\(name) \($0)" }
        } + [[metrics["pregame_ml_away_label"], metrics["pregame_ml_home_label"]]
                .compactMap { $0 }].filter { !$0.isEmpty }.map { "moneyline " + $0.joined(separator: " / ") }
        // Pregame lines are pregame facts: shown by this one rule, whatever their values (a
        // guard that hid a spread equal to the margin would tell the margin).
        if !lineParts.isEmpty {
            lines.append(GuardedText(text: TerminalSanitizer.clean("Pregame lines: " + lineParts.joined(separator: " · ")), redactions: 0))
        }
        lines += posts
        guard !lines.isEmpty else { return nil }
        self.init(lines: lines)
    }
}

extension GateView {
    /// The gate of a hidden game: how to reveal it.
    package static func hidden(_ facts: GameFacts) -> GateView {
        let id = facts.id
        if facts.state == .live {
            return GateView(status: .hidden, message: "Game in progress, score hidden — scrolldown game \(id) --reveal to show it",
                            command: "scrolldown game \(id) --reveal")
        }
        return GateView(status: .hidden, message: "Outcome hidden — scrolldown game \(id) --reveal to show it",
                        command: "scrolldown game \(id) --reveal")
    }
}
