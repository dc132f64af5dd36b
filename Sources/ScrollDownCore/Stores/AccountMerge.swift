import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// scrolldown's reveal settings as the account has them, both ways (README.md#sync-with-your-account):
///
/// | account | scrolldown |
/// |---|---|
/// | `scoreRevealMode` `onMarkRead` | `scoreRevealMode onMarkRead` |
/// | `always` or `blacklist` | `scoreRevealMode always` |
/// | `scoreHideLeagues` `NBA` | `alwaysHideTeams` `NBA:*` |
/// | `scoreHideTeams` `Boston Celtics` | `alwaysHideTeams` `Boston Celtics` |
///
/// The web app's `blacklist` shows every score except those leagues' and teams': scrolldown's
/// mode `always` with `alwaysHideTeams`, which stay hidden under it. So the way back is
/// `blacklist` when teams are kept hidden under `always`, else the mode as it is. A team rule
/// limited to a league (`NBA:BOS`) goes to the account as the team's full name, the only form
/// the apps match. Every other setting stays on this device.
struct LocalScoreSettings: Sendable, Equatable {
    var mode: ScoreRevealMode
    /// `alwaysHideTeams`, as written.
    var rules: [String]

    init(mode: ScoreRevealMode, rules: [String]) {
        self.mode = mode
        self.rules = rules
    }

    init(_ settings: Settings) {
        self.init(mode: settings.scoreRevealMode, rules: settings.alwaysHideTeams)
    }

    /// The account's settings for these.
    var account: AccountSettings {
        var leagues: [String] = [], teams: [String] = []
        for rule in rules {
            let matcher = TeamMatcher(rule)
            if matcher.wholeLeague, let league = matcher.league {
                leagues.append(league)
            } else if matcher.league != nil {
                teams.append(Self.accountTeam(rule, matcher))
            } else {
                teams.append(rule)
            }
        }
        let mode = self.mode == .onMarkRead ? "onMarkRead" : rules.isEmpty ? "always" : "blacklist"
        return AccountSettings(mode: mode, leagues: leagues, teams: teams)
    }

    /// A league-limited rule as the apps name the team: the directory's full name when the rule
    /// names one team of it, else the words after the league.
    static func accountTeam(_ rule: String, _ matcher: TeamMatcher) -> String {
        let named = TeamDirectory.entries.filter { entry in
            let label = TeamLabel(name: entry.names.first.map { TeamDirectory.displayNames[$0] ?? $0.joined(separator: " ") } ?? "",
                                  abbreviation: entry.abbreviations.first)
            return matcher.matches(league: entry.league, team: label)
        }
        if named.count == 1, let words = named[0].names.first {
            return TeamDirectory.displayNames[words] ?? words.joined(separator: " ")
        }
        let colon = rule.firstIndex(of: ":").map { rule.index(after: $0) } ?? rule.startIndex
        return rule[colon...].trimmingCharacters(in: .whitespaces)
    }

    /// Whether two rule lists hold the same rules (order and case aside).
    static func sameRules(_ a: [String], _ b: [String]) -> Bool {
        func key(_ rules: [String]) -> [String] {
            Array(Set(rules.map { $0.trimmingCharacters(in: .whitespaces).lowercased() })).sorted()
        }
        return key(a) == key(b)
    }
}

extension AccountSettings {
    /// scrolldown's settings for these: `onMarkRead` stays, `always` and `blacklist` are
    /// `always`; the hidden leagues (`NBA:*`) and teams are the always-hide teams.
    var local: LocalScoreSettings {
        LocalScoreSettings(mode: mode == "onMarkRead" ? .onMarkRead : .always,
                           rules: leagues.map { "\($0):*" } + teams)
    }
}

/// The body of `PATCH /auth/me/preferences`: only the keys this sync changed. The account
/// replaces each list given whole and merges `settings` key by key, so the keys left out, and
/// the settings of the apps, stay as they are.
struct PreferencesPatch: Encodable, Sendable, Equatable {
    var revealedGameIds: [Int]?
    var pinnedGameIds: [Int]?
    var settings: [String: JSONValue]?

    var isEmpty: Bool { revealedGameIds == nil && pinnedGameIds == nil && settings == nil }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: StringKey.self)
        try c.encodeIfPresent(revealedGameIds, forKey: StringKey("revealedGameIds"))
        try c.encodeIfPresent(pinnedGameIds, forKey: StringKey("pinnedGameIds"))
        try c.encodeIfPresent(settings, forKey: StringKey("settings"))
    }
}

/// One sync, as a merge by operations rather than by lists: the account's lists as they are
/// now, with this device's changes since the last sync applied to them in order (a reveal moves
/// the game to the newest end, a hide removes it), so a reveal or hide another device made
/// meanwhile is kept. What changed on the account since the last sync (the stored base) comes
/// here, except for games this device changed since, where this device's newer choice stands.
///
/// Before the first sync of a sign-in, this device's whole state counts as its changes: every
/// reveal and hide stored here, every pin, and its score settings when the account has none
/// of its own yet (else the account's win, as the apps do at sign-in).
///
/// Over a cap the account keeps the newest: the last 500 reveals, the last 10 pins. This device
/// keeps everything: a game dropped there by the cap is not hidden here.
struct AccountMerge: Sendable, Equatable {
    /// The account's revealed ids after the sync (oldest first).
    var revealed: [Int]
    var pinned: [Int]
    var settings: AccountSettings
    /// What to send: only what differs from the account now.
    var patch: PreferencesPatch
    /// To reveal here (revealed on another device since the last sync).
    var revealHere: Set<Int> = []
    /// To take the reveal off here (hidden on another device).
    var unrevealHere: Set<Int> = []
    var pinHere: [Int] = []
    var unpinHere: Set<Int> = []
    /// The score settings to store here, when the account's changed.
    var localSettings: LocalScoreSettings?
    /// The journal entries applied (removed once the account has them).
    var applied: [Int] = []
    /// Reveals the account could not keep (over its 500).
    var overCap = 0

    /// Merges. `remote`: the account now; `state`: the base and the journal; `reveals`, `pins`,
    /// `score`: this device's state.
    init(remote: AccountPreferences, state: SyncState, reveals: [Int: Bool], pins: [Int], score: LocalScoreSettings) {
        var ops = state.journal
        if state.isFirst {
            // This device's state as changes, oldest first: they are older than anything after.
            let revealed = reveals.filter { $0.value }.keys.sorted()
            let hidden = reveals.filter { !$0.value }.keys.sorted()
            ops = revealed.map { SyncOp(id: 0, kind: .reveal, game: $0) } + hidden.map { SyncOp(id: 0, kind: .hide, game: $0) }
                + pins.map { SyncOp(id: 0, kind: .pin, game: $0) } + ops
        }
        applied = state.journal.map(\.id)

        // Revealed: the account's list, this device's changes applied in order.
        var list = remote.revealedGameIds
        var pinList = remote.pinnedGameIds
        var changedHere = Set<Int>(), pinChangedHere = Set<Int>()
        for op in ops {
            switch op.kind {
            case .reveal:
                list.removeAll { $0 == op.game }
                list.append(op.game)
                changedHere.insert(op.game)
            case .hide:
                list.removeAll { $0 == op.game }
                changedHere.insert(op.game)
            case .pin:
                if !pinList.contains(op.game) { pinList.append(op.game) }
                pinChangedHere.insert(op.game)
            case .unpin:
                pinList.removeAll { $0 == op.game }
                pinChangedHere.insert(op.game)
            }
        }
        overCap = max(0, list.count - AccountLimits.revealed)
        revealed = Array(list.suffix(AccountLimits.revealed))
        pinned = Array(pinList.suffix(AccountLimits.pinned))

        // What changed on the account since the base, where this device did not change it since.
        let remoteRevealed = Set(remote.revealedGameIds), baseRevealed = Set(state.revealed ?? [])
        revealHere = remoteRevealed.subtracting(baseRevealed).subtracting(changedHere)
        unrevealHere = baseRevealed.subtracting(remoteRevealed).subtracting(changedHere)
        let remotePinned = Set(remote.pinnedGameIds), basePinned = Set(state.pinned ?? [])
        pinHere = remote.pinnedGameIds.filter { !basePinned.contains($0) && !pinChangedHere.contains($0) && !pins.contains($0) }
        unpinHere = basePinned.subtracting(remotePinned).subtracting(pinChangedHere)

        // Score settings, three ways, in scrolldown's terms: a side that changed since the base wins
        // (this device, when both did); the account's words are sent only for what changed here.
        let remoteSettings = remote.scoreSettings
        let theirs = remoteSettings.local
        let base: LocalScoreSettings
        if let stored = state.settings {
            base = stored.local
        } else {
            // First sync: an account that never chose takes this device's; else the account's win.
            base = remoteSettings == .defaults ? AccountSettings.defaults.local : score
        }
        let modeHere = score.mode != base.mode, rulesHere = !LocalScoreSettings.sameRules(score.rules, base.rules)
        let merged = LocalScoreSettings(mode: modeHere ? score.mode : theirs.mode, rules: rulesHere ? score.rules : theirs.rules)
        if merged.mode != score.mode || !LocalScoreSettings.sameRules(merged.rules, score.rules) { localSettings = merged }
        // Nothing changed here: the account's words stay as they are (its `always` with hidden
        // teams reads as `blacklist` here, and is not rewritten for that).
        settings = modeHere || rulesHere ? merged.account : remoteSettings

        var patch = PreferencesPatch()
        if revealed != remote.revealedGameIds { patch.revealedGameIds = revealed }
        if pinned != remote.pinnedGameIds { patch.pinnedGameIds = pinned }
        if settings != remoteSettings {
            var changed: [String: JSONValue] = [:]
            if settings.mode != remoteSettings.mode { changed["scoreRevealMode"] = .string(settings.mode) }
            if settings.leagues != remoteSettings.leagues { changed["scoreHideLeagues"] = .array(settings.leagues.map(JSONValue.string)) }
            if settings.teams != remoteSettings.teams { changed["scoreHideTeams"] = .array(settings.teams.map(JSONValue.string)) }
            patch.settings = changed
        }
        self.patch = patch
    }

    /// How many reveals and hides this sync sends (the account's list gained and lost).
    func sent(comparedWith remote: AccountPreferences) -> (reveals: Int, hides: Int) {
        let before = Set(remote.revealedGameIds), after = Set(revealed)
        return (after.subtracting(before).count, before.subtracting(after).count)
    }
}
