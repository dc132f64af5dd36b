import Foundation
import ScrollDownWithheld

/// What the reader asked `odds ID` for.
public struct OddsRequest: Sendable, Equatable {
    package var category: OddsCategory?
    package var lines: OddsLineSelection
    /// Player filter (diacritic- and case-insensitive substring); implies player props.
    package var player: String?

    public init(category: OddsCategory? = nil, lines: OddsLineSelection = .closing, player: String? = nil) {
        self.category = category
        self.lines = lines
        self.player = player
    }
}
