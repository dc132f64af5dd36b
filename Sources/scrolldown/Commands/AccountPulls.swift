import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

// The commands that show games, and so ask the account first what other devices revealed
// (`Command.pullsAccount`; at most once a minute, only when signed in).
extension GamesCommand { static var pullsAccount: Bool { true } }
extension NextCommand { static var pullsAccount: Bool { true } }
extension BrowseCommand { static var pullsAccount: Bool { true } }
extension GameCommand { static var pullsAccount: Bool { true } }
extension TimelineCommand { static var pullsAccount: Bool { true } }
extension ReadCommand { static var pullsAccount: Bool { true } }
extension StatsCommand { static var pullsAccount: Bool { true } }
extension OddsCommand { static var pullsAccount: Bool { true } }
