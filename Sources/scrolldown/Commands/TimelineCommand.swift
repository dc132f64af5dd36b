import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown timeline ID [--through PERIOD] [--page N] [--pbp] [--all-plays] [--follow] [--peek] [--server-prose MODE]`.
struct TimelineCommand: Command {
    /// Tab offers the periods of the game's league (`ThroughCompletion`).
    static let through: Option<ThroughPeriod?> = .parsed(
        "through", value: "PERIOD", completion: .dynamic(.periods), help: "Stop after this period (Q3, P2, H1, 7th, OT, or a number).") { text in
            ThroughPeriod(text)
        }
    static let page: Option<Int?> = .integer("page", value: "N", atLeast: 1, help: "Only page N of the play-by-play (20 plays a page).")
    static let pbp: Option<Bool> = .flag("pbp", help: "Play-by-play even when the game has narrative blocks.")
    static let allPlays: Option<Bool> = .flag("all-plays", help: "Show routine plays one per line instead of '+N routine plays'.")
    static let follow: Option<Bool> = .flag(
        "follow", help: "Live games: keep printing new plays until the game ends (config followIntervalSeconds).")

    static let spec = CommandSpec(
        "timeline", summary: "The game's narrative blocks, or its play-by-play, as far as the reveal allows.",
        arguments: [ReadingOptions.game.spec],
        options: [through.spec, page.spec, pbp.spec, allPlays.spec, follow.spec, SharedOptions.peek.spec, SharedOptions.serverProse.spec],
        discussion: "Before reveal: no running scores, the last period's closing score is withheld, and overtime appears only"
            + " after you read through regulation with 'scrolldown read ID'.",
        examples: [
            Example("scrolldown timeline OKC", "how Oklahoma City's latest game unfolded, so far as allowed"),
            Example("scrolldown timeline 22000001 --through Q2 --pbp", "the first half, play by play"),
            Example("scrolldown timeline 22000001 --page 3", "plays 41 to 60"),
            Example("scrolldown timeline 22000001 --follow", "a live game, new plays as they come (a finished one: its timeline)"),
        ])

    let reading: ReadingOptions
    let through: ThroughPeriod?
    let page: Int?
    let follow: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        reading = try ReadingOptions(arguments, pbp: Self.pbp, allPlays: Self.allPlays)
        through = try arguments.get(Self.through)
        page = try arguments.get(Self.page)
        if page != nil && through != nil { throw .usage(.conflictingOptions([Self.page.name, Self.through.name])) }
        follow = try arguments.get(Self.follow)
    }

    func run(_ session: Session) async throws {
        // The flow is fetched only when it can be shown: play-by-play options never use it.
        let wantsFlow = !(follow || reading.playByPlay || reading.allPlays || page != nil)
        let (id, sources) = try await reading.open(session, withFlow: wantsFlow)
        let league = League(rawString: sources.detail.leagueCode)
        let throughPeriod = try through?.timelinePeriod(in: league)
        let options = TimelineOptions(
            throughPeriod: throughPeriod, page: page, playByPlay: reading.playByPlay || follow, allPlays: reading.allPlays,
            now: session.now, watchingLive: follow)
        let policy = try session.revealPolicy(peek: reading.peek, serverProse: reading.serverProse)
        let position = try session.stores.position(for: id)
        let marks = try session.readerMarks()[id] ?? .none
        if follow {
            try await Follow(session: session, id: id, policy: policy, position: position, marks: marks)
                .run(first: sources, options: options)
            return
        }
        session.output(.timeline(policy.timelineView(sources, position: position, options: options, marks: marks)))
    }
}
