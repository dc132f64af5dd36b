import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of `URLSessionTransport`: collects each task's body and enforces the
/// size cap while it arrives: a Content-Length over the cap is refused when the headers
/// arrive, and a body that grows past it (no or a false Content-Length) is cancelled then,
/// so an oversized answer never sits whole in memory.
///
/// `@unchecked Sendable`: every mutable field is behind `lock`.
final class BodySizeGuard: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Thrown when a body is (or is announced) over the cap.
    struct TooLarge: Error {
        let length: Int64
    }

    private struct Pending {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var data = Data()
        var response: URLResponse?
        var refused: Int64?
    }

    let limit: Int
    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs one data task to completion; cancelling the calling task cancels the request.
    func data(for request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock { pending[task.taskIdentifier] = Pending(continuation: continuation) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let expected = response.expectedContentLength
        let refuse = expected > Int64(limit)
        lock.withLock {
            pending[dataTask.taskIdentifier]?.response = response
            if refuse { pending[dataTask.taskIdentifier]?.refused = expected }
        }
        if refuse {
            completionHandler(.cancel)
            dataTask.cancel()
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over: Bool = lock.withLock {
            guard var entry = pending[dataTask.taskIdentifier], entry.refused == nil else { return false }
            entry.data.append(data)
            if entry.data.count > limit { entry.refused = Int64(entry.data.count) }
            pending[dataTask.taskIdentifier] = entry
            return entry.refused != nil
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let refused = entry.refused {
            entry.continuation.resume(throwing: TooLarge(length: refused))
        } else if let error {
            entry.continuation.resume(throwing: error)
        } else if let response = entry.response ?? task.response {
            entry.continuation.resume(returning: (entry.data, response))
        } else {
            entry.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
