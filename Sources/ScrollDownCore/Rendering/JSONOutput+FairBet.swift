import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// FairBet output, schema 1 (docs/DESIGN.md#json-output). Every bet carries `selection`, `gameId`,
/// `method` and `books[]` (`book`, `price` in American odds, `evPercent`); `fairProbability`
/// (0–1) and `fairSource` (`server` or `client`) exist only when the bet has a fair price.
extension JSONOutput {
    /// One NDJSON line for a bet, written as soon as its page is priced.
    static func betLine(_ row: FairBetRow, method: DevigMethod) -> String {
        encode(Line(type: "bet", body: BetDTO(row: row, method: method)), pretty: false)
    }

    /// The `fairbet` list as one document.
    static func fairBet(_ view: FairBetListView, sort: String) -> String {
        encode(FairBetDocument(fairbet: FairBetListDTO(method: view.method, sort: sort, filters: view.filters, count: view.rows.count,
                                                       bets: view.rows.map { BetDTO(row: $0, method: view.method) })), pretty: true)
    }

    /// `--explain`.
    static func explain(_ view: FairBetExplanation, format: OutputFormat) -> String {
        let dto = ExplainDTO(view)
        return format == .ndjson ? encode(Line(type: "explain", body: dto), pretty: false) : encode(ExplainDocument(explain: dto), pretty: true)
    }

    /// `--parlay`.
    static func parlay(_ view: ParlayView, method: DevigMethod, format: OutputFormat) -> String {
        let dto = ParlayDTO(view: view, method: method)
        return format == .ndjson ? encode(Line(type: "parlay", body: dto), pretty: false) : encode(ParlayDocument(parlay: dto), pretty: true)
    }

    /// Rounds for output: full binary noise helps nobody reading JSON.
    static func rounded(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}

struct FairBetDocument: Encodable {
    let schema = JSONOutput.schema
    let fairbet: FairBetListDTO
}

struct FairBetListDTO: Encodable {
    let method: DevigMethod
    let sort: String
    let filters: [String]
    let count: Int
    let bets: [BetDTO]
}

struct BetDTO: Encodable {
    let row: FairBetRow
    let method: DevigMethod

    struct Book: Encodable {
        let book: String
        let label: String
        let price: Double
        let sharp: Bool
        let evPercent: Double?
        let evSource: FairSource?
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try c.encode(row.id, forKey: StringKey("id"))
        try c.encode(row.selection, forKey: StringKey("selection"))
        try c.encode(row.market, forKey: StringKey("market"))
        try c.encodeIfPresent(row.category, forKey: StringKey("category"))
        try c.encode(row.gameID, forKey: StringKey("gameId"))
        try c.encode(row.league, forKey: StringKey("league"))
        try c.encode(row.matchup, forKey: StringKey("matchup"))
        try c.encode(row.start, forKey: StringKey("start"))
        if let fair = row.fair {
            try c.encode(JSONOutput.rounded(fair.probability, 6), forKey: StringKey("fairProbability"))
            try c.encodeIfPresent(fair.american.map { $0.rounded() }, forKey: StringKey("fairAmerican"))
            try c.encode(fair.source, forKey: StringKey("fairSource"))
            try c.encode(fair.method, forKey: StringKey("method"))
            try c.encode(fair.reference, forKey: StringKey("reference"))
            try c.encode(fair.tier, forKey: StringKey("confidenceTier"))
            try c.encodeIfPresent(fair.confidence, forKey: StringKey("confidence"))
        } else {
            // No fair price: the method is the client method that was tried.
            try c.encode(method.rawValue, forKey: StringKey("method"))
            try c.encodeIfPresent(row.noFairReason, forKey: StringKey("noFairReason"))
        }
        if !row.leftOut.isEmpty { try c.encode(row.leftOut, forKey: StringKey("invalidPriceBooks")) }
        try c.encodeIfPresent(row.best?.book, forKey: StringKey("bestBook"))
        try c.encodeIfPresent(row.bestEV.map { JSONOutput.rounded($0, 4) }, forKey: StringKey("bestEvPercent"))
        let books = row.books.map {
            Book(book: $0.book, label: $0.label, price: $0.price, sharp: $0.isSharp,
                 evPercent: $0.evPercent.map { JSONOutput.rounded($0, 4) }, evSource: $0.evSource)
        }
        try c.encode(books, forKey: StringKey("books"))
    }
}

struct ExplainDocument: Encodable {
    let schema = JSONOutput.schema
    let explain: ExplainDTO
}

struct ExplainDTO: Encodable {
    let view: FairBetExplanation
    init(_ view: FairBetExplanation) { self.view = view }

    struct BookStep: Encodable {
        let book: String
        let prices: [Double]
        let implied: [Double]
        let margin: Double
        let fair: [Double]
        let parameter: Double?
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try c.encode(BetDTO(row: view.row, method: view.method), forKey: StringKey("bet"))
        try c.encode(view.method, forKey: StringKey("clientMethod"))
        try c.encode(view.sides, forKey: StringKey("sides"))
        try c.encode(view.selected, forKey: StringKey("selectedSide"))
        try c.encodeIfPresent(view.problem, forKey: StringKey("problem"))
        if let pricing = view.pricing {
            let steps = pricing.perBook.map {
                BookStep(book: $0.book, prices: $0.prices, implied: $0.implied.map { JSONOutput.rounded($0, 6) },
                         margin: JSONOutput.rounded($0.result.overround, 6), fair: $0.result.fair.map { JSONOutput.rounded($0, 6) },
                         parameter: $0.result.parameter)
            }
            try c.encode(steps, forKey: StringKey("books"))
            switch pricing.reference {
            case .sharp(let books): try c.encode(["kind": "sharp", "books": books.joined(separator: ",")], forKey: StringKey("reference"))
            case .consensus(let books): try c.encode(["kind": "consensus", "books": books.joined(separator: ",")], forKey: StringKey("reference"))
            }
            try c.encode(pricing.fair.map { JSONOutput.rounded($0, 6) }, forKey: StringKey("fair"))
            try c.encode(pricing.confidence, forKey: StringKey("clientConfidence"))
        }
        let steps = view.serverSteps.map { step in
            ["title": step.title, "description": step.description ?? "",
             "rows": step.rows.map { "\($0.label): \($0.value)" }.joined(separator: "; ")]
        }
        if !steps.isEmpty { try c.encode(steps, forKey: StringKey("serverSteps")) }
    }
}

struct ParlayDocument: Encodable {
    let schema = JSONOutput.schema
    let parlay: ParlayDTO
}

struct ParlayDTO: Encodable {
    let view: ParlayView
    let method: DevigMethod

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        let legs = view.legs.map { LegDTO(id: $0.id, bet: $0.row.map { BetDTO(row: $0, method: method) }) }
        try c.encode(legs, forKey: StringKey("legs"))
        if let result = view.evaluation {
            try c.encode(JSONOutput.rounded(result.probability, 6), forKey: StringKey("fairProbability"))
            try c.encode(result.fairAmerican.rounded(), forKey: StringKey("fairAmerican"))
            try c.encode(JSONOutput.rounded(result.fairDecimal, 4), forKey: StringKey("fairDecimal"))
            try c.encodeIfPresent(result.combinedConfidence.map { JSONOutput.rounded($0, 4) }, forKey: StringKey("combinedConfidence"))
            try c.encode(result.confidenceCount, forKey: StringKey("confidenceLegs"))
            // 1-based, as the text names legs.
            try c.encode(result.correlatedPairs.map { $0.map { $0 + 1 } }, forKey: StringKey("correlatedLegs"))
        }
        try c.encode(view.problems, forKey: StringKey("problems"))
    }

    struct LegDTO: Encodable {
        let id: String
        let bet: BetDTO?
    }
}
