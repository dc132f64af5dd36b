import Foundation
import ScrollDownCore

/// `scrolldown reveal ID...`: remember that these games' outcomes may be shown. No fetch:
/// choices can be made offline and for games not loaded yet.
struct RevealCommand: Command {
    static let ids: Argument<[Int]> = .variadic("ID", completion: .gameIDs, help: "One or more game ids.", SharedOptions.gameID)

    static let spec = CommandSpec(
        "reveal", summary: "Reveal games' outcomes and remember it.", arguments: [ids.spec],
        examples: [
            Example("scrolldown reveal 21600270", "the feed and the game now show its score"),
            Example("scrolldown reveal 21600270 2024030121", "several at once"),
        ])
    static let needs = CommandNeeds.localState

    let ids: [Int]

    init(_ arguments: ParsedArguments) throws(ScrollDownError) { ids = try arguments.get(Self.ids) }

    func run(_ session: Session) async throws {
        try session.stores.reveal.set(true, for: ids)
        session.output(RevealChange(games: ids, revealed: true))
    }
}

/// `scrolldown hide ID...`: hide these games' outcomes again, without a fetch.
struct HideCommand: Command {
    static let ids: Argument<[Int]> = .variadic("ID", completion: .gameIDs, help: "One or more game ids.", SharedOptions.gameID)

    static let spec = CommandSpec(
        "hide", summary: "Hide games' outcomes again and remember it.", arguments: [ids.spec],
        examples: [
            Example("scrolldown hide 21600270", "outcome hidden again everywhere"),
            Example("scrolldown hide 21600270 2024030121", "several at once"),
        ])
    static let needs = CommandNeeds.localState

    let ids: [Int]

    init(_ arguments: ParsedArguments) throws(ScrollDownError) { ids = try arguments.get(Self.ids) }

    func run(_ session: Session) async throws {
        try session.stores.reveal.set(false, for: ids)
        session.output(RevealChange(games: ids, revealed: false))
    }
}
