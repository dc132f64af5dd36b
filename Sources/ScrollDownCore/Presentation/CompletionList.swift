import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What a completion script asks the tool at TAB time: values for a kind (`completions
/// --values`), or the games of the last feed (`completions --game-ids`). Names only, never a
/// result. Only the core makes one (`CompletionValues`).
public struct CompletionList: Sendable {
    enum Content: Sendable {
        /// Each `VALUE` or `VALUE<TAB>description`.
        case values([String])
        /// Who played and when, as the last feed listed them.
        case gameIDs([RecentGamesStore.Entry])
    }

    let content: Content
}
