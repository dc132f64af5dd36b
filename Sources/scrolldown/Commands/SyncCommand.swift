import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown sync`: sends this device's reveals, hides, pins and score settings to the
/// account and takes what other devices changed, now, and says what changed in one line.
struct SyncCommand: Command {
    static let spec = CommandSpec(
        "sync", summary: "Sync reveals, pins and settings with your Scroll Down account now.",
        discussion: "Reveals, hides and pins made here are merged into the account's lists as they are now, so what "
            + "another device changed meanwhile is kept. Signed in, this also happens by itself: at once after a change, "
            + "and at most once a minute before games are shown. Exit 69 when the account cannot be reached, 77 when it "
            + "refuses the sign-in (scrolldown login); nothing here is lost either way.",
        examples: [
            Example("scrolldown sync", "now, saying what changed"),
            Example("scrolldown sync --format json", "what changed, for a script"),
        ])
    static let needs = CommandNeeds.localState

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {}

    func run(_ session: Session) async throws {
        let outcome = await session.account(waitedFor: true).sync(.explicit)
        if let problem = outcome.problem { throw problem }
        guard let report = outcome.report else { throw ScrollDownError.account(.notSignedIn) }
        session.output(report.view)
    }
}
