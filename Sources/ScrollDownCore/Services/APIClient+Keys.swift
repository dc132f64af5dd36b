import Foundation

extension APIClient {
    /// A 401/403, naming the key that was refused and how to set it, never the key itself.
    /// `/api/v1` takes the consumer key; when none is set apart the admin key went there, and a
    /// server with split keys refuses it (CONTRACT-sda §5).
    func keyRefused(status: Int, detail: String?, scope: KeyScope, suffix: String) -> ScrollDownError {
        let reason = detail.map { ": \($0)" } ?? ""
        switch scope {
        case .admin:
            return .authRefused(
                "admin API key refused (HTTP \(status)\(reason)): set SCROLLDOWN_API_KEY or apiKeyFile \(suffix)")
        case .consumer where configuration.consumerApiKey == nil:
            return .authRefused(
                "the API key was refused on the consumer routes (/api/v1, HTTP \(status)\(reason)): set SCROLLDOWN_CONSUMER_API_KEY or consumerApiKeyFile \(suffix)")
        case .consumer:
            return .authRefused(
                "consumer API key refused (HTTP \(status)\(reason)): set SCROLLDOWN_CONSUMER_API_KEY or consumerApiKeyFile \(suffix)")
        }
    }
}
