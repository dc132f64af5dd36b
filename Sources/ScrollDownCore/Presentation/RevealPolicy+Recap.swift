import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the recap section is built from: the game's facts and the recaps fetched. A hidden
/// game's has no post recap.
struct RecapSources: Sendable {
    let facts: GameFacts
    let recapPre: Recap?
    let recapPost: Recap?
    let preSource: RecapSource?
    let postSource: RecapSource?
    let failure: ScrollDownError?
}

extension RevealPolicy {
    /// The recap section of `game ID`, from whatever the backend could give (`GameSources`):
    ///
    /// 1. The older backend's recap route answered: its text, as `recapView` decides.
    /// 2. A fetch failed: why (a refused key names the key; anything else may be retried).
    /// 3. Outcome visible: sda's v1 story (paragraphs and the game's shape), or when a story
    ///    is being written, when it is expected; else the flow's narratives.
    /// 4. Outcome hidden: a "so far" through the periods pacing lets the reader see (`soFar`).
    /// 5. Otherwise no recap, and no "try again later": the route does not exist.
    func recapSection(_ sources: RecapSources, visible: Bool, guardText: (String) -> GuardedText,
                      withheldFrom: (period: Int, label: String, regulation: Int)?, soFar: () -> SoFarView?) -> RecapView {
        let id = sources.facts.id
        if sources.recapPre != nil || sources.recapPost != nil {
            let view = Self.recapView(sources, visible: visible, gameID: id, guardText: guardText, withheldFrom: withheldFrom)
            // "Try again later" is false for a game long over whose recap never came.
            if case .unavailable = view, GameState.isLongPast(sources.facts.gameDate, now: rules.liveDelay.now) {
                return .unavailable("No recap for this game")
            }
            return view
        }
        if let failure = sources.failure {
            return .unavailable(Self.recapFailureMessage(failure, gameID: id))
        }
        if visible {
            if case .summary(let summary)? = sources.postSource {
                switch summary {
                case .story(let story):
                    let paragraphs = story.paragraphs.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                        .filter { !$0.isEmpty }
                    if !paragraphs.isEmpty {
                        return .story(paragraphs.map(guardText), shape: story.archetype.map(Self.shapeWords))
                    }
                case .pending(let status):
                    // sda's estimate is always 15 minutes, even a year later: a game long over
                    // has no recap coming.
                    if GameState.isLongPast(sources.facts.gameDate, now: rules.liveDelay.now) {
                        return .unavailable("No recap for this game")
                    }
                    if let minutes = status.expectedInMinutes { return .expected(minutes: minutes) }
                }
            }
            if case .flow(let flow)? = sources.preSource {
                let narratives = (flow.blocks ?? []).compactMap(\.narrative)
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
                if !narratives.isEmpty { return .story(narratives.map(guardText), shape: nil) }
            }
            return .absent
        }
        if let soFar = soFar() { return .soFar(soFar) }
        return .absent
    }

    /// What to say when the recap could not be fetched. Only a route that exists is worth
    /// retrying; a refused key says which key and how to set it.
    static func recapFailureMessage(_ error: ScrollDownError, gameID: Int) -> String {
        switch error {
        case .authRefused:
            return "Recap unavailable: \(error.message)"
        case .badData:
            // Not "try again later": the same answer would not decode again (the command
            // reports it once on stderr and exits 65).
            return "Recap unavailable: the server's answer could not be read"
        default:
            return "Summary unavailable right now. Try again later: scrolldown game \(gameID)"
        }
    }

    /// `late_separation` → `late separation` (control sequences stripped: server text).
    static func shapeWords(_ archetype: String) -> String {
        TerminalSanitizer.clean(archetype).replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: .whitespaces)
    }
}
