import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// The shells installed here: a test that needs one is reported as skipped (Swift Testing's
/// `.enabled(if:)`), never passed silently, when it is missing.
enum InstalledShells {
    static let zsh = ["/usr/bin/zsh", "/bin/zsh", "/usr/local/bin/zsh"].first(where: FileManager.default.isExecutableFile)
    static let fish = ["/usr/bin/fish", "/usr/local/bin/fish"].first(where: FileManager.default.isExecutableFile)
    static let timeout = FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout")
}

/// The completion scripts, golden and driven in real shells: bash always; zsh and fish when
/// installed (`.ci/run` installs them when it can; otherwise these tests are reported skipped).
@Suite(.temporaryHome) struct CompletionTests {
    @Test(arguments: Shell.allCases)
    func scriptMatchesItsSnapshot(shell: Shell) async {
        let result = await CLIHarness().run(["completions", shell.rawValue])
        #expect(result.code == 0)
        Snapshot.assert(result.stdout, named: "completions-\(shell.rawValue)")
    }

    /// A home where `games` ran, so the last feed's ids exist, and the script saved in it.
    func prepared(_ shell: Shell) async throws -> (cli: CLIHarness, script: URL) {
        let cli = CLIHarness(service: .real)
        #expect(await cli.run("games --env mock").code == 0)
        #expect(await cli.run("fairbet --env mock").code == 0)
        let script = cli.root.appendingPathComponent("scrolldown.\(shell.rawValue)")
        try await cli.run(["completions", shell.rawValue]).stdout.write(to: script, atomically: true, encoding: .utf8)
        return (cli, script)
    }

    /// A home where `games` and `fairbet` ran, for the ids they leave behind.
    static let betPrefix = "910000001:h2h:team:mi"

    static let cases: [(line: [String], expected: Set<String>, exact: Bool)] = [
        (["config", "set", "scoreRevealMode", ""], ["onMarkRead", "always"], true),
        (["config", "set", "timeZone", "Europe/Par"], ["Europe/Paris"], true),
        (["config", "set", "defaultLeagues", ""], ["NBA", "NHL", "MLB", "NCAAB", "NFL"], true),
        (["config", "set", "alwaysHideTeams", "BO"], ["BOS"], true),
        (["games", "--team", "TO"], ["TOR"], true),
        (["timeline", "1", "--through", "Q"], ["Q1", "Q2", "Q3", "Q4"], true),
        // --through: the periods of the game's league (the last feed's), of the leagues asked
        // for, and for `games` only those it accepts (before the last regulation period).
        (["timeline", "2025020004", "--through", ""], ["P1", "P2", "P3", "OT", "SO"], true),
        (["timeline", "--pbp", "21600270", "--through", ""], ["Q1", "Q2", "Q3", "Q4", "OT"], true),
        (["timeline", "744914", "--through", ""], ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th"], true),
        (["games", "--league", "NHL", "--through", ""], ["P1", "P2"], true),
        (["games", "--league", "NBA,NHL", "--through", ""], ["Q1", "Q2", "Q3", "P1", "P2"], true),
        (["games", "--through", "P"], ["P1", "P2"], true),
        (["follow", "VG"], ["VGK"], true),
        (["follow", "VGK", "OK"], ["OKC"], true),
        (["unfollow", "VG"], ["VGK"], true),
        (["--tz", "America/New_Y"], ["America/New_York"], true),
        (["--format", "json", "ga"], ["game", "games"], true),
        (["ga"], ["game", "games"], true),
        (["config", "get", ""], Set(Settings.keys), true),
        (["config", ""], ["list", "get", "set", "path"], true),
        (["games", "--league", ""], ["NBA", "NHL", "MLB", "NCAAB", "NFL"], true),
        (["games", "--status", ""], ["live", "final", "upcoming"], true),
        (["--format", ""], ["text", "json", "ndjson"], true),
        (["games", "--env", ""], ["mock", "live"], true),
        (["completions", ""], ["bash", "zsh", "fish"], true),
        (["game", "2160"], ["21600270"], true),
        (["reveal", "1", ""], ["21600270", "2024030121"], false),
        (["games", "--le"], ["--league"], true),
        (["timeline", "1", "--thr"], ["--through"], true),
    ]

    @Test func bashOffersTheExpectedWords() async throws {
        guard let binary = TestPaths.binary else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first")
            return
        }
        let (cli, script) = try await prepared(.bash)
        for (line, expected, exact) in Self.cases {
            let words = [binary.path] + line
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let typed = words.joined(separator: " ").replacingOccurrences(of: "'", with: "'\\''")
            let program = "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(typed)'; "
                + "COMP_POINT=${#COMP_LINE}; _scrolldown; printf '%s\\n' \"${COMPREPLY[@]}\""
            let result = try ShellRun.run("/bin/bash", ["--norc", "-c", program], environment: cli.environment)
            let offered = Set(result.stdout.split(separator: "\n").map(String.init))
            #expect(result.status == 0, "\(line): \(result.stderr)")
            #expect(exact ? offered == expected : expected.isSubset(of: offered), "bash \(line.joined(separator: " ")) → \(offered.sorted())")
        }
    }

    /// Bet ids hold colons, where bash splits words: bash gets what follows the last colon.
    @Test func bashCompletesBetIdsAcrossColons() async throws {
        let binary = try #require(TestPaths.binary, "run `swift build` first")
        let (cli, script) = try await prepared(.bash)
        // bash splits the typed id at ':' into COMP_WORDS; COMP_LINE keeps it whole.
        let line = "scrolldown fairbet --explain \(Self.betPrefix)"
        let program = "source '\(script.path)'; COMP_WORDS=(\(binary.path) fairbet --explain 910000001 : h2h : team : mi); COMP_CWORD=9; "
            + "COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; _scrolldown; printf '%s\\n' \"${COMPREPLY[@]}\""
        let result = try ShellRun.run("/bin/bash", ["--norc", "-c", program], environment: cli.environment)
        #expect(Set(result.stdout.split(separator: "\n").map(String.init)) == ["miami_heat:0"], "\(result.stdout) \(result.stderr)")
    }

    @Test(.enabled(if: InstalledShells.fish != nil, "fish is not installed"))
    func fishOffersTheExpectedWords() async throws {
        let fish = try #require(InstalledShells.fish)
        guard let binary = TestPaths.binary else { Issue.record("run `swift build` first"); return }
        let (cli, script) = try await prepared(.fish)
        // Completions are registered for the command name: the built binary comes first in PATH.
        let setup = "source '\(script.path)'"
        var environment = cli.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":/usr/local/bin:/usr/bin:/bin"
        for (line, expected, exact) in Self.cases + [(["fairbet", "--explain", Self.betPrefix], ["910000001:h2h:team:miami_heat:0"], true)] {
            let commandLine = (["scrolldown"] + line).joined(separator: " ")
            let program = "\(setup); complete -C '\(commandLine.replacingOccurrences(of: "'", with: "\\'"))'"
            let result = try ShellRun.run(fish, ["--no-config", "-c", program], environment: environment)
            let offered = Set(result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
            #expect(exact ? offered == expected : expected.isSubset(of: offered), "fish \(commandLine) → \(offered.sorted()) \(result.stderr)")
        }
    }

    @Test func fishAndZshKeepApostrophes() async {
        let cli = CLIHarness()
        let fish = await cli.run("completions fish").stdout
        #expect(fish.contains(#"-d 'The game\'s narrative blocks"#))
        let zsh = await cli.run("completions zsh").stdout
        #expect(zsh.contains(#"The game'\''s narrative blocks"#))
    }

    @Test(.enabled(if: InstalledShells.zsh != nil, "zsh is not installed"))
    func zshRegistersWhenSourcedAndFromFpath() async throws {
        let zsh = try #require(InstalledShells.zsh)
        let (cli, script) = try await prepared(.zsh)
        let dump = cli.root.appendingPathComponent("zcompdump").path
        let sourced = try ShellRun.run(zsh, ["-f", "-c", "autoload -Uz compinit && compinit -u -d '\(dump)' && source '\(script.path)' && print -r -- $_comps[scrolldown]"],
                                       environment: cli.environment)
        #expect(sourced.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "_scrolldown", "\(sourced.stderr)")
        let folder = cli.root.appendingPathComponent("zfunc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: script, to: folder.appendingPathComponent("_scrolldown"))
        let fromPath = try ShellRun.run(zsh, ["-f", "-c", "fpath=('\(folder.path)' $fpath); autoload -Uz compinit && compinit -u -d '\(dump)2' && print -r -- $_comps[scrolldown]"],
                                        environment: cli.environment)
        #expect(fromPath.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "_scrolldown", "\(fromPath.stderr)")
    }
}
