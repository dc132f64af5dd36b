import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `timeline` and `read` as text. It prints what the view holds and decides nothing: a score
/// appears only where the policy left one.
enum TimelineTextRenderer {
    /// The whole view with the game header; `header: false` for follow-up batches.
    static func render(_ view: TimelineView, style: TerminalStyle, localTime: LocalTime, header: Bool = true) -> String {
        var out: [String] = header ? GameTextRenderer.header(view.header, style: style, localTime: localTime) : []
        out += items(view, style: style)
        if header, case .visible(let score?, _) = view.outcome {
            let label = view.header.state == .final ? "Final" : "Score"
            out.append("")
            out.append(style.emphasis("\(label): " + ScoreText.line(score, away: view.header.away, home: view.header.home)))
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// The item lines only. `inReader`: the full-screen reader's part, without the notices
    /// that name a shell command or say what comes next (the reader's keys and status line do).
    static func items(_ view: TimelineView, style: TerminalStyle, inReader: Bool = false) -> [String] {
        var out: [String] = []
        let away = view.header.away, home = view.header.home
        for item in view.items {
            switch item {
            case .period(let marker):
                out.append("")
                out.append(style.bold(marker.label) + (marker.note.map { style.dim(" — " + $0) } ?? ""))
            case .block(let block):
                out += blockLines(block, away: away, home: home, style: style)
            case .play(let play):
                out.append(playLine(play, away: away, home: home, style: style))
            case .collapsed(let run):
                out.append(style.dim("      · +\(run.count) routine play\(run.count == 1 ? "" : "s")"))
            case .page(let page):
                out.append(style.dim("  — page \(page) —"))
            case .separator(let separator):
                // A step that opens with the end of the period before it sets it apart.
                if out.isEmpty { out.append("") }
                out.append(separatorLine(separator, away: away, home: home, style: style))
            case .notice(let notice):
                if inReader && (notice.command != nil || [.next, .end, .stopped, .outcome].contains(notice.kind)) { continue }
                out.append("")
                out.append(noticeLine(notice, style: style))
            }
        }
        return out
    }

    static func playLine(_ play: PlayLine, away: TeamLabel, home: TeamLabel, style: TerminalStyle) -> String {
        // Built as bytes and made a string once: a timeline prints hundreds of these lines,
        // and padding, interpolating and appending each part as strings costs several times as
        // much per line.
        let text = play.description.text
        var body = [UInt8]()
        body.reserveCapacity(24 + text.utf8.count)
        switch play.tier {
        case PlayTier.scoring.rawValue?: body += "● ".utf8
        case PlayTier.routine.rawValue?: body += "      · ".utf8
        default: body += "    ".utf8
        }
        DisplayWidth.append(play.clock ?? "", paddedTo: 5, right: true, to: &body)
        body.append(0x20)
        DisplayWidth.append(play.team ?? "", paddedTo: 4, to: &body)
        body.append(0x20)
        text.withUTF8Bytes { body += $0 }
        let line = String(decoding: body, as: UTF8.self)
        switch play.tier {
        case PlayTier.scoring.rawValue?:
            let score = play.score.map { "  [" + ScoreText.line($0, away: away, home: home) + "]" } ?? ""
            return "  " + style.emphasis(line) + score
        case PlayTier.routine.rawValue?:
            return style.dim(line)
        default:
            return line
        }
    }

    static func blockLines(_ block: BlockEntry, away: TeamLabel, home: TeamLabel, style: TerminalStyle) -> [String] {
        var title = block.periods
        if let start = block.startClock {
            title += " · " + start + (block.endClock.map { "–" + $0 } ?? "")
        }
        if let after = block.scoreAfter {
            let before = block.scoreBefore.map { ScoreText.line($0, away: away, home: home) + " " } ?? ""
            title += "  " + style.dim(before + "→ " + ScoreText.line(after, away: away, home: home))
        }
        var out = ["", style.bold(title)]
        if let narrative = block.narrative {
            out += TextWrap.lines(narrative.text, width: style.width, indent: "  ")
        }
        if let box = block.miniBox {
            for side in box.sides {
                let players = side.players.map { player in
                    let name = player.star ? style.bold("★ " + player.name) : player.name
                    return player.stats.isEmpty ? name : "\(name) \(player.stats)"
                }
                out.append("  " + style.dim(side.team + ":") + " " + players.joined(separator: " · "))
            }
        }
        if block.withheld {
            out.append(style.dim("  (this stretch only: totals withheld until you reveal the outcome)"))
        }
        if let until = block.storyHeldUntil {
            out.append(style.dim("  (the story of this stretch comes with \(until))"))
        }
        return out
    }

    static func separatorLine(_ separator: PeriodSeparator, away: TeamLabel, home: TeamLabel, style: TerminalStyle) -> String {
        var text = separator.label
        if let score = separator.score {
            text += " · " + ScoreText.line(score, away: away, home: home)
        } else if separator.scoreWithheld {
            text += " · score withheld until you reveal the outcome"
        }
        return style.dim("── \(text) ──")
    }

    static func noticeLine(_ notice: TimelineNotice, style: TerminalStyle) -> String {
        switch notice.kind {
        case .stopped, .outcome: return style.accent(notice.message)
        case .next, .end, .follow, .empty, .unavailable: return style.dim(notice.message)
        }
    }
}
