import Foundation

/// What the reader has done with a game: read mark and reading position.
public struct ReaderMarks: Sendable, Equatable {
    package var isRead: Bool
    /// "Q3 4:32" when part-way through reading.
    package var resume: String?
    /// `read` has told the reader that nothing follows (`resume` is where they stopped).
    package var readToEnd: Bool
    /// The step read last and the period it goes through.
    package var resumePoint: ResumePoint?
    /// The saved position itself: the last play read, for a live game's new plays.
    package var position: ReadingPosition?

    package init(isRead: Bool = false, resume: String? = nil, readToEnd: Bool = false, resumePoint: ResumePoint? = nil,
         position: ReadingPosition? = nil) {
        self.isRead = isRead
        self.resume = resume
        self.readToEnd = readToEnd
        self.resumePoint = resumePoint
        self.position = position
    }

    public static let none = ReaderMarks()
}

/// Why an outcome is visible.
package enum RevealReason: String, Sendable, Equatable, Encodable {
    /// The reader revealed this game (stored preference).
    case revealed
    /// `--peek` for this one command.
    case peek
    /// `scoreRevealMode` is `always`.
    case alwaysMode
    /// The game involves a team in `neverHideTeams`.
    case neverHideTeam
}
