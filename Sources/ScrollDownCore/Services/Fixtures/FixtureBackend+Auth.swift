import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The backend's key checks (docs/backend.md#keys-and-authentication): the admin key on every route
/// but `/api/v1`, the consumer key there; with both keys set apart each gets 403 on the other's
/// routes. Unknown routes never get here (they answer 404 first).
extension FixtureBackend {
    /// The refusal for a request, or nil when its key is accepted (or none is required).
    func authorize(_ request: Request) -> Answer? {
        guard let apiKey else { return nil }
        guard let sent = request.headers["x-api-key"] else { return Answer(status: 401, body: Data(#"{"detail":"Missing API key"}"#.utf8)) }
        let split = consumerApiKey.map { $0 != apiKey } ?? false
        if request.path.hasPrefix("/api/v1/") {
            if sent == (consumerApiKey ?? apiKey) { return nil }
            if split && sent == apiKey {
                return Answer(status: 403, body: Data(#"{"detail":"Admin API key is not authorized for consumer routes"}"#.utf8))
            }
        } else {
            if sent == apiKey { return nil }
            if split && sent == consumerApiKey {
                return Answer(status: 403, body: Data(#"{"detail":"Consumer API key is not authorized for admin routes"}"#.utf8))
            }
        }
        return Answer(status: 401, body: Data(#"{"detail":"Invalid API key"}"#.utf8))
    }
}
