import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension JSONOutput {
    /// `odds ID`: one document `{"schema":1,"odds":{…}}`, or NDJSON with one `odds` line per
    /// market row and a closing `oddsOutcome` line. Prices are American odds, as the server
    /// stores them. `outcomeLabels` exists only when the outcome is visible.
    static func odds(_ view: OddsView, format: OutputFormat) -> String {
        if format == .ndjson {
            var out = ""
            for section in view.table.sections {
                for row in section.rows {
                    out += encode(Line(type: "odds", body: OddsRowLineDTO(gameID: view.header.id, category: view.table.category,
                                                                           lines: view.table.lines, section: section.title,
                                                                           row: OddsRowDTO(row, books: view.table.books))), pretty: false)
                }
            }
            return out + encode(Line(type: "oddsOutcome", body: OddsOutcomeDTO(gameID: view.header.id, outcome: view.outcome)), pretty: false)
        }
        return encode(OddsDocument(odds: OddsDTO(view)), pretty: true)
    }
}

struct OddsDocument: Encodable {
    let schema = JSONOutput.schema
    let odds: OddsDTO
}

struct OddsDTO: Encodable {
    let view: OddsView
    init(_ view: OddsView) { self.view = view }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try HeaderDTO(header: view.header).encode(into: &c)
        let table = view.table
        try c.encodeIfPresent(table.category, forKey: StringKey("category"))
        try c.encode(table.categories, forKey: StringKey("categories"))
        try c.encode(table.lines, forKey: StringKey("lines"))
        try c.encodeIfPresent(table.player, forKey: StringKey("player"))
        try c.encode(table.books, forKey: StringKey("books"))
        let sections = table.sections.map { section in
            OddsSectionDTO(title: section.title, rows: section.rows.map { OddsRowDTO($0, books: table.books) })
        }
        try c.encode(sections, forKey: StringKey("sections"))
        try c.encode(view.pregameLines, forKey: StringKey("pregameLines"))
        try c.encode(view.notes, forKey: StringKey("notes"))
        try OddsOutcomeDTO(gameID: nil, outcome: view.outcome).encode(into: &c)
        switch view.live {
        case .notRequested: break
        case .notLive: try c.encode(["state": "notLive"], forKey: StringKey("live"))
        case .hidden: try c.encode(["state": "hidden"], forKey: StringKey("live"))
        case .delayed: try c.encode(["state": "delayed"], forKey: StringKey("live"))
        case .unavailable: try c.encode(["state": "unavailable"], forKey: StringKey("live"))
        case .table(let live, let updated):
            let sections = live.sections.map { section in
                OddsSectionDTO(title: section.title, rows: section.rows.map { OddsRowDTO($0, books: live.books) })
            }
            try c.encode(LiveDTO(state: "shown", updated: updated, books: live.books, sections: sections), forKey: StringKey("live"))
        }
    }
}

struct LiveDTO: Encodable {
    let state: String
    let updated: Date?
    let books: [OddsBook]
    let sections: [OddsSectionDTO]
}

struct OddsSectionDTO: Encodable {
    let title: String
    let rows: [OddsRowDTO]
}

/// One row: its side and line, and each book's opening/closing price (absent when none).
struct OddsRowDTO: Encodable {
    struct Price: Encodable {
        let book: String
        let opening: Double?
        let closing: Double?
        let best: Bool
    }
    let label: String
    let market: String
    let side: String
    let line: Double?
    let player: String?
    let prices: [Price]

    init(_ row: OddsRow, books: [OddsBook]) {
        label = row.label
        market = row.market
        side = row.side
        line = row.line
        player = row.player
        prices = books.compactMap { book in
            row.cells[book.name].map { Price(book: book.name, opening: $0.opening, closing: $0.closing, best: row.best.contains(book.name)) }
        }
    }
}

struct OddsRowLineDTO: Encodable {
    let gameID: Int
    let category: OddsCategory?
    let lines: OddsLineSelection
    let section: String
    let row: OddsRowDTO

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try c.encode(gameID, forKey: StringKey("gameId"))
        try c.encodeIfPresent(category, forKey: StringKey("category"))
        try c.encode(lines, forKey: StringKey("lines"))
        try c.encode(section, forKey: StringKey("section"))
        try row.encode(to: encoder)
    }
}

/// `outcome` is `none`, `hidden` or `visible`; `outcomeLabels` and `revealReason` only when visible.
struct OddsOutcomeDTO: Encodable {
    let gameID: Int?
    let outcome: OddsOutcome

    func encode(into c: inout KeyedEncodingContainer<StringKey>) throws {
        try c.encodeIfPresent(gameID, forKey: StringKey("gameId"))
        switch outcome {
        case .none:
            try c.encode("none", forKey: StringKey("outcome"))
        case .hidden:
            try c.encode("hidden", forKey: StringKey("outcome"))
        case .visible(let labels, let reason):
            try c.encode("visible", forKey: StringKey("outcome"))
            try c.encode(labels, forKey: StringKey("outcomeLabels"))
            try c.encode(reason, forKey: StringKey("revealReason"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try encode(into: &c)
    }
}
