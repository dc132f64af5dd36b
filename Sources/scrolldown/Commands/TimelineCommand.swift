import Foundation
import ScrollDownCore

/// `scrolldown timeline ID [--through PERIOD] [--all] [--page N] [--pbp] [--all-plays] [--follow] [--peek]`.
enum TimelineCommand {
    static func run(_ session: Session) async throws {
        let id = try session.gameID()
        let invocation = session.invocation
        let page = try invocation.value("page").map { text -> Int in
            guard let number = Int(text), number >= 1 else { throw ScrollDownError.usage("invalid page '\(text)' (expected 1 or more)") }
            return number
        }
        if page != nil && invocation.value("through") != nil { throw ScrollDownError.usage("use --page or --through, not both") }
        let follow = invocation.flag("follow")
        // The flow is fetched only when it can be shown: play-by-play options never use it.
        let wantsFlow = !(follow || invocation.flag("pbp") || invocation.flag("all-plays") || page != nil)
        let sources = try await fetch(id, session: session, withFlow: wantsFlow)
        let league = League(rawString: sources.detail.game.leagueCode)
        let through = try invocation.value("through").map { text -> Int in
            guard let period = Pacing.period(fromLabel: text, league: league) else {
                throw ScrollDownError.usage("unknown period '\(text)' for \(league.rawString) (expected e.g. \(league.periodLabel(1)), \(league.periodLabel(2)) or a number)")
            }
            return period
        }
        let options = TimelineOptions(
            throughPeriod: through, page: page, playByPlay: invocation.flag("pbp") || follow, allPlays: invocation.flag("all-plays"),
            now: session.now)
        let policy = RevealPolicy(rules: try session.revealRules())
        let position = try session.stores.positions.position(for: id)
        let marks = try session.readerMarks()[id] ?? .none
        if follow {
            try await Follow(session: session, id: id, policy: policy, position: position, marks: marks)
                .run(first: sources, options: options)
            return
        }
        emit(policy.timelineView(sources, position: position, options: options, marks: marks), session: session)
    }

    static func emit(_ view: TimelineView, session: Session, header: Bool = true) {
        switch session.format {
        case .text: session.emit(TimelineTextRenderer.render(view, style: session.style, localTime: session.localTime, header: header))
        case .json, .ndjson: session.emit(JSONOutput.timeline(view, format: session.format, includeGame: header))
        }
    }

    /// Detail and flow concurrently. A flow that fails to load does not fail the command: the
    /// play-by-play is shown instead, and the reader is told.
    static func fetch(_ id: Int, session: Session, withFlow: Bool = true) async throws -> TimelineSources {
        let service = try session.service
        async let detail = service.game(id: id)
        async let flow: Result<GameFlow?, Error> = withFlow ? loadFlow(service, id) : .success(nil)
        let sources = TimelineSources(detail: try await detail, flow: nil)
        switch await flow {
        case .success(let value): return TimelineSources(detail: sources.detail, flow: value)
        case .failure(let error):
            let message = (error as? ScrollDownError)?.message ?? error.localizedDescription
            session.notice("narrative blocks unavailable (\(message)); showing play-by-play")
            return sources
        }
    }

    static func loadFlow(_ service: GameService, _ id: Int) async -> Result<GameFlow?, Error> {
        do { return .success(try await service.flow(gameID: id)) } catch { return .failure(error) }
    }
}

/// `timeline ID --follow`: prints new plays of a live game every `followIntervalSeconds`
/// until the game is no longer live.
struct Follow {
    let session: Session
    let id: Int
    let policy: RevealPolicy
    let position: ReadingPosition?
    let marks: ReaderMarks

    func run(first: TimelineSources, options: TimelineOptions) async throws {
        var sources = first
        var options = options
        var printed: Int?
        var batches = 0
        // "Now" moves on with the clock between batches (the live delay depends on it); a
        // pinned start (SCROLLDOWN_NOW, the mock demo day) advances by the time elapsed.
        let started = session.context.clock()
        while true {
            options.now = session.now.addingTimeInterval(session.context.clock().timeIntervalSince(started))
            let state = sources.detail.state
            guard state == .live || state == .upcoming else {
                if batches == 0 {
                    // Nothing to follow: the ordinary timeline.
                    options.afterPlayIndex = nil
                    TimelineCommand.emit(policy.timelineView(sources, position: position, options: options, marks: marks), session: session)
                } else {
                    emitEnd(sources, now: options.now)
                }
                return
            }
            options.afterPlayIndex = printed
            var view = policy.timelineView(sources, position: position, options: options, marks: marks)
            if batches > 0 {
                // Later batches: new plays only, without repeating the notices.
                view = view.droppingNotices()
            }
            if batches == 0 || !view.items.isEmpty { TimelineCommand.emit(view, session: session, header: batches == 0) }
            printed = ([printed] + view.items.map(Self.lastPlayIndex)).compactMap { $0 }.max()
            batches += 1
            try await session.context.sleep(Double(session.settings.followIntervalSeconds))
            sources = TimelineSources(detail: try await session.service.game(id: id), flow: nil)
        }
    }

    static func lastPlayIndex(_ item: TimelineItem) -> Int? {
        switch item {
        case .play(let play): return play.playIndex
        case .collapsed(let run): return run.lastPlayIndex
        default: return nil
        }
    }

    /// The game left the live state: say so without the outcome, unless it is visible.
    func emitEnd(_ sources: TimelineSources, now: Date) {
        TimelineCommand.emit(policy.followEndedView(sources, marks: marks, now: now), session: session, header: false)
    }
}
