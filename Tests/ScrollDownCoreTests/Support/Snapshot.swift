import Foundation
import Testing

/// Golden text snapshots under Tests/ScrollDownCoreTests/Snapshots/<name>.txt. A mismatch
/// fails with a line diff. `SCROLLDOWN_RECORD_SNAPSHOTS=1` rewrites the files and still fails
/// the test, so a recording run can never pass as a green one.
enum Snapshot {
    static let directory = TestPaths.snapshots

    static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["SCROLLDOWN_RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(Comment(rawValue: "recorded snapshot \(name); run again without SCROLLDOWN_RECORD_SNAPSHOTS to check it"),
                         sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(Comment(rawValue: "missing snapshot \(url.path); record it with SCROLLDOWN_RECORD_SNAPSHOTS=1"), sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(Comment(rawValue: "snapshot \(name) differs:\n" + diff(expected: expected, actual: actual)), sourceLocation: sourceLocation)
    }

    /// The differing lines, with line numbers (at most 20).
    static func diff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            guard a != b else { continue }
            if let a { out.append("\(index + 1)- \(a)") }
            if let b { out.append("\(index + 1)+ \(b)") }
            if out.count >= 40 { out.append("…"); break }
        }
        return out.joined(separator: "\n")
    }
}
