import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension DecodingError {
    /// One line, `key path: reason`, e.g. `games[3].gameDate: not an ISO-8601 timestamp`.
    var message: String {
        let context: Context
        let reason: String
        switch self {
        case .keyNotFound(let key, let ctx):
            return Self.path(ctx.codingPath + [key]) + ": missing key"
        case .valueNotFound(let type, let ctx):
            context = ctx
            reason = "null where \(type) was expected"
        case .typeMismatch(let type, let ctx):
            context = ctx
            reason = "not a \(type)" + (ctx.debugDescription.isEmpty ? "" : " (\(ctx.debugDescription))")
        case .dataCorrupted(let ctx):
            context = ctx
            reason = ctx.debugDescription.isEmpty ? "corrupted data" : Self.unquoted(ctx.debugDescription)
        @unknown default:
            return "undecodable data"
        }
        let path = Self.path(context.codingPath)
        return path.isEmpty ? reason : "\(path): \(reason)"
    }

    /// Foundation's words for a string that is none of an enum's values quote the value
    /// ("Cannot initialize RevealLevel from invalid String value partial"): server text, which
    /// may carry outcome data, so the reason is said without it.
    static func unquoted(_ description: String) -> String {
        guard description.hasPrefix("Cannot initialize "), description.contains(" from invalid ") else { return description }
        return "not one of the values this client knows"
    }

    /// Renders a coding path as `a.b[2].c` (the root is the empty string).
    static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

/// Decodes a contract response, turning a failure into `ScrollDownError.badData`: the one
/// contract decoder (`APIClient.decode` calls it for every response). It reads through
/// `FastJSONDecoder`, which answers exactly as `JSONDecoder.contract()` does and leaves every
/// document it is unsure of, and every failure, to it.
///
/// A failure other than `DecodingError` names only its type: its description could quote
/// server text, which may carry outcome data.
func decodeContract<T: Decodable>(_ type: T.Type, from data: Data, endpoint: String) throws -> T {
    do {
        return try FastJSONDecoder.decode(type, from: data)
    } catch let error as DecodingError {
        throw ScrollDownError.badData(endpoint: endpoint, detail: error.message)
    } catch {
        throw ScrollDownError.badData(endpoint: endpoint, detail: "undecodable data (\(Swift.type(of: error)))")
    }
}
