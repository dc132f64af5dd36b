import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RenderContext {
    /// The same context for a screen `columns` wide: prose still never runs wider than the
    /// style's cap, tables use the whole screen.
    public func fitted(columns: Int) -> RenderContext {
        RenderContext(style: TerminalStyle(color: style.color, width: min(columns, style.width)),
                      localTime: localTime, now: now, tableWidth: columns)
    }

    /// Whether colour and emphasis are allowed in this run.
    public var usesColor: Bool { style.color }
}
