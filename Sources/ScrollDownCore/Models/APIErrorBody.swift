import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// An error body `{"detail": ...}`, where `detail` is a string or a list of validation items.
///
/// The one parser of server error text: `APIClient` quotes `message(in:)` in its errors.
struct APIErrorBody: Codable, Sendable, Equatable {
    /// The detail as sent.
    var detail: JSONValue?

    enum CodingKeys: String, CodingKey { case detail }

    /// Longest detail quoted, in characters; server text ends up on the user's terminal.
    static let maxLength = 200

    /// One cleaned, bounded line: the string, or each item's `loc` joined with dots and its
    /// `msg`, joined by "; "; empty when there is no usable detail.
    var message: String {
        switch detail {
        case .string(let text):
            return Self.clean(text)
        case .array(let items):
            let parts = items.map { item -> String in
                let loc = item["loc"]?.arrayValue?.compactMap { $0.stringValue ?? $0.intValue.map(String.init) } ?? []
                let msg = item["msg"]?.stringValue ?? "invalid"
                return loc.isEmpty ? msg : "\(loc.joined(separator: ".")): \(msg)"
            }
            return Self.clean(parts.joined(separator: "; "))
        default:
            return ""
        }
    }

    /// The detail of a raw error body: `message` when the body is `{"detail": ...}`,
    /// otherwise the body's first line (a plain-text 500), cleaned; nil when nothing usable.
    static func message(in body: Data) -> String? {
        if let parsed = try? JSONDecoder().decode(APIErrorBody.self, from: body), parsed.detail != nil {
            let text = parsed.message
            return text.isEmpty ? nil : text
        }
        guard let text = String(data: body.prefix(512), encoding: .utf8) else { return nil }
        let line = clean(text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
        return line.isEmpty ? nil : line
    }

    /// True for the framework's answer to a path no route matches, `{"detail":"Not Found"}`:
    /// sda answers it before any auth check, for a deleted route (the flow) as for one that
    /// never existed (the old recap). A route that exists says what it did not find ("Game
    /// not found", "No Game Flow found for game 1").
    static func isRouteNotFound(_ body: Data) -> Bool {
        guard let parsed = try? JSONDecoder().decode(APIErrorBody.self, from: body) else { return false }
        return parsed.detail == .string("Not Found")
    }

    /// Removes control characters (terminal escapes), trims, and bounds the length.
    static func clean(_ text: String) -> String {
        let scalars = text.unicodeScalars.filter { $0.properties.generalCategory != .control }
        let result = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
        return result.count > maxLength ? String(result.prefix(maxLength)) + "…" : result
    }
}
