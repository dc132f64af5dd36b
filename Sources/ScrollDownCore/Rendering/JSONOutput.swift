import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// JSON and NDJSON output (schema 1, documented in docs/DESIGN.md#json-output). It encodes view
/// models, never contract models, so a hidden value is absent: there is no key to find.
enum JSONOutput {
    /// The schema version written in every document and NDJSON line.
    static let schema = 1

    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601.format(date))
        }
        return encoder
    }

    /// Encodes one value as a line of text. Encoding view models cannot fail (plain
    /// strings, numbers and dates); a failure would be a programming error, reported as such.
    static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        do {
            return escapingInvisibles(String(decoding: try encoder(pretty: pretty).encode(value), as: UTF8.self)) + "\n"
        } catch {
            return "{\"schema\":\(schema),\"error\":\"could not encode output\"}\n"
        }
    }

    /// The document with C1 controls, DEL, bidi and other invisible format characters and
    /// line separators written as `\uXXXX` escapes. `JSONEncoder` escapes only
    /// C0; the rest would reach a terminal through `cat` or `jq .`. Escaped, they arrive only
    /// when a reader asks for raw strings (`jq -r`). The JSON structure itself is ASCII, so
    /// every such character is inside a string and the escape keeps the value the same.
    static func escapingInvisibles(_ json: String) -> String {
        func needsEscape(_ s: Unicode.Scalar) -> Bool {
            (0x7F...0x9F).contains(s.value) || TerminalSanitizer.isFormat(s) || s.value == 0x2028 || s.value == 0x2029
        }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else { out.append(scalar); continue }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(out)
    }

    /// The feed: one document with `games`, or one line per game.
    static func feed(_ feed: FeedView, format: OutputFormat) -> String {
        let rows = feed.sections.flatMap { section in section.rows.map { FeedRowDTO(row: $0, section: section.kind) } }
        if format == .ndjson {
            return rows.map { encode(Line(type: "game", body: $0), pretty: false) }.joined()
        }
        let window = feed.window ?? FeedWindow(from: nil, to: nil, leagues: [])
        return encode(FeedDTO(window: window, timeZone: feed.timeZone.identifier, games: rows), pretty: true)
    }

    /// `next --list`: `{"queue": [row…]}` in queue order, or one line per game.
    static func queue(_ rows: [FeedRow], format: OutputFormat) -> String {
        let items = rows.map { FeedRowDTO(row: $0, section: nil) }
        if format == .ndjson { return items.map { encode(Line(type: "game", body: $0), pretty: false) }.joined() }
        return encode(QueueDTO(queue: items), pretty: true)
    }

    /// One game.
    static func game(_ view: GameView, format: OutputFormat) -> String {
        let dto = GameDTO(view)
        return format == .ndjson ? encode(Line(type: "game", body: dto), pretty: false) : encode(Document(game: dto), pretty: true)
    }

    /// Stats of one game.
    static func stats(_ view: StatsView, format: OutputFormat) -> String {
        let dto = StatsDTO(view)
        return format == .ndjson ? encode(Line(type: "stats", body: dto), pretty: false) : encode(Document(game: dto), pretty: true)
    }

    /// A one-off document or line for a command that only changes state (`reveal`, `hide`,
    /// `reset`), `config`, `doctor` and `completions --game-ids`.
    static func status<T: Encodable>(_ body: T, type: String, format: OutputFormat) -> String {
        encode(Line(type: type, body: body), pretty: format == .json)
    }
}

/// `{"schema":1,"type":...,<body keys>}`: an NDJSON line (or a one-off document).
struct Line<Body: Encodable>: Encodable {
    let type: String
    let body: Body

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: StringKey.self)
        try container.encode(JSONOutput.schema, forKey: StringKey("schema"))
        try container.encode(type, forKey: StringKey("type"))
        try body.encode(to: encoder)
    }
}

/// `{"schema":1,"game":{…}}`.
struct Document<Body: Encodable>: Encodable {
    let schema = JSONOutput.schema
    let game: Body
}

struct FeedDTO: Encodable {
    let schema = JSONOutput.schema
    let window: FeedWindow
    let timeZone: String
    let games: [FeedRowDTO]
}

/// The outcome keys shared by every game-shaped object: `outcome` is `none`, `hidden` or
/// `visible`; `score` and `revealReason` exist only when visible.
struct OutcomeDTO: Encodable {
    let outcome: String
    let score: ScoreLine?
    let revealReason: RevealReason?

    init(_ view: OutcomeView) {
        switch view {
        case .none: (outcome, score, revealReason) = ("none", nil, nil)
        case .hidden: (outcome, score, revealReason) = ("hidden", nil, nil)
        case .visible(let line, let reason): (outcome, score, revealReason) = ("visible", line, reason)
        case .delayed(let reason): (outcome, score, revealReason) = ("delayed", nil, reason)
        }
    }

    func encode(into container: inout KeyedEncodingContainer<StringKey>) throws {
        try container.encode(outcome, forKey: StringKey("outcome"))
        try container.encodeIfPresent(score, forKey: StringKey("score"))
        try container.encodeIfPresent(revealReason, forKey: StringKey("revealReason"))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: StringKey.self)
        try encode(into: &container)
    }
}

/// A feed row; a queue row has no day section (the queue spans days).
struct FeedRowDTO: Encodable {
    let row: FeedRow
    let section: DaySection?

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try c.encode(row.id, forKey: StringKey("id"))
        try c.encode(row.league, forKey: StringKey("league"))
        try c.encode(row.away, forKey: StringKey("away"))
        try c.encode(row.home, forKey: StringKey("home"))
        try c.encode(row.start, forKey: StringKey("start"))
        try c.encodeIfPresent(section, forKey: StringKey("section"))
        try StateDTO(row.state).encode(into: &c)
        try OutcomeDTO(row.outcome).encode(into: &c)
        try c.encode(row.followed, forKey: StringKey("followed"))
        try c.encode(row.isRead, forKey: StringKey("read"))
        try c.encodeIfPresent(row.resume, forKey: StringKey("stoppedAt"))
        try c.encodeIfPresent(row.resumePoint, forKey: StringKey("readingPosition"))
        try c.encodeIfPresent(row.through, forKey: StringKey("through"))
        try c.encodeIfPresent(row.throughNote, forKey: StringKey("throughNote"))
        try c.encodeIfPresent(row.newPlays, forKey: StringKey("newPlays"))
        if row.readToEnd { try c.encode(true, forKey: StringKey("readToEnd")) }
        if row.noPlays { try c.encode(true, forKey: StringKey("noPlays")) }
        if row.pinned { try c.encode(true, forKey: StringKey("pinned")) }
    }
}

struct QueueDTO: Encodable {
    let schema = JSONOutput.schema
    let queue: [FeedRowDTO]
}

/// `state` plus `clock` for live games.
struct StateDTO {
    let state: GameStateView
    init(_ state: GameStateView) { self.state = state }

    func encode(into c: inout KeyedEncodingContainer<StringKey>) throws {
        try c.encode(state.word, forKey: StringKey("state"))
        if case .live(let clock?) = state { try c.encode(clock, forKey: StringKey("clock")) }
    }
}

struct HeaderDTO {
    let header: GameHeader

    func encode(into c: inout KeyedEncodingContainer<StringKey>) throws {
        try c.encode(header.id, forKey: StringKey("id"))
        try c.encode(header.league, forKey: StringKey("league"))
        try c.encode(header.away, forKey: StringKey("away"))
        try c.encode(header.home, forKey: StringKey("home"))
        try c.encode(header.start, forKey: StringKey("start"))
        try StateDTO(header.state).encode(into: &c)
        try c.encodeIfPresent(header.season, forKey: StringKey("season"))
        try c.encode(header.isRead, forKey: StringKey("read"))
        try c.encodeIfPresent(header.resume, forKey: StringKey("stoppedAt"))
        try c.encodeIfPresent(header.resumePoint, forKey: StringKey("readingPosition"))
        try c.encodeIfPresent(header.newPlays, forKey: StringKey("newPlays"))
        if header.readToEnd { try c.encode(true, forKey: StringKey("readToEnd")) }
    }
}

struct GateDTO: Encodable {
    let status: GateView.Status
    let message: String
    let command: String?
    init(_ gate: GateView) { (status, message, command) = (gate.status, gate.message, gate.command) }
}

struct GameDTO: Encodable {
    let view: GameView
    init(_ view: GameView) { self.view = view }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try HeaderDTO(header: view.header).encode(into: &c)
        try c.encodeIfPresent(view.context?.lines, forKey: StringKey("context"))
        try c.encodeIfPresent(RecapDTO(view.recap), forKey: StringKey("recap"))
        try c.encode(GateDTO(view.gate), forKey: StringKey("gate"))
        if let outcome = view.outcome {
            try OutcomeDTO(.visible(outcome.score, outcome.reason)).encode(into: &c)
            try c.encode(outcome.wrapUp, forKey: StringKey("wrapUp"))
            try c.encodeIfPresent(outcome.teamStats, forKey: StringKey("teamStats"))
            try c.encodeIfPresent(outcome.lineScore, forKey: StringKey("lineScore"))
            if outcome.heldBack { try c.encode(true, forKey: StringKey("heldBack")) }
        } else {
            try c.encode(view.gate.status == .noOutcomeYet ? "none" : "hidden", forKey: StringKey("outcome"))
        }
    }
}

/// `recap`: `{level, text, redactions, withheld}`, plus `paragraphs` and `shape` for a post-reveal
/// story, `soFar` before reveal without a recap, `{unavailable, expectedInMinutes}` while one
/// is being written, `{unavailable}` when none could be fetched; absent when there is none.
struct RecapDTO: Encodable {
    var level: String?
    var text: String?
    var paragraphs: [String]?
    var shape: String?
    var soFar: SoFarDTO?
    var redactions: Int?
    /// Where a hidden recap was cut ("Q4 onward"); absent when nothing was.
    var withheld: String?
    var unavailable: String?
    var expectedInMinutes: Int?

    struct SoFarDTO: Encodable {
        let through: String
        let lines: [GuardedText]
        let command: String
    }

    init?(_ recap: RecapView) {
        switch recap {
        case .text(let text, let level, let withheld):
            (self.level, self.text, redactions, self.withheld) = (level, text.text, text.redactions, withheld)
        case .story(let paragraphs, let shape):
            level = "post"
            text = paragraphs.map(\.text).joined(separator: "\n\n")
            self.paragraphs = paragraphs.map(\.text)
            self.shape = shape
            redactions = paragraphs.reduce(0) { $0 + $1.redactions }
        case .soFar(let view):
            level = "pre"
            text = ([RecapView.soFarHeading(view) + ":"] + view.lines.map(\.text)).joined(separator: "\n")
            soFar = SoFarDTO(through: view.through, lines: view.lines, command: view.command)
            redactions = view.lines.reduce(0) { $0 + $1.redactions }
            withheld = view.withheld
        case .expected(let minutes):
            unavailable = RecapView.expectedLine(minutes: minutes)
            expectedInMinutes = minutes
        case .unavailable(let message):
            unavailable = message
        case .absent:
            return nil
        }
    }
}

struct StatsDTO: Encodable {
    let view: StatsView
    init(_ view: StatsView) { self.view = view }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try HeaderDTO(header: view.header).encode(into: &c)
        try c.encode(GateDTO(view.gate), forKey: StringKey("gate"))
        switch view.gate.status {
        case .visible:
            try c.encode("visible", forKey: StringKey("outcome"))
            if view.heldBack {
                try c.encode(true, forKey: StringKey("heldBack"))
            } else {
                try c.encode(view.tables, forKey: StringKey("tables"))
            }
        case .hidden: try c.encode("hidden", forKey: StringKey("outcome"))
        case .noOutcomeYet: try c.encode("none", forKey: StringKey("outcome"))
        }
    }
}
