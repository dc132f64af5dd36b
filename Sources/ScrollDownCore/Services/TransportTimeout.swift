import Foundation

/// Thrown by a transport when a request ran out of time.
///
/// A type of its own so the client's retry policy ("never retry a timeout: `--timeout` is a
/// promise about wall time") rests on the kind of failure, not on the wording of a message.
/// `APIClient` turns it into `ScrollDownError.unavailable(message)`.
public struct TransportTimeout: Error, Sendable, Equatable {
    /// The user-facing line, e.g. `timed out after 15s waiting for example.com`.
    public var message: String

    /// Creates the error with its user-facing line.
    public init(message: String) {
        self.message = message
    }
}

/// Thrown by a transport for a failure that another attempt would only repeat: a redirect
/// loop (issue 19). Like a timeout it is never retried; `APIClient` turns it into
/// `ScrollDownError.unavailable(message)`.
public struct TransportPermanentFailure: Error, Sendable, Equatable {
    /// The user-facing line, e.g. `redirect loop: example.com kept redirecting …`.
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
