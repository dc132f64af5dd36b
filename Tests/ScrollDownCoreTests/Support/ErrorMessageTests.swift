import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The final wording of the errors that carry data, in one place. Every other test compares
/// cases and their values; a change of wording shows up here alone.
@Suite struct ErrorMessageTests {
    @Test(arguments: [
        (ScrollDownError.Unavailable.timedOut(host: "h", seconds: 15), "timed out after 15s waiting for h"),
        (.timedOut(host: "h", seconds: 2.5), "timed out after 2.5s waiting for h"),
        (.cancelled(host: "h"), "the request to h was cancelled"),
        (.network(host: "h", .connectionRefused), "cannot reach h: connection refused"),
        (.network(host: "h", .unknownHost), "cannot reach h: unknown host"),
        (.network(host: "h", .tlsHandshake), "cannot reach h: TLS handshake failed (no common protocol or cipher)"),
        (.network(host: "h", .certificateUnverified),
         "cannot reach h: TLS certificate not trusted (unknown issuer, self-signed, expired, or for another name)"),
        (.network(host: "h", .closedEarly), "request to h failed: the connection closed before the whole response arrived"),
        (.httpLibraryMissing, "libcurl (libcurl.so.4) cannot be loaded, and every request to a backend goes through it: "
            + "install it (Debian and Ubuntu: apt-get install libcurl4); the sample games work without it"),
        (.httpLibraryUnsupported, "the live backend is supported on Linux on x86-64 and arm64 only: there libcurl's "
            + "curl_easy_setopt can be called as this build calls it; the sample games work without it"),
        (.network(host: "h", .curl(code: 56, description: "Failure when receiving data from the peer")),
         "request to h failed: Failure when receiving data from the peer"),
        (.redirectLoop(host: "h", limit: 10), "redirect loop: h kept redirecting (more than 10 redirects)"),
        (.redirectLoop(host: "h", limit: nil), "redirect loop: h kept redirecting (more redirects than libcurl follows)"),
        (.redirectRefused(status: 302, from: "https://a/x", to: "https://b/y"),
         "refusing to follow a redirect (HTTP 302) from https://a/x to https://b/y: "
            + "another origin than the configured base URL, which alone may receive the API key"),
        (.rateLimited(retryAfter: 120, requestID: "r"),
         "rate limited by the backend (HTTP 429, retry after 120s); try again later (request id r)"),
        (.serverError(status: 503, attempts: 1, requestID: "r"), "backend unavailable: HTTP 503 after 1 attempt (request id r)"),
        (.serverError(status: 502, attempts: 3, requestID: "r"), "backend unavailable: HTTP 502 after 3 attempts (request id r)"),
        (.afterAttempts(.network(host: "h", .connectionLost), attempts: 3),
         "cannot reach h: the connection was lost (after 3 attempts)"),
        (.offlineNoCache(request: "GET /x"), "offline, and there is no cache for GET /x"),
        (.offlineNotCached(request: "GET /x"), "offline, and nothing cached for GET /x"),
        (.offlineNeverCached(.fairBetPrices), "offline: FairBet prices are never cached"),
        (.offlineNeverCached(.livePrices), "offline: live prices are never cached"),
        (.recapFailed(errorType: "CancellationError"), "the recap could not be fetched (CancellationError)"),
    ])
    func unavailable(reason: ScrollDownError.Unavailable, message: String) {
        #expect(ScrollDownError.unavailable(reason).message == message)
        #expect(ScrollDownError.unavailable(reason).exitCode == 69)
    }

    @Test(arguments: [
        (ScrollDownError.AuthRefusal(status: 401, keySent: .admin, routes: .admin, detail: "Invalid API key", requestID: "r"),
         "admin API key refused (HTTP 401: Invalid API key): set SCROLLDOWN_API_KEY or apiKeyFile (request id r)"),
        (.init(status: 403, keySent: .admin, routes: .consumer, detail: nil, requestID: "r"),
         "the API key was refused on the consumer routes (/api/v1, HTTP 403): "
            + "set SCROLLDOWN_CONSUMER_API_KEY or consumerApiKeyFile (request id r)"),
        (.init(status: 403, keySent: .consumer, routes: .consumer, detail: "nope", requestID: "r"),
         "consumer API key refused (HTTP 403: nope): set SCROLLDOWN_CONSUMER_API_KEY or consumerApiKeyFile (request id r)"),
    ])
    func authRefused(refusal: ScrollDownError.AuthRefusal, message: String) {
        #expect(ScrollDownError.authRefused(refusal).message == message)
        #expect(ScrollDownError.authRefused(refusal).exitCode == 77)
    }

    @Test func io() {
        let path = "/s/reveal.json"
        let cases: [(ScrollDownError.FileProblem, String)] = [
            (.failed(.write, path: path, errno: EACCES), "could not write reveal.json (/s/reveal.json): Permission denied"),
            (.failed(.moveAside, path: path, errno: ENOENT), "could not move aside reveal.json (/s/reveal.json): No such file or directory"),
            (.failed(.createDirectory, path: "/s", errno: EACCES), "could not create directory /s: Permission denied"),
            (.notRegularFile(.read, path: path, type: UInt32(S_IFIFO)),
             "could not read reveal.json (/s/reveal.json): it is a FIFO, not a regular file; remove it"),
            (.danglingLink(path: path, target: "/gone", errno: ENOENT),
             "could not write reveal.json (/s/reveal.json): it is a symbolic link to /gone, which cannot be reached "
                + "(No such file or directory); create the target or remove the link"),
            (.fileInTheWay(path: "/s"), "could not create directory /s: a file is in the way"),
            (.tooLarge(path: path, bytes: 20 << 20, limit: 16 << 20),
             "reveal.json (/s/reveal.json) is 20480 KiB, more than the 16384 KiB a scrolldown file can be; "
                + "left as it is: move it away or remove it"),
            (.lockFailed(name: "reveal.json", lockPath: "/s/reveal.json.lock", errno: ENOENT),
             "could not lock reveal.json (/s/reveal.json.lock): No such file or directory"),
            (.locked(name: "reveal.json", lockPath: "/s/reveal.json.lock", seconds: 10),
             "reveal.json is locked by another scrolldown process for more than 10s (lock file /s/reveal.json.lock); "
                + "try again when it has finished"),
            (.newerFormat(path: path, version: 2, supported: 1),
             "/s/reveal.json was written by a newer scrolldown (format 2, this one reads up to 1); leaving it untouched — upgrade scrolldown"),
            (.sortSpill(description: "disk full"), "could not sort the bets: disk full"),
            (.fixturesMissing(), "cannot find the bundled sample games (Fixtures/); set SCROLLDOWN_FIXTURES to its path"),
            (.fixturesMissing(named: "samples", path: "/home/me/samples"),
             "SCROLLDOWN_FIXTURES names samples (/home/me/samples), which holds no sample games (no api/ folder); "
                + "set it to the path of a Fixtures folder"),
        ]
        for (problem, message) in cases {
            #expect(ScrollDownError.io(problem).message == message)
            #expect(ScrollDownError.io(problem).exitCode == 1)
        }
    }

    @Test func config() {
        let cases: [(ScrollDownError.ConfigProblem, String)] = [
            (.keyFile(.admin, path: "/k", .unreadable(errno: ENOENT)),
             "API key file /k (apiKeyFile in config.json) cannot be read: No such file or directory"),
            (.keyFile(.consumer, path: "/k", .openMode(0o644)),
             "consumer API key file /k must have mode 0600 (it has 0644): chmod 600 /k"),
            (.keyFile(.admin, path: "/k", .notRegularFile), "API key file /k is not a regular file"),
            (.keyFile(.admin, path: "/k", .vanished), "API key file /k cannot be read"),
            (.keyFile(.admin, path: "/k", .read(.io(.tooLarge(path: "/k", bytes: 1 << 20, limit: 64 << 10)))),
             "API key file /k: k (/k) is 1024 KiB, more than the 64 KiB a scrolldown file can be; left as it is: move it away or remove it"),
            (.keyFile(.admin, path: "/k", .notUTF8), "API key file /k is not UTF-8 text"),
            (.keyFile(.admin, path: "/k", .empty), "API key file /k is empty"),
            (.keyFile(.admin, path: "/k", .badCharacter(isSpace: true, position: 3)),
             "API key file /k has a space at character 3; a key file holds the key alone on one line"),
            (.keyFile(.admin, path: "/k", .badCharacter(isSpace: false, position: 4)),
             "API key file /k has a control or invisible character at character 4; a key file holds the key alone on one line"),
            (.keyOverPlainHTTP(host: "sda.example.com"), "refusing to send the API key over plain http to sda.example.com; use https"),
            (.undecodable(file: "config.json", path: "/c/config.json", reason: "env: bad"),
             "config.json: env: bad — fix it in /c/config.json (scrolldown config path shows where) or remove it to use the defaults"),
            (.unknownTimeZone("Mars/Base"), "unknown time zone 'Mars/Base' in config timeZone"),
            (.doctorFound(problems: 1), "doctor: 1 thing to fix (the FIX lines above)"),
            (.doctorFound(problems: 2), "doctor: 2 things to fix (the FIX lines above)"),
        ]
        for (problem, message) in cases {
            #expect(ScrollDownError.config(problem).message == message)
            #expect(ScrollDownError.config(problem).exitCode == 1)
        }
    }

    /// Errors once built from sentences at the throw site: now data, worded in one place.
    static let dataErrors: [(ScrollDownError, Int32, String)] = [
        (.oddsNeedAdminKey, 77,
         "the consumer API (/api/v1) has no odds; an admin key serves it (set SCROLLDOWN_API_KEY or apiKeyFile)"),
        (.fairBetNeedsAdminKey, 77,
         "the consumer API (/api/v1) has no FairBet prices; an admin key serves it (set SCROLLDOWN_API_KEY or apiKeyFile)"),
        (.notFound(.bet(id: "9:h2h:team:a:0", gameID: 9)), 1,
         "not found: bet 9:h2h:team:a:0 (FairBet lists pregame bets only: scrolldown fairbet --game 9)"),
        (.notFound(.resource("GET /x")), 1, "not found: GET /x"),
        (.routeAbsent("GET /api/admin/sports/games/1/flow"), 1,
         "the backend has no GET /api/admin/sports/games/1/flow route (check --base-url or baseURL)"),
        (.playsComeWithTheGame(request: "GET /api/admin/sports/pbp/game/1"), 1,
         "the consumer API (/api/v1) has no play-by-play route (GET /api/admin/sports/pbp/game/1): it sends the plays with the game"),
        (.oddsNeedAdminRoutes(request: "GET /api/admin/sports/games/1"), 1,
         "odds come only from the admin routes, and the backend has no GET /api/admin/sports/games/1 route "
            + "(check --base-url or baseURL)"),
        (.consumerOffsetExceeded(maxOffset: 10_000), 65,
         "bad data from the server (GET /api/v1/games): the window holds more games than the consumer API pages through "
            + "(offset ≤ 10000); ask for fewer days (--from/--to) or leagues (--league)"),
        (.gamesListEndless(pages: 7, games: 7, total: nil), 65,
         "bad data from the server (GET /api/admin/sports/games): the games list did not end after 7 pages (7 games); "
            + "ask for fewer days (--from/--to) or leagues (--league)"),
        (.gamesListEndless(pages: 300, games: 60_000, total: 61_000), 65,
         "bad data from the server (GET /api/admin/sports/games): the games list did not end after 300 pages "
            + "(60000 games of 61000); ask for fewer days (--from/--to) or leagues (--league)"),
    ]

    @Test func dataNotProse() {
        for (error, code, message) in Self.dataErrors {
            #expect(error.message == message)
            #expect(error.exitCode == code)
        }
    }
}
