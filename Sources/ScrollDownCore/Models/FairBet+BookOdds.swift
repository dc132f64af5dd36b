import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One book's price for a bet; `evPercent` is a percent (2.35 = 2.35 %).
struct BookOdds: Codable, Sendable, Equatable {
    var book: String
    var price: Double
    var observedAt: Date?
    var evPercent: Double?
    var displayEv: Double?
    var impliedProb: Double?
    var isSharp: Bool
    var evMethod: EVMethod?
    var evConfidenceTier: ConfidenceTier?
    var bookAbbr: String?
    var priceDecimal: Double?
    var evTier: EVTier?

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

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        book = Books.canonicalName(try c.required(String.self, "book"))
        // A null or impossible price (−50, 0, 1e300) drops this book's row, not the listing:
        // the bet decodes without it and says so.
        guard let price = try c.value(Double.self, "price"), OddsMath.isValidAmerican(price) else {
            throw InvalidPrice(book: book)
        }
        self.price = price
        observedAt = try c.value(Date.self, "observed_at")
        evPercent = try c.value(Double.self, "ev_percent").flatMap(FairBet.sanePercent)
        displayEv = try c.value(Double.self, "display_ev").flatMap(FairBet.sanePercent)
        impliedProb = try c.value(Double.self, "implied_prob").flatMap(FairBet.probability)
        isSharp = try c.value(Bool.self, "is_sharp") ?? false
        evMethod = try c.value(EVMethod.self, "ev_method")
        evConfidenceTier = try c.value(ConfidenceTier.self, "ev_confidence_tier")
        bookAbbr = try c.text("book_abbr")
        priceDecimal = try c.value(Double.self, "price_decimal").flatMap { decimal in OddsMath.american(fromDecimal: decimal).flatMap(FairBet.price).map { _ in decimal } }
        evTier = try c.value(EVTier.self, "ev_tier")
    }
}

extension BookOdds {
    /// A book row whose price is null or no price at all: skipped by `FairBet`'s decoder.
    struct InvalidPrice: Error {
        let book: String
    }

    /// One element of `books[]`: the row, or the book whose price was invalid.
    struct Row: Decodable {
        let odds: BookOdds?
        let invalidBook: String?

        init(from decoder: Decoder) throws {
            do {
                odds = try BookOdds(from: decoder)
                invalidBook = nil
            } catch let error as InvalidPrice {
                odds = nil
                invalidBook = error.book
            }
        }
    }
}

/// One step of a bet's math walkthrough.
struct ExplanationStep: Codable, Sendable, Equatable {
    var stepNumber: Int?
    var title: String?
    var description: String?
    var detailRows: [DetailRow]

    /// A label/value row of a step.
    struct DetailRow: Codable, Sendable, Equatable {
        var label: String
        /// Text as sent; numbers are rendered as text.
        var value: String
        var isHighlight: Bool

        enum CodingKeys: String, CodingKey {
            case label, value
            case isHighlight = "is_highlight"
        }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: StringKey.self)
            label = try c.text("label") ?? ""
            switch try c.value(JSONValue.self, "value") {
            case .string(let text): value = cleanServerText(text)
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

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: StringKey.self)
        stepNumber = try c.value(Int.self, "step_number")
        title = try c.text("title")
        description = try c.text("description")
        detailRows = try c.value([DetailRow].self, "detail_rows") ?? []
    }
}
