import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The periods Tab offers for `--through`, from the words typed before it: only the periods
/// of the leagues meant. `games` means the leagues of `--league` (else config
/// `defaultLeagues`) and offers the periods `games --through` accepts, before the last
/// regulation one; `timeline ID` means the league of game ID as the last feed listed it, and
/// offers every period of regulation and the league's extra ones. Without a league to go by,
/// the periods of every league. Labels only: nothing about any game's course.
struct ThroughCompletion: Sendable {
    /// The command line's words before the one completed (`games --league NHL --through`).
    let words: [String]
    let cacheDirectory: URL
    let defaultLeagues: [String]

    /// `words` as the script passes them: one string, words split at spaces.
    init(words: String, cacheDirectory: URL, defaultLeagues: [String]) {
        self.words = words.split(whereSeparator: \.isWhitespace).map(String.init)
        self.cacheDirectory = cacheDirectory
        self.defaultLeagues = defaultLeagues
    }

    func periods() -> [String] {
        let games = words.first { $0 == "games" || $0 == "timeline" } == "games"
        let leagues = games ? (asked.isEmpty ? known(defaultLeagues) : asked) : gameLeague.map { [$0] } ?? []
        let meant = leagues.isEmpty ? League.known : leagues
        var seen = Set<String>()
        return meant.flatMap { Self.periods(of: $0, beforeLastRegulation: games) }.filter { seen.insert($0).inserted }
    }

    /// The leagues of `--league X`, `--league=X` (bash splits it at `=`) and `-l`-less repeats.
    private var asked: [League] {
        var values: [String] = []
        for (index, word) in words.enumerated() {
            if word.hasPrefix("--league=") { values.append(String(word.dropFirst("--league=".count))) }
            guard word == "--league", index + 1 < words.count else { continue }
            let next = words[index + 1] == "=" && index + 2 < words.count ? words[index + 2] : words[index + 1]
            values.append(next)
        }
        return known(values.flatMap { $0.split(separator: ",").map(String.init) })
    }

    /// The league of the first word that is the id of a game of the last feed.
    private var gameLeague: League? {
        let recent = RecentGamesStore(directory: cacheDirectory).all()
        for word in words where !word.isEmpty && word.allSatisfy(\.isNumber) {
            if let game = recent.first(where: { String($0.id) == word }) {
                return known([game.league]).first
            }
        }
        return nil
    }

    private func known(_ codes: [String]) -> [League] {
        codes.map { League(rawString: $0.trimmingCharacters(in: .whitespaces).uppercased()) }
            .filter { League.known.contains($0) }
    }

    /// A league's period labels: regulation (before its last period for `games --through`),
    /// then, for `timeline`, its first overtime and hockey's shootout.
    static func periods(of league: League, beforeLastRegulation: Bool) -> [String] {
        let regulation = league.regulationPeriods
        let labels = (1...regulation).map { league.periodLabel($0) }
        if beforeLastRegulation { return Array(labels.dropLast()) }
        switch league {
        case .mlb: return labels
        case .nhl: return labels + ["OT", "SO"]
        default: return labels + ["OT"]
        }
    }

    /// Every league's periods for `timeline`, in league order: what Tab offers without a league.
    static var all: [String] {
        var seen = Set<String>()
        return League.known.flatMap { periods(of: $0, beforeLastRegulation: false) }.filter { seen.insert($0).inserted }
    }
}
