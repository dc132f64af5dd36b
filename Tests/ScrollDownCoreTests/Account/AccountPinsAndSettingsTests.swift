import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Pinned games (first in the feed and in `next`, at most 10, synced) and the score settings
/// mapped both ways.
@Suite(.temporaryHome) struct AccountPinsAndSettingsTests {
    @Test func pinnedGamesComeFirstAndSync() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        // 21600270 comes after 22000001 in their league day: pinned, it comes first.
        let before = await world.run("games --date 2025-10-08 --league NBA")
        #expect(before.stdout.range(of: "22000001")!.lowerBound < before.stdout.range(of: "21600270")!.lowerBound, "\(before.stdout)")
        let pin = await world.run("pin 21600270")
        #expect(pin.code == 0 && pin.stdout == "Pinned game 21600270: first in the feed and in next (1 of 10 pinned).\n", "\(pin.stdout)")
        #expect(world.pinnedThere == [21600270])
        let feed = await world.run("games --date 2025-10-08 --league NBA")
        #expect(feed.stdout.range(of: "21600270")!.lowerBound < feed.stdout.range(of: "22000001")!.lowerBound, "\(feed.stdout)")
        #expect(feed.stdout.contains("pinned"))
        let queue = await world.run("next --list --from 2016-01-01 --to 2025-10-10 --format json")
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(queue.stdout.utf8)) as? [String: Any])?["queue"] as? [[String: Any]])
        #expect(rows.first?["id"] as? Int == 21600270, "\(queue.stdout)")
        #expect(rows.first?["pinned"] as? Bool == true)
        // A pin made on the phone comes here; an unpin here goes there.
        world.account.change(AccountWorld.email) { $0.pinned.append(744914) }
        #expect(await world.run("sync").stdout.contains("from the account 1 pin"))
        #expect(await world.run("pin").stdout == "21600270\n744914\n")
        #expect(await world.run("unpin 21600270").code == 0)
        #expect(world.pinnedThere == [744914])
    }

    @Test func theEleventhPinIsRefusedAndNothingChanges() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.account.change(AccountWorld.email) { $0.pinned = Array(1...9) }
        #expect(await world.run("sync").code == 0)
        let tenth = await world.run("pin 21600270")
        #expect(tenth.code == 0 && tenth.stderr.isEmpty, "\(tenth.stderr)")
        #expect(world.pinnedThere == Array(1...9) + [21600270])
        let eleventh = await world.run("pin 22000001")
        #expect(eleventh.code == 1)
        #expect(eleventh.stderr == "scrolldown: game 22000001 not pinned: 10 games are pinned, the most the account keeps; "
            + "unpin one first (scrolldown unpin GAME)\n")
        #expect(world.pinnedThere.count == 10 && !world.pinnedThere.contains(22000001))
        #expect(await world.run("pin").stdout.split(separator: "\n").count == 10)
    }

    @Test func theAccountsScoreSettingsComeHereAsRevealSettings() async throws {
        let world = try AccountWorld()
        world.account.change(AccountWorld.email) {
            $0.mode = "blacklist"
            $0.leagues = ["NHL"]
            $0.teams = ["Boston Celtics"]
            $0.settings = ["theme": .string("dark"), "scoreRevealMode": .string("blacklist")]
        }
        let login = await world.login()
        #expect(login.stdout.contains("settings (scoreRevealMode always, alwaysHideTeams NHL:*,Boston Celtics)"), "\(login.stdout)")
        #expect(await world.run("config get scoreRevealMode").stdout == "always\n")
        #expect(await world.run("config get alwaysHideTeams").stdout == "NHL:*,Boston Celtics\n")
        // What the web app's blacklist means holds here: an NHL game stays hidden, an MLB one shows.
        #expect(await world.run("game 2024030121").stdout.contains("Outcome hidden"))
        #expect(await world.run("game 744914").stdout.contains("Outcome visible"))
        // A change here goes there, as the account's words; the apps' own settings stay.
        #expect(await world.run("config set scoreRevealMode onMarkRead").code == 0)
        #expect(await world.run("sync").stdout.contains("sent settings (scoreRevealMode)"))
        let row = try #require(world.account.preferences(AccountWorld.email))
        #expect(row.mode == "onMarkRead" && row.leagues == ["NHL"] && row.teams == ["Boston Celtics"])
        #expect(row.settings["theme"] == .string("dark"))
        // A team limited to a league goes as the team's full name, a league as the league.
        #expect(await world.run("config set alwaysHideTeams NBA:BOS,MLB:*").code == 0)
        #expect(await world.run("sync").code == 0)
        let after = try #require(world.account.preferences(AccountWorld.email))
        #expect(after.leagues == ["MLB"] && after.teams == ["Boston Celtics"] && after.mode == "onMarkRead")
        #expect(await world.run("sync").stdout.hasSuffix(": nothing changed.\n"))
    }

    @Test func aNewAccountTakesThisDevicesSettingsAndSettingsTheAccountDoesNotKnowStayHere() async throws {
        let world = try AccountWorld()
        #expect(await world.run("config set scoreRevealMode always").code == 0)
        #expect(await world.run("config set alwaysHideTeams VGK").code == 0)
        #expect(await world.run("config set liveDelaySeconds 30").code == 0)
        #expect(await world.login().code == 0)
        let row = try #require(world.account.preferences(AccountWorld.email))
        #expect(row.mode == "blacklist" && row.teams == ["VGK"] && row.leagues == [])
        #expect(!row.settings.keys.contains("liveDelaySeconds"))
        #expect(await world.run("config get liveDelaySeconds").stdout == "30\n")
    }
}

/// The sync as a pure merge: what goes to the account and what comes here, by operations.
@Suite struct AccountMergeTests {
    static func state(revealed: [Int]?, pinned: [Int]? = [], journal: [(SyncOp.Kind, Int)] = []) -> SyncState {
        var state = SyncState()
        state.revealed = revealed
        state.pinned = revealed == nil ? nil : pinned
        state.settings = revealed == nil ? nil : .defaults
        state.journal = journal.enumerated().map { SyncOp(id: $0.offset + 1, kind: $0.element.0, game: $0.element.1) }
        return state
    }

    static let onMarkRead = LocalScoreSettings(mode: .onMarkRead, rules: [])

    @Test func onlyThisDevicesOperationsApplyToTheAccountsListAsItIsNow() {
        let remote = AccountPreferences(revealedGameIds: [1, 2, 7])
        let merge = AccountMerge(remote: remote, state: Self.state(revealed: [1, 2, 3], journal: [(.hide, 2), (.reveal, 4), (.reveal, 1)]),
                                 reveals: [1: true, 2: false, 3: true, 4: true], pins: [], score: Self.onMarkRead)
        #expect(merge.revealed == [7, 4, 1])
        #expect(merge.patch == PreferencesPatch(revealedGameIds: [7, 4, 1]))
        // 7 came from another device; 3 went there; 1 and 2 were changed here since.
        #expect(merge.revealHere == [7] && merge.unrevealHere == [3])
        #expect(merge.applied == [1, 2, 3])
    }

    @Test func nothingChangedSendsNothing() {
        let remote = AccountPreferences(settings: ["scoreRevealMode": .string("onMarkRead")], revealedGameIds: [1])
        let merge = AccountMerge(remote: remote, state: Self.state(revealed: [1]), reveals: [1: true], pins: [], score: Self.onMarkRead)
        #expect(merge.patch.isEmpty && merge.revealHere.isEmpty && merge.unrevealHere.isEmpty && merge.localSettings == nil)
    }

    @Test func theCapKeepsTheNewest() {
        let remote = AccountPreferences(pinnedGameIds: Array(1...10), revealedGameIds: Array(1...500))
        let merge = AccountMerge(remote: remote, state: Self.state(revealed: Array(1...500), pinned: Array(1...10),
                                                                   journal: [(.reveal, 9000), (.reveal, 9001), (.pin, 77)]),
                                 reveals: [:], pins: [], score: Self.onMarkRead)
        #expect(merge.revealed == Array(3...500) + [9000, 9001] && merge.overCap == 2)
        #expect(merge.pinned == Array(2...10) + [77])
        #expect(merge.unrevealHere.isEmpty)
    }

    @Test(arguments: [
        // account (mode, leagues, teams) → scrolldown (mode, rules), and back when nothing changed
        ("onMarkRead", [String](), [String](), ScoreRevealMode.onMarkRead, [String]()),
        ("always", [], [], .always, []),
        ("blacklist", ["NBA"], ["Lakers"], .always, ["NBA:*", "Lakers"]),
        ("bogus", [], [], .onMarkRead, []),
    ])
    func scoreSettingsMapBothWays(mode: String, leagues: [String], teams: [String], local: ScoreRevealMode, rules: [String]) {
        let account = AccountSettings(mode: mode, leagues: leagues, teams: teams)
        #expect(account.local == LocalScoreSettings(mode: local, rules: rules))
        #expect(account.local.account == account || mode == "bogus")
    }

    @Test func bothSidesChangedTheSettingsThisDeviceWins() {
        var state = Self.state(revealed: [])
        state.settings = AccountSettings(mode: "onMarkRead", leagues: [], teams: [])
        let remote = AccountPreferences(settings: ["scoreRevealMode": .string("always"), "scoreHideTeams": .array([.string("VGK")])])
        let merge = AccountMerge(remote: remote, state: state, reveals: [:], pins: [],
                                 score: LocalScoreSettings(mode: .onMarkRead, rules: ["NBA:*"]))
        // Rules changed here (NBA:*) win over the account's VGK; the mode changed only there.
        #expect(merge.localSettings == LocalScoreSettings(mode: .always, rules: ["NBA:*"]))
        #expect(merge.settings == AccountSettings(mode: "blacklist", leagues: ["NBA"], teams: []))
        #expect(merge.patch.settings?["scoreHideTeams"] == .array([]))
    }
}
