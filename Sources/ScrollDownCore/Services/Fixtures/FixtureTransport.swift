import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The transport of sample mode: each request is answered in-process by a `FixtureBackend`
/// from its URL's path and query, so the one game service runs against the bundled games
/// exactly as against a server (decoding, dialects, paging, errors), with no socket and no
/// URLSession.
struct FixtureTransport: HTTPTransport {
    /// The backend answering.
    let backend: FixtureBackend

    /// Answers from `backend`.
    init(backend: FixtureBackend) {
        self.backend = backend
    }

    /// Answers from the tree at `fixtures` with no key checks.
    init(fixtures: URL) {
        self.init(backend: FixtureBackend(fixtures: fixtures))
    }

    /// The base URL a client of this transport uses: a reserved name (RFC 2606), so `-v`
    /// lines show the requests a server would get without naming any real host.
    static let baseURL = URL(string: "http://fixtures.invalid")!

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let answer = backend.answer(FixtureBackend.Request(
            path: components?.percentEncodedPath.removingPercentEncoding ?? request.url.path,
            query: components?.queryItems ?? [], headers: request.headers))
        var headers = answer.headers
        headers["Content-Type"] = "application/json"
        return HTTPResponse(status: answer.status, headers: headers, body: answer.body)
    }
}
