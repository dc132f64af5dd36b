import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Reveals and hides in step with the account: pushed at once, pulled before games are shown,
/// merged by operations so another device's change made meanwhile is kept, the 500 cap, and
/// every failure local-first.
@Suite(.temporaryHome) struct AccountSyncTests {
    @Test func aRevealOrHideHereIsOnTheAccountAtOnce() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0 && reveal.stderr.isEmpty, "\(reveal.stderr)")
        #expect(world.revealedThere == [21600270])
        // Only the list that changed is sent, and only to the account's own route.
        let patch = try #require(world.calls("PATCH").last)
        #expect(Set(AccountWorld.object(patch).keys) == ["revealedGameIds"])
        #expect(patch.headers["authorization"] == "Bearer \(world.account.issuedTokens[0])")
        #expect(await world.run("hide 21600270").code == 0)
        #expect(world.revealedThere == [])
        #expect(await world.run("game 2024030121 --reveal").code == 0)
        #expect(world.revealedThere == [2024030121])
        // mark-read reveals (onMarkRead), and catch-up reveals the window's finals.
        #expect(await world.run("mark-read 744914").code == 0)
        #expect(world.revealedThere == [2024030121, 744914])
        #expect(await world.run("catch-up --date 2025-10-08 --yes").code == 0)
        #expect(Set(world.revealedThere).isSuperset(of: [2024030121, 744914, 22000001]))
    }

    @Test func anotherDevicesRevealShowsHereAfterSyncAndBeforeTheFeed() async throws {
        var world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.account.change(AccountWorld.email) { $0.revealed.append(22000001) }
        let sync = await world.run("sync")
        #expect(sync.code == 0, "\(sync.stderr)")
        #expect(sync.stdout == "Synced with fan@example.com at \(world.server.baseURL.absoluteString): from the account 1 reveal.\n")
        #expect(try world.revealedHere()[22000001] == true)
        let game = await world.run("game 22000001")
        #expect(game.stdout.contains("Outcome visible"), "\(game.stdout)")
        // The feed asks the account itself, at most once a minute.
        world.account.change(AccountWorld.email) { $0.revealed.append(2024030121) }
        let soon = world.calls("GET").count
        _ = await world.run("games")
        #expect(world.calls("GET").count == soon, "asked again within the minute")
        world.cli.clock = { Date(timeIntervalSince1970: 1_760_032_800 + 61) }
        let feed = await world.run("games --format json")
        #expect(world.calls("GET").count == soon + 1)
        let games = try #require((try JSONSerialization.jsonObject(with: Data(feed.stdout.utf8)) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.first { $0["id"] as? Int == 2024030121 }?["outcome"] as? String == "visible")
        // Another device's hide takes the reveal off here.
        world.account.change(AccountWorld.email) { $0.revealed.removeAll { $0 == 22000001 } }
        #expect(await world.run("sync").stdout.contains("from the account 1 hide"))
        #expect(try world.revealedHere()[22000001] == nil)
    }

    /// The web app's merge (a PUT of this device's whole list) would drop the phone's reveal.
    @Test func aHideHereRacingARevealThereKeepsBoth() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        #expect(await world.run("reveal 21600270").code == 0)
        // Meanwhile the phone reveals another game (this device has not heard of it yet).
        world.account.change(AccountWorld.email) { $0.revealed.append(22000001) }
        #expect(await world.run("hide 21600270").code == 0)
        #expect(world.revealedThere == [22000001], "the phone's reveal was lost")
        #expect(try world.revealedHere() == [21600270: false, 22000001: true])
        // And the other way: the phone hides what this device revealed, while this one reveals another.
        world.account.change(AccountWorld.email) { $0.revealed.removeAll { $0 == 22000001 } }
        #expect(await world.run("reveal 744914").code == 0)
        #expect(world.revealedThere == [744914])
        #expect(try world.revealedHere() == [21600270: false, 744914: true])
    }

    @Test func theFirstSyncMergesThisDevicesStateIntoTheAccount() async throws {
        let world = try AccountWorld()
        // Before signing in: a reveal, and a hide of a game the phone revealed.
        #expect(await world.run("reveal 21600270").code == 0)
        #expect(await world.run("hide 744914").code == 0)
        world.account.change(AccountWorld.email) {
            $0.revealed = [744914, 22000001]
            $0.settings = ["theme": .string("dark")]
        }
        let login = await world.login()
        #expect(login.code == 0)
        #expect(login.stdout.contains("from the account 1 reveal; sent 1 reveal, 1 hide"), "\(login.stdout)")
        #expect(world.revealedThere == [22000001, 21600270])
        #expect(try world.revealedHere() == [21600270: true, 744914: false, 22000001: true])
        // The apps' own settings are left as they were.
        #expect(world.account.preferences(AccountWorld.email)?.settings["theme"] == .string("dark"))
    }

    @Test func overTheCapTheAccountKeepsTheNewestAndThisDeviceEverything() async throws {
        let world = try AccountWorld()
        world.account.change(AccountWorld.email) { $0.revealed = Array(1...500) }
        #expect(await world.login().code == 0)
        #expect(try world.revealedHere().count == 500)
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0 && reveal.stderr.isEmpty, "\(reveal.stderr)")
        #expect(world.revealedThere == Array(2...500) + [21600270])
        let here = try world.revealedHere()
        #expect(here.count == 501 && here[1] == true)
        let patch = try #require(world.calls("PATCH").last)
        #expect((AccountWorld.object(patch)["revealedGameIds"] as? [Int])?.count == 500)
        // The next sync does not take game 1 off here for it.
        #expect(await world.run("sync").stdout.hasSuffix(": nothing changed.\n"))
        #expect(try world.revealedHere()[1] == true)
    }

    @Test func anExpiredSignInKeepsTheRevealHereSaysLoginOnceAndCatchesUpAfter() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.account.advance(by: 25 * 3600)
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0)
        #expect(reveal.stderr == "scrolldown: not synced with your account: the account refused your sign-in (HTTP 401: Token has expired): "
            + "scrolldown login; 1 change made here kept for the next sync\n")
        #expect(try world.revealedHere()[21600270] == true)
        let sync = await world.run("sync")
        #expect(sync.code == 77 && sync.stderr.contains("Token has expired"))
        // Signed in again, the waiting reveal goes.
        #expect(await world.login().code == 0)
        #expect(world.revealedThere == [21600270])
    }

    @Test func withoutTheAccountEverythingHappensHereAndTheNextSyncCatchesUp() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.server.setFault(.status(503, body: #"{"detail":"Service Unavailable"}"#), pathPrefix: "/auth/")
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0)
        #expect(reveal.stdout.hasPrefix("Outcome visible for game 21600270"))
        #expect(reveal.stderr.hasPrefix("scrolldown: not synced with your account: backend unavailable: HTTP 503"), "\(reveal.stderr)")
        #expect(reveal.stderr.hasSuffix("; 1 change made here kept for the next sync\n"))
        let sync = await world.run("sync")
        #expect(sync.code == 69)
        // A feed says it once, not on every run.
        var later = world.cli
        later.clock = { Date(timeIntervalSince1970: 1_760_032_800 + 120) }
        let first = await later.run("games")
        #expect(first.code == 0 && first.stderr.contains("not synced with your account"))
        later.clock = { Date(timeIntervalSince1970: 1_760_032_800 + 240) }
        let second = await later.run("games")
        #expect(second.code == 0 && !second.stderr.contains("not synced"), "\(second.stderr)")
        world.server.clearFaults()
        #expect(await world.run("sync").stdout.contains("sent 1 reveal"))
        #expect(world.revealedThere == [21600270])
    }

    @Test func noNetworkAtAll() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.server.stop()
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0)
        #expect(reveal.stderr.contains("not synced with your account: cannot reach 127.0.0.1"), "\(reveal.stderr)")
        #expect(try world.revealedHere()[21600270] == true)
        let sync = await world.run("sync")
        #expect(sync.code == 69, "\(sync.stderr)")
        #expect(await world.run("games").code == 0)
    }

    @Test func theAccountRefusingAChangeIsTheSyncsErrorNotThisDevices() async throws {
        let world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.server.setFault(.status(422, body: #"{"detail":"revealedGameIds max 500"}"#), pathPrefix: "/auth/me/preferences")
        let reveal = await world.run("reveal 21600270")
        #expect(reveal.code == 0)
        world.server.clearFaults()
        world.server.setFault(.status(422, body: #"{"detail":"settings may have at most 50 keys"}"#), pathPrefix: "/auth/me/preferences")
        let sync = await world.run("sync")
        #expect(sync.code == 1)
        #expect(sync.stderr.contains("the account refused GET /auth/me/preferences (HTTP 422: settings may have at most 50 keys)"), "\(sync.stderr)")
    }

    @Test func theReaderTellsTheAccountOfRAndH() async throws {
        var world = try AccountWorld()
        #expect(await world.login().code == 0)
        world.cli.environment["NO_COLOR"] = "1"
        let terminal = ScriptedTerminal([.find(21600270)] + ScriptedTerminal.keys("\rryhqq"))
        world.cli.readerTerminal = { terminal }
        let result = await world.cli.run(["browse"], terminal: true, width: 80)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(world.calls("PATCH").count == 2)
        #expect(world.revealedThere == [])
        #expect(try world.revealedHere()[21600270] == false)
        // Without the account, the status line says so (stderr would draw over the screen).
        world.server.setFault(.status(500, body: "{}"), pathPrefix: "/auth/")
        let offline = ScriptedTerminal([.find(21600270)] + ScriptedTerminal.keys("\rryqq"))
        world.cli.readerTerminal = { offline }
        let again = await world.cli.run(["browse"], terminal: true, width: 80)
        #expect(again.code == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(offline.screens.contains { $0.last?.contains("not synced with your account") == true })
        #expect(try world.revealedHere()[21600270] == true)
    }
}
