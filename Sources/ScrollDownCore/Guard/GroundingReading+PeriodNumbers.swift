import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Numbers that name a period rather than count: "in the 3rd", "after two", "Period 4",
/// "innings 2, 5 and 9", "the first, ninth and third innings".
extension GroundingReading {
    /// The period an ordinal at a period position names: the Nth of its unit, a half in a league
    /// of quarters ending at the period that closes it.
    func periodOfOrdinal(_ value: Int, at index: Int) -> Int {
        let unit = tokens[(index + 1)...].prefix(12).first { GroundingTokens.periodUnits.contains($0.word) }?.word ?? ""
        return mentions.period(value, unit: unit)
    }

    /// The period a number names after its unit: "Period 4", or each number of a list after the
    /// plural ("periods two and three", "innings 2, 5 and 9"); nil for any other number.
    func periodNamedByItsUnit(_ value: Int, at index: Int) -> Int? {
        // A number that counts ("after seven innings 4 hits", German order) names no period.
        let next = nextWord(after: index) ?? ""
        guard !tokens[index].ordinal, GroundingLexicon.units[next] == nil, !CountedKind.all.contains(where: { $0.prose.contains(next) })
        else { return nil }
        var cursor = index - 1
        while cursor > 0, tokens[cursor].kind == .number && !tokens[cursor].ordinal
                || [",", "and", "or", "&", "through", "thru", "to"].contains(tokens[cursor].text.lowercased()) {
            cursor -= 1
        }
        guard cursor >= 0, cursor < index, tokens[cursor].kind == .word, GroundingTokens.periodUnits.contains(tokens[cursor].word),
              tokens[cursor + 1].kind == .number, tokens[cursor].word != "intermission" else { return nil }
        let unit = tokens[cursor].word
        // A singular unit names the one number right after it ("period 2, 3 goals" is a count).
        guard unit.hasSuffix("s") || cursor == index - 1 else { return nil }
        return mentions.period(value, unit: unit)
    }

    /// Whether the number stands where a period is named: "in the 3rd", "after two", "through three".
    func isPeriodPosition(_ index: Int) -> Bool {
        let next = index + 1
        let nextWord = tokens.indices.contains(next) ? tokens[next].word : ""
        // A count of something ("his fourth foul", "three times") is no period.
        if GroundingLexicon.units[nextWord] != nil { return false }
        // "the second and third quarters", "the second or third quarter", "the first, third,
        // fourth and sixth innings".
        var cursor = next
        while tokens.indices.contains(cursor), cursor <= index + 12 {
            let token = tokens[cursor]
            if token.kind == .word, GroundingTokens.periodUnits.contains(token.word) { return true }
            guard token.kind == .number && token.ordinal || ["and", "or", ","].contains(token.word) else { break }
            cursor += 1
        }
        // "a 1-2-3 third": an inning retired in order (`PeriodMentions` places it).
        if index >= 2, tokens[index - 1].text == "-3", tokens[index - 2].text == "1-2", tokens[index].ordinal, context.regulationPeriods > 4 { return true }
        guard var previous = previousWord(before: index) else { return false }
        // "in the fifth broke the tie", "at 6:49 of the second brought Durant back": a verb after it.
        let ends = !tokens.indices.contains(next) || tokens[next].kind != .word || GroundingLexicon.glue.contains(nextWord)
            || GroundingLexicon.actions.contains(nextWord) || GroundingLexicon.scoped.contains(nextWord)
            || GroundingLexicon.irregularPast.contains(nextWord)
        // "after 3", "End 2:", "Mid 4th".
        if ["after", "through", "thru", "entering", "end", "mid", "middle"].contains(previous) { return ends }
        // "Top 1st:", "Bot 2nd": a half inning.
        if ["top", "bot", "bottom"].contains(previous), context.regulationPeriods > 4, tokens[index].ordinal { return ends }
        // "Period 4", "Quarter 5", "inning 9".
        if GroundingTokens.periodUnits.contains(previous) { return true }
        if ellipticalPeriod(at: index) != nil { return true }
        // "End of 2nd:", "End of 1:", a live blog's.
        if previous == "of", let before = previousWord(before: index - 1), ["end", "start", "middle", "mid"].contains(before) { return ends }
        guard tokens[index].ordinal else { return false }
        // A period after a preposition or a verb takes "the" ("in the fourth", "closed the
        // first"); "moved to fourth", "in fourth place" are places in a table.
        guard previous == "the", let before = previousWord(before: index - 1) else { return false }
        previous = before
        // "in both the first and the third": the next of a list of periods.
        if ["and", "or"].contains(previous), index >= 4, tokens[index - 4].word == "the",
           tokens[index - 3].ordinal || GroundingLexicon.ordinals.contains(tokens[index - 3].word) {
            return ends
        }
        // "led off the second": the inning.
        // "to open the second", "closed the first": a period opened or ended.
        return ["in", "of", "into", "through", "during", "after", "before", "entering", "to", "end", "start", "at", "mid", "off", "both",
                "open", "opens", "opened", "close", "closes", "closed", "ended", "ends", "started", "starts"].contains(previous)
            && ends
    }

}
