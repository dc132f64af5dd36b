import Foundation
import ScrollDownCore

/// `scrolldown reset`: undo every reveal, read mark and reading position.
struct ResetCommand: Command {
    static let spec = CommandSpec(
        "reset", summary: "Undo every reveal, read mark and reading position.",
        examples: [
            Example("scrolldown reset", "every outcome hidden again, as on the first run"),
            Example("scrolldown reset --format json", "the same, with a JSON confirmation"),
        ])
    static let needs = CommandNeeds.localState

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {}

    func run(_ session: Session) async throws {
        try session.stores.resetAll()
        session.output(ResetResult())
    }
}
