import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// zsh's own completion system, driven for real: an interactive zsh in a pseudo-terminal
/// (zpty) sources the script, types a line and TAB; a `compadd` wrapper prints every word
/// the completion functions add. Skipped (visibly) when zsh is not installed.
@Suite(.temporaryHome) struct ZshCompletionTests {
    static let driver = #"""
    zmodload zsh/zpty
    script=$1 dir=$2 line=$3
    zpty z zsh -f -i
    zpty -w z "PROMPT='READY> '; PATH='$PATH'; unsetopt zle_bracketed_paste; autoload -Uz compinit; compinit -u -d '$dir/zcompdump'; source '$script'"
    zpty -w z 'compadd () { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi; typeset -a __hits; builtin compadd -A __hits "$@"; local w; for w in $__hits; do print -r -- "HIT:$w"; done; builtin compadd "$@"; }'
    zpty -w z "zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' menu no; unsetopt beep; print -- SET''UP-DONE"
    zpty -r z out '*SETUP-DONE*READY> '
    zpty -w -n z "$line"$'\t'
    zpty -w z $'\C-u''print -- END''-OF-COMPLETION'
    zpty -r z rest '*END-OF-COMPLETION*END-OF-COMPLETION*'
    zpty -d z
    print -r -- "$rest" | tr '\r' '\n' | grep -a -o 'HIT:[^[:cntrl:]]*' | sort -u
    """#

    @Test(.enabled(if: InstalledShells.zsh != nil && InstalledShells.timeout, "zsh (or timeout) is not installed"))
    func zshOffersTheExpectedWords() async throws {
        let zsh = try #require(InstalledShells.zsh)
        guard let binary = TestPaths.binary else { Issue.record("run `swift build` first"); return }
        let cli = CLIHarness(service: .real)
        #expect(await cli.run("games --env mock").code == 0)
        #expect(await cli.run("fairbet --env mock").code == 0)
        let script = cli.root.appendingPathComponent("scrolldown.zsh")
        try await cli.run("completions zsh").stdout.write(to: script, atomically: true, encoding: .utf8)
        let driver = cli.root.appendingPathComponent("drive.zsh")
        try Self.driver.write(to: driver, atomically: true, encoding: .utf8)
        var environment = cli.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":/usr/local/bin:/usr/bin:/bin"
        for (line, expected, exact) in CompletionTests.cases + [(["fairbet", "--explain", CompletionTests.betPrefix], ["910000001:h2h:team:miami_heat:0"], true)] {
            let typed = (["scrolldown"] + line).joined(separator: " ")
            // The bound only detects a hang; a passing run takes well under a second.
            let result = try ShellRun.run("/usr/bin/timeout", ["60", zsh, "-f", driver.path, script.path, cli.root.path, typed],
                                          environment: environment)
            let offered = Set(result.stdout.split(separator: "\n").map { String($0.dropFirst("HIT:".count)) })
            #expect(result.status == 0, "zsh \(typed): \(result.stderr)")
            #expect(exact ? offered == expected : expected.isSubset(of: offered), "zsh \(typed) → \(offered.sorted())")
        }
    }
}
