import Foundation
import ScrollDownViews
import ScrollDownWithheld

// The data the four broad failures carry. Each says what failed and with which values;
// the words are built in ScrollDownError+Message.swift, so tests compare these values.

extension ScrollDownError {
    /// Why the backend could not be used (exit 69).
    public indirect enum Unavailable: Equatable, Sendable {
        /// No answer within the time limit (`--timeout`, or the whole transfer's deadline).
        case timedOut(host: String, seconds: Double)
        /// The request was cancelled before an answer.
        case cancelled(host: String)
        /// The connection could not be made or broke off.
        case network(host: String, NetworkFailure)
        /// The server kept redirecting; `limit` is the hops followed, nil when the HTTP library
        /// counted them.
        case redirectLoop(host: String, limit: Int?)
        /// A redirect to another origin than the base URL, refused so the key goes nowhere else.
        /// `from` and `to` are `scheme://host:port/path`, never a query or user info.
        case redirectRefused(status: Int, from: String, to: String)
        /// HTTP 429 with a wait longer than the client accepts.
        case rateLimited(retryAfter: Double, requestID: String)
        /// A 5xx status on the last of `attempts` attempts.
        case serverError(status: Int, attempts: Int, requestID: String)
        /// A network failure repeated on every one of `attempts` attempts.
        case afterAttempts(Unavailable, attempts: Int)
        /// `--offline` with no response cache at all (`request` is e.g. `GET /api/...`).
        case offlineNoCache(request: String)
        /// `--offline` and this request was never cached.
        case offlineNotCached(request: String)
        /// `--offline` asked for something that is never cached.
        case offlineNeverCached(Uncacheable)
        /// The recap fetch failed with an error that is not a `ScrollDownError`.
        case recapFailed(errorType: String)
        /// libcurl, which every request to a backend goes through, cannot be loaded (the
        /// bundled sample games and every local command work without it).
        case httpLibraryMissing
        /// libcurl's variadic `curl_easy_setopt` is called in a way that is correct on Linux on
        /// x86-64 and arm64 only (`CurlLibrary`): elsewhere no request is made.
        case httpLibraryUnsupported
        /// The consumer detail of a game answered 422 "Game Detail Incomplete": the backend
        /// cannot serve this game yet (other games and commands go on).
        case detailIncomplete(gameID: Int)
    }

    /// What `--offline` cannot answer, because it is never cached.
    public enum Uncacheable: Equatable, Sendable {
        /// FairBet pages (EV snapshots expire within a minute).
        case fairBetPrices
        /// A game's live odds.
        case livePrices
    }

    /// How a connection failed, as the transport reported it.
    public enum NetworkFailure: Equatable, Sendable {
        /// Nothing listens at the host and port.
        case connectionRefused
        /// The connection broke off.
        case connectionLost
        /// DNS does not know the host.
        case unknownHost
        /// No common TLS protocol or cipher (libcurl tells this apart from a name mismatch).
        case tlsHandshake
        /// libcurl could not verify the certificate: untrusted, expired or for another name.
        case certificateUnverified
        /// The body was shorter than its `Content-Length`.
        case closedEarly
        /// The server closed the connection without an HTTP answer.
        case noValidAnswer
        /// Any other libcurl result, with libcurl's own words for it.
        case curl(code: Int32, description: String)
    }

    /// A 401/403: which key was sent to which route group (never the key itself).
    public struct AuthRefusal: Equatable, Sendable {
        /// 401 or 403.
        var status: Int
        /// The key that was sent: `.admin` on `/api/v1` when no consumer key is set apart.
        var keySent: KeyScope
        /// The route group that refused it.
        var routes: KeyScope
        /// The server's detail text, already cleaned for the terminal.
        var detail: String?
        /// The request id to quote to the backend's operators.
        var requestID: String

        /// Creates the refusal.
        init(status: Int, keySent: KeyScope, routes: KeyScope, detail: String?, requestID: String) {
            self.status = status
            self.keySent = keySent
            self.routes = routes
            self.detail = detail
            self.requestID = requestID
        }
    }

    /// A file operation, as messages name it.
    public enum FileOperation: String, Equatable, Sendable {
        /// Opening or reading a file.
        case read
        /// Writing a file (atomically, through a temporary file).
        case write
        /// Taking a file's lock.
        case lock
        /// Renaming a corrupt file aside.
        case moveAside = "move aside"
        /// Creating a directory and its parents.
        case createDirectory = "create directory"
    }

    /// Why a local file could not be read or written (exit 1).
    public enum FileProblem: Equatable, Sendable {
        /// A system call failed with `errno`.
        case failed(FileOperation, path: String, errno: Int32)
        /// Something other than a regular file is at the path; `type` is its `st_mode & S_IFMT`.
        case notRegularFile(FileOperation, path: String, type: UInt32)
        /// A symbolic link whose target cannot be reached (`errno` from resolving it).
        case danglingLink(path: String, target: String, errno: Int32)
        /// A directory is needed where a file is.
        case fileInTheWay(path: String)
        /// The file is larger than any scrolldown file can be.
        case tooLarge(path: String, bytes: Int, limit: Int)
        /// `name`'s lock could not be taken (`errno`), other than by waiting.
        case lockFailed(name: String, lockPath: String, errno: Int32)
        /// Another process held `name`'s lock for longer than `seconds`.
        case locked(name: String, lockPath: String, seconds: Double)
        /// The file was written by a newer format than this build reads; left untouched.
        case newerFormat(path: String, version: Int, supported: Int)
        /// `name` could not be encoded.
        case encoding(name: String, description: String)
        /// The temporary files of a sorted listing could not be written or read.
        case sortSpill(description: String)
        /// The settings could not be read for an unexpected reason.
        case settingsUnreadable(description: String)
        /// The bundled sample games (Fixtures/) are nowhere to be found; `named`: the folder
        /// `SCROLLDOWN_FIXTURES` names, as written and as read from the working directory.
        case fixturesMissing(named: String? = nil, path: String? = nil)
    }

    /// Why the settings or a key file are unusable (exit 1).
    public enum ConfigProblem: Equatable, Sendable {
        /// A key file (`apiKeyFile` or `consumerApiKeyFile`) at `path` is unusable.
        case keyFile(KeyScope, path: String, KeyFileProblem)
        /// A key would go over plain http to a remote host.
        case keyOverPlainHTTP(host: String)
        /// A settings file does not decode; `reason` names the key path and what is wrong
        /// (`scoreRevealMode: must be one of: …`).
        case undecodable(file: String, path: String, reason: String)
        /// The configured `timeZone` names no zone.
        case unknownTimeZone(String)
        /// `doctor` found this many things to fix.
        case doctorFound(problems: Int)
    }

    /// What is wrong with a key file.
    public indirect enum KeyFileProblem: Error, Equatable, Sendable {
        /// `stat` failed with `errno`.
        case unreadable(errno: Int32)
        /// Not a regular file.
        case notRegularFile
        /// Readable by others: the permission bits it has.
        case openMode(UInt32)
        /// It vanished between `stat` and `open`.
        case vanished
        /// Reading it failed.
        case read(ScrollDownError)
        /// Its bytes are not UTF-8.
        case notUTF8
        /// Nothing but blank space.
        case empty
        /// A space (`isSpace`) or a control or invisible character at this 1-based position.
        case badCharacter(isSpace: Bool, position: Int)
    }
}
