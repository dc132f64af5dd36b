import Foundation

extension DecodingError {
    /// A one-line description naming the key path, e.g.
    /// `games[3].gameDate: not an ISO-8601 timestamp: 2026-13-01`.
    public var keyPathMessage: String {
        switch self {
        case .typeMismatch(let type, let context):
            return Self.line(context.codingPath, "expected \(Self.describe(type)), \(context.debugDescription.lowercasedFirst)")
        case .valueNotFound(let type, let context):
            return Self.line(context.codingPath, "expected \(Self.describe(type)) but found null")
        case .keyNotFound(let key, let context):
            return Self.line(context.codingPath + [key], "missing key")
        case .dataCorrupted(let context):
            // A syntax error surfaces at the root; say so plainly instead of Foundation's wording.
            let syntax = context.codingPath.isEmpty
                && (context.underlyingError != nil || context.debugDescription.contains("valid JSON"))
            let reason = syntax ? "not valid JSON" : context.debugDescription
            return Self.line(context.codingPath, reason)
        @unknown default:
            return String(describing: self)
        }
    }

    /// Renders a coding path as `a.b[2].c`; an empty path is the document root.
    static func keyPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    private static func line(_ path: [CodingKey], _ reason: String) -> String {
        "\(keyPath(path)): \(reason)"
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Int64.Type, is Int32.Type: return "an integer"
        case is Double.Type, is Float.Type: return "a number"
        case is Bool.Type: return "a boolean"
        case is Date.Type: return "a timestamp"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return name
        }
    }
}

private extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
