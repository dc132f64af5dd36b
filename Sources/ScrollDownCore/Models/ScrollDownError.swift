import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Every failure the tool reports, mapped to one exit code and one line on stderr.
///
/// Cases carry data, not prose: the text is built in `message` (ScrollDownError+Message.swift),
/// so tests compare cases and a wording changes in one place. Messages never contain the API
/// key or outcome data.
public enum ScrollDownError: Error, Equatable, Sendable {
    /// A bad flag, argument or value on the command line (exit 64).
    case usage(UsageError)
    /// The server answered with data that does not decode (exit 65).
    case badData(endpoint: String, detail: String)
    /// The backend could not be reached, timed out or kept failing (exit 69).
    case unavailable(Unavailable)
    /// The backend refused the API key (exit 77).
    case authRefused(AuthRefusal)
    /// Only a consumer key is set, and the consumer API (`/api/v1`) has no odds: the admin key
    /// would serve them (exit 77, like a refused key).
    case oddsNeedAdminKey
    /// As `oddsNeedAdminKey`, for FairBet's prices.
    case fairBetNeedsAdminKey
    /// The thing asked for does not exist, e.g. an unknown game id (exit 1).
    case notFound(Missing)
    /// The backend has no such route at all (a 404 `Not Found` before any lookup): an older or
    /// newer backend than the request assumes, or a wrong base URL (exit 1). Carries the
    /// request's label, e.g. `GET /api/admin/sports/games/1/flow`.
    case routeAbsent(String)
    /// The consumer API sends a game's plays with its detail: it has no route of their own
    /// (the request's label; exit 1).
    case playsComeWithTheGame(request: String)
    /// Odds come only from the admin routes, and the backend has not this one (exit 1).
    case oddsNeedAdminRoutes(request: String)
    /// The window holds more games than the consumer list pages through (offsets up to
    /// `maxOffset`): a clear error rather than a partial feed (exit 65).
    case consumerOffsetExceeded(maxOffset: Int)
    /// The games list did not end after `pages` pages (`games` so far, of `total` when
    /// counted): a clear error rather than a partial feed (exit 65).
    case gamesListEndless(pages: Int, games: Int, total: Int?)
    /// Only a finished game can be marked read (exit 1).
    case gameNotFinal(id: Int, state: GameState)
    /// A game that has not started (or will not be played) has no outcome to reveal: a reveal
    /// stored now would show the final later without the reader asking then (exit 1).
    case nothingToReveal(id: Int, state: GameState)
    /// The server refused a request for a reason the client cannot fix by retrying (exit 1).
    case serverRejected(request: String, status: Int, detail: String?, requestID: String)
    /// A paged snapshot expired on the server (HTTP 410): start again from page 1 (exit 1).
    case snapshotExpired(request: String, detail: String?, requestID: String)
    /// The reader answered no to a confirmation; nothing changed (exit 1).
    case notConfirmed(command: String)
    /// A local file could not be read or written (exit 1).
    case io(FileProblem)
    /// The settings or key file is unusable (exit 1: README.md#exit-codes has no separate code for
    /// it).
    case config(ConfigProblem)
    /// `games --through` a period from the end of regulation on, which would tell the final
    /// or that overtime follows: refused in one line, as a usage error (exit 64) without the
    /// usage, since the line says all.
    case throughTellsOutcome(period: String, league: String, last: String)
    /// Signing in to the Scroll Down account, or syncing with it, failed (exit 77 for a refused
    /// sign-in or token, 64 for an email or password the server does not take, else 1).
    case account(AccountProblem)
    /// A mistake in scrolldown itself, e.g. a command reading an option it never declared
    /// (exit 70, `EX_SOFTWARE`): loud, never a silent default.
    case programming(String)

    /// What was not found.
    public enum Missing: Equatable, Sendable {
        /// No game with this id.
        case game(id: Int)
        /// No bet with this id among the pregame bets FairBet lists for its game.
        case bet(id: String, gameID: Int)
        /// Any other resource, named by its request (`GET /path`).
        case resource(String)
        /// No game in the window fits a name typed for a game (`game BOS@yesterday`): the
        /// name as typed, the window searched (`NBA · Thu 9 Oct 2025`) and how the name was
        /// read (`read as a team's name`), so the message says what was tried.
        case gameNamed(query: String, window: String, reading: String, near: [String] = [])
    }

    /// The process exit code for this error (README.md#exit-codes).
    public var exitCode: Int32 {
        switch self {
        case .usage, .throughTellsOutcome: return 64
        case .badData, .consumerOffsetExceeded, .gamesListEndless: return 65
        case .unavailable: return 69
        case .authRefused, .oddsNeedAdminKey, .fairBetNeedsAdminKey: return 77
        case .notFound, .routeAbsent, .playsComeWithTheGame, .oddsNeedAdminRoutes, .gameNotFinal, .nothingToReveal, .serverRejected, .snapshotExpired, .notConfirmed, .io, .config: return 1
        case .account(let problem): return problem.exitCode
        case .programming: return 70
        }
    }
}

