import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown pin [GAME...]` and `scrolldown unpin GAME...`: games to keep first in the feed
/// and in `next`, at most 10 (the account's limit), synced with the account's pinned games.
struct PinCommand: Command {
    static let games: Argument<[String]> = .words(
        "GAME", completion: .gameIDs, help: "Games to pin: ids, or teams as for 'game'; none: list the pinned games.")

    static let spec = CommandSpec(
        "pin", summary: "Pin games: first in the feed and in 'next', on every device.", arguments: [games.spec],
        discussion: "At most 10 games are pinned, as the account keeps: the 11th is refused. A pin reveals nothing.",
        examples: [
            Example("scrolldown pin 21600270", "that game first in its day of the feed"),
            Example("scrolldown pin BOS@yesterday", "by team, as for 'game'"),
            Example("scrolldown pin", "the pinned games, one a line"),
        ])
    static let needs = CommandNeeds.lookup

    let games: [GameReference]

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        var games: [GameReference] = []
        for word in try arguments.get(Self.games) { games.append(try GameReference.parse(word)) }
        self.games = games
    }

    func run(_ session: Session) async throws {
        guard !games.isEmpty else {
            session.output(try session.account().pins())
            return
        }
        let ids = try await GameLookup(session: session).existingIDs(games)
        let (view, outcome) = try await session.account().pin(ids)
        session.output(view)
        if let notice = outcome.notice { session.warn(notice) }
    }
}

/// `scrolldown unpin GAME...`.
struct UnpinCommand: Command {
    static let games: Argument<[GameReference]> = .variadic(
        "GAME", completion: .gameIDs, help: "Games to unpin: ids, or teams as for 'game'.", GameReference.parse)

    static let spec = CommandSpec(
        "unpin", summary: "Unpin games.", arguments: [games.spec],
        examples: [
            Example("scrolldown unpin 21600270", "back to its place by start time"),
            Example("scrolldown unpin 21600270 2024030121", "several at once"),
        ])
    static let needs = CommandNeeds.lookup

    let games: [GameReference]

    init(_ arguments: ParsedArguments) throws(ScrollDownError) { games = try arguments.get(Self.games) }

    func run(_ session: Session) async throws {
        var ids: [Int] = []
        for reference in games { ids.append(try await GameResolver(session: session).resolve(reference)) }
        let (view, outcome) = try await session.account().unpin(ids)
        session.output(view)
        if let notice = outcome.notice { session.warn(notice) }
    }
}
