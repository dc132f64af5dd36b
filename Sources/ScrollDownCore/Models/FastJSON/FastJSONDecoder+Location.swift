import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Where on the tape a value is, as a coding path: for the one error `JSONDecoder` reports
/// without a path (a number that does not fit its field), which this decoder can place.
extension FastJSONDecoderImpl {
    /// `refusedNumber` as the error a reader sees: its key path and the type it did not fit.
    /// The number itself is not quoted: it is server data, and may sit in a score's place.
    func refusedNumberError() -> DecodingError? {
        guard let (index, type) = refusedNumber else { return nil }
        return .dataCorrupted(.init(codingPath: codingPath(toTapeIndex: index), debugDescription: "number does not fit \(type)"))
    }

    /// The keys and array positions from the document's root down to the value at `target`.
    func codingPath(toTapeIndex target: Int) -> [CodingKey] {
        var keys: [CodingKey] = []
        var current = 0
        descent: while current != target, current < entries.count {
            let end = entries[current].end
            switch entries[current].kind {
            case .object:
                var member = current + 1
                while member < end {
                    let value = member + 1
                    if target >= value && target < entries[value].end {
                        keys.append(FastJSONKey(stringValue: tape.string(entries[member])))
                        current = value
                        continue descent
                    }
                    member = entries[value].end
                }
                break descent
            case .array:
                var element = current + 1, position = 0
                while element < end {
                    if target >= element && target < entries[element].end {
                        keys.append(FastJSONKey(index: position))
                        current = element
                        continue descent
                    }
                    element = entries[element].end
                    position += 1
                }
                break descent
            default:
                break descent
            }
        }
        return keys
    }
}
