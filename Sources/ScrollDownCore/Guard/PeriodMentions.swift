import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Which period of a game a sentence talks about, so prose can be paced like a timeline: a
/// pre-reveal recap stops before the last regulation period, whatever followed it,
/// and the guard lets a figure through only where the sentence places it in a period the
/// reader may see. Reads "Period 4", "Q4", "P3", "H2", "4th quarter", "fourth quarter", "in
/// the 9th", "second half" (the last two quarters in a four-quarter league), halftime and
/// intermissions, "after three", the opening minutes, overtime words and late-game phrases
/// ("down the stretch", "final minutes").
struct PeriodMentions: Sendable {
    /// Periods in regulation.
    let regulationPeriods: Int

    /// The latest period `sentence` refers to, or nil when it names none. Overtime words
    /// count as the first period past regulation; a late-game phrase not tied to a named
    /// period ("late in the third" is the third) as the last regulation period, whatever else
    /// the sentence names ("after a slow start they took over late" is about the end).
    func latestPeriod(in sentence: String) -> Int? {
        let whole = NSRange(location: 0, length: sentence.utf16.count)
        let source = NSString(string: sentence)
        var latest: Int?
        func note(_ period: Int) { latest = max(latest ?? period, period) }

        var named: [NSRange] = []
        for match in Self.numbered.matches(in: sentence, range: whole) {
            // Groups: 1 unit word + 2 number ("Period 4"), 3 letter + 4 number ("Q4"),
            // 5 number + 6 unit ("4th quarter"), 7 ordinal word + 8 unit ("fourth quarter"),
            // 9 number ("in the 9th"), 10 ordinal word ("in the ninth"), 11 a label's number
            // ("3Q"), 12 an inning half's ("T3"), 13 an end's ("End 2", "Mid 4th"), 14 an ordinal
            // before a clock ("1st 3:44"), 15 a half inning's ("Top 1st", innings only), 16 the
            // middle one of three.
            func text(_ group: Int) -> String? {
                let range = match.range(at: group)
                return range.location == NSNotFound ? nil : source.substring(with: range).lowercased()
            }
            // "in the first two periods 30 checks" (German order, glossed): a count after the
            // plural unit, no period; "periods 2 and 3" are periods.
            if text(1) != nil, source.substring(with: match.range).lowercased().split(separator: " ").first?.hasSuffix("s") == true,
               let word = source.substring(from: NSMaxRange(match.range)).split(separator: " ").first,
               word.first?.isLetter == true, !["and", "or"].contains(word.lowercased()) {
                continue
            }
            named.append(match.range)
            if let unit = text(1), let number = text(2).flatMap(Int.init) {
                note(period(number, unit: unit))
            } else if let letter = text(3), let number = text(4).flatMap(Int.init) {
                note(period(number, unit: letter == "h" ? "half" : "period"))
            } else if let number = text(5).flatMap(Int.init), let unit = text(6) {
                note(period(number, unit: unit))
            } else if let word = text(7), let unit = text(8), let number = Self.ordinal(word) {
                note(period(number, unit: unit))
            } else if let number = text(9).flatMap(Int.init) {
                note(number)
            } else if let word = text(10), let number = Self.ordinal(word) {
                note(number)
            } else if let number = text(11).flatMap(Int.init) {
                note(number)
            } else if let number = text(12).flatMap(Int.init), regulationPeriods > 4 {
                note(number)
            } else if let number = text(13).flatMap(Int.init) {
                note(number)
            } else if let number = text(14).flatMap(Int.init) {
                note(number)
            } else if let number = text(15).flatMap(Int.init), regulationPeriods > 4 {
                note(number)
            } else if text(16) != nil, regulationPeriods == 3 {
                note(2)
            }
        }
        for match in Self.breaks.matches(in: sentence, range: whole) {
            // Groups: 1 halftime, 2 an ordinal intermission, 3 the opening, 4 "after N", 5
            // "opened with" (the game's opening, unless a period is named too), 6 "end of N".
            named.append(match.range)
            if match.range(at: 1).location != NSNotFound, let half = halftime {
                note(half)
            } else if match.range(at: 2).location != NSNotFound {
                let word = source.substring(with: match.range(at: 2)).lowercased()
                note(word.hasPrefix("f") || word.hasPrefix("1") ? 1 : 2)
            } else if match.range(at: 3).location != NSNotFound {
                let unit = source.substring(with: match.range(at: 3)).lowercased()
                note(period(1, unit: unit))
            } else if match.range(at: 5).location != NSNotFound {
                note(1)
            } else if let group = [4, 6].first(where: { match.range(at: $0).location != NSNotFound }) {
                let word = source.substring(with: match.range(at: group)).lowercased()
                if let number = Int(word) ?? Self.cardinals.firstIndex(of: word).map({ $0 + 1 }) { note(number) }
            }
        }
        if LeakGuardPatterns.overtimeWords.firstMatch(in: sentence, range: whole) != nil
            || LeakGuardPatterns.overtimeLabels.firstMatch(in: sentence, range: whole) != nil
            || LeakGuardVocabulary.overtimeParaphrases.firstMatch(in: sentence, range: whole) != nil {
            note(regulationPeriods + 1)
        }
        for match in Self.lateGame.matches(in: sentence, range: whole) {
            // "late in the third", "the final minutes of the first half": the named period.
            let end = NSMaxRange(match.range)
            let tied = named.contains { $0.location >= end && $0.location - end <= 16 }
            if !tied { note(regulationPeriods) }
        }
        return latest
    }

    /// The period halftime ends: the half of an even regulation (2 in a game of quarters, 1
    /// in a game of halves); nil where a game has no halftime.
    var halftime: Int? {
        regulationPeriods % 2 == 0 ? regulationPeriods / 2 : nil
    }

    /// The period the `number`th of `unit` names: a half in a league of quarters (or innings)
    /// ends at the period that closes it.
    func period(_ number: Int, unit: String) -> Int {
        guard unit.hasPrefix("hal"), regulationPeriods > 2, regulationPeriods % 2 == 0 else { return number }
        return number * regulationPeriods / 2
    }

    private static func ordinal(_ word: String) -> Int? {
        LeakGuardPatterns.ordinalWords.firstIndex(of: word).map { $0 + 1 }
    }

    private static let units = "period|quarter|qtr|half|halves|inning|frame"
    private static let cardinals = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    static let numbered = LeakGuardPatterns.compile(
        #"\b("# + units + #")s?\s+(\d{1,2})\b"#
            + #"|\b([QPH])(\d{1,2})\b"#
            + #"|\b(\d{1,2})(?:st|nd|rd|th)[\s-]+("# + units + #")s?\b"#
            + #"|\b("# + LeakGuardPatterns.ordinalWords.joined(separator: "|") + #")[\s-]+("# + units + #")s?\b"#
            // "in the 9th", "after the fifth", "a 1-2-3 ninth", but not "in the second half" (a half, read above).
            + #"|\b(?:(?:in|of|into|through|during|after|before|since|until)\s+the|1-2\s*-3)\s+(\d{1,2})(?:st|nd|rd|th)\b(?![\s-]+(?:"# + units + #"))"#
            // "in both the first and the third": each ordinal of a list.
            + #"|\b(?:(?:in|of|into|through|during|after|before|since|until)\s+(?:both\s+)?the|(?<=(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\s)and\s+(?:in\s+)?the|1-2\s*-3)\s+("# + LeakGuardPatterns.ordinalWords.joined(separator: "|") + #")\b(?![\s-]+(?:"# + units + #"))"#
            // Live-blog labels: "3Q", "2P"; an inning's half, "T3", "B2" (innings only); "End 2",
            // "Mid 4th", "end of 1".
            + #"|\b(\d{1,2})[QP]\b|\b[TB](\d{1,2})\b"#
            + #"|\b(?:end|mid|middle|start)\s+(?:of\s+(?:the\s+)?)?(\d{1,2})(?:st|nd|rd|th)?\b(?![\s-]*(?:[-–:]|points?|pts|minutes?|seconds?|of\b))"#
            // "1st 3:44 —": a period's ordinal before its clock; "Top 1st:", "Bot 2nd": a half inning.
            + #"|\b(\d{1,2})(?:st|nd|rd|th)(?=\s+\d{1,2}:\d{2}\b)|\b(?:top|bot|bottom)\s+(\d{1,2})(?:st|nd|rd|th)\b"#
            // "the middle period": the second of three.
            + #"|\b(middle)[\s-]+(?:period|frame)\b"#,
        caseInsensitive: true)

    /// Halftime and intermissions, the opening of a game and "after three (quarters)". The
    /// opening ("the opening quarter", "opened with") is the first period; "after N" the Nth,
    /// said at the end of a clause or before its verb.
    static let breaks = LeakGuardPatterns.compile(
        #"\b(half-?time|at\s+the\s+(?:half|break|intermission)|(?:into|going\s+into|heading\s+into)\s+the\s+(?:half|break)"#
            // "late in the half", "the closing seconds of the half": "the half" alone is the first.
            + #"|(?:in|of|before|until|to\s+end)\s+the\s+half(?![\s-]+(?:inning|innings|court|hour|dozen)))\b"#
            + #"|\b(first|second|1st|2nd)\s+intermission\b"#
            + #"|\bopening\s+(quarter|period|frame|inning|half|minutes?|stretch|moments|possessions?|seconds|tip|salvo|burst|run)\b"#
            + #"|\b(?:after|through|thru)\s+(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"#
            // "…through seven.", and before a verb: "Houston's only hits through seven were …".
            + #"(?:\s+(?:full\s+)?(?:quarters|periods|innings|frames|halves))?(?=\s*(?:[,.;!?)]|:(?!\d)|$)|\s+(?:were|was|is|are|had|has|came)\b|\s+(?:in|at)\s+(?-i:\p{Lu})[^,.;:!?]{0,29}(?::|[.!]?$))"#
            + #"|\bopen(?:ed|s|ing)?\s+(?:the\s+(?:game|night|scoring|contest|evening|afternoon)\s+)?(with)\b"#
            // "at the end of four", "by the close of three": periods counted, their noun left out.
            + #"|\b(?:end|close|conclusion)\s+of\s+(one|two|three|four|five|six|seven|eight|nine|ten)\b(?![\s-]*(?:points?|pts|minutes?|seconds?|min|sec|possessions?|games?|plays?|shots?|attempts?|of)\b)"#,
        caseInsensitive: true)

    /// A count before the last periods or minutes: "the final two quarters", "the last 5 minutes".
    private static let counts = #"(?:two|three|four|five|six|seven|eight|\d{1,2})\s+"#

    /// Phrases that place a sentence at the end of a game.
    static let lateGame = LeakGuardPatterns.compile(
        #"\b(?:late|final\s+(?:"# + counts + #")?(?:minutes?|seconds?|moments|stretch|horn|buzzer|frames?|periods?|quarters?|innings?|halves|half|possessions?)|"#
            + #"closing\s+(?:"# + counts + #")?(?:minutes?|seconds?|moments|stretch|stages|frames?|periods?|quarters?|innings?|half)|down\s+the\s+stretch|crunch\s+time|"#
            + #"waning\s+(?:minutes?|seconds?|moments)|last\s+(?:"# + counts + #")?(?:minutes?|seconds?|moments|innings?|periods?|quarters?|frames?|half)|"#
            + #"(?:at|beat)\s+the\s+(?:final\s+)?(?:buzzer|horn)|game'?s\s+end|end\s+of\s+(?:the\s+)?(?:game|regulation)|"#
            + #"bottom\s+of\s+the\s+(?:9th|ninth)|in\s+the\s+end|stop(?:s|ped|ping)?\s+the\s+clock|extend\s+the\s+game)\b"#,
        caseInsensitive: true)
}
