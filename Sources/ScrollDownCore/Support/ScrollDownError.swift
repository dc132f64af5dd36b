import Foundation

/// Every failure the tool reports, mapped to one exit code and one line on stderr.
///
/// Messages never contain the API key and never contain outcome data.
public enum ScrollDownError: Error, Equatable, Sendable {
    /// A bad flag, argument or value on the command line (exit 64).
    case usage(String)
    /// The server answered with data that does not decode (exit 65).
    case badData(endpoint: String, detail: String)
    /// The backend could not be reached, timed out or kept failing (exit 69).
    case unavailable(String)
    /// The backend refused the API key (exit 77).
    case authRefused(String)
    /// The thing asked for does not exist, e.g. an unknown game id (exit 1).
    case notFound(String)
    /// The backend has no such route at all (a 404 `Not Found` before any lookup): an older or
    /// newer backend than the request assumes, or a wrong base URL (exit 1). Carries the
    /// request's label, e.g. `GET /api/admin/sports/games/1/flow`.
    case routeAbsent(String)
    /// A local file could not be read or written (exit 1).
    case io(String)
    /// The settings or key file is unusable (exit 1: SPEC §3 has no separate code for it).
    case config(String)
    /// Anything else (exit 1).
    case other(String)

    /// The process exit code for this error (SPEC §3).
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .badData: return 65
        case .unavailable: return 69
        case .authRefused: return 77
        case .notFound, .routeAbsent, .io, .config, .other: return 1
        }
    }
}

extension ScrollDownError: LocalizedError {
    public var errorDescription: String? { message }

    /// The one-line message printed after `scrolldown: `.
    public var message: String {
        switch self {
        case .usage(let text), .unavailable(let text), .authRefused(let text),
             .notFound(let text), .io(let text), .config(let text), .other(let text):
            return text
        case .badData(let endpoint, let detail):
            return "bad data from the server (\(endpoint)): \(detail)"
        case .routeAbsent(let label):
            return "the backend has no \(label) route (check --base-url or baseURL)"
        }
    }
}
