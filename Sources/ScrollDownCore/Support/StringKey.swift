import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A coding key named at run time: the backends' two spellings of one value (snake and
/// camel), wire keys that differ per sport (mini box stats), and the JSON output's own keys.
/// One type for every keyed container that is not a fixed `CodingKeys` enum.
struct StringKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
