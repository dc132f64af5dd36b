import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension APIClient {
    /// A 401/403, naming the key that was refused and how to set it, never the key itself.
    /// `/api/v1` takes the consumer key; when none is set apart the admin key went there, and a
    /// server with split keys refuses it (docs/backend.md#keys-and-authentication).
    func keyRefused(status: Int, detail: String?, scope: KeyScope, requestID: String) -> ScrollDownError {
        let sent: KeyScope = scope == .consumer && configuration.consumerApiKey == nil ? .admin : scope
        return .authRefused(.init(status: status, keySent: sent, routes: scope, detail: detail, requestID: requestID))
    }
}
