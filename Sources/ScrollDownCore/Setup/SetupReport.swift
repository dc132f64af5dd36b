import Foundation

/// What `config` and `doctor` print: the text form, and the JSON document (or NDJSON line)
/// for `--format`. Built here, and handed to the command finished, so it only prints it.
struct SetupReport: Sendable {
    /// The text form, ending in a newline.
    let text: String
    let document: @Sendable (OutputFormat) -> String

    /// The report in `format`, as printed.
    func rendered(_ format: OutputFormat) -> String { format == .text ? text : document(format) }

    /// `config list`: every setting, the value in effect and where it comes from.
    static func listing(_ rows: [SettingRow]) -> SetupReport {
        struct Body: Encodable {
            let settings: [String: JSONValue]
            let sources: [String: SettingSource]
        }
        let text = TextTable.leftAligned(rows.map { [$0.key, $0.text.isEmpty ? "-" : $0.text, "(\($0.source.rawValue))"] }, indent: "")
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n") + "\n"
        let body = Body(settings: Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.json) }),
                        sources: Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.source) }))
        return SetupReport(text: text) { JSONOutput.status(body, type: "config", format: $0) }
    }

    /// `config get/set/path`: one value (`KEY = VALUE` when it was changed).
    static func value(_ value: ConfigValue) -> SetupReport {
        SetupReport(text: value.isChange ? "\(value.key) = \(value.value)\n" : "\(value.value)\n") {
            JSONOutput.status(value, type: "config", format: $0)
        }
    }

    /// `doctor`: the checks as a screen (`ok`/`note`/`FIX`, the check, what was found) or a
    /// JSON document.
    static func doctor(_ checks: [DoctorCheck]) -> SetupReport {
        struct Body: Encodable {
            let ok: Bool
            let checks: [DoctorCheck]
        }
        let rows = checks.map { check in [check.status == .fix ? "FIX" : check.status.rawValue, check.name, check.detail] }
        let problems = checks.filter { $0.status == .fix }.count
        let summary = problems == 0 ? "All is well." : "\(problems) thing\(problems == 1 ? "" : "s") to fix."
        let lines = TextTable.leftAligned(rows, indent: "  ").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        let body = Body(ok: !checks.contains { $0.status == .fix }, checks: checks)
        return SetupReport(text: "scrolldown doctor\n" + lines.joined(separator: "\n") + "\n" + summary + "\n") {
            JSONOutput.status(body, type: "doctor", format: $0)
        }
    }
}
