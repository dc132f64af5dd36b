import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension ScrollDownError {
    /// What went wrong with the Scroll Down account: signing in, or syncing reveals, pins and
    /// settings with it. Never carries the password or the token.
    public enum AccountProblem: Equatable, Sendable {
        /// `login`: the server refused the email and password (401) or the account (403,
        /// disabled), in its own words.
        case signInRefused(status: Int, detail: String?)
        /// `login`: the server does not take the email or password as given (422: not an
        /// email address, a password over 72 characters), in its own words.
        case signInInvalid(detail: String?)
        /// A command that needs the account, without a sign-in.
        case notSignedIn
        /// The server refused the stored sign-in (401 expired or invalid, 403), in its words.
        case tokenRefused(status: Int, detail: String?)
        /// The sign-in belongs to another backend than the one configured now: the token is
        /// never sent anywhere but where it came from.
        case otherBackend(signedIn: String, configured: String)
        /// The password or the token would go over plain http to a host that is not this machine.
        case plainHTTP(host: String)
        /// `pin`: the account keeps at most `limit` pinned games.
        case pinLimit(game: Int, limit: Int)
        /// The account refused a change (a 4xx other than 401/403), in its words.
        case rejected(request: String, status: Int, detail: String?)
        /// The account answered something this client cannot read.
        case unreadable(request: String, detail: String)
        /// A sync did not happen: why (another error's message), what waits here for the next
        /// one, and the exit code of that error.
        case syncFailed(reason: String, waiting: String, exitCode: Int32)
        /// `--offline`: the account was not asked.
        case offline

        /// The process exit code (README.md#exit-codes).
        var exitCode: Int32 {
            switch self {
            case .signInRefused, .notSignedIn, .tokenRefused, .otherBackend: return 77
            case .signInInvalid: return 64
            case .unreadable: return 65
            case .plainHTTP, .pinLimit, .rejected, .offline: return 1
            case .syncFailed(_, _, let code): return code
            }
        }

        /// The one-line message; each says what to do about it.
        var message: String {
            switch self {
            case .signInRefused(let status, let detail):
                return "sign-in refused: \(detail ?? "HTTP \(status)"); nothing was stored"
            case .signInInvalid(let detail):
                return "the account does not take that email or password: \(detail ?? "HTTP 422"); nothing was stored"
            case .notSignedIn:
                return "not signed in to the Scroll Down account: scrolldown login"
            case .tokenRefused(let status, let detail):
                return "the account refused your sign-in (HTTP \(status)\(detail.map { ": \($0)" } ?? "")): scrolldown login"
            case .otherBackend(let signedIn, let configured):
                return "signed in to \(signedIn), but the backend is now \(configured): scrolldown login signs in there "
                    + "(your sign-in is never sent to another backend)"
            case .plainHTTP(let host):
                return "refusing to send a password or sign-in to \(host) over plain http: use https (or a loopback address)"
            case .pinLimit(let game, let limit):
                return "game \(game) not pinned: \(limit) games are pinned, the most the account keeps; "
                    + "unpin one first (scrolldown unpin GAME)"
            case .rejected(let request, let status, let detail):
                return "the account refused \(request) (HTTP \(status)\(detail.map { ": \($0)" } ?? ""))"
            case .unreadable(let request, let detail):
                return "bad data from the account (\(request)): \(detail)"
            case .syncFailed(let reason, let waiting, _):
                return "not synced with your account: \(reason)" + (waiting == "nothing here" ? "" : "; \(waiting) kept for the next sync")
            case .offline:
                return "offline (--offline): the account was not asked"
            }
        }
    }
}
