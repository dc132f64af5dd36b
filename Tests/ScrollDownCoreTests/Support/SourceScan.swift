import Foundation

/// Reading the sources as code, for the tests that hold the architecture (who decides
/// visibility, the one output path, the layers): comments removed, string literals emptied,
/// and rules matched line by line.
enum SourceScan {
    /// One thing the code must not do, as a pattern over code.
    struct Rule: Sendable {
        let name: String
        let pattern: String
        /// Why the code must not do it, and what it does instead.
        let why: String
    }

    /// A line of code that matches a rule.
    struct Finding: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let rule: String
        let code: String
        var description: String { "\(file):\(line) [\(rule)] \(code)" }
    }

    /// The Swift files below `root`, by path relative to it, in path order.
    static func swiftFiles(in root: URL) throws -> [(path: String, text: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [(path: String, text: String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    static func findings(_ rules: [Rule], in root: URL) throws -> [Finding] {
        try swiftFiles(in: root).flatMap { findings(rules, file: $0.path, text: $0.text) }
    }

    static func findings(_ rules: [Rule], file: String, text: String) -> [Finding] {
        // Simple word boundaries: the default (Unicode) ones do not break at the dot in `policy.liveOddsAccess`.
        let compiled = rules.map { (name: $0.name, regex: try! Regex($0.pattern).wordBoundaryKind(.simple)) }
        var found: [Finding] = []
        for (index, line) in codeOnly(text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for rule in compiled where line.contains(rule.regex) {
                found.append(Finding(file: file, line: index + 1, rule: rule.name, code: line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    /// `text` with comments removed and string literals emptied, line breaks kept (so line
    /// numbers still point at the source). Interpolations go with their string: a decision
    /// written inside one would be missed, which review catches more easily than this does.
    static func codeOnly(_ text: String) -> String {
        enum State { case code, lineComment, blockComment, string, multilineString }
        var state = State.code
        var out = ""
        let chars = Array(text)
        var i = 0
        func at(_ offset: Int, _ s: String) -> Bool {
            let needle = Array(s)
            guard i + offset + needle.count <= chars.count else { return false }
            return Array(chars[(i + offset)..<(i + offset + needle.count)]) == needle
        }
        while i < chars.count {
            let c = chars[i]
            switch state {
            case .code:
                if at(0, "//") { state = .lineComment; i += 2; continue }
                if at(0, "/*") { state = .blockComment; i += 2; continue }
                if at(0, "\"\"\"") { state = .multilineString; out += "\"\""; i += 3; continue }
                if c == "\"" { state = .string; out += "\"\""; i += 1; continue }
                out.append(c)
            case .lineComment:
                if c == "\n" { state = .code; out.append(c) }
            case .blockComment:
                if at(0, "*/") { state = .code; i += 2; continue }
                if c == "\n" { out.append(c) }
            case .string:
                if c == "\\" { i += 2; continue }
                if c == "\"" { state = .code } else if c == "\n" { state = .code; out.append(c) }
            case .multilineString:
                // An escape, or a line continuation: its line break still counts.
                if c == "\\" { if at(1, "\n") { out.append("\n") }; i += 2; continue }
                if at(0, "\"\"\"") { state = .code; i += 3; continue }
                if c == "\n" { out.append(c) }
            }
            i += 1
        }
        return out
    }
}
