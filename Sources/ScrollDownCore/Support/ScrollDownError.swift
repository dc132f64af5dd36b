import Foundation

/// Every failure the tool reports, mapped to one exit code and one line on stderr.
///
/// Cases carry data, not prose: the text is built in `message`, so tests compare cases and
/// a wording changes in one place. Messages never contain the API key or outcome data.
public enum ScrollDownError: Error, Equatable, Sendable {
    /// A bad flag, argument or value on the command line (exit 64).
    case usage(UsageError)
    /// The server answered with data that does not decode (exit 65).
    case badData(endpoint: String, detail: String)
    /// The backend could not be reached, timed out or kept failing (exit 69).
    case unavailable(Unavailable)
    /// The backend refused the API key (exit 77).
    case authRefused(AuthRefusal)
    /// Only a consumer key is set, and the consumer API (`/api/v1`) has no route for what was
    /// asked (odds, FairBet): which key would serve it (exit 77, like a refused key).
    case needsAdminKey(feature: String)
    /// The thing asked for does not exist, e.g. an unknown game id (exit 1).
    case notFound(Missing)
    /// The backend has no such route at all (a 404 `Not Found` before any lookup): an older or
    /// newer backend than the request assumes, or a wrong base URL (exit 1). Carries the
    /// request's label, e.g. `GET /api/admin/sports/games/1/flow`.
    case routeAbsent(String)
    /// Only a finished game can be marked read (exit 1).
    case gameNotFinal(id: Int, state: GameState)
    /// The server refused a request for a reason the client cannot fix by retrying (exit 1).
    case serverRejected(request: String, status: Int, detail: String?, requestID: String)
    /// A paged snapshot expired on the server (HTTP 410): start again from page 1 (exit 1).
    case snapshotExpired(request: String, detail: String?, requestID: String)
    /// The reader answered no to a confirmation; nothing changed (exit 1).
    case notConfirmed(command: String)
    /// A local file could not be read or written (exit 1).
    case io(FileProblem)
    /// The settings or key file is unusable (exit 1: SPEC §3 has no separate code for it).
    case config(ConfigProblem)
    /// A mistake in scrolldown itself, e.g. a command reading an option it never declared
    /// (exit 70, `EX_SOFTWARE`): loud, never a silent default.
    case programming(String)

    /// What was not found.
    public enum Missing: Equatable, Sendable {
        /// No game with this id.
        case game(id: Int)
        /// Any other resource, named by its request (`GET /path`).
        case resource(String)
        /// No game in the window fits a name typed for a game (`game BOS@yesterday`): the
        /// name as typed, the window searched (`NBA · Thu 9 Oct 2025`) and how the name was
        /// read (`read as a team's name`), so the message says what was tried.
        case gameNamed(query: String, window: String, reading: String)
    }

    /// The process exit code for this error (SPEC §3).
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .badData: return 65
        case .unavailable: return 69
        case .authRefused, .needsAdminKey: return 77
        case .notFound, .routeAbsent, .gameNotFinal, .serverRejected, .snapshotExpired, .notConfirmed, .io, .config: return 1
        case .programming: return 70
        }
    }
}

extension ScrollDownError: LocalizedError {
    public var errorDescription: String? { message }

    /// The one-line message printed after `scrolldown: `.
    public var message: String {
        switch self {
        case .usage(let problem):
            return problem.message
        case .badData(let endpoint, let detail):
            return "bad data from the server (\(endpoint)): \(detail)"
        case .needsAdminKey(let feature):
            return "the consumer API (/api/v1) has no \(feature); an admin key serves it (set SCROLLDOWN_API_KEY or apiKeyFile)"
        case .unavailable(let reason):
            return reason.message
        case .authRefused(let refusal):
            return refusal.message
        case .io(let problem):
            return problem.message
        case .config(let problem):
            return problem.message
        case .notFound(.game(let id)):
            return "no game \(id)"
        case .notFound(.resource(let request)):
            return "not found: \(request)"
        case .notFound(.gameNamed(let query, let window, let reading)):
            return "no game of \(Echo.quoted(query)) in \(window) (\(reading); try another day such as "
                + "\(Echo.visible(query.replacingOccurrences(of: " @ ", with: "@")))@yesterday, or see 'scrolldown games')"
        case .notConfirmed(let command):
            return "\(command): nothing changed"
        case .routeAbsent(let request):
            return "the backend has no \(request) route (check --base-url or baseURL)"
        case .gameNotFinal(let id, let state):
            return "game \(id) is not final (\(state.rawValue)): only a finished game can be marked read"
        case .serverRejected(let request, let status, let detail, let requestID):
            return "the server rejected \(request) (HTTP \(status)\(detail.map { ": \($0)" } ?? "")) (request id \(requestID))"
        case .programming(let mistake):
            return "internal error: \(mistake) (please report it)"
        case .snapshotExpired(let request, let detail, let requestID):
            return "\(request): the server's snapshot expired (HTTP 410\(detail.map { ": \($0)" } ?? ""));"
                + " start again from page 1 (request id \(requestID))"
        }
    }
}
