import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Thrown by a transport when a request ran out of time.
///
/// A type of its own so the client's retry policy ("never retry a timeout: `--timeout` is a
/// promise about wall time") rests on the kind of failure, not on the wording of a message.
/// `APIClient` turns it into `ScrollDownError.unavailable(.timedOut(…))`.
struct TransportTimeout: Error, Sendable, Equatable {
    /// The host that did not answer in time.
    var host: String
    /// The limit that ran out.
    var seconds: TimeInterval

    /// Creates the error for `host` after `seconds`.
    init(host: String, seconds: TimeInterval) {
        self.host = host
        self.seconds = seconds
    }

    /// What the user sees.
    var reason: ScrollDownError.Unavailable { .timedOut(host: host, seconds: seconds) }
}

/// Thrown by a transport for a failure that another attempt would only repeat: a redirect
/// loop. Like a timeout it is never retried; `APIClient` turns it into
/// `ScrollDownError.unavailable(reason)`.
struct TransportPermanentFailure: Error, Sendable, Equatable {
    /// What failed, e.g. `.redirectLoop(host: "example.com", limit: 10)`.
    var reason: ScrollDownError.Unavailable

    /// Creates the error for `reason`.
    init(_ reason: ScrollDownError.Unavailable) {
        self.reason = reason
    }
}
