import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension FeedView {
    /// Groups rows into day sections relative to the reader's today, by the game's league day
    /// (US-Eastern), each with pinned games and followed teams' games first, then in start order. Empty sections are left out. `window` is the window
    /// as data, for JSON.
    static func grouped(_ rows: [FeedRow], now: Date, localTime: LocalTime, windowDescription: String,
                               window: FeedWindow? = nil) -> FeedView {
        var buckets: [DaySection: [FeedRow]] = [:]
        for row in rows {
            // The game's day is the league's (US-Eastern, the backend's `localGameDate`) wherever
            // the reader is: an evening game in New York is that day's in Tokyo too.
            let offset = EasternCalendar.days(from: localTime.isoDay(now), to: EasternCalendar.day(of: row.start)) ?? 0
            let section: DaySection = offset < -1 ? .earlier : offset == -1 ? .yesterday : offset == 0 ? .today : offset == 1 ? .tomorrow : .later
            buckets[section, default: []].append(row)
        }
        let sections = DaySection.allCases.compactMap { kind in
            buckets[kind].map { FeedSection(kind: kind, rows: $0.sorted(by: FeedRow.feedOrder)) }
        }
        return FeedView(sections: sections, windowDescription: windowDescription, timeZone: localTime.timeZone, window: window)
    }
}

extension FeedRow {
    /// The order of rows within a day: pinned games first, then followed teams' games, then by
    /// start, then id.
    static func feedOrder(_ a: FeedRow, _ b: FeedRow) -> Bool {
        (a.pinned ? 0 : 1, a.followed ? 0 : 1, a.start, a.id) < (b.pinned ? 0 : 1, b.followed ? 0 : 1, b.start, b.id)
    }
}
