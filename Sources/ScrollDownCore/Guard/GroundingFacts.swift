import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// What the reader may see of one game, read once from the plays they may see: the players,
/// the words of the plays, the numbers the client computes from them. A server sentence shown
/// before the reveal may claim these and nothing else (`LeakGuard.isGrounded`).
///
/// Built only from plays the caller passes (those up to the reader's horizon), never from the
/// final score: the guard's choices depend on what the reader may see, not on the outcome.
/// Team-level figures (scores, runs, margins, each period's points) are kept per period, and
/// only periods up to `LeakGuardContext.placementLimit` are ever read: for a finished game the
/// last regulation period's figures, added to what is shown, would give the final, so they
/// ground nothing however many of its plays the reader has seen.
final class GroundingFacts: Sendable {
    let periods: [Int: Period]
    /// Players by surname key ("westbrook", "porter").
    let players: [String: Player]
    /// Every lower-cased token of a player's name (first names, surnames, initials).
    let nameTokens: Set<String>
    /// Surname keys, for telling which player a name refers to.
    let surnames: Set<String>
    /// The first letters of each surname's first names or initials ("durant" → "k"): a
    /// first name the plays abbreviate ("Kevin Durant" for "K. Durant") is the same player.
    let initials: [String: Set<Character>]
    /// A player's initials as writers use them for a name ("kd" for K. Durant, "jta" for
    /// J. Toscano-Anderson) → surname key; only initials that one visible player has.
    let initialisms: [String: String]
    /// A first name written alone for its player ("Kyrie" for Kyrie Irving) → surname key; only
    /// first names one visible player has. A surname is read first ("Jordan" is DeAndre Jordan).
    let firstNames: [String: String]
    /// Each player's side, by the team most of the plays that name them carry (not a row told
    /// on the other side's, as a blocked shot on the shooter's): surname key → abbreviation;
    /// none where two sides tie.
    let playerSides: [String: String]
    /// Clocks of the plays by period, as read ("7:39") and as time elapsed in the period ("4:21").
    let clocks: [Int: Set<String>]
    /// The kinds of play each player made or tried ("homer", "dunk"), for claims of one.
    let playKinds: PlayKinds
    /// Shooting and batting lines ("4 of 15", "0-for-3") of players and sides.
    let shotLines: ShotLines
    /// The periods of each player's plays by clock (surname key → "3:32" → periods): a clause
    /// that names a player and a clock of theirs is placed in that period. `moments` holds the
    /// clocks as the plays read them (time left: "with 23 seconds left" is one), `elapsedMoments`
    /// as time into the period ("3:44 into the first").
    let moments: [String: [String: Set<Int>]]
    let elapsedMoments: [String: [String: Set<Int>]]
    /// How each batter (surname key) was put out, as a scorer writes it ("6-3", "f8").
    let fieldingOuts: [String: Set<String>]
    /// Season counts a play quotes after its verb, by player and verb ("Peña homers (6)" →
    /// "peña" → "homers" → 6): "his sixth homer of the season" is that play's.
    let seasonCounts: [String: [String: Set<Int>]]
    /// The innings with a half retired in order, three up and three down ("a 1-2-3 third").
    let inningsInOrder: Set<Int>
    /// Each side's batters by inning (`HalfInnings`): runners left on base, batters retired in a row.
    let halfInnings: HalfInnings
    /// Goals with one assist, as "scorer assister" (surname keys): "Samoskevich had the lone assist on Bennett's goal".
    let loneAssists: Set<String>
    /// Shot distances the plays show (25' → 25).
    let distances: Set<Int>
    /// Every number the plays show.
    let numbers: Set<Int>
    /// The words of the plays' descriptions, names left out ("sharply", "territory", "floating"):
    /// what the reader sees written of the plays.
    let descriptionWords: Set<String>
    /// Adjacent words of the plays' descriptions ("lost ball", "kicked ball"), names and glue left out.
    let bigrams: Set<String>
    /// Each player's points in each period (period → surname key → points): a block's "+N".
    let periodPoints: [Int: [String: Int]]
    /// Each player's count of a family of figures in each period (family → period → surname
    /// key → count): who led a period in points, rebounds, hits (`GroundingLeaders`).
    let periodCounts: [String: [Int: [String: Int]]]
    /// Minutes in a period, read from the clocks (12, 20); nil without clocks.
    let periodMinutes: Int?
    /// The penalties that left a side short-handed, in play order (`PenaltyWindow`).
    let penalties: [PenaltyWindow]
    /// The sides the plays name, by abbreviation: a sentence's side counts only when it is one.
    let teams: Set<String>
    /// The periods that have plays.
    let playedPeriods: Set<Int>
    /// The score after each scoring play, in reading order, with its period.
    let scores: [(period: Int, away: Int, home: Int)]
    /// The player of each of `scores`' plays (surname key), where the play names one.
    let scorers: [String?]

    static let empty = GroundingFacts(plays: [])

    /// Reads the plays the reader may see.
    /// `sides` names each side by the abbreviation its plays carry (`LeakGuardContext.teamSides`):
    /// a row of no team that names its side ("Wizards Turnover: Shot Clock") is that side's.
    init(plays: [PlayEntry], sides: [String: String] = [:]) {
        var periods: [Int: Period] = [:]
        var players: [String: Player] = [:]
        var nameTokens: Set<String> = []
        var surnames: Set<String> = []
        var initials: [String: Set<Character>] = [:]
        var initialisms: [String: Set<String>] = [:]
        var firstNames: [String: Set<String>] = [:]
        var clocks: [Int: Set<String>] = [:]
        var moments: [String: [String: Set<Int>]] = [:]
        var elapsedMoments: [String: [String: Set<Int>]] = [:]
        var fieldingOuts: [String: Set<String>] = [:]
        var seasonCounts: [String: [String: Set<Int>]] = [:]
        var playKinds = PlayKinds()
        var distances: Set<Int> = []
        var numbers: Set<Int> = []
        var bigrams: Set<String> = []
        var descriptionWords: Set<String> = []
        var longest: [Int: Int] = [:]
        var placed = PlacedFigures()
        var fielding: [String: Int] = [:]

        // A name's surname key, read once per name (hundreds of plays name the same players).
        var keys: [String: String?] = [:]
        func surname(of name: String) -> String? {
            if let known = keys[name] { return known }
            let key = Self.surnameKey(Self.nameWords(name))
            keys[name] = key
            return key
        }
        // Names first: every player the plays name, as the player and in the descriptions.
        func addName(_ full: String) {
            let tokens = Self.nameWords(full)
            guard let key = Self.surnameKey(tokens) else { return }
            surnames.insert(key)
            nameTokens.formUnion(tokens.filter { $0.count > 1 })
            if let first = tokens.first, first != key, let letter = first.first {
                initials[key, default: []].insert(letter)
                if first.count > 1 { firstNames[first, default: []].insert(key) }
            }
            let letters = String(tokens.filter { !Self.suffixes.contains($0) }
                .flatMap { $0.split(separator: "-").compactMap(\.first) })
            if (2...3).contains(letters.count) { initialisms[letters, default: []].insert(key) }
            if players[key] == nil { players[key] = Player() }
        }
        // Each play's described names and words, read once.
        var described = [[String]](repeating: [], count: plays.count)
        var spelled = [[String]](repeating: [], count: plays.count)
        for (index, play) in plays.enumerated() {
            if let name = play.playerName { addName(name) }
            guard let description = play.description else { continue }
            described[index] = Self.describedNames(description)
            spelled[index] = Self.spelled(description)
            for name in described[index] { addName(name) }
        }
        let written = spelled.map(Self.words(of:))
        // How each play's batter was put out, read once ("6-3", "f8"; none for no out).
        let outs = plays.map { $0.description.map(Self.fieldingNotations) ?? [] }

        // Scores, in the client's reading order and by its rule (`ScoringReading`).
        let rises = ScoringReading.rises(plays)
        var high = (away: 0, home: 0)
        var states: [(period: Int, away: Int, home: Int)] = [(0, 0, 0)]
        var scorers: [String?] = []
        var counts: [Int: (away: Int, home: Int)] = [:]
        // Which side is away and which home, by the team of a play that raised its score.
        var away: String?, home: String?
        var playerPoints: [String: Int] = [:]
        var playerPeriodPoints: [String: [Int: Int]] = [:]
        var playerKinds: [String: [String: Int]] = [:]
        var playerPeriodKinds: [String: [String: [Int: Int]]] = [:]
        var playerTeams: [String: [String: Int]] = [:]
        for index in ScoringReading.readingOrderIndices(plays) {
            let play = plays[index]
            let period = ScoringReading.period(play)
            if let home = play.homeScore, let away = play.awayScore {
                high = (max(high.away, away), max(high.home, home))
                periods[period, default: Period()].pairs.insert(ScorePair(high.away, high.home))
                periods[period, default: Period()].margins.insert(abs(high.home - high.away))
            }
            let key = play.playerName.flatMap(surname(of:))
            if let key, let team = play.teamAbbreviation {
                // A row the other side's play is told on ("Blocked shot (Hedman blocks Forsling)") is no side of its player's.
                let told = play.description?.lowercased() ?? ""
                if !Self.isTheOtherSides("block", told) && !Self.isTheOtherSides("steal", told) { playerTeams[key, default: [:]][team, default: 0] += 1 }
            }
            descriptionWords.formUnion(written[index])
            playKinds.read(play, scored: rises[index].map { $0.home + $0.away > 0 } ?? false, names: described[index], written: written[index]) {
                surname(of: $0)
            }
            if let rise = rises[index], rise.home + rise.away > 0 {
                if let team = play.teamAbbreviation {
                    if rise.away > 0, rise.home == 0 { away = away ?? team }
                    if rise.home > 0, rise.away == 0 { home = home ?? team }
                }
                states.append((period, high.away, high.home))
                scorers.append(key)
                var count = counts[period] ?? (0, 0)
                if rise.away > 0 { count.away += 1 }
                if rise.home > 0 { count.home += 1 }
                counts[period] = count
                if let key {
                    playerPoints[key, default: 0] += rise.home + rise.away
                    playerPeriodPoints[key, default: [:]][period, default: 0] += rise.home + rise.away
                    players[key]?.points.insert(playerPoints[key]!)
                    placed.record(key, "points", playerPoints[key]!, in: period)
                }
            }
            if let key, let kind = play.playType?.lowercased(), !kind.isEmpty {
                if let appearance = PlateAppearance(type: kind, description: play.description?.lowercased() ?? "", period: period) {
                    players[key]?.appearances.append(appearance)
                }
                playerKinds[key, default: [:]][kind, default: 0] += 1
                placed.record(key, "kind " + kind, playerKinds[key]![kind]!, in: period)
                // A goal is a shot on goal too.
                if kind == "goal" {
                    playerKinds[key, default: [:]]["shot", default: 0] += 1
                    placed.record(key, "kind shot", playerKinds[key]!["shot"]!, in: period)
                }
                playerPeriodKinds[key, default: [:]][kind, default: [:]][period, default: 0] += 1
                // The player on the other end: hit ("Hit (Barkov on Moser)"), or whose shot was blocked.
                if let receiver = play.description.flatMap({ Self.receiver(of: kind, in: $0) }).flatMap(surname(of:)) {
                    playerKinds[receiver, default: [:]]["taken " + kind, default: 0] += 1
                    placed.record(receiver, "taken " + kind, playerKinds[receiver]!["taken " + kind]!, in: period)
                }
            }
            if let clock = play.gameClock.flatMap(Self.seconds) {
                clocks[period, default: []].insert(Self.clockText(clock))
                if let key { moments[key, default: [:]][Self.clockText(clock), default: []].insert(period) }
                longest[period] = max(longest[period] ?? 0, clock)
            }
            if let description = play.description {
                if let key, !outs[index].isEmpty { fieldingOuts[key, default: []].formUnion(outs[index]) }
                // A fielder's chances and putouts ("Bregman handled four chances through four
                // innings", "Cabbage caught two fly balls in the fifth"): the last one named made the out.
                let fielders = Self.fielders(description, outs: outs[index]).compactMap(surname(of:))
                for (order, fielder) in fielders.enumerated() {
                    for name in order == fielders.count - 1 ? ["fielded", "putout"] : ["fielded"] {
                        fielding[fielder + " " + name, default: 0] += 1
                        placed.record(fielder, name, fielding[fielder + " " + name]!, in: period)
                    }
                }
                if let key { Self.readSeasonCounts(description, into: &seasonCounts[key, default: [:]]) }
                if let key, let trip = Self.freeThrowTrip(description) { players[key]?.trips.insert(trip) }
                Self.readCounters(description, playerName: key, surnames: surnames, into: &players,
                                  distances: &distances, numbers: &numbers) { placed.record($0, $1, $2, in: period) }
                bigrams.formUnion(Self.bigrams(of: spelled[index], names: nameTokens))
            }
        }
        // Clocks as time elapsed in their period ("3:44 into the first period").
        let periodSeconds = longest.values.max().map { Self.roundedPeriod($0) }
        if let periodSeconds {
            for play in plays {
                guard let clock = play.gameClock.flatMap(Self.seconds), clock <= periodSeconds else { continue }
                let elapsed = Self.clockText(periodSeconds - clock)
                clocks[ScoringReading.period(play), default: []].insert(elapsed)
                // A player's play told by time elapsed ("Forsling's takeaway at 1:43") is placed too.
                if let key = play.playerName.flatMap(surname(of:)) {
                    elapsedMoments[key, default: [:]][elapsed, default: []].insert(ScoringReading.period(play))
                }
            }
        }
        // Period ends, each period's points and scoring plays.
        let ends = ScoringReading.periodEndScores(plays)
        var previous = (away: 0, home: 0)
        for period in ends.keys.sorted() {
            guard let end = ends[period] else { continue }
            var facts = periods[period] ?? Period()
            facts.pairs.insert(ScorePair(end.away, end.home))
            // Each side's score, and both together ("the teams combined for 108 points").
            facts.ends.formUnion([end.away, end.home, end.away + end.home])
            if let away = end.away.minus(previous.away), let home = end.home.minus(previous.home) {
                facts.totals.formUnion([away, home, away + home])
                facts.totalPairs.insert(ScorePair(away, home))
                facts.pairs.insert(ScorePair(away, home))
            }
            if let count = counts[period] { facts.scoringCounts.formUnion([count.away, count.home]) }
            // The same by side, where the plays tell which side is which.
            if let away, let home, away != home {
                facts.sideEnds = [away: end.away, home: end.home]
                if let inAway = end.away.minus(previous.away), let inHome = end.home.minus(previous.home) {
                    facts.sideTotals = [away: inAway, home: inHome]
                }
                facts.sideScoring = [away: counts[period]?.away ?? 0, home: counts[period]?.home ?? 0]
            }
            periods[period] = facts
            previous = (end.away, end.home)
        }
        // Each side's largest lead in each period, where the plays tell the sides apart.
        if let away, let home, away != home {
            for state in states where state.away != state.home && ends[state.period] != nil {
                let (side, lead) = state.away > state.home ? (away, state.away - state.home) : (home, state.home - state.away)
                periods[state.period, default: Period()].sideLeads[side] = max(periods[state.period]?.sideLeads[side] ?? 0, lead)
            }
        }
        Self.countLeadChanges(states.dropFirst(), into: &periods)
        if let periodSeconds {
            for (period, durations) in Self.stateDurations(plays, rises: rises, periodSeconds: periodSeconds, ends: ends) {
                periods[period, default: Period()].durations = durations
            }
        }
        // Runs: what each side scored between two moments of the plays, kept in the period
        // where the stretch ends.
        for later in states.indices.dropFirst() {
            for earlier in 0..<later {
                let run = ScorePair(states[later].away - states[earlier].away, states[later].home - states[earlier].home)
                periods[states[later].period, default: Period()].runs.insert(run)
            }
        }
        // Tails: from each moment of a period, and from its start, to its end.
        var start = (away: 0, home: 0)
        for period in periods.keys.sorted() where period > 0 {
            let moments = [start] + states.filter { $0.period == period }.map { (away: $0.away, home: $0.home) }
            let end = moments.last ?? start
            for moment in moments { periods[period]?.tails.insert(ScorePair(end.away - moment.away, end.home - moment.home)) }
            start = end
        }
        // What the client computes of each player: points per period, plays of each kind.
        for (key, byPeriod) in playerPeriodPoints {
            players[key]?.points.formUnion(byPeriod.values)
            var sum = 0
            for period in byPeriod.keys.sorted() {
                sum += byPeriod[period] ?? 0
                players[key]?.points.insert(sum)
            }
        }
        for (key, kinds) in playerKinds {
            players[key]?.any.formUnion(kinds.values)
            players[key]?.latest.formUnion(kinds.values)
            for (kind, byPeriod) in playerPeriodKinds[key] ?? [:] {
                players[key]?.any.formUnion(byPeriod.values)
                if kind.contains("goal") { players[key]?.points.formUnion(byPeriod.values) }
            }
        }
        let loneAssists = Self.readAssistLists(plays, into: &players) { placed.record($0, "assist list", $1, in: $2) }
        let playedPeriods = Set(plays.map(ScoringReading.period))
        var shotLines = ShotLines(plays: plays, written: written) { surname(of: $0) }
        let penalties = periodSeconds.map { PenaltyWindow.of(plays, periodSeconds: $0) { surname(of: $0) } } ?? []
        let teams = Set(plays.compactMap(\.teamAbbreviation))
        shotLines.addPowerPlays(penalties, teams: teams, periods: playedPeriods.sorted())
        let placedByPeriod = placed.byPeriod(periods: playedPeriods)
        for (key, figures) in placedByPeriod.figures { players[key]?.placed = figures }
        for (key, figures) in placedByPeriod.byFamily { players[key]?.placedByFamily = figures }
        for (key, ends) in placedByPeriod.ends { players[key]?.periodEnds = ends }
        for (key, families) in placed.families() { players[key]?.families = families }
        // A player's shots made and tried in a period and through it ("two free throws in the second").
        for (period, owners) in shotLines.within.merging(shotLines.through, uniquingKeysWith: { $0.merging($1) { $0.union($1) } }) {
            for (key, lines) in owners where players[key] != nil {
                players[key]?.placed[period, default: []].formUnion(lines.flatMap { [$0.made, $0.tried] })
            }
        }
        for (period, counts) in Self.teamCounts(plays, sides: sides) {
            periods[period, default: Period()].kindCounts = counts.kinds
            periods[period, default: Period()].countPairs = counts.pairs
        }
        shotLines.addSaves(periods, teams: teams)

        for key in players.keys {
            guard var player = players[key] else { continue }
            player.any.formUnion(player.points)
            player.any.formUnion(player.assists)
            player.any.formUnion(player.rebounds)
            player.any.formUnion(player.steals)
            player.any.formUnion(player.blocks)
            player.latest.formUnion([player.points, player.assists, player.rebounds, player.steals, player.blocks].compactMap { $0.max() })
            players[key] = player
            numbers.formUnion(player.any)
        }
        self.periods = periods
        self.players = players
        self.nameTokens = nameTokens
        self.surnames = surnames
        self.initials = initials
        self.initialisms = initialisms.compactMapValues { $0.count == 1 ? $0.first : nil }
        self.firstNames = firstNames.compactMapValues { $0.count == 1 ? $0.first : nil }
        self.playerSides = playerTeams.compactMapValues { teams in
            let most = teams.values.max()
            let leaders = teams.filter { $0.value == most }
            return leaders.count == 1 ? leaders.first?.key : nil
        }
        self.clocks = clocks
        self.moments = moments
        self.elapsedMoments = elapsedMoments
        self.fieldingOuts = fieldingOuts
        self.seasonCounts = seasonCounts
        self.inningsInOrder = Self.inningsInOrder(plays, outs: outs)
        self.halfInnings = HalfInnings(plays, outs: outs, rises: rises)
        self.loneAssists = loneAssists
        self.playKinds = playKinds
        self.shotLines = shotLines
        self.distances = distances
        self.numbers = numbers
        self.bigrams = bigrams
        self.descriptionWords = descriptionWords.subtracting(nameTokens)
        self.periodMinutes = periodSeconds.map { $0 / 60 }
        self.penalties = penalties
        self.teams = teams
        var byPeriod: [Int: [String: Int]] = [:]
        for (key, periods) in playerPeriodPoints {
            for (period, points) in periods { byPeriod[period, default: [:]][key] = points }
        }
        self.periodPoints = byPeriod
        self.periodCounts = Self.periodCounts(points: byPeriod, kinds: playerPeriodKinds)
        self.playedPeriods = playedPeriods
        self.scores = Array(states.dropFirst())
        self.scorers = scorers
    }
}
