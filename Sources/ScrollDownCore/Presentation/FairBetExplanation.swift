import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `fairbet --explain BET`: the devig math of one bet's market, step by step.
struct FairBetExplanation: Sendable, Equatable {
    let row: FairBetRow
    let method: DevigMethod
    /// The market's sides in the order the figures use.
    let sides: [String]
    /// This bet's position among `sides`.
    let selected: Int
    /// This client's devig of the market (computed even when the server priced the bet, so
    /// the two can be compared); nil with `problem` when it cannot be done.
    let pricing: MarketPricing?
    let problem: String?
    /// The server's own walkthrough, when it sent one (text cleaned).
    let serverSteps: [Step]

    /// One server step: a title, a sentence and label/value rows.
    struct Step: Sendable, Equatable {
        let title: String
        let description: String?
        let rows: [(label: String, value: String)]

        static func == (a: Step, b: Step) -> Bool {
            a.title == b.title && a.description == b.description
                && a.rows.map(\.label) == b.rows.map(\.label) && a.rows.map(\.value) == b.rows.map(\.value)
        }
    }

    /// The explanation of `bet`, whose market's bets (every side) are `market`.
    static func build(bet: FairBet, market: [FairBet], method: DevigMethod, book: String? = nil) -> FairBetExplanation {
        let members = market.contains(where: { $0.betID == bet.betID }) ? market : market + [bet]
        let priced = BetPricer.price(members, method: method).first { $0.id == bet.betID }
            ?? PricedBet.make(bet, client: nil, noFair: .noOppositeSide)
        let pricing: MarketPricing?
        let problem: String?
        switch MarketPricing.price(sides: members, method: method) {
        case .success(let value): (pricing, problem) = (value, nil)
        case .failure(let reason): (pricing, problem) = (nil, reason.reason)
        }
        let steps = (bet.explanationSteps ?? []).map { step in
            Step(title: TerminalSanitizer.clean(step.title ?? "Step \(step.stepNumber ?? 0)"),
                 description: step.description.map { TerminalSanitizer.clean($0) },
                 rows: step.detailRows.map { (TerminalSanitizer.clean($0.label), TerminalSanitizer.clean($0.value)) })
        }
        return FairBetExplanation(row: FairBetRow(priced, book: book), method: method,
                                  sides: members.map(FairBetRow.selectionLabel),
                                  selected: members.firstIndex { $0.betID == bet.betID } ?? 0,
                                  pricing: pricing, problem: problem, serverSteps: steps)
    }
}

/// `fairbet --parlay BET BET …`: each leg's fair probability and the parlay's fair price.
struct ParlayView: Sendable, Equatable {
    /// One leg: the bet's row, and its position in the command line.
    struct Leg: Sendable, Equatable {
        let id: String
        /// Nil when the bet was not found among the listed bets.
        let row: FairBetRow?
    }

    let legs: [Leg]
    /// Nil when a leg has no fair probability (the `problems` say which).
    let evaluation: ParlayEvaluation?
    let problems: [String]

    /// Builds the view from the requested ids and the bets found for them.
    static func build(ids: [String], rows: [String: FairBetRow]) -> ParlayView {
        let legs = ids.map { Leg(id: $0, row: rows[$0]) }
        var problems: [String] = []
        var parlayLegs: [ParlayLeg] = []
        for (index, leg) in legs.enumerated() {
            guard let row = leg.row else {
                problems.append("leg \(index + 1) (\(leg.id)): no such bet among the listed pregame bets")
                continue
            }
            guard let fair = row.fair else {
                problems.append("leg \(index + 1) (\(row.selection)): no fair price — \(row.noFairReason ?? "unknown")")
                continue
            }
            parlayLegs.append(ParlayLeg(gameID: row.gameID, fairProbability: fair.probability, confidence: fair.confidence))
        }
        let evaluation = problems.isEmpty ? ParlayEvaluation.evaluate(parlayLegs) : nil
        return ParlayView(legs: legs, evaluation: evaluation, problems: problems)
    }
}
