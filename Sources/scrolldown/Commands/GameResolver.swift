import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// Turns a game name into an id against the feed: fetches the window's games and asks
/// `GameNameMatch` (in the core) which one the words name; without a day, the team's most
/// recent game that has started in the window (else its next one). It reads only who played
/// and when, so resolving never reveals an outcome; an ambiguous name lists candidates.
struct GameResolver {
    let session: Session

    func resolve(_ reference: GameReference) async throws -> Int {
        guard case .name(let query, let day) = reference else {
            if case .id(let id) = reference { return id }
            return 0
        }
        var options = WindowOptions()
        options.date = day
        let window = try GameWindow(options, session: session)
        let games = try await window.games(from: session.service)
        switch GameNameMatch.match(query, in: games, everyGame: day != nil, now: session.now, localTime: session.localTime) {
        case .game(let id):
            return id
        case .ambiguous(let candidates):
            throw ScrollDownError.usage(.ambiguousGame(query: query, candidates: candidates))
        case .none(let near):
            let reading = GameReference.reading(of: query, day: day)
            throw ScrollDownError.notFound(.gameNamed(query: query, window: window.description, reading: reading, near: near))
        }
    }
}
