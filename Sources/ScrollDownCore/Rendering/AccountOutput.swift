import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What `login`, `logout`, `sync`, `pin` and `unpin` show: data, rendered here as one line of
/// text (or a short list) and as JSON. Never the token or the password.
public struct AccountOutput: Sendable {
    enum Content: Sendable {
        /// `login`: signed in, and the first sync's report (or why it did not happen).
        case signedIn(AccountSummary, sync: SyncReport?, problem: String?)
        /// `logout`; `account` nil when nobody was signed in.
        case signedOut(account: String?)
        /// `sync`.
        case synced(SyncReport)
        /// `pin`/`unpin` (`pinned` true/false) of `changed`, or the list (`pinned` nil).
        case pins(changed: [Int], pinned: Bool?, all: [Int])
    }

    let content: Content

    /// A change (everything but the plain list of pins): `--quiet` drops its text.
    var isChange: Bool {
        if case .pins(_, nil, _) = content { return false }
        return true
    }

    func text(_ localTime: LocalTime) -> String {
        switch content {
        case .signedIn(let summary, let sync, let problem):
            var line = "Signed in to \(summary.baseURL) as \(summary.email ?? "?")"
            if let expires = summary.expires { line += " until \(localTime.dayAndTime(expires))" }
            if let sync { line += ".\n" + sync.line } else { line += ".\n" }
            if let problem { line += problem + "\n" }
            return line
        case .signedOut(let account):
            guard let account else { return "Not signed in; nothing to sign out of.\n" }
            return "Signed out of \(account). Reveals, pins and settings stay on this device.\n"
        case .synced(let report):
            return report.line
        case .pins(let changed, let pinned, let all):
            let list = changed.map(String.init).joined(separator: ", ")
            switch pinned {
            case true?: return "Pinned game \(list): first in the feed and in next (\(all.count) of \(AccountLimits.pinned) pinned).\n"
            case false?: return "Unpinned game \(list) (\(all.count) pinned).\n"
            case nil:
                guard !all.isEmpty else { return "No game pinned. scrolldown pin GAME pins one.\n" }
                return all.map(String.init).joined(separator: "\n") + "\n"
            }
        }
    }

    func json(_ format: OutputFormat) -> String {
        switch content {
        case .signedIn(let summary, let sync, let problem):
            struct Body: Encodable {
                let signedIn = true
                let account: AccountSummary
                let sync: SyncReport?
                let syncProblem: String?
            }
            return JSONOutput.status(Body(account: summary, sync: sync, syncProblem: problem), type: "login", format: format)
        case .signedOut(let account):
            struct Body: Encodable {
                let signedOut: Bool
                let account: String?
            }
            return JSONOutput.status(Body(signedOut: account != nil, account: account), type: "logout", format: format)
        case .synced(let report):
            return JSONOutput.status(report, type: "sync", format: format)
        case .pins(let changed, let pinned, let all):
            struct Body: Encodable {
                let games: [Int]
                let pinned: Bool?
                let all: [Int]
                enum CodingKeys: String, CodingKey { case games, pinned, all = "pinnedGames" }
            }
            return JSONOutput.status(Body(games: changed, pinned: pinned, all: all),
                                     type: pinned == false ? "unpin" : "pin", format: format)
        }
    }
}

/// The sign-in as `login`, `config` and `doctor` show it: never the token.
struct AccountSummary: Sendable, Encodable, Equatable {
    let email: String?
    let baseURL: String
    /// When the token expires (as it says itself).
    let expires: Date?
    /// `login --remember`: a 30-day sign-in.
    let remember: Bool
}

/// What one sync did: what came from the account, what went to it, what waits.
package struct SyncReport: Sendable, Encodable, Equatable {
    let account: String
    /// Revealed here because another device revealed them.
    let revealedHere: [Int]
    /// Hidden here because another device hid them.
    let hiddenHere: [Int]
    let pinnedHere: [Int]
    let unpinnedHere: [Int]
    /// The score settings taken from the account, in words; nil when they did not change here.
    let settings: String?
    let sentReveals: Int
    let sentHides: Int
    let sentPins: Int
    let sentUnpins: Int
    /// The account's setting names this sync changed.
    let sentSettings: [String]
    /// Reveals the account could not keep (its 500): still revealed here.
    let overCap: Int
    /// Changes made here during the sync, for the next one.
    let pending: Int

    /// `sync`'s view of this report.
    package var view: OutputView { .account(AccountOutput(content: .synced(self))) }

    /// One line: `Synced with fan@example.com at …: from the account 2 reveals, 1 pin; sent 1 hide.`
    var line: String {
        func count(_ n: Int, _ word: String) -> String? { n == 0 ? nil : "\(n) \(word)\(n == 1 ? "" : "s")" }
        let received = [count(revealedHere.count, "reveal"), count(hiddenHere.count, "hide"), count(pinnedHere.count, "pin"),
                        count(unpinnedHere.count, "unpin"), settings.map { "settings (\($0))" }].compactMap { $0 }
        let sent = [count(sentReveals, "reveal"), count(sentHides, "hide"), count(sentPins, "pin"), count(sentUnpins, "unpin"),
                    sentSettings.isEmpty ? nil : "settings (\(sentSettings.joined(separator: ", ")))"].compactMap { $0 }
        var parts: [String] = []
        if !received.isEmpty { parts.append("from the account " + received.joined(separator: ", ")) }
        if !sent.isEmpty { parts.append("sent " + sent.joined(separator: ", ")) }
        var text = "Synced with \(account): " + (parts.isEmpty ? "nothing changed" : parts.joined(separator: "; "))
        if overCap > 0 { text += "; the account keeps your \(AccountLimits.revealed) newest reveals, all \(overCap) older ones stay revealed here" }
        if pending > 0 { text += "; \(pending) change\(pending == 1 ? "" : "s") made meanwhile wait for the next sync" }
        return text + ".\n"
    }
}
