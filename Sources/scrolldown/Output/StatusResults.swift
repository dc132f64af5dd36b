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

/// `catch-up`: which final games were revealed and which stayed hidden.
struct CatchUpResult: CommandOutput, Encodable {
    let revealed: [Int]
    let keptHidden: [Int]
    /// The window in words, for the text form only.
    let windowDescription: String
    var kind: OutputKind { .confirmation }

    enum CodingKeys: String, CodingKey { case revealed, keptHidden }

    func text(_ context: RenderContext) -> String {
        var text = "Revealed \(revealed.count) final game\(revealed.count == 1 ? "" : "s") in \(windowDescription)"
        if !keptHidden.isEmpty { text += "; kept \(keptHidden.count) hidden (alwaysHideTeams)" }
        return text + ". scrolldown games shows them.\n"
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: "catch-up", format: format) }
}

/// `reset`: every reveal, read mark and position is gone.
struct ResetResult: CommandOutput, Encodable {
    let reset = true
    var kind: OutputKind { .confirmation }

    func text(_ context: RenderContext) -> String {
        "Reset: every outcome is hidden again; read marks and reading positions cleared.\n"
    }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: "reset", format: format) }
}

/// `config list`: every setting and its value as text.
struct ConfigListing: CommandOutput {
    let pairs: [(key: String, value: String)]

    func text(_ context: RenderContext) -> String {
        var table = TextTable(alignments: [.left, .left])
        table.indent = ""
        for pair in pairs { table.add([pair.key, pair.value]) }
        return table.render().joined(separator: "\n") + "\n"
    }

    func json(_ format: OutputFormat) -> String {
        JSONOutput.status(Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) }), type: "config", format: format)
    }
}

/// `config get KEY`, `config set KEY VALUE` (a confirmation) and `config path`: one value.
struct ConfigValue: CommandOutput, Encodable {
    let key: String
    let value: String
    var isChange = false
    var kind: OutputKind { isChange ? .confirmation : .data }

    enum CodingKeys: String, CodingKey { case key, value }

    func text(_ context: RenderContext) -> String { isChange ? "\(key) = \(value)\n" : "\(value)\n" }

    func json(_ format: OutputFormat) -> String { JSONOutput.status(self, type: "config", format: format) }
}
