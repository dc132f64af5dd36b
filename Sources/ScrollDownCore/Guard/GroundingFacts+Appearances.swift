import Foundation

/// One of a batter's times up: where it came and what the plays count of it.
struct PlateAppearance: Sendable {
    /// The inning.
    let period: Int
    /// The kinds of play it counts as ("strikeout", "walk", "hit"; `CountedKind`).
    let kinds: Set<String>
    /// Whether it is an at-bat: not a walk, a hit by pitch, a sacrifice or interference.
    let atBat: Bool

    /// The batter's appearance a play of `type` makes, or nil for a play that is none (a
    /// stolen base, a pitching change, another sport's play).
    init?(type: String, description: String, period: Int) {
        guard Self.batterTypes.contains(type) else { return nil }
        self.period = period
        kinds = Set(CountedKind.all.filter { $0.kind != "batter" && $0.counts(description, type: type) }.map(\.kind))
        atBat = !Self.notAtBats.contains(type)
    }

    private static let batterTypes = CountedKind.all.first { $0.kind == "batter" }?.types ?? []

    private static let notAtBats: Set<String> = [
        "walk", "intent_walk", "hit_by_pitch", "sac_fly", "sac_bunt", "catcher_interf", "sac_fly_double_play",
    ]
}
