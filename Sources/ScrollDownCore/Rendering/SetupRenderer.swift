import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// `config` and `doctor` as text (aligned columns) and JSON (one document, or one NDJSON line).
extension SetupReport {
    /// The text form, ending in a newline; a doctor line longer than `width` goes on under its
    /// detail column.
    func text(width: Int = 100) -> String {
        switch content {
        case .listing(let rows):
            let table = rows.map { [$0.key, $0.text.isEmpty ? "-" : $0.text, "(\($0.source.rawValue))"] }
            return TextTable.leftAligned(table, indent: "").map(Self.trailingSpaceRemoved).joined(separator: "\n") + "\n"
        case .value(let value):
            return value.isChange ? "\(value.key) = \(value.value)\n" : "\(value.value)\n"
        case .doctor(let checks):
            let labels = checks.map { $0.status == .fix ? "FIX" : $0.status.rawValue }
            let problems = checks.filter { $0.status == .fix }.count
            let warnings = checks.filter { $0.status == .warn }.count
            let warned = warnings == 0 ? "" : "; \(warnings) warning\(warnings == 1 ? "" : "s")"
            let summary = problems == 0 ? (warnings == 0 ? "All is well." : "Nothing to fix" + warned + ".")
                : "\(problems) thing\(problems == 1 ? "" : "s") to fix\(warned)."
            // Columns: status, name, then the detail, wrapped under itself.
            let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
            let nameWidth = checks.map { DisplayWidth.of($0.name) }.max() ?? 0
            let hanging = String(repeating: " ", count: 2 + labelWidth + 2 + nameWidth + 2)
            var lines: [String] = []
            for (check, label) in zip(checks, labels) {
                let lead = "  " + label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
                    + check.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                lines += Self.detailLines(check.detail, lead: lead, hanging: hanging, width: width).map(Self.trailingSpaceRemoved)
            }
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

    /// A doctor detail after `lead`, wrapped under itself (`hanging`) within `width` columns.
    /// A command it names stays whole: on the next line when it does not fit on this one, and
    /// on a line of its own, indented less, when it is wider than the detail column (an
    /// install line with a long path).
    static func detailLines(_ detail: String, lead: String, hanging: String, width: Int) -> [String] {
        let own = "    "
        let words = (TextWrap.gluingCommands(detail, fitting: width - own.count) ?? detail).split(separator: " ")
        var lines: [String] = []
        var current = lead, empty = true
        for word in words {
            let wide = DisplayWidth.of(String(word))
            if word.contains("\u{00A0}") && hanging.count + wide > width {
                if !empty { lines.append(current) }
                lines.append(own + word)
                (current, empty) = (hanging, true)
            } else if empty || DisplayWidth.of(current) + 1 + wide <= width {
                current += (empty ? "" : " ") + word
                empty = false
            } else {
                lines.append(current)
                (current, empty) = (hanging + word, false)
            }
        }
        if !empty || lines.isEmpty { lines.append(current) }
        return lines.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
    }

    private static func trailingSpaceRemoved(_ line: String) -> String {
        line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}
