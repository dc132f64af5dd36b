import Foundation
import ScrollDownCore

/// `scrolldown reveal ID...` and `scrolldown hide ID...`: change the stored choice only.
/// No fetch: choices can be made offline and for games not loaded yet.
enum RevealCommand {
    struct Result: Encodable {
        let games: [Int]
        let revealed: Bool
    }

    static func run(_ session: Session, reveal: Bool) throws {
        var ids: [Int] = []
        for text in session.invocation.positionals { ids.append(try Session.parseGameID(text)) }
        try session.stores.reveal.set(reveal, for: ids)
        switch session.format {
        case .text:
            guard !session.quiet else { return }
            let list = ids.map(String.init).joined(separator: ", ")
            session.emit(reveal
                ? "Outcome visible for game \(list) — scrolldown game \(ids[0]) to see it\n"
                : "Outcome hidden for game \(list) — scrolldown reveal \(ids[0]) to show it again\n")
        case .json, .ndjson:
            session.emit(JSONOutput.status(Result(games: ids, revealed: reveal), type: reveal ? "reveal" : "hide", format: session.format))
        }
    }
}
