import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The feed as aligned text sections.
enum FeedTextRenderer {
    static func render(_ feed: FeedView, style: TerminalStyle, now: Date) -> String {
        let local = LocalTime(timeZone: feed.timeZone)
        guard feed.gameCount > 0 else { return noGamesLine(feed) + "\n" }
        let (sections, level) = sectionsAndLevel(feed, local: local, style: style)
        var out = sections
        out.append("")
        if level > 0, feed.sections.contains(where: { $0.rows.contains { $0.through != nil } }) {
            out += TextWrap.lines(throughLegend, width: style.width).map(style.dim)
        }
        let footer = "\(feed.gameCount) game\(feed.gameCount == 1 ? "" : "s") · \(feed.windowDescription) · times in \(feed.timeZone.identifier) · scrolldown game ID for one game"
        out += TextWrap.lines(footer, width: style.width).map(style.dim)
        return out.joined(separator: "\n") + "\n"
    }

    /// A feed without games: where, and what to try.
    static func noGamesLine(_ feed: FeedView) -> String {
        "No games in \(feed.windowDescription). Try a wider window: scrolldown games --from YYYY-MM-DD --to YYYY-MM-DD"
    }

    /// The day sections, each a title and its rows.
    static func sections(_ feed: FeedView, local: LocalTime, style: TerminalStyle) -> [String] {
        sectionsAndLevel(feed, local: local, style: style).lines
    }

    static func sectionsAndLevel(_ feed: FeedView, local: LocalTime, style: TerminalStyle) -> (lines: [String], level: Int) {
        var out: [String] = []
        // One layout for every section: the most compact any of them needs.
        var fitted = feed.sections.map { Self.fitted($0, local: local, style: style) }
        let level = fitted.map(\.level).max() ?? 0
        for index in fitted.indices where fitted[index].level < level {
            fitted[index] = Self.fitted(feed.sections[index], local: local, style: style, atLeast: level)
        }
        for (section, lines) in zip(feed.sections, fitted.map(\.lines)) {
            if !out.isEmpty { out.append("") }
            // A day section is a league day (US-Eastern): its title names that day, not the
            // reader's date of its first game. When a row's start falls on another date of the
            // reader's (shown on the row), the title says whose day it is, so the two agree.
            let leagueDay = EasternCalendar.day(of: section.rows[0].start)
            let otherDates = section.rows.contains { local.isoDay($0.start) != EasternCalendar.day(of: $0.start) }
            let title = section.kind.showsDate ? section.kind.rawValue
                : "\(section.kind.rawValue) · \(local.startOfDay(leagueDay).map(local.day) ?? leagueDay)"
                    + (otherDates ? " (US-Eastern league day)" : "")
            out.append(style.bold(title))
            out += lines
        }
        return (out, level)
    }

    /// `next --list`: the queue as one dated table, in queue order.
    static func queue(_ rows: [FeedRow], style: TerminalStyle, localTime: LocalTime) -> String {
        guard !rows.isEmpty else { return "" }
        return sectionLines(FeedSection(kind: .earlier, rows: rows), local: localTime, style: style).joined(separator: "\n") + "\n"
    }

    /// A section's rows as table lines. Rows never wrap: on a narrow terminal the columns get
    /// shorter, step by step, built one level at a time and stopping at the first that fits
    /// (measured on the plain rendering, which is the output itself when there is no colour).
    static func sectionLines(_ section: FeedSection, local: LocalTime, style: TerminalStyle) -> [String] {
        fitted(section, local: local, style: style).lines
    }

    /// The compaction levels, least first.
    static let levels = (0...Compact.allCases.count).map { Set(Compact.allCases.prefix($0)) }

    /// The section at the first level from `atLeast` on that fits (`atLeast`: the level another
    /// section of the feed needed, so that every section has one layout), and that level.
    static func fitted(_ section: FeedSection, local: LocalTime, style: TerminalStyle, atLeast: Int = 0) -> (level: Int, lines: [String]) {
        let levels = Self.levels
        var chosen = levels.count - 1
        var chosenTable: TextTable?
        var plainLines: [String] = []
        for (index, level) in levels.enumerated() where index >= atLeast {
            let candidate = table(section, local: local, compact: level)
            let lines = candidate.render()
            if (lines.map(DisplayWidth.of).max() ?? 0) <= style.width || index == levels.count - 1 {
                (chosen, chosenTable, plainLines) = (index, candidate, lines)
                break
            }
        }
        if !style.color { return (chosen, plainLines) }
        let outcomeColumn = levels[chosen].contains(.noLeague) ? 4 : 5
        return (chosen, (chosenTable ?? table(section, local: local, compact: levels[chosen])).render { _, column, text in
            switch column {
            case 0: return style.dim(text)
            case outcomeColumn where text == "outcome hidden" || text == "hidden" || text.hasSuffix("(live delay)"):
                return style.dim(text)
            case outcomeColumn: return style.emphasis(text)
            default: return text
            }
        })
    }

    /// What a narrow terminal gives up first, in order.
    enum Compact: CaseIterable {
        /// `hidden` for `outcome hidden`, `@ Q3 4:32` for `stopped at Q3 4:32`.
        case shortWords
        /// `9 Oct 2025 00:00` without the weekday.
        case noWeekday
        /// `9 Oct 00:00` without the year.
        case noYear
        /// No league column.
        case noLeague
        /// `30 Nov` without the time, for games days away.
        case noTime
        /// `soon` for `upcoming`.
        case shortState
    }

    static func table(_ section: FeedSection, local: LocalTime, compact: Set<Compact>) -> TextTable {
        var table = TextTable(alignments: [.left, .left, .left, .left, .left, .left, .left, .left])
        let throughColumn = section.rows.contains { $0.through != nil || $0.throughNote != nil }
        for row in section.rows {
            // In a day section only the time, unless the reader's date differs from the league
            // day (an evening game in New York seen from Tokyo): then the reader's day too.
            let sameDay = local.isoDay(row.start) == EasternCalendar.day(of: row.start)
            let dated = section.kind.showsDate || !sameDay
            var when = dated ? local.dayAndTime(row.start) : local.time(row.start)
            if dated {
                var words = when.split(separator: " ").map(String.init)
                if compact.contains(.noWeekday), words.count > 1 { words.removeFirst() }
                if compact.contains(.noYear) { words.removeAll { $0.count == 4 && $0.allSatisfy(\.isNumber) } }
                if compact.contains(.noTime) { words.removeAll { $0.contains(":") } }
                when = words.joined(separator: " ")
            }
            let short = compact.contains(.shortWords)
            var notes: [String] = []
            if row.pinned { notes.append("pinned") }
            if row.followed { notes.append("followed") }
            if row.isRead { notes.append("read") }
            if row.readToEnd {
                notes.append(short ? "read to end" : "read to the end")
            } else if let point = row.resumePoint {
                notes.append("to \(point.through)")
            } else if let resume = row.resume {
                notes.append(short ? "@ \(resume)" : "stopped at \(resume)")
            }
            if let count = row.newPlays, count > 0 { notes.append(newPlaysText(count, short: short)) }
            if row.noPlays { notes.append(short ? "no plays" : "no plays: next skips it") }
            var outcome = outcomeText(row.outcome, away: row.away, home: row.home)
            if short && outcome == "outcome hidden" { outcome = "hidden" }
            let league = compact.contains(.noLeague) ? [] : [row.league]
            let state = compact.contains(.shortState) && row.state.label == "upcoming" ? "soon" : row.state.label
            let through = throughColumn ? [row.through.map { throughText($0, row: row, short: short) } ?? row.throughNote ?? ""] : []
            table.add([String(row.id)] + league + ["\(row.away.abbreviation) @ \(row.home.abbreviation)", when,
                       state, outcome] + through + [notes.joined(separator: " · ")])
        }
        return table
    }

    /// `+12 new plays`, or `+12 new` when short.
    static func newPlaysText(_ count: Int, short: Bool) -> String {
        short ? "+\(count) new" : "+\(count) new play\(count == 1 ? "" : "s")"
    }

    /// `games --through`: `Q3 81–77 · 6 lead changes · most WAS +11 OKC +2` (away first, as the
    /// matchup), or, when the feed is short of room, `Q3 81–77 6× WAS+11 OKC+2`, which its footer
    /// explains (`throughLegend`). Every row of a feed uses the same one.
    static func throughText(_ state: PeriodState, row: FeedRow, short: Bool) -> String {
        let away = row.away.abbreviation, home = row.home.abbreviation
        let lead = state.largestLead
        if short {
            return "\(state.period) \(state.away)–\(state.home) \(state.leadChanges)× \(away)+\(lead.away) \(home)+\(lead.home)"
        }
        let changes = "\(state.leadChanges) lead change\(state.leadChanges == 1 ? "" : "s")"
        return "\(state.period) \(state.away)–\(state.home) · \(changes) · most \(away) +\(lead.away) \(home) +\(lead.home)"
    }

    /// What the short `--through` column says.
    static let throughLegend = "Q3 81–77 6× WAS+11 OKC+2: the score after Q3, 6 lead changes, each side's largest lead"

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

extension FeedTextRenderer {
    /// The line for a filtered feed left empty: what did not match, and what would.
    static func emptyLine(_ empty: EmptyFeed) -> String {
        switch empty {
        case .team(let text, let window, let near) where near.isEmpty:
            // A team this client knows that has no game then is said by name, not as a typo.
            if let team = try? FollowedTeams.resolve(text) {
                return "No game of the \(team.name) (\(team.league)) in \(window).\n"
            }
            return "No team matched \"\(TerminalSanitizer.clean(text))\" in \(window).\n"
        case .team(let text, let window, let near):
            return "No team matched \"\(TerminalSanitizer.clean(text))\" in \(window). Nearest names playing then: \(near.joined(separator: ", ")).\n"
        case .status(let status, let window, let states):
            let others = states.filter { $0.count > 0 }.sorted { $0.count > $1.count }
            var line = "No \(status.rawValue) games in \(window)."
            if let best = others.first {
                line += " There " + (others.map(\.count).reduce(0, +) == 1 ? "is " : "are ")
                    + others.map { "\($0.count) \($0.state.rawValue)" }.joined(separator: " and ")
                    + ": scrolldown games --status \(best.state.rawValue)"
            } else {
                line += " Try a wider window: scrolldown games --from YYYY-MM-DD --to YYYY-MM-DD"
            }
            return line + "\n"
        }
    }
}

/// The one way a visible score is written.
enum ScoreText {
    static func line(_ score: ScoreLine, away: TeamLabel, home: TeamLabel) -> String {
        "\(away.abbreviation) \(score.away) – \(home.abbreviation) \(score.home)" + (score.periodNote.map { " (\($0))" } ?? "")
    }
}
