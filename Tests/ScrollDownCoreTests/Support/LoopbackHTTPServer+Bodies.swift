import Foundation

/// Body and status helpers of the loopback server's faults, apart from the connection code.
extension LoopbackHTTPServer {
    /// `{"padding":"xxxx…",` + the rest of a JSON object: valid, ignored by every model, and
    /// `bytes` long (or the original when it is no object).
    static func padded(_ body: Data, to bytes: Int) -> Data {
        guard body.first == UInt8(ascii: "{") else { return body }
        // The opening brace is shared with the original body.
        let overhead = #"{"padding":"","#.utf8.count - 1
        let fill = max(0, bytes - body.count - overhead)
        var out = Data(capacity: body.count + overhead + fill)
        out.append(contentsOf: #"{"padding":""#.utf8)
        out.append(Data(repeating: UInt8(ascii: "x"), count: fill))
        out.append(contentsOf: #"","#.utf8)
        out.append(body.dropFirst())
        return out
    }

    static func replace(in body: Data, pattern: String, template: String) -> Data {
        guard let text = String(data: body, encoding: .utf8),
              let regex = try? NSRegularExpression(pattern: pattern) else { return body }
        let range = NSRange(text.startIndex..., in: text)
        return Data(regex.stringByReplacingMatches(in: text, range: range, withTemplate: template).utf8)
    }

    /// The JSON object `body` without the top-level `keys` (or the original when it is no object).
    static func withoutKeys(_ keys: [String], in body: Data) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return body }
        for key in keys { object[key] = nil }
        return (try? JSONSerialization.data(withJSONObject: object)) ?? body
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 410: return "Gone"
        case 422: return "Unprocessable Entity"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
