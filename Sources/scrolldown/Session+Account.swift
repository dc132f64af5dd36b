import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

extension Session {
    /// The Scroll Down account of this run (`AccountSession`): a sync the reader waits for
    /// (`sync`, `login`) gets `--timeout` or 15 s a request; one behind a change or a feed, at
    /// most 5 s unless `--timeout` says, so an account that does not answer holds no command up long.
    func account(waitedFor: Bool = false) -> AccountSession {
        let log = Self.accountLog(verbose: verbose, stderr: context.stderr)
        return configuration.account(timeout: globals.timeout ?? (waitedFor ? 15 : 5), offline: globals.offline, log: log,
                                     secretsLoaded: context.protectSecrets)
    }

    /// `-v`'s lines about the account's requests (method, path, status, time: never a header).
    static func accountLog(verbose: Bool, stderr: OutputSink) -> @Sendable (String) -> Void {
        guard verbose else { return { _ in } }
        return { stderr.write("scrolldown: account: \($0)\n") }
    }

    /// Tells the account of a change stored here (when signed in) and says once on stderr when
    /// it did not get there: the change stands here, and the next sync takes it.
    func tellAccount(_ change: AccountChange, games: [Int]) async {
        guard !games.isEmpty else { return }
        let outcome = await account().changed(change, games: games)
        if let notice = outcome.notice { warn(notice) }
    }
}

/// The pull before a command that shows games (`Command.pullsAccount`): at most once a minute
/// when signed in, before the session reads the reveal state and settings, so what another
/// device revealed shows in this run. Costs one `stat` when nobody is signed in.
enum AccountPull {
    static func beforeShowing(globals: GlobalOptions, context: CommandContext) async {
        guard Configuration.mayBeSignedIn(environment: context.environment) else { return }
        let stderr = context.stderr
        guard let configuration = try? Configuration(
            needs: .localState, env: globals.env, baseURL: globals.baseURL, timeZone: globals.timeZone, api: globals.api,
            environment: context.environment, executablePath: context.executablePath, clock: context.clock,
            notice: { _ in }, warning: { stderr.write("scrolldown: \($0)\n") }, keysLoaded: context.protectSecrets) else { return }
        let log = Session.accountLog(verbose: globals.verbose, stderr: stderr)
        let account = configuration.account(timeout: globals.timeout ?? 5, offline: globals.offline, log: log,
                                            secretsLoaded: context.protectSecrets)
        let outcome = await account.sync(.show)
        if let notice = outcome.notice { stderr.write("scrolldown: \(notice)\n") }
    }
}
