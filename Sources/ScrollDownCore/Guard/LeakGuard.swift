import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Cleans server text shown before reveal: hides scores and outcome language, and says so
/// with `LeakGuard.marker` instead of deleting silently. No server text
/// is clean before reveal (docs/backend.md#pre-reveal-text).
struct LeakGuard: Sendable {
    /// What replaces every hidden sentence or span.
    static let marker = "[outcome hidden]"

    /// The game the text belongs to.
    private(set) var context: LeakGuardContext
    /// "Celtics 118, Knicks 111" for this game's names; nil without names.
    let teamScorePattern: LazyPattern?
    /// This game's names, masked before outcome words so a name never trips them.
    let teamNamePattern: LazyPattern?
    /// "top the Spurs", "topped Boston": `top` is an outcome only against a team ("tops the
    /// league in assists" is not).
    let teamTopPattern: LazyPattern?
    /// The last word of each name, lower-cased UTF-8: a text without one cannot match
    /// `teamScorePattern`, so the pattern is skipped.
    let nameTails: [[UInt8]]
    /// What the plays the reader may see ground (`context.visiblePlays`), read from them at the
    /// first sentence that needs them: a timeline of plays alone (their descriptions are not
    /// grounded) never pays for it.
    private var lazyFacts: MadeOnce<GroundingFacts>
    var facts: GroundingFacts { lazyFacts.value }
    /// The team names as words ("oklahoma", "city", "thunder"), longest first, made at the first
    /// sentence read (`TeamGrounding`).
    private let teamGrounding: MadeOnce<TeamGrounding>
    var groundingTeamNames: [[String]] { teamGrounding.value.names }
    /// Names that are abbreviations (`WAS`, `OKC`): names only in capitals.
    var groundingAbbreviations: Set<String> { teamGrounding.value.abbreviations }
    var groundingTeamSides: [[String]: String] { teamGrounding.value.sides }

    /// The same guard with more scores the reader can already see (a block's own points).
    func allowing(_ scores: Set<ScorePair>) -> LeakGuard {
        guard !scores.isSubset(of: context.allowedScores) else { return self }
        var copy = self
        copy.context.allowedScores.formUnion(scores)
        return copy
    }

    /// The same guard for text shown where the reader may see `plays` (those up to the horizon,
    /// never later ones): a narrative sentence is shown only when they ground it.
    func seeing(_ plays: [PlayEntry]) -> LeakGuard {
        var copy = self
        copy.context.visiblePlays = plays
        copy.lazyFacts = Self.facts(of: plays, sides: context.teamSides)
        return copy
    }

    /// The grounding facts of `plays`, made when first asked for.
    private static func facts(of plays: [PlayEntry], sides: [String: String]) -> MadeOnce<GroundingFacts> {
        MadeOnce { plays.isEmpty ? GroundingFacts.empty : GroundingFacts(plays: plays, sides: sides) }
    }

    /// The same guard for text shown where the reader may see periods through `period` (nil:
    /// none), narrating `own` itself (a flow block's last period; nil for a recap).
    func placed(through period: Int?, own: Int? = nil) -> LeakGuard {
        var copy = self
        copy.context.lastVisiblePeriod = period
        copy.context.ownPeriod = own
        return copy
    }

    /// Creates a guard for one game; its name patterns are compiled at their first use, once
    /// per game: a play-by-play whose text holds no score cue compiles no pattern at all.
    init(_ context: LeakGuardContext) {
        self.context = context
        lazyFacts = Self.facts(of: context.visiblePlays, sides: context.teamSides)
        let teamNames = context.teamNames, teamSides = context.teamSides
        teamGrounding = MadeOnce { TeamGrounding.of(teamNames, sides: teamSides) }
        nameTails = Set(context.teamNames.compactMap { $0.split(whereSeparator: \.isWhitespace).last?.lowercased() })
            .sorted().map { Array($0.utf8) }
        if let names = LeakGuardPatterns.nameAlternation(context.teamNames) {
            let separator = #"\s*(?:[,;@–—-]|\bat\b|\bvs\.?)?\s*"#
            let side = #"(?<!\w)(?:"# + names + #")\s+\d{1,3}(?!\w)"#
            teamScorePattern = LazyPattern(side + separator + side, caseInsensitive: true)
            teamNamePattern = LazyPattern(#"(?<!\w)(?:"# + names + #")(?!\w)"#, caseInsensitive: true)
            teamTopPattern = LazyPattern(
                #"\b(?:top|tops|topped|topping)\s+(?:the\s+)?(?:"# + names + #")(?!\w)"#, caseInsensitive: true)
        } else {
            teamScorePattern = nil
            teamNamePattern = nil
            teamTopPattern = nil
        }
    }

    /// Returns `text` with hidden parts replaced by the marker, and how many.
    /// Text with nothing to hide comes back byte-identical with zero redactions.
    /// Narrative is judged sentence by sentence: a sentence is shown as written when everything
    /// it claims is grounded in what the reader may see (`isGrounded`, on the sentence's
    /// `normalisedForMatching` form, so a fullwidth digit reads as the digit it is), and is
    /// hidden whole otherwise; a run of hidden sentences is one marker. Nothing is ever cut out
    /// of a sentence that is shown. A pregame post (proven written before the start) is hidden
    /// by the outcome rules only (`sentenceRevealsOutcome`). A play description loses its score
    /// spans only. With `hidesAllProse` (`serverProse` `hidden`) a narrative or post is one
    /// marker, whatever it says; play descriptions are guarded as always.
    func clean(_ text: String, as kind: GuardedTextKind) -> GuardedText {
        if context.hidesAllProse, kind != .playDescription {
            let blank = text.allSatisfy(\.isWhitespace)
            return blank ? GuardedText(text: text, redactions: 0) : GuardedText(text: Self.marker, redactions: 1)
        }
        // A sentence that names no period is told in the place of the one before it ("Q3 8:30 —
        // Durant dunk, 77-49. Warriors timeout."): past the reader's horizon, it is hidden too.
        var place: Int?
        let result = switch kind {
        case .narrative: cleanNarrative(text) { sentence, previousHidden in
            let verdict = verdict(Self.normalisedForMatching(sentence), carried: place)
            place = verdict.place ?? place
            let carriedPastHorizon = verdict.place == nil && place.map { $0 > (context.lastVisiblePeriod ?? 0) } ?? false
            return verdict.ungrounded != nil || previousHidden && !verdict.standsAlone || carriedPastHorizon
        }
        case .pregamePost: cleanNarrative(text) { sentence, _ in
            sentenceRevealsOutcome(Self.normalisedForMatching(sentence), provenPregame: true)
        }
        case .playDescription: cleanPlayDescription(Self.normalisedForMatching(text))
        }
        return result.redactions == 0 ? GuardedText(text: text, redactions: 0) : result
    }

    /// `text` as the patterns see it: NFKC (fullwidth digits and letters, no-break, thin and
    /// ideographic spaces fold to ASCII), every Unicode decimal digit as its ASCII digit, every
    /// space separator as " ", dash and minus variants other than – and — as "-", and
    /// invisible format characters (zero-width space, soft hyphen, BOM) removed so they cannot
    /// split a number. Vulgar fractions stay ("2½ games back" must not read as "21/2").
    /// Text made only of ASCII, Latin letters and curly quotes is returned as is after one
    /// scan: the common case pays no normalisation.
    static func normalisedForMatching(_ text: String) -> String {
        guard text.containsByte(where: { $0 >= 0x80 }), text.unicodeScalars.contains(where: { !isPlain($0) })
        else { return text }
        var scalars = String.UnicodeScalarView()
        for character in text {
            guard character.unicodeScalars.contains(where: { !isPlain($0) }) else {
                scalars.append(contentsOf: character.unicodeScalars)
                continue
            }
            // Spaces, digits, dashes and format characters map the same before or after NFKC;
            // mapping them directly spares a Foundation call per no-break space.
            if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                let replacement = matchingForm(of: scalar) {
                scalars.append(contentsOf: replacement.unicodeScalars)
                continue
            }
            let folded = String(character).precomposedStringWithCompatibilityMapping
            if character != "\u{2044}", folded.unicodeScalars.contains("\u{2044}") {
                scalars.append(contentsOf: character.unicodeScalars)
                continue
            }
            for scalar in folded.unicodeScalars {
                if let replacement = matchingForm(of: scalar) {
                    scalars.append(contentsOf: replacement.unicodeScalars)
                } else {
                    scalars.append(scalar)
                }
            }
        }
        return String(scalars)
    }

    /// What one NFKC scalar becomes for matching: "" to drop it, nil to keep it.
    private static func matchingForm(of scalar: Unicode.Scalar) -> String? {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber where scalar.value > 0x7F:
            guard let value = properties.numericValue, value >= 0, value <= 9 else { return nil }
            return String(Int(value))
        case .spaceSeparator:
            return " "
        case .format:
            // The zero-width joiner stays: it holds emoji sequences together, never a number.
            return scalar.value == 0x200D ? nil : ""
        case .dashPunctuation:
            return scalar == "–" || scalar == "—" ? nil : "-"
        default:
            switch scalar.value {
            case 0x2212: return "-"
            case 0x2044, 0x2215: return "/"
            case 0x2236: return ":"
            default: return nil
            }
        }
    }

    /// ASCII, Latin-1 and Latin Extended-A letters without a compatibility form, – — and curly
    /// quotes: characters that normalisation would leave exactly as they are.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80: true
        case 0x132, 0x133, 0x13F, 0x140, 0x149, 0x17F: false
        case 0xC0...0x17F: true
        case 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D: true
        default: false
        }
    }

    /// Play text is factual, so only scores are hidden, inline.
    private func cleanPlayDescription(_ text: String) -> GuardedText {
        let ranges = scoreRanges(in: text)
        guard !ranges.isEmpty else { return GuardedText(text: text, redactions: 0) }
        let output = NSMutableString(string: text)
        for range in ranges.reversed() {
            output.replaceCharacters(in: range, with: Self.marker)
        }
        return GuardedText(text: Self.collapsingAdjacentMarkers(String(output)), redactions: ranges.count)
    }

    /// Narrative text: each sentence is shown as written or hidden whole, never edited inside.
    /// `hides` judges a sentence knowing whether the one before it was hidden.
    private func cleanNarrative(_ text: String, hides: (String, Bool) -> Bool) -> GuardedText {
        let split = SentenceSplitter.split(text)
        var hidden: [Bool] = []
        for sentence in split.sentences {
            hidden.append(hides(String(sentence.body), hidden.last ?? false))
        }
        let count = hidden.filter { $0 }.count
        guard count > 0 else { return GuardedText(text: text, redactions: 0) }

        var output = String(split.leading)
        var index = 0
        while index < split.sentences.count {
            guard hidden[index] else {
                output += split.sentences[index].body + split.sentences[index].trailing
                index += 1
                continue
            }
            // A run of hidden sentences becomes one marker; a paragraph break ends the run
            // so the layout survives.
            var last = index
            while last + 1 < split.sentences.count, hidden[last + 1],
                !split.sentences[last].trailing.contains(where: \.isNewline) {
                last += 1
            }
            output += Self.marker + split.sentences[last].trailing
            index = last + 1
        }
        return GuardedText(text: output, redactions: count)
    }

    /// Joins markers separated only by spaces ("[outcome hidden] [outcome hidden]").
    static func collapsingAdjacentMarkers(_ text: String) -> String {
        var result = text
        let doubled = marker + " " + marker
        while result.contains(doubled) {
            result = result.replacingOccurrences(of: doubled, with: marker)
        }
        return result.replacingOccurrences(of: marker + marker, with: marker)
    }
}
