import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A change this device made that the account should hear of.
package enum AccountChange: Sendable {
    case revealed, hidden, pinned, unpinned

    var kind: SyncOp.Kind {
        switch self {
        case .revealed: return .reveal
        case .hidden: return .hide
        case .pinned: return .pin
        case .unpinned: return .unpin
        }
    }
}

/// Why a sync runs, which decides whether it runs at all and how a failure is told.
package enum SyncTrigger: Sendable, Equatable {
    /// `scrolldown sync`: now; a failure is the command's error.
    case explicit
    /// A reveal, hide, pin or unpin was just stored: push it now; a failure is one line on
    /// stderr and the command still succeeds (it happened here).
    case change
    /// A command that shows games: at most once a minute (or when changes wait); a failure is
    /// said once, not on every run until it is fixed.
    case show
}

/// What a sync did or why it did not, for the command to show.
package struct SyncOutcome: Sendable {
    /// What changed, when the sync ran.
    package var report: SyncReport?
    /// Why it did not run or failed; nil when it ran, or had no reason to (not signed in, not due).
    package var problem: ScrollDownError?
    /// The one line to say on stderr about it (nil: nothing to say, or already said).
    package var notice: String?
    /// The score settings here changed: the run's settings are stale.
    package var settingsChanged = false
}

/// The Scroll Down account of one run: the sign-in (`account.json`, config directory) and the
/// sync of reveals, pins and the score settings with it (`sync.json`, `pins.json`, state
/// directory). Local-first: every change is stored here before the account hears of it, and
/// nothing here is lost when it cannot be reached; the next sync catches up.
package struct AccountSession: Sendable {
    let configuration: Configuration
    let transport: any HTTPTransport
    let timeout: TimeInterval
    let offline: Bool
    let log: @Sendable (String) -> Void
    /// Called once a token or password is in memory: the process stops being dumpable.
    let secretsLoaded: @Sendable () -> Void

    var signInStore: AccountStore {
        AccountStore(directory: configuration.paths.configDirectory, clock: configuration.clock, notice: configuration.warning)
    }
    var syncStore: SyncStore {
        SyncStore(directory: configuration.paths.stateDirectory, clock: configuration.clock, notice: configuration.warning)
    }
    var stores: StateStores { configuration.stores }

    /// Seconds between pulls of the commands that show games.
    static let pullInterval: TimeInterval = 60

    /// The sign-in, or nil (a sign-in file that cannot be read counts as none, with a warning).
    func currentSignIn() -> AccountSignIn? {
        guard let stored = try? signInStore.load(), stored.isSignedIn else { return nil }
        return stored
    }

    /// The base URL in effect, normalised as a sign-in stores it.
    func configuredBaseURL() throws -> URL { try BaseURL.parse(configuration.baseURLInEffect.value) }

    // MARK: sign in, sign out

    /// `login`: signs in to the configured backend, stores the token (never the password), and
    /// syncs for the first time. Refused: nothing stored. The sync's failure does not undo the
    /// sign-in; it is in the report.
    package func login(email: String, password: String, remember: Bool) async throws -> OutputView {
        guard !offline else { throw ScrollDownError.account(.offline) }
        let baseURL = try configuredBaseURL()
        guard AccountClient.mayCarrySecret(baseURL) else { throw ScrollDownError.account(.plainHTTP(host: baseURL.host ?? "?")) }
        secretsLoaded()
        let client = AccountClient(baseURL: baseURL, transport: transport, timeout: timeout, log: log)
        let answer = try await client.login(email: email, password: password, remember: remember)
        var signIn = AccountSignIn()
        signIn.baseURL = baseURL.absoluteString
        signIn.email = email
        signIn.token = AccountToken(answer.accessToken)
        signIn.role = answer.role
        signIn.remember = remember
        signIn.signedInAt = ISO8601.format(configuration.clock())
        let previous = currentSignIn()
        try signInStore.save(signIn)
        if previous.map(Self.owner) != Self.owner(signIn) {
            // Another account or backend: its base and journal mean nothing for this one.
            try? syncStore.remove()
        }
        let outcome = await sync(.explicit)
        return .account(AccountOutput(content: .signedIn(summary(signIn), sync: outcome.report, problem: outcome.notice)))
    }

    /// `logout`: forgets the token and the sync state; reveals, pins and settings stay here.
    package func logout() throws -> OutputView {
        let signIn = currentSignIn()
        try signInStore.remove()
        try syncStore.remove()
        return .account(AccountOutput(content: .signedOut(account: signIn?.label)))
    }

    /// `fan@example.com at https://…` when signed in.
    package var signedInLabel: String? { currentSignIn()?.label }

    /// The games revealed here (`reset` tells the account it hides them).
    package func revealedHere() throws -> [Int] { try stores.reveal.all().filter(\.value).keys.sorted() }

    /// Whether signed in, and to what, for `config` and `doctor` (never the token).
    func summary(_ signIn: AccountSignIn) -> AccountSummary {
        let lifetime = signIn.token?.lifetime
        return AccountSummary(email: signIn.email, baseURL: signIn.baseURL ?? "", expires: lifetime?.expires, remember: signIn.remember)
    }

    // MARK: changes

    /// Records a change made here for the next sync (when signed in; before the first sync the
    /// whole state is merged anyway). A failure to record is said and otherwise ignored: the
    /// change itself is stored.
    package func record(_ change: AccountChange, games: [Int]) {
        guard let signIn = currentSignIn(), !games.isEmpty else { return }
        do {
            try syncStore.record(games.map { (change.kind, $0) }, for: Self.owner(signIn))
        } catch {
            configuration.warning("could not note the change for your account: \((error as? ScrollDownError)?.message ?? "\(error)")")
        }
    }

    /// Records `change` and pushes it now (with whatever else waits).
    package func changed(_ change: AccountChange, games: [Int]) async -> SyncOutcome {
        record(change, games: games)
        return await sync(.change)
    }

    // MARK: pins

    /// `pin GAME…`: pins them here (refused whole past the account's 10) and syncs.
    package func pin(_ ids: [Int]) async throws -> (view: OutputView, sync: SyncOutcome) {
        if let refused = try stores.pins.pin(ids, limit: AccountLimits.pinned) {
            throw ScrollDownError.account(.pinLimit(game: refused, limit: AccountLimits.pinned))
        }
        let outcome = await changed(.pinned, games: ids)
        return (.account(AccountOutput(content: .pins(changed: ids, pinned: true, all: try stores.pins.all()))), outcome)
    }

    /// `unpin GAME…`.
    package func unpin(_ ids: [Int]) async throws -> (view: OutputView, sync: SyncOutcome) {
        let removed = try stores.pins.unpin(ids)
        let outcome = await changed(.unpinned, games: removed)
        return (.account(AccountOutput(content: .pins(changed: ids, pinned: false, all: try stores.pins.all()))), outcome)
    }

    /// `pin` alone: the pinned games.
    package func pins() throws -> OutputView {
        .account(AccountOutput(content: .pins(changed: [], pinned: nil, all: try stores.pins.all())))
    }

    // MARK: sync

    /// Syncs when signed in (and, for `.show`, when due). Never throws: what went wrong is in
    /// the outcome, and nothing stored here is changed by a sync that failed.
    package func sync(_ trigger: SyncTrigger) async -> SyncOutcome {
        guard let signIn = currentSignIn() else {
            return SyncOutcome(problem: trigger == .explicit ? .account(.notSignedIn) : nil)
        }
        let owner = Self.owner(signIn)
        let store = syncStore
        let state: SyncState
        do {
            state = try store.load(for: owner)
        } catch {
            // sync.json cannot be read (a newer format, a lock held too long): nothing is sent.
            let problem = error as? ScrollDownError ?? .account(.unreadable(request: "sync.json", detail: "\(error)"))
            return SyncOutcome(problem: problem, notice: "not synced with your account: \(problem.message)")
        }
        let now = configuration.clock()
        if trigger == .show, state.journal.isEmpty, !state.isFirst,
           let last = state.lastSync.flatMap(ISO8601.parse), now.timeIntervalSince(last) < Self.pullInterval, now >= last {
            return SyncOutcome()
        }
        if offline {
            // Asked for no network: a command that shows games says nothing of it.
            guard trigger != .show else { return SyncOutcome() }
            return fail(.account(.offline), trigger: trigger, state: state, owner: owner)
        }
        do {
            let baseURL = try configuredBaseURL()
            guard baseURL.absoluteString == signIn.baseURL, let storedToken = signIn.token else {
                throw ScrollDownError.account(.otherBackend(signedIn: signIn.baseURL ?? "?", configured: baseURL.absoluteString))
            }
            secretsLoaded()
            let client = AccountClient(baseURL: baseURL, transport: transport, timeout: timeout, log: log)
            let token = await refreshed(storedToken, signIn: signIn, client: client, now: now)
            let remote = try await client.preferences(token)
            let local = (try? SettingsStore(paths: configuration.paths, clock: configuration.clock, notice: { _ in }).load())
            let score = local.map(LocalScoreSettings.init) ?? remote.scoreSettings.local
            let merge = AccountMerge(remote: remote, state: state, reveals: try stores.reveal.all(), pins: try stores.pins.all(),
                                     score: score)
            if !merge.patch.isEmpty { try await client.patch(merge.patch, token) }
            // The account has it all now: apply what came from there, then move the base on.
            try stores.reveal.applyFromAccount(revealed: merge.revealHere, unrevealed: merge.unrevealHere)
            try stores.pins.apply(added: merge.pinHere, removed: merge.unpinHere)
            var settingsChanged = false
            if local != nil, let changed = merge.localSettings {
                try SettingsStore(paths: configuration.paths, clock: configuration.clock, notice: configuration.warning).file.update {
                    $0.scoreRevealMode = changed.mode
                    $0.alwaysHideTeams = changed.rules
                }
                settingsChanged = true
            }
            let pending = try store.update(for: owner) { stored -> Int in
                stored.revealed = merge.revealed
                stored.pinned = merge.pinned
                stored.settings = merge.settings
                stored.journal.removeAll { merge.applied.contains($0.id) }
                stored.lastSync = ISO8601.format(now)
                stored.reported = nil
                return stored.journal.count
            }
            let sent = merge.sent(comparedWith: remote)
            let report = SyncReport(
                account: signIn.label, revealedHere: merge.revealHere.sorted(), hiddenHere: merge.unrevealHere.sorted(),
                pinnedHere: merge.pinHere, unpinnedHere: merge.unpinHere.sorted(),
                settings: settingsChanged ? merge.localSettings.map(Self.describe) : nil,
                sentReveals: sent.reveals, sentHides: sent.hides,
                sentPins: Set(merge.pinned).subtracting(remote.pinnedGameIds).count,
                sentUnpins: Set(remote.pinnedGameIds).subtracting(merge.pinned).count,
                sentSettings: merge.patch.settings.map { $0.keys.sorted() } ?? [],
                overCap: merge.overCap, pending: pending)
            return SyncOutcome(report: report, settingsChanged: settingsChanged)
        } catch let error as ScrollDownError {
            return fail(error, trigger: trigger, state: state, owner: owner)
        } catch is CancellationError {
            // Ctrl-C while the account was asked: nothing is said, nothing here changed.
            return SyncOutcome()
        } catch {
            return fail(.account(.unreadable(request: "the sync", detail: "\(error)")), trigger: trigger, state: state, owner: owner)
        }
    }

    /// A failed sync: the error, and the line to say (for `.show`, only when it is news).
    private func fail(_ error: ScrollDownError, trigger: SyncTrigger, state: SyncState, owner: String) -> SyncOutcome {
        let waiting = state.isFirst ? "this device's reveals and pins" : state.journal.isEmpty ? "nothing here"
            : "\(state.journal.count) change\(state.journal.count == 1 ? "" : "s") made here"
        let problem = ScrollDownError.account(.syncFailed(reason: error.message, waiting: waiting, exitCode: error.exitCode))
        let line = problem.message
        if trigger == .show {
            // Said once: the same problem again (another request id aside) is not news.
            let said = line.replacingOccurrences(of: #" \(request id [^)]*\)"#, with: "", options: .regularExpression)
            guard state.reported != said else { return SyncOutcome(problem: problem) }
            _ = try? syncStore.update(for: owner) { $0.reported = said }
        }
        return SyncOutcome(problem: problem, notice: line)
    }

    /// The token, refreshed when more than half its life has gone (so a fan who runs scrolldown
    /// now and then stays signed in); the old one when the refresh fails.
    private func refreshed(_ token: AccountToken, signIn: AccountSignIn, client: AccountClient, now: Date) async -> AccountToken {
        let (issued, expires) = token.lifetime
        guard let issued, let expires, expires > now, now.timeIntervalSince(issued) > expires.timeIntervalSince(issued) / 2,
              let fresh = try? await client.refresh(token) else { return token }
        try? signInStore.replaceToken(fresh, for: signIn.baseURL ?? "", email: signIn.email)
        return fresh
    }

    /// `BASEURL EMAIL`: whose sync state it is.
    static func owner(_ signIn: AccountSignIn) -> String { "\(signIn.baseURL ?? "") \(signIn.email ?? "")" }

    static func describe(_ settings: LocalScoreSettings) -> String {
        "scoreRevealMode \(settings.mode.rawValue), alwaysHideTeams "
            + (settings.rules.isEmpty ? "none" : settings.rules.joined(separator: ","))
    }
}
