import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Finding games as a new user would: a mistyped name gets a did-you-mean, a final game
/// without plays says so truthfully, `catch-up` takes `--date`, Tab offers team names.
@Suite(.temporaryHome) struct FindingGamesTests {
    @Test(arguments: Dialect.allCases) func aMistypedGameNameGetsTheNearestTeamNeverWhatWasTyped(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let typo = await cli.run("game thundr")
        #expect(typo.code == 1)
        #expect(typo.stderr.contains("did you mean \"Oklahoma City Thunder\"?"), "\(typo.stderr)")
        // A known team with no game in the window: no did-you-mean, the reading and another day.
        let known = await cli.run("timeline Celtics")
        #expect(!known.stderr.contains("did you mean"))
        #expect(known.stderr.contains("no game of"))
        for text in ["thundr", "bruinz", "Lightnin"] {
            #expect(!FollowedTeams.suggestions(near: text).contains { $0.lowercased() == text.lowercased() })
        }
    }

    @Test(arguments: Dialect.allCases) func aFinalGameWithoutPlaysSaysTheBackendHasNone(dialect: Dialect) async {
        let cli = CLIHarness(dialect: dialect, service: .real)
        let final = await cli.run("timeline 2025020004")
        #expect(final.stdout.contains("The backend has no plays for this game"))
        #expect(!final.stdout.contains("No plays for this game yet"))
        let upcoming = await cli.run("timeline 2025020010")
        #expect(!upcoming.stdout.contains("The backend has no plays"))
    }

    @Test func catchUpTakesADay() async {
        let cli = CLIHarness(service: .real)
        let dry = await cli.run("catch-up --date 2025-10-08 --dry-run")
        #expect(dry.code == 0)
        #expect(dry.stdout.hasPrefix("Would reveal 8 final games"), "\(dry.stdout)")
        // As the games were played, oldest first, in aligned columns.
        let rows = dry.stdout.split(separator: "\n").dropFirst().map(String.init)
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["744914", "2024030121", "2025020004", "22000001", "2025020005", "21600270", "2025020006", "2025020007"], "\(rows)")
        let leagueColumn: [Int] = rows.map { row in
            let words = row.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count > 1, let range = row.range(of: " " + words[1] + " ") else { return -1 }
            return row.distance(from: row.startIndex, to: range.lowerBound)
        }
        #expect(Set(leagueColumn).count == 1, "\(rows)")
        #expect(await cli.run("catch-up --date 2025-10-08 --from 2025-10-07 --dry-run").code == 64)
    }

    @Test func completionOfAGameOffersTeamAbbreviations() async {
        let cli = CLIHarness(service: .real)
        let ids = await cli.run("completions --game-ids").stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(ids.contains("OKC") && ids.contains("VGK") && ids.contains("BOS"))
    }
}
