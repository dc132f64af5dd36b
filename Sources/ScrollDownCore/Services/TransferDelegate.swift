import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of `URLSessionTransport`: owns every request from registration to
/// its one answer, so a request ends exactly once, whatever arrives first.
///
/// - The body is appended in place as it arrives (linear in its size) and capped: an
///   announced Content-Length over the cap is refused at the headers, a body growing past it
///   is cancelled then.
/// - Redirects are followed only within the origin of the original request; any other target
///   ends the request with `RedirectRefused` before a byte (or the API key) goes there.
/// - The whole-request deadline and the caller's cancellation answer at once: the caller never
///   waits for URLSession to wind down a cancelled transfer.
/// - A request cancelled before it started never starts (Linux Foundation can report a
///   cancelled task's completion before the continuation exists; nothing waits for it).
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// Thrown when a body is (or is announced) over the cap.
    struct TooLarge: Error {
        let length: Int64
    }

    /// Thrown when the whole-request deadline passed.
    struct DeadlineExceeded: Error {}

    /// What a finished request hands back.
    struct Received {
        var data: Data
        var response: HTTPURLResponse
        var redirects: [HTTPRedirect]
    }

    /// One request's state; only touched under `transfers`' lock.
    private final class Transfer {
        /// Set when the request starts; taken (nil again) by whoever finishes it.
        var continuation: CheckedContinuation<Received, any Error>?
        var cancelledBeforeStart = false
        var data = Data()
        var response: HTTPURLResponse?
        var redirects: [HTTPRedirect] = []
    }

    let limit: Int
    private let transfers = Locked<[Int: Transfer]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs one data task to its answer within `deadline` seconds; cancelling the calling task
    /// ends the request at once with `CancellationError`.
    func data(for request: URLRequest, in session: URLSession, deadline: TimeInterval) async throws -> Received {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        transfers.withLock { $0[id] = Transfer() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let start: Bool = transfers.withLock { state in
                    guard let transfer = state[id] else { return false }
                    if transfer.cancelledBeforeStart {
                        state[id] = nil
                        return false
                    }
                    transfer.continuation = continuation
                    return true
                }
                guard start else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + max(0, deadline)) { [weak self] in
                    self?.finish(id, with: .failure(DeadlineExceeded()), cancelling: task)
                }
            }
        } onCancel: {
            let started: Bool = transfers.withLock { state in
                guard let transfer = state[id] else { return false }
                if transfer.continuation == nil {
                    // Not started yet: mark it so it never starts; there is nothing to cancel.
                    transfer.cancelledBeforeStart = true
                    return false
                }
                return true
            }
            if started { finish(id, with: .failure(CancellationError()), cancelling: task) }
        }
    }

    /// Ends a request once: resumes its caller (outside the lock) and, when asked, cancels the
    /// URLSession task. Later events of that task find no entry and are ignored.
    private func finish(_ id: Int, with result: Result<Received, any Error>, cancelling task: URLSessionTask? = nil) {
        let continuation: CheckedContinuation<Received, any Error>? = transfers.withLock { state in
            guard let continuation = state[id]?.continuation else { return nil }
            state[id] = nil
            return continuation
        }
        guard let continuation else { return }
        continuation.resume(with: result)
        // Off this thread: URLSessionTask.cancel() waits on the session's queue, which may be
        // the one calling this delegate.
        if let task { DispatchQueue.global().async { task.cancel() } }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let id = dataTask.taskIdentifier
        let expected = response.expectedContentLength
        if expected > Int64(limit) {
            completionHandler(.cancel)
            finish(id, with: .failure(TooLarge(length: expected)), cancelling: dataTask)
            return
        }
        transfers.withLock { state in
            guard let transfer = state[id] else { return }
            transfer.response = response as? HTTPURLResponse
            // One allocation for a body of announced size instead of repeated growth.
            if expected > 0 { transfer.data.reserveCapacity(Int(expected)) }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let size: Int? = transfers.withLock { state in
            guard let transfer = state[id] else { return nil }
            transfer.data.append(data)  // in place: the buffer is never copied
            return transfer.data.count
        }
        if let size, size > limit {
            finish(id, with: .failure(TooLarge(length: Int64(size))), cancelling: dataTask)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let id = task.taskIdentifier
        let hop = HTTPRedirect(status: response.statusCode, target: request.url)
        if let origin = task.originalRequest?.url, let target = request.url, Self.sameOrigin(origin, target) {
            transfers.withLock { $0[id]?.redirects.append(hop) }
            completionHandler(request)
            return
        }
        // Refused before anything is sent to the target: the new request would carry every
        // header of the original, the API key among them.
        let refusal = RedirectRefused(from: task.originalRequest?.url, redirect: hop)
        completionHandler(nil)
        finish(id, with: .failure(refusal), cancelling: task)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        let outcome: Result<Received, any Error> = transfers.withLock { state in
            guard let transfer = state[id] else { return .failure(CancellationError()) }
            if let error { return .failure(error) }
            guard let response = transfer.response ?? (task.response as? HTTPURLResponse) else {
                return .failure(URLError(.badServerResponse))
            }
            return .success(Received(data: transfer.data, response: response, redirects: transfer.redirects))
        }
        finish(id, with: outcome)
    }

    /// Same scheme, host and port (the default port of the scheme when none is written).
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int)? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
            return (scheme, host, port)
        }
        guard let left = origin(a), let right = origin(b) else { return false }
        return left == right
    }
}
