import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension APIClient {
    /// Sends an endpoint through the stack and returns a 2xx (or 304) response; every other
    /// outcome becomes a `ScrollDownError`. What the stack gave up on (5xx after its retries,
    /// 429 beyond the wait budget, timeouts, refused redirects, no connection) arrives thrown
    /// as `unavailable`; the answers it returns (4xx) are mapped here. A key that may not go
    /// to this host fails before anything is sent, unless a cache may answer (`cacheRule`).
    ///
    /// - Parameter notFound: the message for a 404 (the caller knows what was missing).
    func send(_ endpoint: Endpoint, notFound: ScrollDownError.Missing? = nil,
              cacheRule: CacheRule? = nil) async throws -> HTTPResponse {
        let sentID = makeRequestID()
        var request = makeRequest(url(for: endpoint), scope: endpoint.keyScope, requestID: sentID)
        if cacheRule == nil, let refusal = request.refusal { throw refusal }
        request.cacheRule = cacheRule
        let response = try await transport.send(request)
        switch response.status {
        case 200..<300, 304:
            return response
        default:
            let requestID = RetryingTransport.requestID(of: response, sent: response.sentRequestID ?? sentID)
            throw failure(response, label: label(for: endpoint), scope: endpoint.keyScope, requestID: requestID,
                          notFound: notFound)
        }
    }

    /// Maps a final non-retryable status to the error the user sees.
    func failure(_ response: HTTPResponse, label: String, scope: KeyScope = .admin, requestID: String,
                 notFound: ScrollDownError.Missing?) -> ScrollDownError {
        let detail = APIErrorBody.message(in: response.body)
        switch response.status {
        case 401, 403:
            return keyRefused(status: response.status, detail: detail, scope: scope, requestID: requestID)
        case 404 where APIErrorBody.isRouteNotFound(response.body):
            // The framework's answer to a path no route matches: this backend lacks the route
            // (recap, flow, v1 summary, or the consumer detail on a backend older than it).
            // A route that exists says what it did not find ("Game not found").
            return .routeAbsent(label)
        case 404:
            // A 404 is an answer ("no such game"), not a failure to diagnose: no request id.
            return .notFound(notFound ?? .resource(label))
        case 410:
            return .snapshotExpired(request: label, detail: detail, requestID: requestID)
        default:
            return .serverRejected(request: label, status: response.status, detail: detail, requestID: requestID)
        }
    }
}
