import Foundation

/// An error body `{"detail": ...}`, where `detail` is a string or a list of validation items.
public struct APIErrorBody: Codable, Sendable, Equatable {
    /// The detail as sent.
    public var detail: JSONValue?

    enum CodingKeys: String, CodingKey { case detail }

    /// One line: the string, or each item's `loc` joined with dots and its `msg`, joined by "; ".
    public var message: String {
        switch detail {
        case .string(let text):
            return text
        case .array(let items):
            return items.map { item -> String in
                let loc = item["loc"]?.arrayValue?.map { part -> String in
                    part.stringValue ?? part.intValue.map(String.init) ?? ""
                }.joined(separator: ".") ?? ""
                let msg = item["msg"]?.stringValue ?? ""
                return loc.isEmpty ? msg : "\(loc): \(msg)"
            }.joined(separator: "; ")
        case .none, .some(.null):
            return ""
        case .some(let other):
            if let data = try? JSONEncoder().encode(other), let text = String(data: data, encoding: .utf8) {
                return text
            }
            return ""
        }
    }
}
