import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension JSONOutput {
    /// `timeline` / `read`: one document `{"schema":1,"game":{…,"items":[…]}}`, or NDJSON with
    /// a `game` line, then one line per item (`play`, `block`, `separator`, `notice`, `period`,
    /// `collapsed`, `page`), each carrying the game id. Hidden values have no key.
    static func timeline(_ view: TimelineView, format: OutputFormat, includeGame: Bool = true) -> String {
        if format == .ndjson {
            var lines = includeGame ? [encode(Line(type: "game", body: TimelineGameDTO(view: view, items: false)), pretty: false)] : []
            for item in view.items {
                let dto = TimelineItemDTO(item: item, gameID: view.header.id, includeType: false)
                lines.append(encode(Line(type: dto.type, body: dto), pretty: false))
            }
            return lines.joined()
        }
        return encode(Document(game: TimelineGameDTO(view: view, items: true)), pretty: true)
    }
}

struct TimelineGameDTO: Encodable {
    let view: TimelineView
    let items: Bool

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try HeaderDTO(header: view.header).encode(into: &c)
        try c.encode(view.mode, forKey: StringKey("mode"))
        try OutcomeDTO(view.outcome).encode(into: &c)
        if items {
            try c.encode(view.items.map { TimelineItemDTO(item: $0, gameID: nil, includeType: true) }, forKey: StringKey("items"))
        }
    }
}

struct TimelineItemDTO: Encodable {
    let item: TimelineItem
    let gameID: Int?
    let includeType: Bool

    var type: String {
        switch item {
        case .period: return "period"
        case .block: return "block"
        case .play: return "play"
        case .collapsed: return "collapsed"
        case .page: return "page"
        case .separator: return "separator"
        case .notice: return "notice"
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        if includeType { try c.encode(type, forKey: StringKey("type")) }
        try c.encodeIfPresent(gameID, forKey: StringKey("game"))
        switch item {
        case .period(let marker):
            try c.encode(marker.period, forKey: StringKey("period"))
            try c.encode(marker.label, forKey: StringKey("label"))
            try c.encodeIfPresent(marker.note, forKey: StringKey("note"))
        case .block(let block):
            try c.encode(block.blockIndex, forKey: StringKey("blockIndex"))
            try c.encode(block.periodStart, forKey: StringKey("periodStart"))
            try c.encode(block.periodEnd, forKey: StringKey("periodEnd"))
            try c.encode(block.periods, forKey: StringKey("periods"))
            try c.encodeIfPresent(block.startClock, forKey: StringKey("startClock"))
            try c.encodeIfPresent(block.endClock, forKey: StringKey("endClock"))
            try c.encodeIfPresent(block.narrative, forKey: StringKey("narrative"))
            try c.encodeIfPresent(block.miniBox, forKey: StringKey("miniBox"))
            try c.encode(block.withheld, forKey: StringKey("withheld"))
            try c.encodeIfPresent(block.scoreBefore, forKey: StringKey("scoreBefore"))
            try c.encodeIfPresent(block.scoreAfter, forKey: StringKey("scoreAfter"))
            try c.encodeIfPresent(block.storyHeldUntil, forKey: StringKey("storyHeldUntil"))
        case .play(let play):
            try c.encode(play.playIndex, forKey: StringKey("playIndex"))
            try c.encode(play.period, forKey: StringKey("period"))
            try c.encode(play.periodLabel, forKey: StringKey("periodLabel"))
            try c.encodeIfPresent(play.clock, forKey: StringKey("clock"))
            try c.encodeIfPresent(play.tier, forKey: StringKey("tier"))
            try c.encodeIfPresent(play.team, forKey: StringKey("team"))
            try c.encode(play.description.text, forKey: StringKey("description"))
            try c.encode(play.description.redactions, forKey: StringKey("redactions"))
            try c.encodeIfPresent(play.score, forKey: StringKey("score"))
        case .collapsed(let run):
            try c.encode(run.count, forKey: StringKey("count"))
            try c.encode(run.firstPlayIndex, forKey: StringKey("firstPlayIndex"))
            try c.encode(run.lastPlayIndex, forKey: StringKey("lastPlayIndex"))
        case .page(let page):
            try c.encode(page, forKey: StringKey("page"))
        case .separator(let separator):
            try c.encode(separator.period, forKey: StringKey("period"))
            try c.encode(separator.label, forKey: StringKey("label"))
            try c.encodeIfPresent(separator.score, forKey: StringKey("score"))
            try c.encode(separator.scoreWithheld, forKey: StringKey("scoreWithheld"))
        case .notice(let notice):
            try c.encode(notice.kind, forKey: StringKey("kind"))
            try c.encode(notice.message, forKey: StringKey("message"))
            try c.encodeIfPresent(notice.command, forKey: StringKey("command"))
        }
    }
}
