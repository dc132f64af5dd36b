import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How the client reads running scores out of real play-by-play. Pure functions over plays;
/// every surface that shows or reasons about scores (timeline ●, period separators, "so far",
/// the recap's allowed scores, the deduction rules) goes through them, so they cannot disagree.
///
/// Real feeds are messier than a scoreboard (docs/backend.md#correction-rows; recorded game
/// 22000001): rows of a period arrive after its "Period End" row, out of order, carrying older
/// scores (a Q1 row at 36–17 after Q1 ended 40–25), and correction rows drop the score and then
/// restore it (a rebound at 2–2 after 4–2, then 4–2 again). The server's own `tier`, `scoreChanged`
/// and `pointsScored` compare each row with the previous one, so they mark those rebounds, blocks
/// and misses as scoring. Here:
/// - plays are read in period order (a late row is read with its own period, server order
///   inside a period), as the timeline shows them;
/// - a play scores when its running score rises above everything read before it, per side;
///   its points are that rise. So the points of the scoring plays read so far always add up
///   to the highest score read so far, never more;
/// - a play without running scores scores only by an explicit positive `pointsScored`
///   (backends that send a delta and no running score); with running scores the server's
///   delta is ignored, since it is taken from the previous row and counts corrections;
/// - a period ends at its end row's score when it has one ("Period End", `PERIOD_END`), else
///   at the highest running score read through that period; never the last row's.
enum ScoringReading {
    /// Points a scoring play added, per side.
    struct Rise: Sendable, Equatable {
        var home: Int
        var away: Int
    }

    /// A running score; `away` first as the client prints it.
    struct Score: Sendable, Equatable {
        var away: Int
        var home: Int
    }

    /// Positions of the plays in reading order: periods ascending (a play without a period is
    /// in the first), server order within a period: the timeline's own order.
    static func readingOrderIndices(_ plays: [PlayEntry]) -> [Int] {
        // Buckets, not a sort: linear, and the timeline reads a game's plays several times.
        var byPeriod: [Int: [Int]] = [:]
        for index in plays.indices { byPeriod[period(plays[index]), default: []].append(index) }
        return byPeriod.keys.sorted().flatMap { byPeriod[$0] ?? [] }
    }

    /// The period a play is read in.
    static func period(_ play: PlayEntry) -> Int { max(play.quarter ?? 1, 1) }

    /// For each play (same positions as `plays`), what it scored, or nil when it did not
    /// score. Computed in reading order, so a late row of an earlier period is judged against
    /// that period's plays, not against the later periods it arrived among.
    static func rises(_ plays: [PlayEntry]) -> [Rise?] {
        var result = [Rise?](repeating: nil, count: plays.count)
        var high = (home: 0, away: 0)
        for index in readingOrderIndices(plays) {
            // Fields read in place: binding the play would copy it (hundreds a game).
            guard let home = plays[index].homeScore, let away = plays[index].awayScore else {
                if let points = plays[index].pointsScored, points > 0 {
                    // The side is not known without running scores: the delta marks the play only.
                    result[index] = Rise(home: 0, away: 0)
                }
                continue
            }
            let rise = Rise(home: max(home - high.home, 0), away: max(away - high.away, 0))
            high = (max(high.home, home), max(high.away, away))
            if rise.home > 0 || rise.away > 0 { result[index] = rise }
        }
        return result
    }

    /// The plays with `tier` read by the rule above: a play that scores is tier 1; one the
    /// server marked scoring that does not (a correction row) becomes notable, so it is shown
    /// without the scoring mark and not folded away. Order and everything else unchanged.
    /// Consumes `plays` and writes only the tiers that change, so a list the caller no longer
    /// holds is marked in place, not copied play by play.
    static func withScoringTiers(_ plays: consuming [PlayEntry]) -> [PlayEntry] {
        let rises = rises(plays)
        for index in plays.indices {
            if rises[index] != nil {
                if plays[index].tier != .scoring { plays[index].tier = .scoring }
            } else if plays[index].tier == .scoring {
                plays[index].tier = .notable
            }
        }
        return plays
    }

    /// Whether a play is its period's end row: a type that says so (`PERIOD_END`,
    /// `end_quarter`, …) or a text that does ("Period End", "End of 2nd Quarter", "End of
    /// the 1st Half"). Start rows share sda's `period` type, so the text decides there.
    static func isPeriodEnd(_ play: PlayEntry) -> Bool {
        // Every end type's letters, every end text and both prefixes hold "end": a play
        // without it (almost every play) is no end row, and is known without a copy of its
        // text (this runs for every play of a timeline).
        let type = play.playType ?? "", description = play.description ?? ""
        if type.mayContain("end", lettersOnly: true) && endTypes.contains(letters(type)) { return true }
        guard description.mayContain("end") else { return false }
        let text = description.trimmingWhitespaces().lowercased()
        if endTexts.contains(text) { return true }
        guard text.hasPrefix("end of ") || text.hasPrefix("end ") else { return false }
        // "end of [the] [1st|first|…] period|quarter|half|inning", nothing after it.
        var words = text.split(separator: " ").dropFirst().filter { $0 != "of" && $0 != "the" }
        guard let unit = words.popLast(), units.contains(String(unit)), words.count <= 1 else { return false }
        return words.allSatisfy { word in
            word.first?.isNumber == true || ["first", "second", "third", "fourth"].contains(String(word))
        }
    }

    /// A type's letters, lower-cased (`PERIOD_END` → `periodend`). ASCII, as every type the
    /// backends send is, byte by byte: `Character.isLetter` is slow per call, and this
    /// runs several times for every play of a timeline.
    static func letters(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.lowercased().filter { $0.isLetter } }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte)
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The period units an end row names.
    private static let units = ["period", "quarter", "half", "inning"]
    /// `periodend`, `endperiod`, `endofperiod`, … for each unit: built once, not per play.
    private static let endTypes = Set(units.flatMap { [$0 + "end", "end" + $0, "endof" + $0] })
    /// `period end`, `quarter end`, … .
    private static let endTexts = Set(units.map { "\($0) end" })

    /// The score at the end of each period that has a play with running scores, by period.
    static func periodEndScores(_ plays: [PlayEntry]) -> [Int: Score] {
        var result: [Int: Score] = [:]
        var high = (home: 0, away: 0)
        var current: (period: Int, end: Score?, sawScore: Bool)?
        func close() {
            guard let current, current.sawScore else { return }
            result[current.period] = current.end ?? Score(away: high.away, home: high.home)
        }
        for index in readingOrderIndices(plays) {
            // Fields read in place: binding the play would copy it (hundreds a game).
            let period = period(plays[index])
            if current?.period != period {
                close()
                current = (period, nil, false)
            }
            guard let home = plays[index].homeScore, let away = plays[index].awayScore else { continue }
            high = (max(high.home, home), max(high.away, away))
            current?.sawScore = true
            // The last end row of the period counts (a period ended twice keeps the later one).
            if isPeriodEnd(plays[index]) { current?.end = Score(away: away, home: home) }
        }
        close()
        return result
    }

    /// The highest running score read so far: the score of a game cut part-way (live delay),
    /// never the last row's, which may be a correction. nil when no play has running scores.
    static func runningScore(_ plays: [PlayEntry]) -> Score? {
        var high: Score?
        for play in plays {
            guard let home = play.homeScore, let away = play.awayScore else { continue }
            high = Score(away: max(high?.away ?? 0, away), home: max(high?.home ?? 0, home))
        }
        return high
    }
}
