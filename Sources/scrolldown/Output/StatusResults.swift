import Foundation
import ScrollDownCore

/// `reveal ID...` / `hide ID...`: the stored choice changed.
struct RevealChange: CommandOutput, Encodable {
    let games: [Int]
    let revealed: Bool
    var kind: OutputKind { .confirmation }

    func text(_ context: RenderContext) -> String {
        let list = games.map(String.init).joined(separator: ", ")
        return revealed
            ? "Outcome visible for game \(list) — scrolldown game \(games[0]) to see it\n"
            : "Outcome hidden for game \(list) — scrolldown reveal \(games[0]) to show it again\n"
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: revealed ? "reveal" : "hide", format: format) }
}

/// `mark-read ID`: the game is read, and revealed when the reveal mode says so.
struct MarkReadResult: CommandOutput, Encodable {
    let game: Int
    let read: Bool
    let revealed: Bool
    var kind: OutputKind { .confirmation }

    func text(_ context: RenderContext) -> String {
        "Marked game \(game) read" + (revealed ? "; outcome visible — scrolldown game \(game) to see it\n" : "\n")
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: "mark-read", format: format) }
}

/// `catch-up`: which final games were (or, with `--dry-run`, would be) revealed and which
/// stayed hidden.
struct CatchUpResult: CommandOutput, Encodable {
    /// The games revealed, as their candidates (who and when, never how it went).
    let games: [GameCandidate]
    let keptHidden: [Int]
    let dryRun: Bool
    /// The window in words, for the text form only.
    let windowDescription: String
    var kind: OutputKind { dryRun ? .data : .confirmation }

    enum CodingKeys: String, CodingKey { case revealed, keptHidden, dryRun }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(games.map(\.id), forKey: .revealed)
        try c.encode(keptHidden, forKey: .keptHidden)
        try c.encode(dryRun, forKey: .dryRun)
    }

    func text(_ context: RenderContext) -> String {
        let count = "\(games.count) final game\(games.count == 1 ? "" : "s")"
        var text = (dryRun ? "Would reveal \(count)" : "Revealed \(count)") + " in \(windowDescription)"
        if !keptHidden.isEmpty { text += "; \(dryRun ? "would keep" : "kept") \(keptHidden.count) hidden (alwaysHideTeams)" }
        guard dryRun else { return text + ". scrolldown games shows them.\n" }
        return ([text + ":"] + games.map(\.line)).joined(separator: "\n") + "\n"
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: "catch-up", format: format) }
}

/// `reset`: every reveal, read mark and position is (or would be) gone.
struct ResetResult: CommandOutput, Encodable {
    /// How many entries each state file held.
    struct Counts: Encodable, Equatable {
        let reveals: Int
        let readMarks: Int
        let positions: Int
    }

    let counts: Counts
    let dryRun: Bool
    var kind: OutputKind { dryRun ? .data : .confirmation }

    enum CodingKeys: String, CodingKey { case reset, dryRun, cleared }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(!dryRun, forKey: .reset)
        try c.encode(dryRun, forKey: .dryRun)
        try c.encode(counts, forKey: .cleared)
    }

    func text(_ context: RenderContext) -> String {
        let what = "\(counts.reveals) reveal choice(s), \(counts.readMarks) read mark(s), \(counts.positions) reading position(s)"
        return dryRun
            ? "Would clear \(what); every outcome would be hidden again. scrolldown reset --yes does it.\n"
            : "Reset: every outcome is hidden again; cleared \(what).\n"
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: "reset", format: format) }
}
