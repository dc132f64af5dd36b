import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown follow [TEAM...]` and `scrolldown unfollow TEAM...`: the followed teams, whose
/// games come first in their day of the feed and in `next`. The two differ only in the
/// direction and their words; the configuration does the work (`Configuration.follow`).
protocol FollowTeamsChoice: Command {
    /// true: follow; false: stop following.
    static var following: Bool { get }
    var teams: [String] { get }
    /// `follow --keep-hidden`: also in `alwaysHideTeams`.
    var keepHidden: Bool { get }
}

extension FollowTeamsChoice {
    static var needs: CommandNeeds { .localState }

    func run(_ session: Session) async throws {
        session.output(try session.configuration.config(.follow(teams, following: Self.following, keepHidden: keepHidden)))
    }
}

/// `scrolldown follow [TEAM...]`: follow teams, or list the followed ones.
struct FollowTeamsCommand: FollowTeamsChoice {
    static let following = true
    static let teams: Argument<[String]> = .words(
        "TEAM", completion: .dynamic(.teams),
        help: "Teams to follow, as --team takes them (VGK, \"Golden Knights\", NHL:BOS); none: list the followed teams.")
    static let keepHidden: Option<Bool> = .flag(
        "keep-hidden", help: "Also keep their games hidden until you read or reveal them, whatever scoreRevealMode says (alwaysHideTeams).")

    static let spec = CommandSpec(
        "follow", summary: "Follow teams: their games come first in the feed and in 'next'.", arguments: [teams.spec],
        options: [keepHidden.spec],
        discussion: "Teams are kept per league by abbreviation (config get followedTeams). A name several teams share, "
            + "such as BOS, takes its league: NHL:BOS.",
        examples: [
            Example("scrolldown follow VGK", "the Vegas Golden Knights"),
            Example("scrolldown follow thunder NHL:BOS --keep-hidden", "several, kept hidden whatever the mode"),
            Example("scrolldown follow", "the followed teams, one a line"),
        ])

    let teams: [String]
    let keepHidden: Bool

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        teams = try arguments.get(Self.teams)
        keepHidden = try arguments.get(Self.keepHidden)
    }
}

/// `scrolldown unfollow TEAM...`: stop following teams.
struct UnfollowTeamsCommand: FollowTeamsChoice {
    static let following = false
    static let teams: Argument<[String]> = .variadic(
        "TEAM", completion: .dynamic(.teams), help: "Teams to stop following, as for 'follow'.") { $0 }

    static let spec = CommandSpec(
        "unfollow", summary: "Stop following teams.", arguments: [teams.spec],
        examples: [
            Example("scrolldown unfollow VGK", "their games take their place by start time again"),
            Example("scrolldown unfollow thunder NHL:BOS", "several at once"),
        ])

    let teams: [String]
    let keepHidden = false

    init(_ arguments: ParsedArguments) throws(ScrollDownError) { teams = try arguments.get(Self.teams) }
}
