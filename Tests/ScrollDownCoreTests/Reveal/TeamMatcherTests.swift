import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Team rules name teams the way people do: city, nickname, abbreviation, alias, with or
/// without accents. A missed name is a reveal bug (mode `always` shows an always-hide team).
@Suite(.temporaryHome) struct TeamMatcherTests {
    static let canadiens = TeamLabel(name: "Montréal Canadiens", abbreviation: "MTL")
    static let leafs = TeamLabel(name: "Toronto Maple Leafs", abbreviation: "TOR")
    static let clippers = TeamLabel(name: "Los Angeles Clippers", abbreviation: "LAC")
    static let thunder = TeamLabel(name: "Oklahoma City Thunder", abbreviation: "OKC")
    static let wizards = TeamLabel(name: "Washington Wizards", abbreviation: "WAS")

    @Test("names that must find the team", arguments: [
        ("Montreal", "NHL", canadiens), ("MTL", "NHL", canadiens), ("Canadiens", "NHL", canadiens),
        ("montréal", "NHL", canadiens), ("MONTRÉAL CANADIENS", "NHL", canadiens), ("Habs", "NHL", canadiens),
        ("nhl:mtl", "NHL", canadiens), ("Maple Leafs", "NHL", leafs), ("Leafs", "NHL", leafs),
        ("LA Clippers", "NBA", clippers), ("L.A. Clippers", "NBA", clippers), ("Los Angeles Clippers", "NBA", clippers),
        ("Clippers", "NBA", clippers), ("LAC", "NBA", clippers),
        ("OKC", "NBA", thunder), ("Oklahoma City Thunder", "NBA", thunder), ("oklahoma city", "NBA", thunder),
        ("Thunder", "NBA", thunder), ("  okc  ", "NBA", thunder),
    ] as [(String, String, TeamLabel)])
    func matches(rule: String, league: String, team: TeamLabel) {
        #expect(TeamMatcher(rule).matches(league: league, team: team), "\(rule) → \(team.name)")
    }

    @Test("names that must not find the team", arguments: [
        ("Hawks", "NHL", TeamLabel(name: "Chicago Blackhawks", abbreviation: "CHI")),
        ("Nets", "NBA", TeamLabel(name: "Charlotte Hornets", abbreviation: "CHA")),
        ("NBA:MTL", "NHL", canadiens), ("Montreal Expos", "NHL", canadiens), ("Toronto", "NHL", canadiens),
        ("Lakers", "NBA", clippers), ("Oklahoma State", "NBA", thunder), ("", "NBA", thunder),
        ("mont", "NHL", canadiens), ("Wiz", "NHL", wizards),
    ] as [(String, String, TeamLabel)])
    func doesNotMatch(rule: String, league: String, team: TeamLabel) {
        #expect(!TeamMatcher(rule).matches(league: league, team: team), "\(rule) must not find \(team.name)")
    }

    @Test func prefixesOnlyForSearchFilters() {
        #expect(TeamMatcher("cana", allowsPrefix: true).matches(league: "NHL", team: Self.canadiens))
        #expect(!TeamMatcher("cana").matches(league: "NHL", team: Self.canadiens), "a reveal rule is whole words")
        #expect(!TeamMatcher("ca", allowsPrefix: true).matches(league: "NHL", team: Self.canadiens), "three letters at least")
    }

    @Test func unknownTeamsMatchOnTheServersNames() {
        let college = TeamLabel(name: "Saint Louis Billikens", abbreviation: "SLU")
        #expect(TeamMatcher("Billikens").matches(league: "NCAAB", team: college))
        #expect(TeamMatcher("slu").matches(league: "NCAAB", team: college))
        #expect(TeamMatcher("saint louis").matches(league: "NCAAB", team: college))
        let accented = TeamLabel(name: "Université de Montréal Carabins", abbreviation: "UDEM")
        #expect(TeamMatcher("universite de montreal").matches(league: "CIS", team: accented), "diacritics fold on both sides")
        #expect(TeamMatcher("CARABINS").matches(league: "CIS", team: accented))
    }

    /// The rules end to end: mode `always` with an always-hide rule written any way keeps the
    /// Montréal game hidden in the feed; `--team` and never-hide use the same matcher.
    @Test(arguments: ["Montreal", "MTL", "Canadiens", "montréal"])
    func alwaysHideRuleKeepsTheGameHiddenUnderModeAlways(rule: String) async {
        let cli = CLIHarness(service: .real)
        _ = await cli.run(["config", "set", "scoreRevealMode", "always"])
        _ = await cli.run(["config", "set", "alwaysHideTeams", rule])
        let hidden = await cli.run(["games", "--team", rule, "--format", "json"])
        #expect(hidden.code == 0)
        #expect(hidden.stdout.contains("2025020004"), "--team \(rule) finds the game")
        #expect(!hidden.stdout.contains("\"score\""), "always-hide \(rule) keeps the score out")
        let other = await cli.run(["games", "--team", "Colorado", "--format", "json"])
        #expect(other.stdout.contains("\"score\""), "other games follow mode always")
    }

    @Test(arguments: ["Montreal", "montréal", "Habs"])
    func neverHideRuleShowsTheScore(rule: String) async {
        let cli = CLIHarness(service: .real)
        _ = await cli.run(["config", "set", "neverHideTeams", rule])
        let shown = await cli.run(["games", "--team", "MTL", "--format", "json"])
        #expect(shown.stdout.contains("\"score\""), "never-hide \(rule) shows the score")
    }

    @Test func catchUpLeavesAlwaysHideTeamsAlone() async {
        let cli = CLIHarness(service: .real)
        _ = await cli.run(["config", "set", "alwaysHideTeams", "montreal"])
        let caught = await cli.run(["catch-up", "--yes"])
        #expect(caught.code == 0)
        let feed = await cli.run(["games", "--team", "canadiens", "--format", "json"])
        #expect(!feed.stdout.contains("\"score\""), "catch-up must not reveal the Montréal game")
        let others = await cli.run(["games", "--team", "Colorado", "--format", "json"])
        #expect(others.stdout.contains("\"score\""), "catch-up revealed the other final games")
    }
}
