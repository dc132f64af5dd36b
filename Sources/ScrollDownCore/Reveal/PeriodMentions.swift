import Foundation

/// Which period of a game a sentence talks about, so prose can be paced like a timeline: a
/// pre-reveal recap stops before the last regulation period, whatever followed it (SPEC §4).
/// Reads "Period 4", "Q4", "P3", "H2", "4th quarter", "fourth quarter", "in the 9th",
/// "second half" (the last two quarters in a four-quarter league), overtime words and
/// late-game phrases ("down the stretch", "final minutes").
struct PeriodMentions: Sendable {
    /// Periods in regulation.
    let regulationPeriods: Int

    /// The latest period `sentence` refers to, or nil when it names none. Overtime words
    /// count as the first period past regulation; late-game phrases without a period number
    /// as the last regulation period.
    func latestPeriod(in sentence: String) -> Int? {
        let whole = NSRange(location: 0, length: sentence.utf16.count)
        let source = NSString(string: sentence)
        var latest: Int?
        func note(_ period: Int) { latest = max(latest ?? period, period) }

        for match in Self.numbered.matches(in: sentence, range: whole) {
            // Groups: 1 unit word + 2 number ("Period 4"), 3 letter + 4 number ("Q4"),
            // 5 number + 6 unit ("4th quarter"), 7 ordinal word + 8 unit ("fourth quarter"),
            // 9 number ("in the 9th"), 10 ordinal word ("in the ninth").
            func text(_ group: Int) -> String? {
                let range = match.range(at: group)
                return range.location == NSNotFound ? nil : source.substring(with: range).lowercased()
            }
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
            }
        }
        if LeakGuardPatterns.overtimeWords.firstMatch(in: sentence, range: whole) != nil
            || LeakGuardPatterns.overtimeLabels.firstMatch(in: sentence, range: whole) != nil {
            note(regulationPeriods + 1)
        }
        if latest == nil, Self.lateGame.firstMatch(in: sentence, range: whole) != nil {
            note(regulationPeriods)
        }
        return latest
    }

    /// A half in a league of quarters (or innings) ends at the period that closes it.
    private func period(_ number: Int, unit: String) -> Int {
        guard unit.hasPrefix("half"), regulationPeriods > 2, regulationPeriods % 2 == 0 else { return number }
        return number * regulationPeriods / 2
    }

    private static func ordinal(_ word: String) -> Int? {
        LeakGuardPatterns.ordinalWords.firstIndex(of: word).map { $0 + 1 }
    }

    private static let units = "period|quarter|qtr|half|inning|frame"

    static let numbered = LeakGuardPatterns.compile(
        #"\b("# + units + #")s?\s+(\d{1,2})\b"#
            + #"|\b([QPH])(\d{1,2})\b"#
            + #"|\b(\d{1,2})(?:st|nd|rd|th)[\s-]+("# + units + #")s?\b"#
            + #"|\b("# + LeakGuardPatterns.ordinalWords.joined(separator: "|") + #")[\s-]+("# + units + #")s?\b"#
            + #"|\b(?:in|of|into|through|during)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b"#
            + #"|\b(?:in|of|into|through|during)\s+the\s+("# + LeakGuardPatterns.ordinalWords.joined(separator: "|") + #")\b"#,
        caseInsensitive: true)

    /// Phrases that place a sentence at the end of a game.
    static let lateGame = LeakGuardPatterns.compile(
        #"\b(?:late|final\s+(?:minutes?|seconds?|moments|stretch|horn|buzzer|frame|period|quarter|inning|possessions?)|"#
            + #"closing\s+(?:minutes?|seconds?|moments|stretch|stages)|down\s+the\s+stretch|crunch\s+time|"#
            + #"waning\s+(?:minutes?|seconds?|moments)|last\s+(?:minutes?|seconds?|moments|inning|period|quarter|frame)|"#
            + #"(?:at|beat)\s+the\s+(?:final\s+)?(?:buzzer|horn)|game'?s\s+end|end\s+of\s+(?:the\s+)?(?:game|regulation)|"#
            + #"bottom\s+of\s+the\s+(?:9th|ninth)|in\s+the\s+end)\b"#,
        caseInsensitive: true)
}
