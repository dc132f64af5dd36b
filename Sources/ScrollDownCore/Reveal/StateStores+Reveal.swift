import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the commands ask of the reader's state, so the read marks and positions stay behind
/// one value. Reveal choices are written through `setRevealed(_:for:)`: each write carries out
/// a choice or a plan, and VisibilityOwnershipTests checks every one.
extension StateStores {
    /// The reveal policy of one run, from the run's settings, the stored per-game choices and
    /// `--peek` (what each means is decided in `RevealRules(settings:…)`). `choice` is a
    /// `game --reveal` (true) or `--hide` (false) not stored yet, in force as though it were
    /// (`RevealRules.choosing(_:for:)`). `serverProse` is `--server-prose`'s word (`guarded`
    /// or `hidden`), which wins over `SCROLLDOWN_SERVER_PROSE` and the file.
    public func revealPolicy(peek: Bool, now: Date, choice: (revealed: Bool, gameID: Int)? = nil,
                             serverProse flag: String? = nil) throws -> RevealPolicy {
        var rules = RevealRules(settings: settings, preferences: try reveal.all(), peek: peek, now: now,
                                serverProse: flag.flatMap(ServerProse.init(word:)) ?? serverProse)
        if let choice { rules = rules.choosing(choice.revealed, for: choice.gameID) }
        rules.pinned = Set(try pins.all())
        return RevealPolicy(rules: rules)
    }

    /// Stores the reader's reveal choice for each game in one locked update. Only a choice the
    /// reader made or a reveal plan (`MarkReadPlan`, `CatchUpPlan`) is written here.
    public func setRevealed(_ revealed: Bool, for gameIDs: [Int]) throws { try reveal.set(revealed, for: gameIDs) }

    /// Read marks and reading positions by game id, as the views show them.
    public func readerMarks() throws -> [Int: ReaderMarks] {
        var marks: [Int: ReaderMarks] = [:]
        for (id, _) in try read.all() { marks[id, default: .none].isRead = true }
        for (id, position) in try positions.all() {
            marks[id, default: .none].resume = position.label
            marks[id, default: .none].resumePoint = position.resumePoint
            marks[id, default: .none].readToEnd = position.reachedEnd == true
            marks[id, default: .none].position = position
        }
        return marks
    }

    /// Carries out `mark-read` for the game whose detail is `detail`: the policy's
    /// `MarkReadPlan` first (a game not final is refused before anything is stored), then the
    /// read mark at `date` (replacing an earlier one) and the reveal the plan asks for.
    /// Returns whether the outcome was revealed.
    public func markRead(_ gameID: Int, _ detail: GameDetail, at date: Date) throws -> Bool {
        let plan = try RevealPolicy.markReadPlan(gameID: gameID, detail, settings: settings)
        try read.set(date, for: gameID)
        if plan.revealsOutcome { try reveal.set(true, for: [gameID]) }
        return plan.revealsOutcome
    }

    /// The saved reading position of a game, if any.
    public func position(for gameID: Int) throws -> ReadingPosition? { try positions.value(for: gameID) }

    /// Reads and replaces a game's position under the positions lock (`GameMapStore.update`):
    /// everything `body` does, choosing the step included, happens before another process may
    /// read the position.
    public func updatePosition<R>(_ gameID: Int, _ body: (inout ReadingPosition?) throws -> R) throws -> R {
        try positions.update(gameID, body)
    }

    /// How many reveal choices, read marks and reading positions are stored (for `reset`).
    public func counts() throws -> (reveals: Int, readMarks: Int, positions: Int) {
        (try reveal.all().count, try read.all().count, try positions.all().count)
    }
}
