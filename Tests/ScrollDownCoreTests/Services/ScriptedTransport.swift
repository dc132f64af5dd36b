import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// An inner transport for testing one decorator on its own: answers from a script, one step
/// per call, and records every request it was sent. A call beyond the script is an issue.
final class ScriptedTransport: HTTPTransport, Sendable {
    enum Step: Sendable {
        case answer(HTTPResponse)
        case fail(any Error & Sendable)
    }

    private let steps: Locked<[Step]>
    private let seen = Locked<[HTTPRequest]>([])

    init(_ steps: [Step]) {
        self.steps = Locked(steps)
    }

    /// The requests sent so far, in order.
    var requests: [HTTPRequest] { seen.current }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        seen.withLock { $0.append(request) }
        guard let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            Issue.record("a call beyond the script: \(request.url)")
            throw ScrollDownError.badData(endpoint: "script", detail: "beyond the script")
        }
        switch step {
        case .answer(let response): return response
        case .fail(let error): throw error
        }
    }
}

extension ScriptedTransport.Step {
    /// An answer with a status and a body.
    static func status(_ code: Int, _ body: String = "", headers: [String: String] = [:]) -> Self {
        .answer(HTTPResponse(status: code, headers: headers, body: Data(body.utf8)))
    }

    /// Refused connection: a network failure, retried.
    static let refused = Self.fail(ScrollDownError.unavailable(.network(host: "sda.example", .connectionRefused)))
}
