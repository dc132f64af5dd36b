import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Thrown by a transport when the server redirects to another origin than the request's own.
///
/// The request would be re-sent with every header, the API key among them, so the client
/// never follows it and never retries (the server will answer the same way). `APIClient`
/// turns it into `ScrollDownError.unavailable(reason)` (exit 69).
struct RedirectRefused: Error, Sendable, Equatable {
    /// The refused hop.
    var redirect: HTTPRedirect
    /// What the user sees: the hop, from where, to where.
    var reason: ScrollDownError.Unavailable

    /// Creates the error for a redirect away from `origin`.
    init(from origin: URL?, redirect: HTTPRedirect) {
        self.redirect = redirect
        reason = .redirectRefused(status: redirect.status, from: origin.map(HTTPRedirect.describe) ?? "the backend",
                                  to: redirect.targetDescription)
    }
}

/// One redirect the server answered with: its status and where it pointed.
struct HTTPRedirect: Sendable, Equatable {
    /// The 3xx status.
    var status: Int
    /// The `Location` target, resolved; nil when it was not a usable URL.
    var target: URL?

    /// Creates a hop.
    init(status: Int, target: URL?) {
        self.status = status
        self.target = target
    }

    /// The target as `scheme://host:port/path`, without user info or query (never a secret).
    var targetDescription: String {
        target.map(Self.describe) ?? "an unusable location"
    }

    static func describe(_ url: URL) -> String {
        let host = url.host ?? "?"
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(url.scheme ?? "?")://\(bracketed)\(url.port.map { ":\($0)" } ?? "")\(url.path)"
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
