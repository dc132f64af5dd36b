import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A raw game status (docs/backend.md#statuses-and-game-states); the single source of truth for
/// game state.
enum GameStatus: OpenEnum {
    case scheduled, pregame, preGame, created
    case live, inProgress, halftime
    case final, completed, official, archived
    /// sda's life after `final`: the summary pipeline's states (every server flag is false).
    case recapPending, recapReady, recapFailed
    case postponed, canceled, cancelled
    case unknown(String)

    static let known: [GameStatus] = [
        .scheduled, .pregame, .preGame, .created, .live, .inProgress, .halftime,
        .final, .completed, .official, .archived, .recapPending, .recapReady, .recapFailed,
        .postponed, .canceled, .cancelled,
    ]


    var rawString: String {
        switch self {
        case .scheduled: return "scheduled"
        case .pregame: return "pregame"
        case .preGame: return "pre_game"
        case .created: return "created"
        case .live: return "live"
        case .inProgress: return "in_progress"
        case .halftime: return "halftime"
        case .final: return "final"
        case .completed: return "completed"
        case .official: return "official"
        case .archived: return "archived"
        case .recapPending: return "recap_pending"
        case .recapReady: return "recap_ready"
        case .recapFailed: return "recap_failed"
        case .postponed: return "postponed"
        case .canceled: return "canceled"
        case .cancelled: return "cancelled"
        case .unknown(let raw): return raw
        }
    }

    /// In play: live, in progress or at halftime.
    var isLive: Bool { [.live, .inProgress, .halftime].contains(self) }
    /// Over: final, completed, official, archived or a recap state (which the server's flags
    /// all miss, so the status decides: docs/backend.md#statuses-and-game-states).
    var isFinal: Bool {
        [.final, .completed, .official, .archived, .recapPending, .recapReady, .recapFailed].contains(self)
    }
    /// Not started yet.
    var isPregame: Bool { [.scheduled, .pregame, .preGame, .created].contains(self) }
    /// Will not be played as scheduled: canceled, cancelled or postponed.
    var isCanceled: Bool { [.canceled, .cancelled, .postponed].contains(self) }
    /// True when the raw value matched no known status.
    var isUnknown: Bool { if case .unknown = self { return true } else { return false } }
}

extension GameState {
    /// Maps a status, falling back to the server flags (null = false) when the status is unknown or
    /// absent (docs/backend.md#statuses-and-game-states), then takes the most cautious reading of
    /// status, flags and data (README.md#the-reveal-guarantee): a game that says it has not started
    /// (or will not be played) but carries plays or scores has an outcome of unknown shape, and a
    /// live status with `isFinal` set is a finished game. `hasPlayData`: plays, scores or a period
    /// exist.
    static func from(status: GameStatus?, isLive: Bool?, isFinal: Bool?, isPregame: Bool?,
                            hasPlayData: Bool = false) -> GameState {
        var state = GameState.unknown
        if let status, !status.isUnknown {
            if status.isCanceled { state = .canceled }
            else if status.isFinal { state = .final }
            else if status.isLive { state = .live }
            else if status.isPregame { state = .upcoming }
        }
        if state == .unknown {
            if isFinal == true { state = .final }
            else if isLive == true { state = .live }
            else if isPregame == true { state = .upcoming }
        }
        switch state {
        case .live where isFinal == true: return .final
        case .upcoming where hasPlayData, .canceled where hasPlayData: return .unknown
        default: return state
        }
    }
}
