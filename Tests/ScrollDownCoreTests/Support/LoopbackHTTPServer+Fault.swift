import Foundation

extension LoopbackHTTPServer {
    /// A way to misbehave.
    enum Fault: Sendable, Equatable {
        /// Wait this long before answering (combines with any other fault).
        case latency(milliseconds: Int)
        /// Answer with this status and body instead of the fixture.
        case status(Int, body: String, headers: [String: String] = [:])
        /// Announce the full Content-Length, send half the body, close.
        case truncated
        /// Send only the first half of the JSON body, with a matching Content-Length.
        case malformedJSON
        /// Replace `"status":"final"` by `"status":"awaiting_review"` (and the same for `game_status`).
        case unknownEnums
        /// Put `ESC[2J` and an OSC title sequence at the start of every text field.
        case escapes
        /// Send the body one byte per interval, so no single wait is long but the whole is.
        case trickle(intervalMilliseconds: Int)
        /// Accept the connection and never answer.
        case hang
        /// Close the connection right after reading the request.
        case drop
        /// Answer with a redirect to `location` (absolute, or a path on this server).
        case redirect(status: Int, location: String)
        /// Pad the JSON body with an ignored `"padding"` string until it is `bytes` long: a huge
        /// but valid response.
        case huge(bytes: Int)
        /// Wrap every `gameDate` and `status` value in an escape sequence (`ESC[31m…ESC[0m`).
        case escapedMachineFields
        /// Replace every number that is not an id or a paging field by `literal` (e.g.
        /// `9223372036854775807`, `-1e300`, `5e-324`): a broken or hostile backend (see `+Hostile`).
        /// With `fractionsOnly`, only numbers written with a fraction or exponent (prices,
        /// lines, percentages), so integer fields still decode and the doubles reach the math.
        case hostileNumbers(String, fractionsOnly: Bool = false)
        /// Prefix every text value that is not a date, status or league code with terminal
        /// controls, C1 controls and bidi overrides (see `+Hostile`).
        case hostileStrings
        /// Answer every page as the first, without `hasMore`, a cursor or a snapshot: an older
        /// server that ignores the offset it is sent.
        case firstPageOnly
        /// Leave these top-level keys out of every JSON answer (a server that does not send a
        /// total, say); combines with any other fault.
        case withoutKeys([String])

        static let unauthorized = Fault.status(401, body: #"{"detail":"Invalid API key"}"#)
        static let forbidden = Fault.status(403, body: #"{"detail":"Admin access required"}"#)
        static let notFound = Fault.status(404, body: #"{"detail":"Not Found"}"#)
        static let serverError = Fault.status(500, body: "Internal Server Error", headers: ["Content-Type": "text/plain"])
        static let unavailable = Fault.status(503, body: #"{"detail":"Service Unavailable"}"#)
        static func rateLimited(retryAfter: Int) -> Fault {
            .status(429, body: #"{"detail":"Rate limit exceeded"}"#, headers: ["Retry-After": String(retryAfter)])
        }
    }
}

extension LoopbackHTTPServer.Fault {
    /// The query parameters `firstPageOnly` ignores.
    static let pagingParameters: Set<String> = ["offset", "cursor", "snapshotId"]
    /// The answer keys `firstPageOnly` leaves out.
    static let pagingKeys = ["hasMore", "nextCursor", "snapshotId", "nextOffset"]
}
