import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The one reading of a backend base URL (`--base-url`, `SCROLLDOWN_BASE_URL`, config
/// `baseURL`): `http(s)://host[:port][/prefix]`.
///
/// The scheme is matched case-insensitively and stored lower-case (Foundation's URLSession
/// refuses `HTTP://`); IPv6 loopback (`[::1]`) is accepted; spaces, a query, a fragment and
/// user info are refused, because each would end up in every request URL.
enum BaseURL {
    /// The normalised URL (scheme lower-case, no trailing slash), or `.usage` naming what is wrong.
    static func parse(_ text: String) throws(ScrollDownError) -> URL {
        func refuse(_ reason: String) -> ScrollDownError {
            .usage(.invalidBaseURL(text, reason: reason))
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || TerminalSanitizer.isControl($0) }) else {
            throw refuse("it contains spaces or control characters")
        }
        guard let separator = text.range(of: "://") else { throw refuse("no http:// or https://") }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { throw refuse("the scheme must be http or https") }
        guard !text.contains("?") else { throw refuse("a base URL takes no query (?…)") }
        guard !text.contains("#") else { throw refuse("a base URL takes no fragment (#…)") }
        var rest = String(text[separator.upperBound...])
        while rest.hasSuffix("/") { rest.removeLast() }
        guard let url = URL(string: scheme + "://" + rest), let host = url.host, !host.isEmpty else {
            throw refuse("no host")
        }
        guard url.user == nil, url.password == nil else { throw refuse("a base URL takes no user name or password") }
        if host.contains(":"), !APIClient.isLoopback(host: host) {
            throw refuse("IPv6 addresses other than [::1] are not supported here; use a host name")
        }
        return url
    }
}
