import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A day on the command line: `YYYY-MM-DD` or a day word, relative to the reader's today.
/// Public because the parser reads it (`--date`, `game NAME@DAY`) and `GameWindow` turns it
/// into days.
public enum DayArgument: Sendable, Equatable {
    /// Days from today: `today` 0, `yesterday` -1, `tomorrow` 1.
    case relative(Int)
    /// A calendar day, already checked to exist.
    case date(String)

    /// The day words and their offsets.
    public enum Word: String, Sendable, CaseIterable {
        case today, yesterday, tomorrow

        var offset: Int {
            switch self {
            case .today: return 0
            case .yesterday: return -1
            case .tomorrow: return 1
            }
        }
    }

    /// Reads `text` for `option` (`--date`, or `game NAME@DAY`); a typo of a day word gets a hint.
    public static func parse(_ text: String, for option: String) throws(ScrollDownError) -> DayArgument {
        if let word = Word.allCases.first(where: { $0.rawValue == text.lowercased() }) { return .relative(word.offset) }
        guard EasternCalendar.isValidDay(text) else {
            let words = Word.allCases.map(\.rawValue)
            throw .usage(.invalidDay(option: option, value: text, suggestion: Suggestion.closest(to: text, in: words)))
        }
        return .date(text)
    }

    /// The start of this day in the reader's time zone, `now` deciding what today is.
    func start(in local: LocalTime, now: Date) -> Date {
        let today = local.startOfDay(local.isoDay(now))!
        switch self {
        case .relative(let offset): return local.adding(days: offset, to: today)
        case .date(let text): return local.startOfDay(text) ?? today
        }
    }
}
