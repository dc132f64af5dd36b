import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// The days and leagues a feed-wide command (`games`, `catch-up`) asked for.
struct WindowOptions: Sendable, Equatable {
    var leagues: [League] = []
    var date: DayArgument?
    var from: DayArgument?
    var to: DayArgument?

    init() {}

    init(_ arguments: ParsedArguments, allowsDate: Bool = true) throws(ScrollDownError) {
        leagues = try arguments.get(SharedOptions.leagues)
        if allowsDate { date = try arguments.get(SharedOptions.date) }
        from = try arguments.get(SharedOptions.from)
        to = try arguments.get(SharedOptions.to)
        if date != nil && (from != nil || to != nil) {
            throw .usage(.conflictingOptions([SharedOptions.date.name, "\(SharedOptions.from.name)/\(SharedOptions.to.name)"]))
        }
    }
}

extension GameWindow {
    /// The window the options ask for, under this run's settings.
    init(_ options: WindowOptions, session: Session) throws(ScrollDownError) {
        try self.init(leagues: options.leagues, date: options.date, from: options.from, to: options.to,
                      configuration: session.configuration)
    }
}
