import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Values decoded from answer bodies, by type and bytes, for clients that read the same answers
/// again and again: the tests' fixture scenarios run the command line hundreds of times over a
/// few documents, and decoding a 600-play detail costs more than the rest of a run. A run of
/// the command line decodes each answer once and has none (`APIClient.decodedBodies` nil).
final class DecodedBodies: Sendable {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let body: Data
    }

    private let values = Locked<[Key: any Sendable]>([:])

    init() {}

    /// The value `body` decodes to as `type`: decoded by `decode` the first time, remembered
    /// after (a body that fails to decode is not remembered).
    func value<T: Sendable>(_ type: T.Type, of body: Data, decode: () throws -> T) rethrows -> T {
        let key = Key(type: ObjectIdentifier(type), body: body)
        if let known = values.withLock({ $0[key] }) as? T { return known }
        let value = try decode()
        values.withLock { $0[key] = value }
        return value
    }
}
