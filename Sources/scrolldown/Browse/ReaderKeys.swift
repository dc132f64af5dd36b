import ScrollDownViews
import ScrollDownWithheld
/// The reader's keys, screen by screen: the `?` screen, `help browse` and the man page all
/// list them from here.
enum ReaderKeys {
    static let feed: [(keys: String, what: String)] = [
        ("j k ↓ ↑", "move the cursor"),
        ("PgDn PgUp", "a screen down or up"),
        ("g G", "first or last game"),
        ("Enter", "open the game"),
        ("/", "filter by team (as --team; Enter applies, Esc clears)"),
        ("L", "next league"),
        ("[ ]", "move the window a day back or on"),
        ("R", "fetch the feed again"),
        ("?", "these keys"),
        ("q", "quit (Ctrl-C too)"),
    ]

    static let game: [(keys: String, what: String)] = [
        ("Space", "the next part, as 'read' shows it (j at the bottom too)"),
        ("j k ↓ ↑ PgDn PgUp g G", "scroll"),
        ("r", "reveal the final, after you answer y"),
        ("h", "hide the final again"),
        ("p", "peek at the final until the next key (not remembered)"),
        ("t s o", "timeline, stats, odds, as their commands show them"),
        ("f", "follow a live game (under the live delay)"),
        ("R", "fetch the game again"),
        ("?", "these keys"),
        ("q", "back to the feed"),
    ]

    /// The keys as lines of text: a heading, then one key a line.
    static func lines(_ title: String, _ keys: [(keys: String, what: String)]) -> [String] {
        let width = keys.map { $0.keys.count }.max() ?? 0
        return [title] + keys.map { "  " + $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.what }
    }

    /// The keys for help: one paragraph a screen.
    static var discussion: String {
        "Opens a full-screen reader on a terminal; bare 'scrolldown' on a terminal opens it too. "
            + "It shows what 'games', 'game' and 'read' show, and saves reading positions where 'read' does.\n"
            + "Feed keys: " + feed.map { "\($0.keys) \($0.what)" }.joined(separator: "; ") + ".\n"
            + "Game keys: " + game.map { "\($0.keys) \($0.what)" }.joined(separator: "; ") + "."
    }
}
