import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `scrolldown game ID` as text: header, context, recap, gate, then (visible only) outcome.
enum GameTextRenderer {
    static func render(_ view: GameView, style: TerminalStyle, localTime: LocalTime) -> String {
        var out = header(view.header, style: style, localTime: localTime)
        out += contextLines(view.context, style: style)
        if view.recap != .absent {
            out.append("")
            out.append(style.bold("Recap"))
            out += recapLines(view.recap, gameID: view.header.id, style: style, readToEnd: view.header.readToEnd)
        }
        out.append("")
        out.append(gateLine(view.gate, style: style))
        if let outcome = view.outcome {
            out += outcomeLines(outcome, header: view.header, style: style)
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func contextLines(_ context: ContextView?, style: TerminalStyle) -> [String] {
        guard let context else { return [] }
        var out = ["", style.bold("Context")]
        for line in context.lines { out += TextWrap.lines(line.text, width: style.width, indent: "  ") }
        return out
    }

    /// `inReader`: the full-screen reader's words, where keys are the verbs (no shell command).
    static func recapLines(_ recap: RecapView, gameID: Int, style: TerminalStyle, inReader: Bool = false,
                           readToEnd: Bool = false) -> [String] {
        // Read to the end already: what is left is the reveal, not more reading.
        // (The gate line under the recap says how to reveal.)
        let readOn = readToEnd ? (inReader ? " — r reveals it" : "")
            : inReader ? " — Space reads on" : " — read it with scrolldown read \(gameID)"
        var out: [String] = []
        var redactions = 0
        var withheldLine: String?
        switch recap {
        case .text(let text, _, let withheld):
            if !text.text.isEmpty { out += TextWrap.lines(text.text, width: style.width, indent: "  ") }
            redactions = text.redactions
            withheldLine = withheld.map {
                "\(LeakGuard.marker) \($0) is withheld until you reveal the outcome\(readOn)"
            }
        case .story(let paragraphs, let shape):
            for (index, paragraph) in paragraphs.enumerated() {
                if index > 0 { out.append("") }
                out += TextWrap.lines(paragraph.text, width: style.width, indent: "  ")
            }
            if let shape, !shape.isEmpty { out.append(style.dim("  Game shape: \(shape)")) }
            redactions = paragraphs.reduce(0) { $0 + $1.redactions }
        case .soFar(let soFar):
            let heading = RecapView.soFarHeading(soFar, readOn: inReader ? "Space reads on" : nil)
            out += TextWrap.lines(heading + ":", width: style.width, indent: "  ")
            for line in soFar.lines { out += TextWrap.lines(line.text, width: style.width, indent: "    ") }
            redactions = soFar.lines.reduce(0) { $0 + $1.redactions }
            withheldLine = soFar.withheld.map {
                "\(LeakGuard.marker) \($0) is withheld until you reveal the outcome\(readOn)"
            }
        case .expected(let minutes):
            out.append("  " + RecapView.expectedLine(minutes: minutes))
        case .unavailable(let message):
            let kept = inReader ? ReaderStoryRenderer.withoutCommand(message) : message
            out.append("  " + kept + (kept == message ? "" : " (R fetches it again)"))
        case .absent:
            break
        }
        if redactions > 0 {
            out.append(style.dim("  (\(redactions) passage\(redactions == 1 ? "" : "s") marked [outcome hidden] until you reveal)"))
        }
        if let withheldLine { out += TextWrap.lines(style.dim(withheldLine), width: style.width, indent: "  ") }
        return out
    }

    static func header(_ header: GameHeader, style: TerminalStyle, localTime: LocalTime, inReader: Bool = false) -> [String] {
        let goesOn = inReader ? "Space goes on" : "scrolldown read \(header.id) goes on"
        var lines = [style.bold("\(header.away.name) @ \(header.home.name)")]
        let facts = [header.league, localTime.dayAndTime(header.start) + " (\(localTime.timeZone.identifier))", header.state.label]
        lines.append("  " + facts.joined(separator: " · "))
        var marks: [String] = []
        if header.isRead { marks.append("read") }
        if header.readToEnd {
            marks.append("read to the end")
        } else if let point = header.resumePoint {
            marks.append("You stopped \(point.endsPeriod ? "after" : "at") \(point.through) — \(goesOn)")
        } else if let resume = header.resume {
            marks.append("You stopped at \(resume) — \(goesOn)")
        }
        if let count = header.newPlays, count > 0 { marks.append(FeedTextRenderer.newPlaysText(count, short: false)) }
        if !marks.isEmpty { lines.append("  " + style.dim(marks.joined(separator: " · "))) }
        lines.append("  " + style.dim("game \(header.id)"))
        return lines
    }

    static func gateLine(_ gate: GateView, style: TerminalStyle) -> String {
        switch gate.status {
        case .hidden: return style.accent(gate.message)
        case .visible: return style.emphasis(gate.message)
        case .noOutcomeYet: return style.dim(gate.message)
        }
    }

    static func outcomeLines(_ outcome: OutcomeDetails, header: GameHeader, style: TerminalStyle) -> [String] {
        var out: [String] = [""]
        out.append(style.bold("Outcome"))
        if let score = outcome.score {
            let label = header.state == .final ? "Final" : "Score"
            out.append("  \(label): " + style.emphasis(ScoreText.line(score, away: header.away, home: header.home)))
        } else {
            out.append("  No score available yet.")
        }
        if !outcome.wrapUp.isEmpty {
            out.append("  Betting wrap-up: " + outcome.wrapUp.joined(separator: " · "))
        }
        if outcome.heldBack {
            out.append(style.dim("  Box score held back by the live delay (liveDelaySeconds) until the game ends."))
        }
        if let table = outcome.lineScore {
            out.append("")
            out += StatTableRenderer.render(table, style: style)
        }
        if let table = outcome.teamStats {
            out.append("")
            out += StatTableRenderer.render(table, style: style)
        }
        return out
    }
}

/// Stat tables with a header row.
enum StatTableRenderer {
    static func render(_ table: StatTable, style: TerminalStyle) -> [String] {
        var text = TextTable(alignments: [.left] + table.columns.map { _ in .right })
        text.add([""] + table.columns)
        for row in table.rows { text.add([row.label] + row.values) }
        return [style.bold(table.title)] + text.render { row, _, cell in row == 0 ? style.dim(cell) : cell }
    }

    /// `scrolldown stats ID`.
    static func renderStats(_ view: StatsView, style: TerminalStyle, localTime: LocalTime) -> String {
        var out = GameTextRenderer.header(view.header, style: style, localTime: localTime)
        out.append("")
        if view.tables.isEmpty {
            out.append(GameTextRenderer.gateLine(view.gate, style: style))
            if view.heldBack {
                out.append("  Box score held back by the live delay (liveDelaySeconds) until the game ends.")
            } else if view.gate.status == .visible {
                out.append("  No stats available for this game yet.")
            }
        } else {
            for table in view.tables {
                out += render(table, style: style)
                out.append("")
            }
            out.append(GameTextRenderer.gateLine(view.gate, style: style))
        }
        return out.joined(separator: "\n") + "\n"
    }
}
