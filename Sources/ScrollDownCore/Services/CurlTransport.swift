import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The live transport, on libcurl's easy interface: `curl_easy_perform` on a thread of
/// its own, which waits for the server in `poll`, so a slow answer costs no CPU. URLSession on
/// Linux spun a core while it waited (swift-corelibs-foundation keeps a write source armed on an
/// idle socket; see docs/PERFORMANCE.md), and linking it loads libcurl and its ~30 libraries
/// before `main` on every run; libcurl is loaded here with `dlopen` on the first live request
/// instead, so the sample games and every local command start without it.
///
/// The contract: an idle timeout (`HTTPRequest.timeout` without a byte)
/// and a whole-request deadline (`timeout × deadlineFactor`, never beyond `maxDuration`), both
/// `TransportTimeout`; redirects followed only within the request's origin, checked here before
/// anything is sent to the target (`RedirectRefused`); bodies capped while they arrive; gzip and
/// deflate decoded; proxies from the environment and TLS verification as libcurl does them.
struct CurlTransport: HTTPTransport {
    let maxBodyBytes: Int
    let deadlineFactor: Double
    /// Same-origin redirects followed at most, then "redirect loop".
    static let maxRedirects = 10
    let library: CurlLibrary

    /// Nil where libcurl cannot be loaded.
    init?(deadlineFactor: Double = 4, maxBodyBytes: Int = 64 << 20) {
        guard let library = CurlLibrary.shared else { return nil }
        self.library = library
        self.deadlineFactor = deadlineFactor
        self.maxBodyBytes = maxBodyBytes
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let deadline = min(max(request.timeout * deadlineFactor, request.timeout), request.maxDuration ?? .infinity)
        let transfer = CurlTransfer(library: library, limit: maxBodyBytes)
        // The request and every redirect run on one thread of their own, hop after hop, so a
        // chain of redirects waits for no other task between its hops.
        let outcome: Result<HTTPResponse, Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(returning: follow(request, with: transfer, deadline: deadline))
                }
                thread.stackSize = 1 << 20
                thread.start()
            }
        } onCancel: {
            transfer.cancel()
        }
        // A cancelled caller gets its cancellation, never the aborted transfer's error.
        if case .failure = outcome { try Task.checkCancellation() }
        return try outcome.get()
    }

    /// The request and its same-origin redirects, blocking the calling thread: each hop gets
    /// what is left of the whole-request `deadline`, and a redirect elsewhere is refused
    /// before a byte (or the key) goes there.
    private func follow(_ request: HTTPRequest, with transfer: CurlTransfer, deadline: TimeInterval) -> Result<HTTPResponse, Error> {
        let host = request.url.host ?? request.url.absoluteString
        let path = request.url.path
        let started = ContinuousClock.now
        var url = request.url
        var redirects: [HTTPRedirect] = []
        for _ in 0...Self.maxRedirects {
            let left = deadline - (ContinuousClock.now - started).inSeconds
            guard left > 0 else { return .failure(TransportTimeout(host: host, seconds: deadline)) }
            let answer: CurlTransfer.Answer
            switch transfer.run(url: url, method: request.method, body: request.body, headers: request.headers,
                                 idle: request.timeout, deadline: left) {
            case .success(let value):
                answer = value
            case .failure(let failure):
                if let tooLarge = transfer.tooLarge { return .failure(Self.oversized(tooLarge, limit: maxBodyBytes, path: path)) }
                return .failure(map(failure.code, host: host, path: path, idle: request.timeout, deadline: deadline,
                                    elapsed: (ContinuousClock.now - started).inSeconds))
            }
            if [301, 302, 303, 307, 308].contains(answer.status), let location = answer.headers["location"] {
                let target = URL(string: location, relativeTo: url)?.absoluteURL
                let hop = HTTPRedirect(status: answer.status, target: target)
                guard let target, HTTPRedirect.sameOrigin(request.url, target) else {
                    return .failure(RedirectRefused(from: request.url, redirect: hop))
                }
                // A POST or PATCH is followed only where it is sent again as it was (307, 308);
                // a 301/302/303 would turn it into a GET: its answer is returned as it is.
                if request.method != "GET", answer.status != 307, answer.status != 308 {
                    return .success(HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body, redirects: redirects))
                }
                redirects.append(hop)
                url = target
                continue
            }
            return .success(HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body, redirects: redirects))
        }
        return .failure(TransportPermanentFailure(.redirectLoop(host: host, limit: Self.maxRedirects)))
    }


    /// The error for a body over the cap, announced or arriving.
    static func oversized(_ length: Int64, limit: Int, path: String) -> ScrollDownError {
        .badData(endpoint: "GET \(path)", detail: "response body of \(length) bytes exceeds the \(limit)-byte limit")
    }

    /// curl's result as the error the user sees.
    private func map(_ code: Int32, host: String, path: String, idle: TimeInterval, deadline: TimeInterval, elapsed: Double) -> Error {
        typealias C = CurlLibrary.Code
        switch code {
        case C.timedOut:
            // Whichever limit ran out: the deadline when the whole time is spent, else idleness.
            let limit = elapsed + 0.25 >= deadline ? deadline : idle
            return TransportTimeout(host: host, seconds: limit)
        case C.badContentEncoding:
            return ScrollDownError.badData(endpoint: "GET \(path)", detail: "the body does not decode as its Content-Encoding says")
        case C.outOfMemory, C.tooLarge:
            return ScrollDownError.badData(endpoint: "GET \(path)", detail: "the response headers are larger than this client accepts (100 kB)")
        case C.couldntConnect:
            return ScrollDownError.unavailable(.network(host: host, .connectionRefused))
        case C.couldntResolveHost, C.couldntResolveProxy:
            return ScrollDownError.unavailable(.network(host: host, .unknownHost))
        case C.sslConnect:
            return ScrollDownError.unavailable(.network(host: host, .tlsHandshake))
        case C.peerVerification:
            return ScrollDownError.unavailable(.network(host: host, .certificateUnverified))
        case C.partialFile:
            return ScrollDownError.unavailable(.network(host: host, .closedEarly))
        case C.gotNothing:
            return ScrollDownError.unavailable(.network(host: host, .noValidAnswer))
        case C.recvError, C.sendError:
            return ScrollDownError.unavailable(.network(host: host, .connectionLost))
        case C.tooManyRedirects:
            return TransportPermanentFailure(.redirectLoop(host: host, limit: nil))
        default:
            return ScrollDownError.unavailable(.network(host: host, .curl(code: code, description: library.message(code))))
        }
    }
}
