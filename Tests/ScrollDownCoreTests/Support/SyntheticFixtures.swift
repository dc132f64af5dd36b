import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// A temp fixture tree with games in shapes the bundled data lacks (live, shootout,
/// archived extra innings, unknown status, NCAAB double overtime), built from a real
/// detail response with the header fields replaced, so every league's shape is exercised.
/// In either dialect: sda's tree has score objects, `recap_ready` for finished games (every
/// flag false), period and clock in the list only for live games, and v1 stories (whose
/// outcome text only a revealed game may show) instead of the recap route.
struct SyntheticFixtures {
    struct Game {
        let id: Int
        let league: String
        let home: (name: String, abbr: String)
        let away: (name: String, abbr: String)
        let status: String
        let flags: (live: Bool, final: Bool, pregame: Bool)
        let homeScore: Int
        let awayScore: Int
        let period: Int
        let periodLabel: String
        let clock: String
        var derived: [String: Any] = [:]
        var recapPre: String? = nil
    }

    static var games: [Game] { [
        Game(id: 990001, league: "NBA", home: ("Boston Celtics", "BOS"), away: ("New York Knicks", "NYK"), status: "live",
             flags: (true, false, false), homeScore: 88, awayScore: 91, period: 3, periodLabel: "Q3", clock: "4:32",
             derived: ["home_score": 88, "away_score": 91, "winner": "away", "pregame_spread_label": "BOS -4.5 (-110)"]),
        Game(id: 990002, league: "NHL", home: ("Edmonton Oilers", "EDM"), away: ("Calgary Flames", "CGY"), status: "final",
             flags: (false, true, false), homeScore: 3, awayScore: 2, period: 5, periodLabel: "SO", clock: "0:00",
             derived: ["home_score": 3, "away_score": 2, "winner": "home", "ml_outcome_label": "EDM won (-150)",
                       "pregame_total_label": "O/U 6.5 (-110)", "total_outcome_label": "Under by 1.5"],
             recapPre: "Calgary Flames at Edmonton Oilers. Edmonton won it in a shootout, 3-2. The teams traded goals early."),
        Game(id: 990003, league: "MLB", home: ("Chicago Cubs", "CHC"), away: ("St. Louis Cardinals", "STL"), status: "archived",
             flags: (false, false, false), homeScore: 5, awayScore: 4, period: 11, periodLabel: "11th", clock: "",
             recapPre: "St. Louis Cardinals at Chicago Cubs. The Cubs walked it off in the 11th inning. Final: 5-4."),
        Game(id: 990004, league: "NBA", home: ("Phoenix Suns", "PHX"), away: ("Utah Jazz", "UTA"), status: "awaiting_review",
             flags: (false, false, false), homeScore: 120, awayScore: 117, period: 4, periodLabel: "Q4", clock: "0:00"),
        Game(id: 990005, league: "NCAAB", home: ("Duke Blue Devils", "DUKE"), away: ("North Carolina Tar Heels", "UNC"), status: "final",
             flags: (false, true, false), homeScore: 101, awayScore: 99, period: 4, periodLabel: "2OT", clock: "0:00",
             recapPre: "North Carolina Tar Heels at Duke Blue Devils went to double overtime. Duke beat UNC 101-99."),
    ] }

    let root: URL

    init(dialect: Dialect = .older) throws {
        root = TemporaryHome.makeDirectory("synthetic")
        // sda and v1 share score objects, `recap_ready` and v1 stories; v1 also sends period,
        // clock and snapshot (with the score) for finished games, and omits nulls.
        let sda = dialect != .older
        let v1 = dialect == .v1
        let template = try JSONSerialization.jsonObject(with: Data(contentsOf: dialect.fixtures.appendingPathComponent(
            dialect.detailFile(2025020001)))) as! [String: Any]
        var summaries: [[String: Any]] = []
        for game in Self.games {
            var header: [String: Any] = (template["game"] as! [String: Any])
            let score: [String: Any] = sda ? ["score": ["home": game.homeScore, "away": game.awayScore]]
                : ["homeScore": game.homeScore, "awayScore": game.awayScore]
            let snapshot: [String: Any] = ["periodLabel": game.periodLabel, "timeLabel": "\(game.periodLabel) \(game.clock)",
                                           "currentPeriod": game.period, "gameClock": game.clock].merging(score) { $1 }
            // sda: a finished game is `recap_ready`, and its flags are all false.
            let status = sda && game.status == "final" ? "recap_ready" : game.status
            let flags = sda && game.status == "final" ? (live: false, final: false, pregame: false) : game.flags
            header.merge([
                "id": game.id, "leagueCode": game.league, "homeTeam": game.home.name, "awayTeam": game.away.name,
                "homeTeamAbbr": game.home.abbr, "awayTeamAbbr": game.away.abbr, "status": status,
                "isLive": flags.live, "isFinal": flags.final, "isPregame": flags.pregame,
                "currentPeriodLabel": game.periodLabel,
                "liveSnapshot": snapshot, "gameDate": "2025-10-09T00:00:00Z", "season": 2025, "seasonType": "regular",
            ].merging(score) { $1 }) { $1 }
            var detail = template
            detail["game"] = header
            detail["derivedMetrics"] = game.derived
            try write(detail, dialect.detailFile(game.id))
            var summary = header
            // sda's list sends period, clock and snapshot only for live games.
            let listsPeriod = !sda || v1 || game.flags.live
            summary["currentPeriod"] = listsPeriod ? game.period : NSNull()
            summary["gameClock"] = listsPeriod ? game.clock : NSNull()
            if !listsPeriod { (summary["currentPeriodLabel"], summary["liveSnapshot"]) = (NSNull(), NSNull()) }
            if v1 {
                // No top-level score in a v1 list item; the snapshot carries it (§4.1).
                summary["score"] = nil
                summary = summary.filter { !($0.value is NSNull) }
            }
            summary["derivedMetrics"] = game.derived
            for key in ["season", "seasonType", "homeTeamId", "awayTeamId", "homeTeamXHandle", "awayTeamXHandle"] { summary[key] = nil }
            summaries.append(summary)
            if sda {
                // The story says how it ended; only a revealed game may show it.
                let story: [String: Any] = game.flags.live
                    ? ["gameId": game.id, "status": "IN_PROGRESS", "etaMinutes": NSNull()]
                    : ["gameId": game.id, "sport": game.league, "summary": [game.recapPre ?? "A close one.", Self.storyEnding(game)],
                       "finalScore": ["home": game.homeScore, "away": game.awayScore, "homeAbbr": game.home.abbr, "awayAbbr": game.away.abbr],
                       "archetype": "back_and_forth", "referencedPlayIds": [], "storyVersion": "v3-summary"]
                try write(story, "api/v1/games/\(game.id)/summary.json")
            } else if let text = game.recapPre {
                try write(["game_id": game.id, "reveal": "pre", "available": true, "summary": text, "reason": NSNull()],
                          "api/games/\(game.id)/recap.pre.json")
            }
        }
        try write(v1 ? ["games": summaries, "total": summaries.count] : ["games": summaries, "total": summaries.count, "nextOffset": NSNull()],
                  dialect.listFile)
    }

    /// The closing paragraph of a synthetic story, with the final score, as sda's prompt asks.
    static func storyEnding(_ game: Game) -> String {
        "Final score: \(game.home.name) \(game.homeScore), \(game.away.name) \(game.awayScore)."
    }

    private func write(_ object: Any, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    /// A CLI harness serving this tree.
    func harness() -> CLIHarness { CLIHarness(service: .real, extra: ["SCROLLDOWN_FIXTURES": root.path]) }
}
