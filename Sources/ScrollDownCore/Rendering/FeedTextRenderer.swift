import Foundation

/// The feed as aligned text sections.
public enum FeedTextRenderer {
    public static func render(_ feed: FeedView, style: TerminalStyle, now: Date) -> String {
        let local = LocalTime(timeZone: feed.timeZone)
        guard feed.gameCount > 0 else {
            return "No games in \(feed.windowDescription). Try a wider window: scrolldown games --from YYYY-MM-DD --to YYYY-MM-DD\n"
        }
        var out: [String] = []
        for section in feed.sections {
            if !out.isEmpty { out.append("") }
            let title = section.kind.showsDate ? section.kind.rawValue : "\(section.kind.rawValue) · \(local.day(section.rows[0].start))"
            out.append(style.bold(title))
            var table = TextTable(alignments: [.left, .left, .left, .left, .left, .left, .left])
            for row in section.rows {
                let when = section.kind.showsDate ? local.dayAndTime(row.start) : local.time(row.start)
                var notes: [String] = []
                if row.isRead { notes.append("read") }
                if row.readToEnd { notes.append("read to the end") } else if let resume = row.resume { notes.append("stopped at \(resume)") }
                table.add([String(row.id), row.league, "\(row.away.abbreviation) @ \(row.home.abbreviation)", when,
                           row.state.label, outcomeText(row.outcome, away: row.away, home: row.home), notes.joined(separator: " · ")])
            }
            out += table.render { _, column, text in
                switch column {
                case 0: return style.dim(text)
                case 5 where text == "outcome hidden" || text.hasSuffix("(live delay)"): return style.dim(text)
                case 5: return style.emphasis(text)
                default: return text
                }
            }
        }
        out.append("")
        out.append(style.dim("\(feed.gameCount) game\(feed.gameCount == 1 ? "" : "s") · \(feed.windowDescription) · times in \(feed.timeZone.identifier) · scrolldown game ID for one game"))
        return out.joined(separator: "\n") + "\n"
    }

    /// `outcome hidden`, `WAS 115 – OKC 126 OT`, or nothing.
    static func outcomeText(_ outcome: OutcomeView, away: TeamLabel, home: TeamLabel) -> String {
        switch outcome {
        case .none: return ""
        case .hidden: return "outcome hidden"
        case .visible(nil, _): return "no score yet"
        case .visible(let score?, _): return ScoreText.line(score, away: away, home: home)
        case .delayed: return "score held back (live delay)"
        }
    }
}

/// The one way a visible score is written.
enum ScoreText {
    static func line(_ score: ScoreLine, away: TeamLabel, home: TeamLabel) -> String {
        "\(away.abbreviation) \(score.away) – \(home.abbreviation) \(score.home)" + (score.periodNote.map { " (\($0))" } ?? "")
    }
}
