import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown doctor`: one screen of checks of the setup, each with what to do about it;
/// exit 0 only when nothing needs fixing.
struct DoctorCommand: Command {
    static let spec = CommandSpec(
        "doctor", summary: "Check the setup: config, state files, API key, backend, time zone, pager, completions.",
        discussion: "Each line says ok, note (worth knowing, nothing to fix) or FIX with what to do. The API key is never "
            + "printed. The backend is asked once for one game (not with \(GlobalOptions.offline.name)). Exit 0 only when nothing needs fixing.",
        examples: [
            Example("scrolldown doctor", "every check, one line each"),
            Example("scrolldown doctor --format json", "the same, for a script"),
        ])
    // Local state only: doctor must run when a setting is broken, to say which.
    static let needs = CommandNeeds.localState

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {}

    func run(_ session: Session) async throws {
        let (report, problems) = await session.configuration.doctor(offline: session.globals.offline, timeout: session.globals.timeout)
        session.output(report)
        if problems > 0 { throw ScrollDownError.config(.doctorFound(problems: problems)) }
    }
}
