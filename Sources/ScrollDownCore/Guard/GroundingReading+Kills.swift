import Foundation

/// A penalty kill told ("Florida killed off Tkachuk's penalty", "Tampa Bay's penalty kill held
/// in the first period"): the penalties it speaks of were served whole inside time the reader
/// has seen, and a kill told by its verb was one (no goal against; "failed to kill", one). A penalty that runs past the last period the sentence may
/// be placed in is killed or not in play the reader has not seen (in a tied last period, in
/// overtime), so no kill of it is grounded.
extension GroundingReading {
    static let killWords: Set<String> = ["kill", "kills", "killed", "killing"]
    /// Words that turn the claim around: a kill that failed is a power-play goal.
    static let failedKill: Set<String> = ["not", "failed", "fail", "unable", "couldn't", "didn't", "never"]

    /// Why a kill the sentence tells is not grounded, or nil when it tells none or the plays
    /// show it. The penalties it speaks of are the named players' where they took one, else
    /// those of the periods it names, else every visible one.
    func ungroundedKill() -> String? {
        guard tokens.contains(where: { Self.killWords.contains($0.word) }) else { return nil }
        guard let limit = context.placementLimit, let minutes = facts.periodMinutes else { return "kill" }
        let players = Set(entities.values.compactMap { entity -> String? in
            if case .player(let key) = entity { key } else { nil }
        })
        let periods = Set(anchors.flatMap(\.periods))
        let own = facts.penalties.filter { $0.player.map(players.contains) == true }
        let spoken = !own.isEmpty ? own : periods.isEmpty ? facts.penalties : facts.penalties.filter { periods.contains($0.period) }
        guard !spoken.isEmpty, spoken.allSatisfy({ $0.end <= limit * minutes * 60 }) else { return "kill" }
        // "the penalty kill" names the unit; what it did is told by other words ("held", "gave up
        // a goal"), not read: of penalties served in sight, no more than the plays show.
        let told = tokens.indices.contains { Self.killWords.contains(tokens[$0].word) && previousWord(before: $0) != "penalty" }
        guard told else { return nil }
        let failed = tokens.contains { Self.failedKill.contains($0.word) }
        return (failed ? spoken.contains(where: \.scored) : !spoken.contains(where: \.scored)) ? nil : "kill"
    }
}
