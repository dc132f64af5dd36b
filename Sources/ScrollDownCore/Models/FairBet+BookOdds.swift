import Foundation

/// One book's price for a bet; `evPercent` is a percent (2.35 = 2.35 %).
public struct BookOdds: Codable, Sendable, Equatable {
    public var book: String
    public var price: Double
    public var observedAt: Date?
    public var evPercent: Double?
    public var displayEv: Double?
    public var impliedProb: Double?
    public var isSharp: Bool
    public var evMethod: EVMethod?
    public var evConfidenceTier: ConfidenceTier?
    public var bookAbbr: String?
    public var priceDecimal: Double?
    public var evTier: EVTier?

    enum CodingKeys: String, CodingKey {
        case book, price
        case observedAt = "observed_at"
        case evPercent = "ev_percent"
        case displayEv = "display_ev"
        case impliedProb = "implied_prob"
        case isSharp = "is_sharp"
        case evMethod = "ev_method"
        case evConfidenceTier = "ev_confidence_tier"
        case bookAbbr = "book_abbr"
        case priceDecimal = "price_decimal"
        case evTier = "ev_tier"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        book = try c.required(String.self, "book")
        price = try c.required(Double.self, "price")
        observedAt = try c.value(Date.self, "observed_at")
        evPercent = try c.value(Double.self, "ev_percent")
        displayEv = try c.value(Double.self, "display_ev")
        impliedProb = try c.value(Double.self, "implied_prob")
        isSharp = try c.value(Bool.self, "is_sharp") ?? false
        evMethod = try c.value(EVMethod.self, "ev_method")
        evConfidenceTier = try c.value(ConfidenceTier.self, "ev_confidence_tier")
        bookAbbr = try c.value(String.self, "book_abbr")
        priceDecimal = try c.value(Double.self, "price_decimal")
        evTier = try c.value(EVTier.self, "ev_tier")
    }
}

/// One step of a bet's math walkthrough.
public struct ExplanationStep: Codable, Sendable, Equatable {
    public var stepNumber: Int?
    public var title: String?
    public var description: String?
    public var detailRows: [DetailRow]

    /// A label/value row of a step.
    public struct DetailRow: Codable, Sendable, Equatable {
        public var label: String
        /// Text as sent; numbers are rendered as text.
        public var value: String
        public var isHighlight: Bool

        enum CodingKeys: String, CodingKey {
            case label, value
            case isHighlight = "is_highlight"
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: StringKey.self)
            label = try c.value(String.self, "label") ?? ""
            switch try c.value(JSONValue.self, "value") {
            case .string(let text): value = text
            case .number(let number): value = Int(exactly: number).map(String.init) ?? String(number)
            case .bool(let flag): value = String(flag)
            default: value = ""
            }
            isHighlight = try c.value(Bool.self, "is_highlight") ?? false
        }
    }

    enum CodingKeys: String, CodingKey {
        case stepNumber = "step_number"
        case title, description
        case detailRows = "detail_rows"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        stepNumber = try c.value(Int.self, "step_number")
        title = try c.value(String.self, "title")
        description = try c.value(String.self, "description")
        detailRows = try c.value([DetailRow].self, "detail_rows") ?? []
    }
}
