import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension RevealStore {
    /// Applies reveal choices the reader made on another device (pulled from the account), in
    /// one locked update: `revealed` become revealed; `unrevealed` (hidden on another device)
    /// lose a stored reveal, so they read as they did before it (an explicit hide made here is
    /// kept). Only the account's changes since the last sync get here, never a game this device
    /// changed since (`AccountMerge`).
    func applyFromAccount(revealed: Set<Int>, unrevealed: Set<Int>) throws {
        guard !revealed.isEmpty || !unrevealed.isEmpty else { return }
        try file.update { document in
            for id in revealed { document.revealed[id] = true }
            for id in unrevealed where document.revealed[id] == true { document.revealed[id] = nil }
        }
    }
}
