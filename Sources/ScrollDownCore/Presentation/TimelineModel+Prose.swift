import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension TimelineModel {
    /// A flow block's narrative for display: sanitized always; before reveal, guarded as text
    /// shown where the reader sees the block's periods, narrating the block's own last period
    /// ("in this stretch"), so a figure it places there is explained.
    func narrative(_ raw: String, in step: PacingStep, allowing extra: Set<ScorePair> = []) -> GuardedText {
        let clean = TerminalSanitizer.clean(raw)
        guard !visible else { return GuardedText(text: clean, redactions: 0) }
        return shield.allowing(extra).placed(through: step.endPeriod, own: step.endPeriod).clean(clean, as: .narrative)
    }
}
