import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension GameDetail {
    /// How many prices or lines (current, opening and closing) were impossible numbers and
    /// left out, for the command's one notice: the rows themselves stay internal.
    var invalidOddsNumbers: Int {
        odds.filter(\.hadInvalidNumber).count
            + (oddsTable ?? []).reduce(0) { $0 + ($1.openingLines + $1.closingLines).filter(\.hadInvalidNumber).count }
    }
}
