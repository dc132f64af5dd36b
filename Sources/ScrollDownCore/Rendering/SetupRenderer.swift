import Foundation

/// `config` and `doctor` as text (aligned columns) and JSON (one document, or one NDJSON line).
extension SetupReport {
    /// The text form, ending in a newline.
    var text: String {
        switch content {
        case .listing(let rows):
            let table = rows.map { [$0.key, $0.text.isEmpty ? "-" : $0.text, "(\($0.source.rawValue))"] }
            return TextTable.leftAligned(table, indent: "").map(Self.trailingSpaceRemoved).joined(separator: "\n") + "\n"
        case .value(let value):
            return value.isChange ? "\(value.key) = \(value.value)\n" : "\(value.value)\n"
        case .doctor(let checks):
            let rows = checks.map { check in [check.status == .fix ? "FIX" : check.status.rawValue, check.name, check.detail] }
            let problems = checks.filter { $0.status == .fix }.count
            let summary = problems == 0 ? "All is well." : "\(problems) thing\(problems == 1 ? "" : "s") to fix."
            let lines = TextTable.leftAligned(rows, indent: "  ").map(Self.trailingSpaceRemoved)
            return "scrolldown doctor\n" + lines.joined(separator: "\n") + "\n" + summary + "\n"
        case .followed(let teams, let changed, let following, let keptHidden, let unchanged):
            return StatusTextRenderer.followedTeams(teams, changed: changed, following: following, keptHidden: keptHidden,
                                                    unchanged: unchanged)
        }
    }

    /// The JSON document (`json`) or line (`ndjson`).
    func json(_ format: OutputFormat) -> String {
        switch content {
        case .listing(let rows):
            struct Body: Encodable {
                let settings: [String: JSONValue]
                let sources: [String: SettingSource]
            }
            let body = Body(settings: Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.json) }),
                            sources: Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.source) }))
            return JSONOutput.status(body, type: "config", format: format)
        case .value(let value):
            return JSONOutput.status(value, type: "config", format: format)
        case .doctor(let checks):
            struct Body: Encodable {
                let ok: Bool
                let checks: [DoctorCheck]
            }
            return JSONOutput.status(Body(ok: !checks.contains { $0.status == .fix }, checks: checks), type: "doctor", format: format)
        case .followed(let teams, _, _, _, _):
            return format == .ndjson
                ? teams.teams.map { JSONOutput.encode(Line(type: "followed", body: $0), pretty: false) }.joined()
                : JSONOutput.encode(FollowedDTO(followed: teams.teams), pretty: true)
        }
    }

    private static func trailingSpaceRemoved(_ line: String) -> String {
        line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}
