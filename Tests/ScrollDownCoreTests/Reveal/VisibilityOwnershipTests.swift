import Foundation
import Testing

/// Whether something is shown is decided in `Sources/ScrollDownCore/Reveal/` and nowhere else:
/// the executable asks the policy for a view or a plan (`RecapFetchPlan`,
/// `MarkReadPlan`, `CatchUpPlan`, `liveOddsInput`, `fairBetMayShow`, `RevealRules(settings:…)`)
/// and never branches on visibility, reveal settings or a game's start itself. This reads the
/// executable's sources, comments and string literals removed, and names every line that
/// looks like such a decision.
@Suite struct VisibilityOwnershipTests {
    typealias Rule = SourceScan.Rule
    typealias Finding = SourceScan.Finding

    static let rules: [Rule] = [
        Rule(name: "visibility", pattern: #"\bvisibility\s*\(|\.Visibility\b"#,
             why: "asks for a game's raw visibility, so the command would decide what it means; ask for a view or a plan"),
        Rule(name: "match", pattern: #"(\bcase|[=!]=)\s*\.(visible|hidden|noOutcome)\b|\.isVisible\b"#,
             why: "branches on visible/hidden; the policy's views and plans already carry the answer"),
        Rule(name: "policy-internals", pattern: #"\b(revealsForSure|liveOddsAccess|catchUpMayReveal|isDelayed)\b"#,
             why: "a lower-level answer the command would turn into a fetch or reveal decision; use the plan built on it"),
        Rule(name: "reveal-settings", pattern: #"\.(scoreRevealMode|alwaysHideTeams|neverHideTeams|liveDelaySeconds)\b|\bScoreRevealMode\b|\bLiveDelay\b"#,
             why: "reads what decides visibility; RevealRules(settings:…) says what each setting means"),
        Rule(name: "rules-by-hand", pattern: #"\bRevealRules\s*\((?!\s*settings:)|\.(preferences|alwaysReveal)\b"#,
             why: "builds or edits reveal rules by hand; use StateStores.revealPolicy(peek:now:choice:), under the run's settings"),
        Rule(name: "withholding", pattern: #"\bWithholding\b|\bLeakGuard\b|\bleakGuard\s*\("#,
             why: "withholds or guards text itself; the policy's views are built withheld"),
        Rule(name: "final-gate", pattern: #"\.state\s*[=!]=\s*\.(final|live)\b"#,
             why: "gates a reveal or a fetch on the game's state (mark-read and catch-up reveal final games only); ask the plan"),
        Rule(name: "pregame-gate", pattern: #"gameDate\s*>=?\s*now\b|\bnow\s*<=?\s*[\w.$]*gameDate\b"#,
             why: "decides by the clock that a price or bet is pregame and may be shown; use RevealPolicy.fairBetMayShow"),
        Rule(name: "reveal-store", pattern: #"\bstores\.setRevealed\s*\("#,
             why: "writes a reveal; only a command carrying out the reader's explicit choice or a policy plan may, each listed below"),
    ]

    /// Lines that match a rule and are no decision, by file (relative to `Sources/scrolldown/`).
    struct Allowance: Sendable {
        let file: String
        let rule: String
        let why: String
    }

    static let allowed: [Allowance] = [
        Allowance(file: "Commands/GameCommand.swift", rule: "reveal-store",
                  why: "stores the reader's own --reveal/--hide, after a successful fetch; the policy applied it already (revealPolicy's choice)"),
        Allowance(file: "Commands/CatchUpCommand.swift", rule: "reveal-store",
                  why: "carries out CatchUpPlan.reveal, after the reader confirms"),
        Allowance(file: "Browse/Browser+Game.swift", rule: "reveal-store",
                  why: "the reader's r (answered y) and h: the reader's explicit choice, stored as reveal/hide store it; nothing is decided"),
        Allowance(file: "Browse/Browser+Reading.swift", rule: "final-gate",
                  why: "f stops checking a game that is no longer live, as timeline --follow does; what it shows then is the policy's followEndedView, nothing is revealed or fetched by it"),
        Allowance(file: "Commands/RevealCommand.swift", rule: "reveal-store",
                  why: "reveal/hide GAME…: the reader's explicit choice, stored as given; nothing is decided"),
    ]

    static let sources = TestPaths.repoRoot.appendingPathComponent("Sources/scrolldown", isDirectory: true)
    static let sourcesPresent = FileManager.default.fileExists(atPath: sources.appendingPathComponent("Commands").path)

    @Test(.enabled(if: sourcesPresent, "Sources/scrolldown is not next to the tests (an installed test bundle): nothing to read"))
    func noCommandDecidesVisibility() throws {
        let findings = try Self.findings(in: Self.sources)
        let unexplained = findings.filter { finding in
            !Self.allowed.contains { $0.file == finding.file && $0.rule == finding.rule }
        }
        let why = Dictionary(uniqueKeysWithValues: Self.rules.map { ($0.name, $0.why) })
        #expect(unexplained.isEmpty, """
            visibility decided outside Sources/ScrollDownCore/Reveal/ — move it into the reveal layer \
            (or, if it is no decision, allow it in VisibilityOwnershipTests.allowed with the reason):
            \(unexplained.map { "\($0)\n    \(why[$0.rule] ?? "")" }.joined(separator: "\n"))
            """)
        // An allowance that matches nothing is stale: it would quietly allow a later decision.
        let stale = Self.allowed.filter { allowance in
            !findings.contains { $0.file == allowance.file && $0.rule == allowance.rule }
        }
        #expect(stale.isEmpty, "allowances that match nothing: \(stale.map { "\($0.file) [\($0.rule)]" })")
    }

    /// The scanner finds each decision that was moved into the reveal layer, as it was written
    /// in the commands before (so the check above can fail), and nothing in comments or text.
    @Test func theRulesCatchTheDecisionsThatWereMoved() throws {
        let planted = [
            ("if post == nil, case .visible = policy.visibility(of: fetched) {", "visibility"),
            ("let certain = policy.revealsForSure(gameID: id)", "policy-internals"),
            ("liveInput = .requested(policy.liveOddsAccess(detail) == .allowed ? x : nil)", "policy-internals"),
            ("guard detail.state == .final else { throw ScrollDownError.gameNotFinal(id: id, state: detail.state) }", "final-gate"),
            ("let reveals = session.settings.scoreRevealMode == .onMarkRead", "reveal-settings"),
            (".filter { window.contains($0.gameDate) && $0.state == .final }", "final-gate"),
            ("if policy.catchUpMayReveal(league: game.leagueCode, home: home, away: away) {", "policy-internals"),
            ("take(pricer.add(bets.filter { $0.gameDate > now && keeps($0) }))", "pregame-gate"),
            ("all += bets.filter { now < $0.gameDate }", "pregame-gate"),
            ("if let change { rules.preferences[id] = change }", "rules-by-hand"),
            ("RevealRules(alwaysReveal: settings.scoreRevealMode == .always, alwaysHideTeams: [])", "rules-by-hand"),
            ("if case .hidden = view.outcome { return }", "match"),
            ("let text = Withholding.header(of: detail)", "withholding"),
            ("try session.stores.setRevealed(true, for: ids)", "reveal-store"),
        ]
        for (code, rule) in planted {
            let found = Self.findings(file: "Commands/Planted.swift", text: "func run() {\n    \(code)\n}\n").map(\.rule)
            #expect(found.contains(rule), "not caught as \(rule): \(code)")
        }
        let innocent = """
            /// With `scoreRevealMode` `onMarkRead`, case .visible = policy.visibility(of: x)
            let example = Example("scrolldown config set scoreRevealMode always", "alwaysHideTeams: \\(n) hidden")
            let policy = RevealPolicy(rules: try RevealRules(settings: settings, preferences: [:], peek: peek, now: now))
            let text = \"\"\"
                gameDate > now, .state == .final
                \"\"\"
            let name = Echo.visible(query) /* case .hidden */
            """
        #expect(Self.findings(file: "Innocent.swift", text: innocent) == [])
    }

    static func findings(in root: URL) throws -> [Finding] {
        try SourceScan.findings(rules, in: root)
    }

    static func findings(file: String, text: String) -> [Finding] {
        SourceScan.findings(rules, file: file, text: text)
    }
}
