import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The words for every ScrollDownError, all in one place: a wording changes here and nowhere
// else. ErrorMessageTests pins the final text of each kind.

extension ScrollDownError: LocalizedError {
    public var errorDescription: String? { message }

    /// The one-line message printed after `scrolldown: `.
    public var message: String {
        switch self {
        case .usage(let problem):
            return problem.message
        case .badData(let endpoint, let detail):
            return "bad data from the server (\(endpoint)): \(detail)"
        case .consumerOffsetExceeded(let maxOffset):
            return "bad data from the server (GET /api/v1/games): the window holds more games than the consumer API pages "
                + "through (offset ≤ \(maxOffset)); \(Self.narrowTheWindow)"
        case .gamesListEndless(let pages, let games, let total):
            return "bad data from the server (GET /api/admin/sports/games): the games list did not end after \(pages) pages "
                + "(\(games) games\(total.map { " of \($0)" } ?? "")); \(Self.narrowTheWindow)"
        case .oddsNeedAdminKey:
            return Self.needsAdminKey("odds")
        case .fairBetNeedsAdminKey:
            return Self.needsAdminKey("FairBet prices")
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
        case .notFound(.bet(let id, let gameID)):
            return "not found: bet \(id) (FairBet lists pregame bets only: scrolldown fairbet --game \(gameID))"
        case .notFound(.resource(let request)):
            return "not found: \(request)"
        case .notFound(.gameNamed(let query, let window, let reading, let near)) where !near.isEmpty:
            return "no game of \(Echo.quoted(query)) in \(window) (\(reading)); did you mean "
                + near.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
        case .notFound(.gameNamed(let query, let window, let reading, _)) where reading.contains("did you mean"):
            // The reading already names the day it may be: another day on top of the typo
            // (`OKC@tomorow@yesterday`) would only repeat it.
            return "no game of \(Echo.quoted(query)) in \(window) (\(reading))"
        case .notFound(.gameNamed(let query, let window, let reading, _)):
            return "no game of \(Echo.quoted(query)) in \(window) (\(reading); try another day such as "
                + "\(Echo.visible(query.replacingOccurrences(of: " @ ", with: "@")))@yesterday, or see 'scrolldown games')"
        case .throughTellsOutcome(let period, let league, let last):
            return "--through \(Echo.visible(period)) would tell the outcome: the end of \(league) regulation gives the final "
                + "or says overtime follows (use a period before \(last))"
        case .notConfirmed(let command):
            return "\(command): nothing changed"
        case .routeAbsent(let request):
            return "the backend has no \(request) route (check --base-url or baseURL)"
        case .playsComeWithTheGame(let request):
            return "the consumer API (/api/v1) has no play-by-play route (\(request)): it sends the plays with the game"
        case .oddsNeedAdminRoutes(let request):
            return "odds come only from the admin routes, and the backend has no \(request) route (check --base-url or baseURL)"
        case .gameNotFinal(let id, let state):
            return "game \(id) is not final (\(state.rawValue)): only a finished game can be marked read"
        case .nothingToReveal(let id, let state):
            return "game \(id) has not started (\(state.rawValue)): there is no outcome to reveal yet"
        case .serverRejected(let request, let status, let detail, let requestID):
            return "the server rejected \(request) (HTTP \(status)\(detail.map { ": \($0)" } ?? "")) (request id \(requestID))"
        case .account(let problem):
            return problem.message
        case .programming(let mistake):
            return "internal error: \(mistake) (please report it)"
        case .snapshotExpired(let request, let detail, let requestID):
            return "\(request): the server's snapshot expired (HTTP 410\(detail.map { ": \($0)" } ?? ""));"
                + " start again from page 1 (request id \(requestID))"
        }
    }

    /// What to do about a window too large to page.
    private static let narrowTheWindow = "ask for fewer days (--from/--to) or leagues (--league)"

    /// What only the admin key serves, and where it is set.
    private static func needsAdminKey(_ feature: String) -> String {
        "the consumer API (/api/v1) has no \(feature); an admin key serves it (set SCROLLDOWN_API_KEY or apiKeyFile)"
    }
}

extension ScrollDownError.Unavailable {
    /// The line after `scrolldown: `.
    var message: String {
        switch self {
        case .timedOut(let host, let seconds):
            return "timed out after \(ScrollDownError.seconds(seconds))s waiting for \(host)"
        case .cancelled(let host):
            return "the request to \(host) was cancelled"
        case .network(let host, let failure):
            return failure.isConnecting ? "cannot reach \(host): \(failure.message)" : "request to \(host) failed: \(failure.message)"
        case .redirectLoop(let host, let limit):
            return "redirect loop: \(host) kept redirecting "
                + (limit.map { "(more than \($0) redirects)" } ?? "(more redirects than libcurl follows)")
        case .redirectRefused(let status, let from, let to):
            return "refusing to follow a redirect (HTTP \(status)) from \(from) to \(to): "
                + "another origin than the configured base URL, which alone may receive the API key"
        case .rateLimited(let wait, let requestID):
            return "rate limited by the backend (HTTP 429, retry after \(ScrollDownError.seconds(wait))s); "
                + "try again later (request id \(requestID))"
        case .serverError(let status, let attempts, let requestID):
            return "backend unavailable: HTTP \(status) after \(attempts == 1 ? "1 attempt" : "\(attempts) attempts") "
                + "(request id \(requestID))"
        case .afterAttempts(let last, let attempts):
            return attempts > 1 ? "\(last.message) (after \(attempts) attempts)" : last.message
        case .offlineNoCache(let request):
            return "offline, and there is no cache for \(request)"
        case .offlineNotCached(let request):
            return "offline, and nothing cached for \(request)"
        case .offlineNeverCached(.fairBetPrices):
            return "offline: FairBet prices are never cached"
        case .offlineNeverCached(.livePrices):
            return "offline: live prices are never cached"
        case .recapFailed(let errorType):
            return "the recap could not be fetched (\(errorType))"
        case .httpLibraryMissing:
            return "libcurl (libcurl.so.4) cannot be loaded, and every request to a backend goes through it: "
                + "install it (Debian and Ubuntu: apt-get install libcurl4); the sample games work without it"
        case .httpLibraryUnsupported:
            return "the live backend is supported on Linux on x86-64 and arm64 only: there libcurl's curl_easy_setopt "
                + "can be called as this build calls it; the sample games work without it"
        case .detailIncomplete(let id):
            return "the backend cannot serve game \(id) yet (its detail is incomplete: HTTP 422); try again later"
        }
    }
}

extension ScrollDownError {
    /// Seconds as the messages write them: `15`, `0.5`.
    static func seconds(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(format: "%.1f", value)
    }
}

extension ScrollDownError.NetworkFailure {
    /// True when no exchange took place ("cannot reach"), false when the request broke off
    /// midway ("request to … failed").
    var isConnecting: Bool {
        switch self {
        case .closedEarly, .noValidAnswer, .curl: return false
        default: return true
        }
    }

    /// The reason, after `cannot reach HOST: ` or `request to HOST failed: `.
    var message: String {
        switch self {
        case .connectionRefused: return "connection refused"
        case .connectionLost: return "the connection was lost"
        case .unknownHost: return "unknown host"
        case .tlsHandshake: return "TLS handshake failed (no common protocol or cipher)"
        case .certificateUnverified: return "TLS certificate not trusted (unknown issuer, self-signed, expired, or for another name)"
        case .closedEarly: return "the connection closed before the whole response arrived"
        case .noValidAnswer: return "the server closed the connection without a valid answer"
        case .curl(_, let description): return description
        }
    }
}

extension ScrollDownError.AuthRefusal {
    /// Names the refused key and how to set it; the key itself never appears.
    var message: String {
        let http = "HTTP \(status)\(detail.map { ": \($0)" } ?? "")"
        let fix = routes == .admin ? "SCROLLDOWN_API_KEY or apiKeyFile" : "SCROLLDOWN_CONSUMER_API_KEY or consumerApiKeyFile"
        let what: String
        switch (keySent, routes) {
        case (.admin, .admin): what = "admin API key refused (\(http))"
        case (.admin, .consumer): what = "the API key was refused on the consumer routes (/api/v1, \(http))"
        case (.consumer, _): what = "consumer API key refused (\(http))"
        }
        return "\(what): set \(fix) (request id \(requestID))"
    }
}

extension ScrollDownError.FileProblem {
    /// Names the file by name and full path, and what to do where there is something to do.
    var message: String {
        switch self {
        case .failed(.createDirectory, let path, let code):
            return "could not create directory \(path): \(Self.describe(code))"
        case .failed(let operation, let path, let code):
            return "could not \(operation.rawValue) \(Self.named(path)): \(Self.describe(code))"
        case .notRegularFile(let operation, let path, let type):
            return "could not \(operation.rawValue) \(Self.named(path)): it is \(POSIXFile.kind(mode_t(type))), "
                + "not a regular file; remove it"
        case .danglingLink(let path, let target, let code):
            return "could not write \(Self.named(path)): it is a symbolic link to \(TerminalSanitizer.clean(target)), "
                + "which cannot be reached (\(Self.describe(code))); create the target or remove the link"
        case .fileInTheWay(let path):
            return "could not create directory \(path): a file is in the way"
        case .tooLarge(let path, let bytes, let limit):
            return "\(Self.named(path)) is \(bytes / 1024) KiB, more than the \(limit / 1024) KiB a scrolldown file "
                + "can be; left as it is: move it away or remove it"
        case .lockFailed(let name, let lockPath, let code):
            return "could not lock \(name) (\(lockPath)): \(Self.describe(code))"
        case .locked(let name, let lockPath, let seconds):
            return "\(name) is locked by another scrolldown process for more than \(ScrollDownError.seconds(seconds))s "
                + "(lock file \(lockPath)); try again when it has finished"
        case .newerFormat(let path, let version, let supported):
            return "\(path) was written by a newer scrolldown (format \(version), this one reads up to \(supported)); "
                + "leaving it untouched — upgrade scrolldown"
        case .encoding(let name, let description):
            return "could not encode \(name): \(description)"
        case .sortSpill(let description):
            return "could not sort the bets: \(description)"
        case .settingsUnreadable(let description):
            return "cannot read settings: \(description)"
        case .fixturesMissing(let named?, let path):
            let shown = path.map { $0 == named ? named : "\(named) (\($0))" } ?? named
            return "SCROLLDOWN_FIXTURES names \(Echo.visible(shown)), which holds no sample games (no api/ folder); "
                + "set it to the path of a Fixtures folder"
        case .fixturesMissing:
            return "cannot find the bundled sample games (Fixtures/); set SCROLLDOWN_FIXTURES to its path"
        }
    }

    /// `config.json (/home/me/.config/scrolldown/config.json)`.
    static func named(_ path: String) -> String {
        "\(URL(fileURLWithPath: path).lastPathComponent) (\(path))"
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

extension ScrollDownError.ConfigProblem {
    /// Names the setting or file, the bad value where there is one, and the fix.
    var message: String {
        switch self {
        case .keyFile(let scope, let path, let problem):
            return problem.message(name: scope == .admin ? "API key" : "consumer API key", path: path,
                                   setting: scope == .admin ? "apiKeyFile" : "consumerApiKeyFile")
        case .keyOverPlainHTTP(let host):
            return "refusing to send the API key over plain http to \(host); use https"
        case .undecodable(let file, let path, let reason):
            return "\(file): \(reason) — fix it in \(path) (scrolldown config path shows where) or remove it to use the defaults"
        case .unknownTimeZone(let name):
            return "unknown time zone \(Echo.quoted(name)) in config timeZone"
        case .doctorFound(let problems):
            return "doctor: \(problems) thing\(problems == 1 ? "" : "s") to fix (the FIX lines above)"
        }
    }
}

extension ScrollDownError.KeyFileProblem {
    /// The line for the key file `path` of the key called `name`, set by `setting`.
    func message(name: String, path: String, setting: String) -> String {
        switch self {
        case .unreadable(let code):
            return "\(name) file \(path) (\(setting) in config.json) cannot be read: \(ScrollDownError.FileProblem.describe(code))"
        case .notRegularFile:
            return "\(name) file \(path) is not a regular file"
        case .openMode(let mode):
            return "\(name) file \(path) must have mode 0600 (it has \(APIKeyLoader.octal(mode_t(mode)))): chmod 600 \(path)"
        case .vanished:
            return "\(name) file \(path) cannot be read"
        case .read(let error):
            return "\(name) file \(path): \(error.message)"
        case .notUTF8:
            return "\(name) file \(path) is not UTF-8 text"
        case .empty:
            return "\(name) file \(path) is empty"
        case .badCharacter(let isSpace, let position):
            return "\(name) file \(path) has \(isSpace ? "a space" : "a control or invisible character") at character \(position); "
                + "a key file holds the key alone on one line"
        }
    }
}
