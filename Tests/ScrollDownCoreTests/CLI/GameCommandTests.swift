import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

@Suite(.temporaryHome) struct GameCommandTests {
    @Test(arguments: Dialect.allCases) func revealPersistsHideFlipsBackPeekLeavesStoreAlone(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let hidden = await cli.run("game 21600270")
        #expect(hidden.code == 0)
        #expect(hidden.stdout.contains("Outcome hidden — scrolldown game 21600270 --reveal to show it"))
        #expect(!hidden.stdout.contains("126"))

        let revealed = await cli.run("game 21600270 --reveal")
        #expect(revealed.stdout.contains("Final: WAS 115 – OKC 126 (OT)"))
        let again = await cli.run("game 21600270")
        #expect(again.stdout.contains("Final: WAS 115 – OKC 126 (OT)"))
        let other = await cli.run("game 22000001")
        #expect(other.stdout.contains("Outcome hidden"))

        let hiddenAgain = await cli.run("game 21600270 --hide")
        #expect(hiddenAgain.stdout.contains("Outcome hidden"))
        #expect(!hiddenAgain.stdout.contains("126"))

        let peek = await cli.run("game 21600270 --peek")
        #expect(peek.stdout.contains("WAS 115 – OKC 126"))
        #expect(peek.stdout.contains("not remembered"))
        let afterPeek = await cli.run("game 21600270")
        #expect(afterPeek.stdout.contains("Outcome hidden"))
    }

    @Test(arguments: Dialect.allCases) func unknownGameIsExitOneWithOneLine(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let result = await cli.run("game 123")
        #expect(result.code == 1)
        #expect(result.stderr.hasSuffix("scrolldown: no game 123\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: Dialect.allCases) func failedFetchLeavesTheStoreUntouched(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let result = await cli.run("game 123 --reveal")
        #expect(result.code == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.stateDirectory.appendingPathComponent("reveal.json").path))
    }

    @Test(arguments: Dialect.allCases) func upcomingGameSaysThereIsNoOutcomeYet(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let result = await cli.run("game 2025020010")
        #expect(result.code == 0)
        #expect(result.stdout.contains("No outcome to reveal yet"))
        if dialect.hasRecapRoute {
            #expect(result.stdout.contains("Summary unavailable right now"))
        } else {
            // No recap route and no plays: no recap section, and nothing to retry.
            #expect(!result.stdout.contains("Recap"))
            #expect(!result.stdout.contains("Try again later"))
        }
    }

    @Test(arguments: Dialect.allCases) func jsonBeforeRevealHasNoScoreKeys(dialect: Dialect) async throws {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let result = await cli.run("game 22000001 --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schema"] as? Int == 1)
        let game = try #require(object["game"] as? [String: Any])
        #expect(game["outcome"] as? String == "hidden")
        #expect(game["score"] == nil)
        #expect(game["wrapUp"] == nil)
        #expect(game["teamStats"] == nil)
    }
}
