import Foundation

/// Where the reader stopped in a game: a flow block or a play, with the game clock there.
public struct ReadingPosition: Codable, Sendable, Equatable {
    /// The view the position belongs to: narrative blocks or play-by-play.
    public var mode: TimelineView.Mode
    /// Zero-based index of the flow block.
    public var blockIndex: Int?
    /// Zero-based index of the play.
    public var playIndex: Int?
    /// Period number (1-based) at the position.
    public var period: Int?
    /// Period label as shown, e.g. `Q3`, `2nd`, `OT`.
    public var periodLabel: String?
    /// Game clock at the position, e.g. `4:32`.
    public var clock: String?
    /// When the position was saved.
    public var savedAt: Date

    /// Creates a position.
    public init(mode: TimelineView.Mode, blockIndex: Int? = nil, playIndex: Int? = nil, period: Int? = nil,
                periodLabel: String? = nil, clock: String? = nil, savedAt: Date) {
        self.mode = mode
        self.blockIndex = blockIndex
        self.playIndex = playIndex
        self.period = period
        self.periodLabel = periodLabel
        self.clock = clock
        self.savedAt = savedAt
    }

    /// A short human label: `Q3 4:32`, else `period 3 4:32`, else `block 3` / `play 12`
    /// (counted from 1), else the mode.
    public var label: String {
        let clockText = clock.flatMap { $0.isEmpty ? nil : $0 }
        if let periodLabel, !periodLabel.isEmpty {
            return [periodLabel, clockText].compactMap { $0 }.joined(separator: " ")
        }
        if let period {
            return ["period \(period)", clockText].compactMap { $0 }.joined(separator: " ")
        }
        if mode == .flow, let blockIndex { return "block \(blockIndex + 1)" }
        if let playIndex { return "play \(playIndex + 1)" }
        if let blockIndex { return "block \(blockIndex + 1)" }
        return mode.rawValue
    }
}
