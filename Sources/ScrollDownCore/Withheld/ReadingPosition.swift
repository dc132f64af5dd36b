import Foundation

/// Where the reader stopped in a game: a flow block or a play, with the game clock there.
public struct ReadingPosition: Codable, Sendable, Equatable {
    /// The view the position belongs to: narrative blocks or play-by-play.
    package var mode: ReadingMode
    /// Zero-based index of the flow block.
    package var blockIndex: Int?
    /// Zero-based index of the play.
    package var playIndex: Int?
    /// Period number (1-based) at the position.
    package var period: Int?
    /// Period label as shown, e.g. `Q3`, `2nd`, `OT`.
    package var periodLabel: String?
    /// Game clock at the position, e.g. `4:32`.
    package var clock: String?
    /// When the position was saved.
    package var savedAt: Date
    /// The step read last ended its period: the reader is between periods ("end of Q2").
    package var endsPeriod: Bool?
    /// `read` has told the reader that nothing follows this position.
    package var reachedEnd: Bool?

    /// Creates a position.
    package init(mode: ReadingMode, blockIndex: Int? = nil, playIndex: Int? = nil, period: Int? = nil,
                periodLabel: String? = nil, clock: String? = nil, savedAt: Date, endsPeriod: Bool? = nil,
                reachedEnd: Bool? = nil) {
        self.mode = mode
        self.blockIndex = blockIndex
        self.playIndex = playIndex
        self.period = period
        self.periodLabel = periodLabel
        self.clock = clock
        self.savedAt = savedAt
        self.endsPeriod = endsPeriod
        self.reachedEnd = reachedEnd
    }

    /// A short human label: `end of Q2` between periods, `Q3 4:32` inside one, else
    /// `period 3 4:32`, else `block 3` / `play 12` (counted from 1), else the mode.
    package var label: String {
        let clockText = clock.flatMap { $0.isEmpty ? nil : $0 }
        if let periodLabel, !periodLabel.isEmpty, endsPeriod == true || Self.isZeroClock(clockText) {
            return "end of \(Self.naming(periodLabel))"
        }
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

    /// Where the reader stopped as the feed and `game` say it: the step read last and the
    /// period it goes through. nil when the position names no period (an old file).
    package var resumePoint: ResumePoint? {
        guard let periodLabel, !periodLabel.isEmpty else { return nil }
        let clockText = clock.flatMap { $0.isEmpty ? nil : $0 }
        let ends = endsPeriod == true || Self.isZeroClock(clockText)
        // Flow steps are blocks; play-by-play steps are periods, one for every period.
        let step = mode == .flow ? (blockIndex ?? 0) + 1 : max(period ?? 1, 1)
        return ResumePoint(step: step, through: ends ? periodLabel : [periodLabel, clockText].compactMap { $0 }.joined(separator: " "),
                           endsPeriod: ends)
    }

    /// `0:00`, `00:00`, `0:00.0`: the clock at the end of a period.
    package static func isZeroClock(_ clock: String?) -> Bool {
        guard let clock, clock.contains(where: \.isNumber) else { return false }
        return clock.allSatisfy { $0 == "0" || $0 == ":" || $0 == "." }
    }

    /// A period label as a noun in a sentence: "the 8th" for an inning, "Q3" as it is.
    package static func naming(_ label: String) -> String {
        let digits = label.prefix { $0.isNumber }
        return !digits.isEmpty && ["st", "nd", "rd", "th"].contains(label.dropFirst(digits.count).lowercased()) ? "the \(label)" : label
    }
}

/// What a reading position counts in: narrative blocks or play-by-play periods.
package enum ReadingMode: String, Sendable, Codable, CaseIterable {
    case flow, pbp
}

/// Where the reader stopped, as the feed, `game` and JSON say it: the step read last (counted
/// from 1) and the period label it goes through (`Q2`), or the place in a period where a
/// narrative block ended (`Q3 4:32`). Never how many steps are left: that counts overtime.
package struct ResumePoint: Sendable, Equatable, Encodable {
    package let step: Int
    package let through: String
    /// The step read last ended its period: "after Q2" rather than "at Q3 4:32".
    package let endsPeriod: Bool

    package enum CodingKeys: String, CodingKey { case step, through }
}
