import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The same game with another outcome, as a `FixtureScenario`: the reveal tests compare hidden
/// views of the game as played with its counterfactuals, which must be byte-identical.
enum Counterfactual {
    /// How the outcome is changed.
    enum Change: Hashable, Sendable, CustomStringConvertible {
        /// The game as recorded.
        case none
        /// One more period after the last one played (overtime, extra innings), with scoring.
        case extraPeriod
        /// A late score in the last period played, for the away side.
        case lateScore
        /// Late scores in the last period played that make the final exactly this (each side at
        /// least its recorded final): a chosen margin, a team score equal to a number the
        /// hidden views print, or the other side winning.
        case final(home: Int, away: Int)

        /// The rewrites every hidden view is checked against.
        static let standard: [Change] = [.none, .extraPeriod, .lateScore]

        var description: String {
            switch self {
            case .none: "as played"
            case .extraPeriod: "an extra period"
            case .lateScore: "a late score"
            case .final(let home, let away): "final \(away)–\(home) (away–home)"
            }
        }

        /// The scenario edit, nil for the game as played.
        var edit: FixtureScenario.Edit? {
            switch self {
            case .none: nil
            case .extraPeriod: .extraPeriod
            case .lateScore: .lateScore
            case .final(let home, let away): .final(home: home, away: away)
            }
        }

        /// Finals reachable by late scoring from `home`–`away` whose margin or one team's score is
        /// `number`, and the final with the other side winning.
        static func finals(from home: Int, _ away: Int, printing numbers: Set<Int>, limit: Int = 4) -> [Change] {
            var finals: [Change] = [.final(home: home, away: away + (home - away) + 1)]  // away wins by 1 (or more)
            if away >= home { finals = [.final(home: away + 1, away: away)] }  // home wins by 1
            for number in numbers.sorted() where number > 0 && number <= 200 {
                // Margin `number`, either side ahead, reachable by adding points only.
                if home + number >= away { finals.append(.final(home: home, away: home + number)) }
                if away + number >= home { finals.append(.final(home: away + number, away: away)) }
                // A team score equal to `number`.
                if number > home, number != home { finals.append(.final(home: number, away: away)) }
                if number > away, number != away { finals.append(.final(home: home, away: number)) }
            }
            var seen = Set<Change>()
            return Array(finals.filter { seen.insert($0).inserted && $0 != .final(home: home, away: away) }.prefix(limit + 1))
        }
    }

    /// What the feed lists of the game before any change: as recorded, or sparse the way real
    /// feeds are (a goals-only feed lists nothing for a period without a goal), under a league
    /// this client does not know, or with period labels in words. Edits combine.
    struct Shape: Hashable, Sendable, CustomStringConvertible {
        /// No rows (and no flow block) from this period on.
        var withoutRowsFrom: Int?
        /// No rows (and no flow block) in this one period.
        var withoutRowsIn: Int?
        /// The league code is one the client does not know.
        var unknownLeague = false
        /// Every row's period label in words ("Period Two"), which no numbering rule derives.
        var wordLabels = false

        static let asRecorded = Shape()
        static func withoutRowsFrom(_ period: Int) -> Shape { Shape(withoutRowsFrom: period) }
        static func withoutRowsIn(_ period: Int) -> Shape { Shape(withoutRowsIn: period) }
        static let unknownLeague = Shape(unknownLeague: true)

        var description: String {
            let parts = edits.map(\.description)
            return parts.isEmpty ? "as recorded" : parts.joined(separator: ", ")
        }

        /// The scenario edits, in order.
        var edits: [FixtureScenario.Edit] {
            var edits: [FixtureScenario.Edit] = []
            if let period = withoutRowsFrom { edits.append(.withoutRows(from: period)) }
            if let period = withoutRowsIn { edits.append(.withoutRows(in: period)) }
            if unknownLeague { edits.append(.league("XFL")) }
            if wordLabels { edits.append(.labelsInWords) }
            return edits
        }
    }

    /// The tree of `dialect` with game `id` reshaped by `shape`, given pregame context and the
    /// `planted` sentences, then its outcome changed by `change`. Every variant of one game
    /// carries the same context, so hidden views differ only if the outcome shows.
    static func scenario(_ id: Int, _ change: Change = .none, dialect: Dialect = .older, planted: String? = nil,
                         shape: Shape = .asRecorded) -> FixtureScenario {
        if change == .none, planted == nil, shape == .asRecorded {
            return asPlayed.withLock { known in
                if let scenario = known["\(dialect) \(id)"] { return scenario }
                let scenario = FixtureScenario(dialect, game: id, [.pregameContext])
                known["\(dialect) \(id)"] = scenario
                return scenario
            }
        }
        var edits = shape.edits + [.pregameContext]
        if let planted { edits.append(.plant(planted)) }
        if let edit = change.edit { edits.append(edit) }
        return FixtureScenario(dialect, game: id, edits)
    }

    /// The game as played, one scenario per game and dialect for the whole test process: most
    /// reveal tests read it, and its edited documents are written and decoded once. (Scenarios
    /// hold no reader state; that lives in each harness's home.)
    private static let asPlayed = Locked<[String: FixtureScenario]>([:])
}
