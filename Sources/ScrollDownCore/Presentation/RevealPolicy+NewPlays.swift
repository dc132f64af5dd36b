import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealPolicy {
    /// "+N new plays" of a live game the reader has read part-way (`position`): the plays
    /// `read` would print from the position on, within what the reader may see now. nil for a
    /// game that is not live, or without a position: a finished game's count would run to its
    /// end (and so tell whether overtime was played).
    ///
    /// Precisely, over the game as `read` cuts it at `now` (`prepareTimeline`, play-by-play,
    /// from the `HiddenGame` when hidden): plays the live delay holds back do not exist, nor,
    /// before reveal, a "Game End" row. The count covers the steps (periods) after the last one
    /// read through, up to the pacing reach, which before reveal leaves out the period in
    /// progress (its length would tell how far the withheld period has gone); the period the
    /// reader stopped inside counts all the same, with only its plays after the last one read.
    /// Nothing past that horizon reaches the count, so it is the same whatever the held-back
    /// plays, the running score or the period in progress hold.
    func newPlays(_ sight: GameSight, position: ReadingPosition?, now: Date) -> Int? {
        guard sight.facts.state == .live, let position else { return nil }
        let model = prepareTimeline(sight, flow: nil, position: position,
                                    options: TimelineOptions(playByPlay: true, now: now), purpose: .read)
        guard let first = model.pacing.nextReadStep else { return 0 }
        let within = model.readWithinStep
        // The step the reader stopped inside (`within`) is theirs, past the reach or not.
        let limit = min(within == nil ? model.pacing.reach : max(model.pacing.reach, first + 1), model.periodPlays.count)
        guard first < limit else { return 0 }
        return (first..<limit).reduce(0) { count, step in
            let plays = model.periodPlays[step]
            guard step == first, let within else { return count + plays.count }
            return count + plays.filter { $0.playIndex > within }.count
        }
    }
}
