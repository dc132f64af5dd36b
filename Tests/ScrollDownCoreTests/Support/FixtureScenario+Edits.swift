import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Edits of what a game's feed lists and says, apart from its outcome: sparse feeds, leagues and
/// labels, planted text and pregame context, the routes a game has answers on, and live states.
extension FixtureScenario.Edit {
    // MARK: - The feed's shape

    /// No rows (and no flow block) from `period` on, as a goals-only feed lists nothing for a
    /// period without a goal.
    static func withoutRows(from period: Int) -> Self {
        Self("no rows from period \(period) on") { documents in
            documents.removePlays { GameDocuments.period($0) >= period }
            // A block's span is read in order (real flows have one listed from Q4 back to Q3).
            editBlocks(&documents) { blocks in
                blocks.removeAll { max(min($0.int("periodStart") ?? 1, $0.int("periodEnd") ?? 1), 1) >= period }
            }
            documents.countPlays()
            documents.rowFollowsHeader()
        }
    }

    /// No rows (and no flow block) in `period` alone.
    static func withoutRows(in period: Int) -> Self {
        Self("no rows in period \(period)") { documents in
            documents.removePlays { GameDocuments.period($0) == period }
            editBlocks(&documents) { blocks in
                blocks.removeAll { max($0.int("periodStart") ?? 1, 1) == period && max($0.int("periodEnd") ?? 1, 1) == period }
            }
            documents.countPlays()
            documents.rowFollowsHeader()
        }
    }

    /// The start moved to `start` (UTC, ISO-8601) and the league day to `localDay`, everywhere
    /// the game carries them (header, list row, play-by-play).
    static func start(_ start: String, localDay: String) -> Self {
        Self("start \(start)") { documents in
            documents.header["gameDate"] = start
            if documents.header.carries("localGameDate") { documents.header["localGameDate"] = localDay }
            documents.rowFollowsHeader()
            if documents.row?.carries("localGameDate") == true { documents.row?["localGameDate"] = localDay }
            for key in ["game_date", "gameDate"] where documents.playByPlay?.carries(key) == true {
                documents.playByPlay?[key] = start
            }
        }
    }

    /// The league code everywhere the game names it (header, list row, flow, summary).
    static func league(_ code: String) -> Self {
        Self("league \(code)") { documents in
            documents.header["leagueCode"] = code
            documents.rowFollowsHeader()
            if documents.flow?["leagueCode"] != nil { documents.flow?["leagueCode"] = code }
            if documents.summary?["leagueCode"] != nil { documents.summary?["leagueCode"] = code }
        }
    }

    /// Every play's period label in words ("Period Two"), which no numbering rule derives.
    static let labelsInWords = Self("labels in words") { documents in
        let words = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"]
        documents.plays = documents.plays.map { play in
            var play = play
            let period = GameDocuments.period(play)
            play["periodLabel"] = "Period " + (period <= words.count ? words[period - 1] : String(period))
            return play
        }
    }

    private static func editBlocks(_ documents: inout GameDocuments, _ edit: (inout [JSONObject]) -> Void) {
        guard var flow = documents.flow, var blocks = flow["blocks"] as? [JSONObject] else { return }
        edit(&blocks)
        flow["blocks"] = blocks
        documents.flow = flow
    }

    // MARK: - Text

    /// Pregame lines and a pregame post full of numbers: the context a held-out game carries
    /// (the bundled games with plays have none), and numbers for other finals to equal. The
    /// consumer detail carries neither; it gets them too, so every dialect is compared on the
    /// same numbers.
    static let pregameContext = Self("pregame context") { documents in
        let header = documents.header
        let home = header.string("homeTeamAbbr") ?? "HOME", away = header.string("awayTeamAbbr") ?? "AWAY"
        var metrics = documents.detail[object: "derivedMetrics"] ?? [:]
        if metrics["pregame_spread_label"] == nil {
            metrics["pregame_spread_label"] = "\(home) -7.5"
            metrics["pregame_total_label"] = "O/U 221.5"
            metrics["pregame_ml_away_label"] = "\(away) +240"
            metrics["pregame_ml_home_label"] = "\(home) -300"
        }
        documents.detail["derivedMetrics"] = metrics
        let start = header.string("gameDate").flatMap(ISO8601.parse) ?? Date(timeIntervalSince1970: 0)
        let text = "\(home) are 7-point favourites tonight. Doors at 6, tip at 7; \(away) are 14-6 on the road."
        let post: JSONObject = ["id": 990099, "postedAt": ISO8601DateFormatter().string(from: start.addingTimeInterval(-3_600)),
                                "tweetText": text, "sourceHandle": "beatwriter", "gamePhase": "pregame"]
        documents.detail["socialPosts"] = [post] + documents.detail[objects: "socialPosts"]
    }

    /// `sentence` planted in the game's server text: a pregame post (a copy of the first post,
    /// placed before it), the end of the first flow block's narrative, the start of both recaps.
    static func plant(_ sentence: String) -> Self {
        Self("planted text") { documents in
            var posts = documents.detail[objects: "socialPosts"]
            if var post = posts.first {
                post["id"] = 990098
                post["tweetText"] = sentence
                posts.insert(post, at: 0)
                documents.detail["socialPosts"] = posts
            }
            editBlocks(&documents) { blocks in
                guard !blocks.isEmpty else { return }
                blocks[0]["narrative"] = (blocks[0].string("narrative") ?? "") + " " + sentence
            }
            for level in [\GameDocuments.recapPre, \.recapPost] {
                guard var recap = documents[keyPath: level], let text = recap.string("summary") else { continue }
                recap["summary"] = sentence + " " + text
                documents[keyPath: level] = recap
            }
        }
    }

    // MARK: - Routes

    /// No flow blocks for the game: the timeline reads its plays.
    static let withoutFlow = Self("no flow") { documents in documents.flow = nil }

    /// Only the header and the plays tell the game: no flow, no recap or summary, no posts (in
    /// the detail or on their route).
    static let onlyPlays = Self("only plays") { documents in
        (documents.flow, documents.recapPre, documents.recapPost, documents.summary, documents.posts) = (nil, nil, nil, nil, nil)
        if documents.detail["socialPosts"] != nil { documents.detail["socialPosts"] = [JSONObject]() }
    }

    /// A free edit of the documents, for a test's one-off scenario.
    static func custom(_ description: String, _ apply: @escaping @Sendable (inout GameDocuments) -> Void) -> Self {
        Self(description, apply)
    }

    // MARK: - State

    /// The status (and the flags a server derives from it) in the header, the list row and the
    /// play-by-play.
    static func status(_ status: String, isLive: Bool? = nil, isFinal: Bool? = nil, isPregame: Bool? = nil) -> Self {
        Self("status \(status)") { documents in
            documents.header["status"] = status
            for (key, value) in [("isLive", isLive), ("isFinal", isFinal), ("isPregame", isPregame)] {
                if let value { documents.header[key] = value }
            }
            documents.rowFollowsHeader()
        }
    }

    /// The game live with its first `count` plays: the header's score and period are the last
    /// play's (the final game's snapshot says Q4).
    static func live(plays count: Int) -> Self {
        Self("live after \(count) plays") { documents in
            let kept = Array(documents.plays.prefix(count))
            documents.removePlays { _ in true }
            documents.appendPlays(kept, copiedFrom: [:])
            documents.header["status"] = "live"
            documents.header["isFinal"] = false
            let last = kept.last ?? [:]
            let (home, away) = (ScenarioScore.home(last), ScenarioScore.away(last))
            ScenarioScore.set(&documents.header, home: home, away: away, dialect: documents.dialect)
            if var snapshot = documents.header[object: "liveSnapshot"] {
                ScenarioScore.set(&snapshot, home: home, away: away, dialect: documents.dialect)
                snapshot["currentPeriod"] = last["quarter"] ?? NSNull()
                documents.header["liveSnapshot"] = snapshot
            }
        }
    }
}
