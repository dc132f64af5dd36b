import Foundation

extension JSONOutput {
    /// `timeline` / `read`: one document `{"schema":1,"game":{…,"items":[…]}}`, or NDJSON with
    /// a `game` line, then one line per item (`play`, `block`, `separator`, `notice`, `period`,
    /// `collapsed`, `page`), each carrying the game id. Hidden values have no key.
    public static func timeline(_ view: TimelineView, format: OutputFormat, includeGame: Bool = true) -> String {
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
        var c = encoder.container(keyedBy: DynamicKey.self)
        try HeaderDTO(header: view.header).encode(into: &c)
        try c.encode(view.mode, forKey: DynamicKey("mode"))
        try OutcomeDTO(view.outcome).encode(into: &c)
        if items {
            try c.encode(view.items.map { TimelineItemDTO(item: $0, gameID: nil, includeType: true) }, forKey: DynamicKey("items"))
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
        var c = encoder.container(keyedBy: DynamicKey.self)
        if includeType { try c.encode(type, forKey: DynamicKey("type")) }
        try c.encodeIfPresent(gameID, forKey: DynamicKey("game"))
        switch item {
        case .period(let marker):
            try c.encode(marker.period, forKey: DynamicKey("period"))
            try c.encode(marker.label, forKey: DynamicKey("label"))
        case .block(let block):
            try c.encode(block.blockIndex, forKey: DynamicKey("blockIndex"))
            try c.encode(block.periodStart, forKey: DynamicKey("periodStart"))
            try c.encode(block.periodEnd, forKey: DynamicKey("periodEnd"))
            try c.encode(block.periods, forKey: DynamicKey("periods"))
            try c.encodeIfPresent(block.startClock, forKey: DynamicKey("startClock"))
            try c.encodeIfPresent(block.endClock, forKey: DynamicKey("endClock"))
            try c.encodeIfPresent(block.narrative, forKey: DynamicKey("narrative"))
            try c.encodeIfPresent(block.miniBox, forKey: DynamicKey("miniBox"))
            try c.encode(block.withheld, forKey: DynamicKey("withheld"))
            try c.encodeIfPresent(block.scoreBefore, forKey: DynamicKey("scoreBefore"))
            try c.encodeIfPresent(block.scoreAfter, forKey: DynamicKey("scoreAfter"))
        case .play(let play):
            try c.encode(play.playIndex, forKey: DynamicKey("playIndex"))
            try c.encode(play.period, forKey: DynamicKey("period"))
            try c.encode(play.periodLabel, forKey: DynamicKey("periodLabel"))
            try c.encodeIfPresent(play.clock, forKey: DynamicKey("clock"))
            try c.encodeIfPresent(play.tier, forKey: DynamicKey("tier"))
            try c.encodeIfPresent(play.team, forKey: DynamicKey("team"))
            try c.encode(play.description.text, forKey: DynamicKey("description"))
            try c.encode(play.description.redactions, forKey: DynamicKey("redactions"))
            try c.encodeIfPresent(play.score, forKey: DynamicKey("score"))
        case .collapsed(let run):
            try c.encode(run.count, forKey: DynamicKey("count"))
            try c.encode(run.firstPlayIndex, forKey: DynamicKey("firstPlayIndex"))
            try c.encode(run.lastPlayIndex, forKey: DynamicKey("lastPlayIndex"))
        case .page(let page):
            try c.encode(page, forKey: DynamicKey("page"))
        case .separator(let separator):
            try c.encode(separator.period, forKey: DynamicKey("period"))
            try c.encode(separator.label, forKey: DynamicKey("label"))
            try c.encodeIfPresent(separator.score, forKey: DynamicKey("score"))
            try c.encode(separator.scoreWithheld, forKey: DynamicKey("scoreWithheld"))
        case .notice(let notice):
            try c.encode(notice.kind, forKey: DynamicKey("kind"))
            try c.encode(notice.message, forKey: DynamicKey("message"))
            try c.encodeIfPresent(notice.command, forKey: DynamicKey("command"))
        }
    }
}
