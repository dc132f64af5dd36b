import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Every document of one bundled game in one dialect's tree, parsed for editing: a fact (the
/// final, the periods played, the league) lives in several of them, and a scenario must change
/// it in all, or the client could tell the edit from a real game by comparing them.
///
/// | document | older | sda | v1 |
/// |---|---|---|---|
/// | detail (header, plays, box score, posts) | E2 | E2 | `/api/v1/games/{id}` |
/// | games list row | E1 | E1 | `/api/v1/games` |
/// | play-by-play | E5, snake | E5, camel | – |
/// | flow blocks | E3 | – | – |
/// | recap, pre and post | E9 | – | – |
/// | summary | – | v1 summary | v1 summary |
/// | social posts | E7, snake | E7, camel | – |
struct GameDocuments {
    /// The documents a game's facts are spread over.
    enum Document: Hashable, CaseIterable {
        case detail, list, playByPlay, flow, recapPre, recapPost, summary, posts
    }

    let dialect: Dialect
    let id: Int
    var detail: JSONObject { didSet { changed.insert(.detail) } }
    /// The game's row of the games list (nil when not listed).
    var row: JSONObject? { didSet { changed.insert(.list) } }
    var playByPlay: JSONObject? { didSet { changed.insert(.playByPlay) } }
    var flow: JSONObject? { didSet { changed.insert(.flow) } }
    var recapPre: JSONObject? { didSet { changed.insert(.recapPre) } }
    var recapPost: JSONObject? { didSet { changed.insert(.recapPost) } }
    var summary: JSONObject? { didSet { changed.insert(.summary) } }
    var posts: JSONObject? { didSet { changed.insert(.posts) } }
    /// The documents edited so far: only these are served rewritten.
    private(set) var changed: Set<Document> = []
    /// Plays added by an edit, by play index: the play each was copied from (the play-by-play
    /// copies that one's row).
    var copiedFrom: [Int: Int] = [:]
    /// Set by edits that add or remove plays: the play-by-play follows the detail's plays.
    var playsReshaped = false
    /// The final as recorded, before any edit.
    let recorded: (home: Int, away: Int)

    /// The game's documents as the tree holds them.
    init(_ dialect: Dialect, id: Int) {
        self.dialect = dialect
        self.id = id
        detail = FixtureDocuments.object(dialect, Self.path(.detail, dialect, id)!) ?? [:]
        row = FixtureDocuments.object(dialect, dialect.listFile)?[objects: "games"].first { $0.int("id") == id }
        playByPlay = Self.path(.playByPlay, dialect, id).flatMap { FixtureDocuments.object(dialect, $0) }
        flow = Self.path(.flow, dialect, id).flatMap { FixtureDocuments.object(dialect, $0) }
        recapPre = Self.path(.recapPre, dialect, id).flatMap { FixtureDocuments.object(dialect, $0) }
        recapPost = Self.path(.recapPost, dialect, id).flatMap { FixtureDocuments.object(dialect, $0) }
        summary = Self.path(.summary, dialect, id).flatMap { FixtureDocuments.object(dialect, $0) }
        posts = Self.path(.posts, dialect, id).flatMap { FixtureDocuments.object(dialect, $0) }
        let header = detail[object: "game"] ?? [:]
        recorded = (ScenarioScore.home(header) ?? 0, ScenarioScore.away(header) ?? 0)
    }

    /// Where a document lives in `dialect`'s tree; nil when the dialect has no such route.
    static func path(_ document: Document, _ dialect: Dialect, _ id: Int) -> String? {
        switch (document, dialect) {
        case (.detail, _): dialect.detailFile(id)
        case (.list, _): dialect.listFile
        case (.playByPlay, .older), (.playByPlay, .sda): "api/admin/sports/pbp/game/\(id).json"
        case (.flow, .older): "api/admin/sports/games/\(id)/flow.json"
        case (.recapPre, .older): "api/games/\(id)/recap.pre.json"
        case (.recapPost, .older): "api/games/\(id)/recap.post.json"
        case (.summary, .sda), (.summary, .v1): "api/v1/games/\(id)/summary.json"
        case (.posts, .older), (.posts, .sda): "api/social/posts/game/\(id).json"
        default: nil
        }
    }

    // MARK: - The detail's parts

    /// The detail's header (`game`).
    var header: JSONObject {
        get { detail[object: "game"] ?? [:] }
        set { detail["game"] = newValue }
    }

    /// The detail's plays, in order.
    var plays: [JSONObject] {
        get { detail[objects: "plays"] }
        set { detail["plays"] = newValue }
    }

    var league: League { League(rawString: header.string("leagueCode") ?? "") }

    /// The last period with a play (1 without plays).
    var lastPeriod: Int { plays.compactMap { $0.int("quarter") }.max() ?? 1 }

    /// The header's final (0 for a side without one).
    var final: (home: Int, away: Int) { (ScenarioScore.home(header) ?? 0, ScenarioScore.away(header) ?? 0) }

    var nextPlayIndex: Int { (plays.compactMap { $0.int("playIndex") }.max() ?? 0) + 1 }

    /// A play's period: below 1 counts as 1, none as 1.
    static func period(_ play: JSONObject) -> Int { max(play.int("quarter") ?? 1, 1) }

    /// `Withholding.announcesGameEnd` on a play's JSON.
    static func announcesGameEnd(_ play: JSONObject) -> Bool {
        let type = play.string("playType")?.lowercased() ?? ""
        let text = play.string("description")?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return type == "game_end" || type == "game" || text == "game end" || text == "end of game"
    }

    /// Removes the plays `drop` picks; the play-by-play follows.
    mutating func removePlays(where drop: (JSONObject) -> Bool) {
        plays.removeAll(where: drop)
        playsReshaped = true
    }

    /// Appends plays, each copied from the play whose index `copiedFrom` names.
    mutating func appendPlays(_ added: [JSONObject], copiedFrom sources: [Int: Int]) {
        plays += added
        copiedFrom.merge(sources) { $1 }
        playsReshaped = true
    }

    /// Writes the header's final (and its live snapshot's, where it has one).
    mutating func setFinal(home: Int, away: Int) {
        ScenarioScore.set(&header, home: home, away: away, dialect: dialect)
        if var snapshot = header[object: "liveSnapshot"] {
            ScenarioScore.set(&snapshot, home: home, away: away, dialect: dialect)
            header["liveSnapshot"] = snapshot
        }
    }

    // MARK: - Keeping the documents in step

    /// The list row says what the header says, key by key, where the row carries the key at
    /// all (sda lists no period or snapshot for a finished game; v1 no score at the top).
    mutating func rowFollowsHeader() {
        guard var row else { return }
        let header = header
        let snapshot = header[object: "liveSnapshot"]
        for key in ["leagueCode", "status", "isLive", "isFinal", "isPregame", "gameDate", "homeScore", "awayScore", "score",
                    "currentPeriodLabel", "liveSnapshot", "playCount"] where row.carries(key) && header[key] != nil {
            row[key] = header[key]
        }
        for key in ["currentPeriod", "gameClock"] where row.carries(key) {
            if let value = header[key] ?? snapshot?[key] { row[key] = value }
        }
        self.row = row
    }

    /// Counts the plays where the header and the list count them.
    mutating func countPlays() {
        if header["playCount"] != nil { header["playCount"] = plays.count }
    }

    /// The play-by-play holds the detail's plays: rows of removed plays go, added plays get a
    /// copy of their source's row with their own index, period, clock, text and score.
    mutating func playByPlayFollowsPlays() {
        guard playsReshaped, var document = playByPlay else { return }
        let snake = document["total_plays"] != nil || document["game_id"] != nil
        let indexKey = snake ? "play_index" : "playIndex"
        let rows = document[objects: "plays"]
        let byIndex = Dictionary(rows.compactMap { row in row.int(indexKey).map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
        document["plays"] = plays.compactMap { play -> JSONObject? in
            guard let index = play.int("playIndex") else { return nil }
            if let row = byIndex[index] { return row }
            var row = copiedFrom[index].flatMap { byIndex[$0] } ?? [:]
            row[indexKey] = index
            row["quarter"] = play["quarter"]
            row[snake ? "game_clock" : "gameClock"] = play["gameClock"] ?? NSNull()
            row["description"] = play["description"] ?? NSNull()
            row[snake ? "team_abbreviation" : "teamAbbreviation"] = play["teamAbbreviation"] ?? NSNull()
            ScenarioScore.set(&row, home: ScenarioScore.home(play), away: ScenarioScore.away(play), dialect: dialect)
            return row
        }
        document[snake ? "total_plays" : "totalPlays"] = plays.count
        playByPlay = document
    }

    /// The play-by-play's status says the header's.
    mutating func playByPlayFollowsStatus() {
        guard var document = playByPlay, let status = header.string("status") else { return }
        let key = document["game_status"] != nil ? "game_status" : "gameStatus"
        guard document.string(key) != status else { return }
        document[key] = status
        playByPlay = document
    }

    // MARK: - Serving

    /// The documents as served, by path: the bytes of each edited one, nil for one that an edit
    /// took away. Paths not listed are served as stored.
    func served() -> [String: Data?] {
        var out: [String: Data?] = [:]
        for document in changed {
            guard let path = Self.path(document, dialect, id) else { continue }
            switch document {
            case .detail: out[path] = FixtureDocuments.data(detail)
            case .list: out[path] = listData()
            case .playByPlay: out[path] = playByPlay.map(FixtureDocuments.data)
            case .flow: out[path] = flow.map(FixtureDocuments.data)
            case .recapPre: out[path] = recapPre.map(FixtureDocuments.data)
            case .recapPost: out[path] = recapPost.map(FixtureDocuments.data)
            case .summary: out[path] = summary.map(FixtureDocuments.data)
            case .posts: out[path] = posts.map(FixtureDocuments.data)
            }
        }
        return out
    }

    /// The games list with this game's row as edited (left out when an edit took it away).
    private func listData() -> Data? {
        guard var list = FixtureDocuments.object(dialect, dialect.listFile) else { return nil }
        var games = list[objects: "games"]
        if let index = games.firstIndex(where: { $0.int("id") == id }) {
            if let row { games[index] = row } else { games.remove(at: index) }
        }
        list["games"] = games
        return FixtureDocuments.data(list)
    }
}
