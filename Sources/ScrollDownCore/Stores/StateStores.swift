import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The per-game state files in the state directory, opened together.
public struct StateStores: Sendable {
    /// Reveal preferences (`reveal.json`).
    let reveal: RevealStore
    /// Read marks (`read.json`).
    let read: ReadStateStore
    /// Reading positions (`positions.json`).
    let positions: PositionStore
    /// Pinned games (`pins.json`).
    let pins: PinStore
    /// The run's settings, whose reveal settings (`scoreRevealMode`, the team lists, the live
    /// delay) decide what the stored choices reveal.
    let settings: Settings
    /// `serverProse` in effect without a flag: `SCROLLDOWN_SERVER_PROSE`, else the file's.
    let serverProse: ServerProse

    /// Opens the stores in `paths.stateDirectory`, under the run's `settings` (and the
    /// environment's `serverProse`, when it sets one).
    init(paths: XDGPaths, clock: @escaping Clock, notice: @escaping @Sendable (String) -> Void, settings: Settings = Settings(),
         serverProse: ServerProse? = nil) {
        self.settings = settings
        self.serverProse = serverProse ?? settings.serverProse
        let directory = paths.stateDirectory
        reveal = RevealStore(directory: directory, clock: clock, notice: notice)
        read = ReadStateStore(directory: directory, clock: clock, notice: notice)
        positions = PositionStore(directory: directory, clock: clock, notice: notice)
        pins = PinStore(directory: directory, clock: clock, notice: notice)
    }

    /// Removes every reveal preference, read mark and position; each file is rewritten
    /// atomically (not deleted) so its mode and lock stay in place.
    public func resetAll() throws {
        try reveal.removeAll()
        try read.removeAll()
        try positions.removeAll()
    }
}
