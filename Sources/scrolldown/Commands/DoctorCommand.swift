import Foundation
import ScrollDownCore

/// `scrolldown doctor`: one screen of checks of the setup, each with what to do about it;
/// exit 0 only when nothing needs fixing.
struct DoctorCommand: Command {
    static let spec = CommandSpec(
        "doctor", summary: "Check the setup: config, state files, API key, backend, time zone, pager, completions.",
        discussion: "Each line says ok, note (worth knowing, nothing to fix) or FIX with what to do. The API key is never "
            + "printed. The backend is asked once for one game (not with --offline). Exit 0 only when nothing needs fixing.",
        examples: [
            Example("scrolldown doctor", "every check, one line each"),
            Example("scrolldown doctor --format json", "the same, for a script"),
        ])
    // Local state only: doctor must run when a setting is broken, to say which.
    static let needs = CommandNeeds.localState

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {}

    func run(_ session: Session) async throws {
        let checks = await Doctor(session: session).run()
        session.output(DoctorReport(checks: checks))
        let problems = checks.filter { $0.status == .fix }.count
        if problems > 0 { throw ScrollDownError.config(.doctorFound(problems: problems)) }
    }
}

/// One line of `doctor`.
struct DoctorCheck: Sendable, Encodable, Equatable {
    enum Status: String, Sendable, Encodable {
        /// As it should be.
        case ok
        /// Worth knowing; nothing to fix.
        case note
        /// Needs fixing: `detail` says how.
        case fix
    }

    let name: String
    let status: Status
    let detail: String
}

/// The checks as a screen (`ok`/`note`/`FIX`, the check, what was found) or a JSON document.
struct DoctorReport: CommandOutput {
    let checks: [DoctorCheck]

    func text(_ context: RenderContext) -> String {
        let rows = checks.map { check in [check.status == .fix ? "FIX" : check.status.rawValue, check.name, check.detail] }
        let problems = checks.filter { $0.status == .fix }.count
        let summary = problems == 0 ? "All is well." : "\(problems) thing\(problems == 1 ? "" : "s") to fix."
        let lines = TextTable.leftAligned(rows, indent: "  ").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        return "scrolldown doctor\n" + lines.joined(separator: "\n") + "\n" + summary + "\n"
    }

    private struct Body: Encodable {
        let ok: Bool
        let checks: [DoctorCheck]
    }

    func json(_ format: OutputFormat) -> String {
        JSONOutput.status(Body(ok: !checks.contains { $0.status == .fix }, checks: checks), type: "doctor", format: format)
    }
}
