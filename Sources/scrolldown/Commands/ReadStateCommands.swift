import Foundation
import ScrollDownCore

/// `scrolldown mark-read ID`: only a final game can be read. With `scoreRevealMode`
/// `onMarkRead` (the default) marking a game read also reveals its outcome.
enum MarkReadCommand {
    struct Result: Encodable {
        let game: Int
        let read: Bool
        let revealed: Bool
    }

    static func run(_ session: Session) async throws {
        let id = try session.gameID()
        let detail = try await session.service.game(id: id)
        guard detail.state == .final else {
            throw ScrollDownError.other("game \(id) is not final (\(detail.state.rawValue)): only a finished game can be marked read")
        }
        try session.stores.read.markRead(id, at: session.context.clock())
        let reveals = session.settings.scoreRevealMode == .onMarkRead
        if reveals { try session.stores.reveal.set(true, for: id) }
        switch session.format {
        case .text:
            if !session.quiet {
                session.emit("Marked game \(id) read" + (reveals ? "; outcome visible — scrolldown game \(id) to see it\n" : "\n"))
            }
        case .json, .ndjson:
            session.emit(JSONOutput.status(Result(game: id, read: true, revealed: reveals), type: "mark-read", format: session.format))
        }
    }
}

/// `scrolldown catch-up`: reveal every final game in the window, except always-hide teams.
enum CatchUpCommand {
    struct Result: Encodable {
        let revealed: [Int]
        let keptHidden: [Int]
    }

    static func run(_ session: Session) async throws {
        let window = try GameWindow(session: session)
        let games = try await session.service.games(GameQuery(leagues: window.leagues, startDay: window.easternStartDay,
                                                              endDay: window.easternEndDay))
            .filter { window.contains($0.gameDate) && $0.state == .final }
        let policy = RevealPolicy(rules: try session.revealRules())
        var revealed: [Int] = []
        var kept: [Int] = []
        for game in games {
            let (home, away) = RevealPolicy.teams(game)
            if policy.catchUpMayReveal(league: game.leagueCode, home: home, away: away) { revealed.append(game.id) } else { kept.append(game.id) }
        }
        try session.stores.reveal.set(true, for: revealed)
        switch session.format {
        case .text:
            guard !session.quiet else { return }
            var text = "Revealed \(revealed.count) final game\(revealed.count == 1 ? "" : "s") in \(window.description)"
            if !kept.isEmpty { text += "; kept \(kept.count) hidden (alwaysHideTeams)" }
            session.emit(text + ". scrolldown games shows them.\n")
        case .json, .ndjson:
            session.emit(JSONOutput.status(Result(revealed: revealed, keptHidden: kept), type: "catch-up", format: session.format))
        }
    }
}

/// `scrolldown reset`: undo every reveal, read mark and reading position.
enum ResetCommand {
    struct Result: Encodable { let reset = true }

    static func run(_ session: Session) throws {
        try session.stores.resetAll()
        switch session.format {
        case .text:
            if !session.quiet { session.emit("Reset: every outcome is hidden again; read marks and reading positions cleared.\n") }
        case .json, .ndjson:
            session.emit(JSONOutput.status(Result(), type: "reset", format: session.format))
        }
    }
}
