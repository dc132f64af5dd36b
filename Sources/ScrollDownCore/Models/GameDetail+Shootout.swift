import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension GameDetail {
    /// sda labels NHL periods by count (`OT`, `2OT`, …) and says `SO` only when a play's
    /// `periodType` is `SO`; its header label and live snapshot ignore `periodType` altogether, so
    /// a shootout reads `2OT` there (docs/backend.md#period-labels). Decoding puts NHL's own word
    /// back: a period whose plays say `SO`, or, when no play of it carries a `periodType`, the
    /// fifth period of a regular-season or preseason game (where overtime is one period and a tie
    /// after it goes to a shootout), is labelled `SO` on its plays, the header and the snapshot.
    /// The older backend already labels period 5 `SO`; nothing changes there.
    mutating func labelShootouts() {
        guard League(rawString: game.leagueCode) == .nhl else { return }
        var byPeriod: [Int: [String]] = [:]
        for play in plays {
            guard let period = play.quarter else { continue }
            byPeriod[period, default: []] += play.periodType.map { [$0.uppercased()] } ?? []
        }
        let season = game.seasonType?.lowercased() ?? ""
        let shootoutIsPeriodFive = season == "regular" || season.contains("pre")
        let shootouts = Set(byPeriod.compactMap { period, types -> Int? in
            if types.contains("SO") { return period }
            return types.isEmpty && period == 5 && shootoutIsPeriodFive ? period : nil
        })
        guard !shootouts.isEmpty else { return }
        for index in plays.indices {
            guard let period = plays[index].quarter, shootouts.contains(period) else { continue }
            let old = plays[index].periodLabel
            plays[index].periodLabel = "SO"
            plays[index].timeLabel = Self.relabel(plays[index].timeLabel, from: old)
        }
        let headerPeriod = game.liveSnapshot?.currentPeriod ?? plays.compactMap(\.quarter).max()
        guard let headerPeriod, shootouts.contains(headerPeriod) else { return }
        game.fields.currentPeriodLabel = game.currentPeriodLabel.map { _ in "SO" }
        if var snapshot = game.liveSnapshot {
            let old = snapshot.periodLabel
            snapshot.periodLabel = "SO"
            snapshot.timeLabel = Self.relabel(snapshot.timeLabel, from: old)
            game.fields.liveSnapshot = snapshot
        }
    }

    /// `2OT 00:00` → `SO 00:00`: the time label starts with the period label it replaces.
    private static func relabel(_ timeLabel: String?, from old: String?) -> String? {
        guard let timeLabel else { return nil }
        guard let old, !old.isEmpty, timeLabel.hasPrefix(old) else { return timeLabel }
        return "SO" + timeLabel.dropFirst(old.count)
    }
}
