import Foundation

extension LeakGuard {
    /// True when a narrative sentence carries a score, outcome language, team totals or,
    /// for a finished game, overtime language.
    func sentenceRevealsOutcome(_ sentence: String) -> Bool {
        let hasDigit = sentence.utf16.contains { $0 >= 0x30 && $0 <= 0x39 }
        if hasDigit, !scoreRanges(in: sentence).isEmpty { return true }

        let masked = maskingTeamNames(sentence)
        let whole = NSRange(location: 0, length: masked.utf16.count)
        if LeakGuardPatterns.outcomeLanguage.firstMatch(in: masked, range: whole) != nil { return true }
        if hasDigit, LeakGuardPatterns.scoredNumber.numberOfMatches(in: masked, range: whole) >= 2 { return true }
        return context.gameIsFinished && mentionsOvertime(masked)
    }

    /// Overtime words, labels and period numbers past regulation.
    func mentionsOvertime(_ text: String) -> Bool {
        let whole = NSRange(location: 0, length: text.utf16.count)
        if LeakGuardPatterns.overtimeWords.firstMatch(in: text, range: whole) != nil { return true }
        if LeakGuardPatterns.overtimeLabels.firstMatch(in: text, range: whole) != nil { return true }
        let source = NSString(string: text)
        let regulation = context.regulationPeriods
        for pattern in [LeakGuardPatterns.numberedPeriod, LeakGuardPatterns.ordinalPeriod] {
            for match in pattern.matches(in: text, range: whole) {
                for group in 1..<match.numberOfRanges {
                    let range = match.range(at: group)
                    if range.location != NSNotFound, let number = Int(source.substring(with: range)),
                        number > regulation {
                        return true
                    }
                }
            }
        }
        for match in LeakGuardPatterns.wordOrdinalPeriod.matches(in: text, range: whole) {
            for group in 1..<match.numberOfRanges where match.range(at: group).location != NSNotFound {
                let word = source.substring(with: match.range(at: group)).lowercased()
                if let index = LeakGuardPatterns.ordinalWords.firstIndex(of: word), index + 1 > regulation {
                    return true
                }
            }
        }
        return false
    }

    /// The sentence with this game's team names blanked out.
    func maskingTeamNames(_ text: String) -> String {
        guard let teamNamePattern else { return text }
        return teamNamePattern.stringByReplacingMatches(
            in: text, range: NSRange(location: 0, length: text.utf16.count), withTemplate: " ")
    }

    /// Score-like spans (UTF-16 ranges), sorted and merged: dash/colon/slash scores,
    /// "N to N", "Team N, Team N", and the final-score pair near each other.
    func scoreRanges(in text: String) -> [NSRange] {
        guard text.utf16.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return [] }
        let whole = NSRange(location: 0, length: text.utf16.count)
        let source = NSString(string: text)
        var ranges: [NSRange] = []
        for match in LeakGuardPatterns.separatedScore.matches(in: text, range: whole)
        where !Self.isGameClock(match, in: source) {
            ranges.append(match.range)
        }
        ranges += LeakGuardPatterns.toScore.matches(in: text, range: whole).map(\.range)
        if let teamScorePattern {
            ranges += teamScorePattern.matches(in: text, range: whole).map(\.range)
        }
        ranges += finalScorePairRanges(in: text, source: source)
        return Self.merged(ranges)
    }

    /// Spans from one final-score number to the other when they are within 40 characters.
    private func finalScorePairRanges(in text: String, source: NSString) -> [NSRange] {
        guard let home = context.finalHomeScore, let away = context.finalAwayScore else { return [] }
        let whole = NSRange(location: 0, length: source.length)
        // "Period 3" is a label, not a score: its number never pairs.
        let labelNumbers = Set(
            LeakGuardPatterns.periodLabelNumber.matches(in: text, range: whole).map { $0.range(at: 1).location })
        let tokens: [(range: NSRange, value: Int)] = LeakGuardPatterns.numberToken.matches(in: text, range: whole)
            .compactMap { match in
                guard !labelNumbers.contains(match.range.location),
                    let value = Int(source.substring(with: match.range)), value == home || value == away
                else { return nil }
                return (match.range, value)
            }
        var spans: [NSRange] = []
        for (i, first) in tokens.enumerated() where first.value == home {
            for (j, second) in tokens.enumerated() where j != i && second.value == away {
                let start = min(first.range.location, second.range.location)
                let end = max(NSMaxRange(first.range), NSMaxRange(second.range))
                let gap = max(first.range.location, second.range.location)
                    - min(NSMaxRange(first.range), NSMaxRange(second.range))
                if gap <= 40 { spans.append(NSRange(location: start, length: end - start)) }
            }
        }
        return spans
    }

    /// `4:32`, `12:00`, `0:32.1`: minutes up to 20, two-digit seconds under 60, no spaces,
    /// no W/L prefix. Everything else with a separator counts as a score.
    static func isGameClock(_ match: NSTextCheckingResult, in source: NSString) -> Bool {
        let minutes = match.range(at: 1), seconds = match.range(at: 5)
        guard match.range.location == minutes.location,
            source.substring(with: match.range(at: 3)) == ":",
            match.range(at: 2).length == 0, match.range(at: 4).length == 0,
            seconds.length == 2,
            let minuteValue = Int(source.substring(with: minutes)),
            let secondValue = Int(source.substring(with: seconds))
        else { return false }
        return minuteValue <= 20 && secondValue < 60
    }

    /// Sorted ranges with overlapping or touching ones joined.
    static func merged(_ ranges: [NSRange]) -> [NSRange] {
        var result: [NSRange] = []
        for range in ranges.sorted(by: { $0.location < $1.location }) {
            if let last = result.last, range.location <= NSMaxRange(last) {
                let end = max(NSMaxRange(last), NSMaxRange(range))
                result[result.count - 1] = NSRange(location: last.location, length: end - last.location)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
