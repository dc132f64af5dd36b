import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// "struck out twice in his first three trips to the plate", "went 0-for-3 in his first three
/// at-bats", "struck out in each of his first two plate appearances": a batter's own span, from
/// the game's start to his Nth time up. It is the reader's when that time up came in an inning
/// whose end the reader may see; a count the clause gives is then the batter's over the span.
/// Other sports' players have no times up ("his first two trips to the line" is hidden).
extension GroundingReading {
    struct PlateSpan {
        /// The batter (surname key).
        let player: String
        /// Where the span's size is ("three" of "his first three").
        let size: Int
        /// Whether it counts at-bats, not every time up.
        let atBats: Bool
        /// "in each of his first two": every one of them was of the clause's kind.
        let each: Bool
    }

    /// The batter's span the clause of `index` names, if it names one.
    func plateSpan(of index: Int) -> PlateSpan? {
        guard let clause = clause(of: index) else { return nil }
        for first in clause where tokens[first].word == "first" && first > clause.lowerBound {
            let size = first + 1
            guard tokens.indices.contains(size), tokens[size].kind == .number, !tokens[size].ordinal, tokens[size].suffix.isEmpty,
                  let unit = nextWord(after: size) else { continue }
            let atBats = ["at-bats", "at-bat", "ab"].contains(unit) || unit == "at" && nextWord(after: size + 1) == "bats"
            guard atBats || ["trips", "appearances", "times", "turns", "plate"].contains(unit) else { continue }
            let owner = first - 1
            let player: String
            if case .player(let key)? = entities[owner], tokens[owner].isPossessive {
                player = key
            } else if ["his", "her"].contains(tokens[owner].word), case .player(let key)? = clauseSubject(of: index) ?? subject(of: owner) {
                player = key
            } else {
                continue
            }
            let each = owner >= 2 && tokens[owner - 1].word == "of" && ["each", "all", "both"].contains(tokens[owner - 2].word)
            return PlateSpan(player: player, size: size, atBats: atBats, each: each)
        }
        return nil
    }

    /// The batter's times up in the span, or nil when the span is not the reader's (he had
    /// fewer, or the last came in an inning whose end the reader may not see).
    func appearances(in span: PlateSpan) -> [PlateAppearance]? {
        guard let count = tokens[span.size].value, count > 0,
              let all = facts.players[span.player]?.appearances else { return nil }
        var taken: [PlateAppearance] = []
        var atBats = 0
        for appearance in all {
            if span.atBats && atBats == count { break }
            if !span.atBats && taken.count == count { break }
            taken.append(appearance)
            if appearance.atBat { atBats += 1 }
        }
        guard span.atBats ? atBats == count : taken.count == count, let last = taken.last,
              let limit = context.placementLimit, last.period <= limit else { return nil }
        return taken
    }

    /// Whether the number at `index`, in a clause naming a batter's span, is grounded: the
    /// span's size, a count of its kind in the span ("twice", "two strikeouts"), or its line
    /// ("0-for-3": hits and at-bats in it). nil when the clause names no span.
    func plateSpanNumberIsGrounded(at index: Int) -> Bool? {
        guard let span = plateSpan(of: index) else { return nil }
        guard let taken = appearances(in: span) else { return false }
        let token = tokens[index]
        if index == span.size {
            guard span.each else { return true }
            let kinds = clause(of: index).map { kindsNamed(in: $0).subtracting(["batter"]) } ?? []
            return !kinds.isEmpty && taken.allSatisfy { !$0.kinds.isDisjoint(with: kinds) }
        }
        // "0-for-3": hits of the span's at-bats.
        if let line = lineNumbers(at: index) {
            return line.0 == taken.filter { $0.kinds.contains("hit") }.count && line.1 == taken.filter(\.atBat).count
        }
        guard let value = token.value, !token.ordinal else { return false }
        let kinds = Set(countedKinds(at: index)).subtracting(["batter"])
        return !kinds.isEmpty && taken.filter { !$0.kinds.isDisjoint(with: kinds) }.count == value
    }

}
