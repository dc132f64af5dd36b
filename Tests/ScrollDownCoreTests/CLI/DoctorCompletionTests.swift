import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `doctor` asks the reader's own shell, started as a new interactive one in a fake home,
/// whether scrolldown's completion is loaded: loaded, not loaded (a warning: scrolldown works
/// without it, and a fresh system may not have bash-completion), or unknown when the shell
/// cannot answer. Neither makes doctor fail.
@Suite(.temporaryHome) struct DoctorCompletionTests {
    /// The doctor's completions line.
    /// The completions line of `doctor`, with the lines it goes on to under its column.
    static func line(_ output: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("completions") && !$0.hasPrefix("scrolldown doctor") }) else { return "" }
        var joined = lines[start]
        for next in lines[(start + 1)...] {
            guard next.hasPrefix("        "), next.trimmingCharacters(in: .whitespaces).first != nil else { break }
            joined += " " + next.trimmingCharacters(in: .whitespaces)
        }
        return joined
    }

    /// A harness whose SHELL is `shell`, with the completion script of `kind` saved in its home.
    static func harness(shell: String, kind: Shell) async throws -> (cli: CLIHarness, script: URL) {
        var cli = CLIHarness(service: .real, extra: ["PAGER": "cat", "SHELL": shell])
        cli.environment["SCROLLDOWN_ENV"] = "mock"
        let script = cli.root.appendingPathComponent("saved-completion.\(kind.rawValue)")
        try await cli.run(["completions", kind.rawValue]).stdout.write(to: script, atomically: true, encoding: .utf8)
        return (cli, script)
    }

    @Test func bashSaysWhetherANewInteractiveShellHasTheCompletion() async throws {
        var (cli, script) = try await Self.harness(shell: "/bin/bash", kind: .bash)
        // Where a reader's would be, as long: the install line names it.
        cli.environment["XDG_DATA_HOME"] = "/home/reader/.local/share"
        let rc = cli.root.appendingPathComponent(".bashrc")
        let missing = await cli.run("doctor --offline")
        #expect(missing.code == 0, "\(missing.stdout)")
        #expect(Self.line(missing.stdout).hasPrefix("  warn  completions  bash: not loaded in a new interactive shell:"),
                "\(missing.stdout)")
        #expect(missing.stdout.hasSuffix("Nothing to fix; 1 warning.\n"), "\(missing.stdout)")
        #expect(missing.stderr.isEmpty, "\(missing.stderr)")
        // Its long line goes on under the detail column, within 100 columns; the install
        // command, too wide for that column, whole on a line of its own.
        let lines = missing.stdout.split(separator: "\n")
        let start = try #require(lines.firstIndex { $0.contains("warn  completions") })
        #expect(lines[start + 1] == "    scrolldown completions bash > /home/reader/.local/share/bash-completion/completions/scrolldown",
                "\(missing.stdout)")
        #expect(lines[start + 2] == String(repeating: " ", count: 21) + "(see README, Install)", "\(missing.stdout)")
        #expect(lines[start...(start + 2)].allSatisfy { DisplayWidth.of(String($0)) <= 100 }, "\(missing.stdout)")
        cli.environment["XDG_DATA_HOME"] = nil
        try "source '\(script.path)'\n".write(to: rc, atomically: true, encoding: .utf8)
        let loaded = await cli.run("doctor --offline")
        #expect(loaded.code == 0, "\(loaded.stdout)")
        #expect(Self.line(loaded.stdout).contains("bash: loaded in a new interactive shell"), "\(loaded.stdout)")
        // Something else registered for the name is not scrolldown's completion.
        try "complete -W 'foo bar' scrolldown\n".write(to: rc, atomically: true, encoding: .utf8)
        let other = await cli.run("doctor --offline")
        #expect(other.code == 0 && Self.line(other.stdout).contains("not loaded"), "\(other.stdout)")
        // A script in the user folder that nothing reads is there but not loaded.
        try "complete -r scrolldown 2>/dev/null; unset -f _comp_load _completion_loader __load_completion\n"
            .write(to: rc, atomically: true, encoding: .utf8)
        let folder = cli.root.appendingPathComponent(".local/share/bash-completion/completions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: script, to: folder.appendingPathComponent("scrolldown"))
        let unread = await cli.run("doctor --offline")
        #expect(unread.code == 0)
        let joined = unread.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("\(folder.path)/scrolldown is there, but a new interactive bash does not load it"),
                "\(unread.stdout)")
    }

    @Test func aShellThatDoesNotAnswerLeavesItUnknown() async throws {
        let fake = TemporaryHome.makeDirectory("fake-shell").appendingPathComponent("bash")
        try "#!/bin/sh\necho hello\nexit 0\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let (cli, _) = try await Self.harness(shell: fake.path, kind: .bash)
        let result = await cli.run("doctor --offline")
        #expect(result.code == 0, "\(result.stdout)")
        #expect(Self.line(result.stdout).contains("bash: unknown whether loaded (bash did not run the check"), "\(result.stdout)")
        var unset = cli
        unset.environment["SHELL"] = nil
        #expect(Self.line(await unset.run("doctor --offline").stdout).contains("unknown: SHELL is not set"))
    }

    @Test(.enabled(if: InstalledShells.zsh != nil, "zsh is not installed"))
    func zshSaysWhetherCompinitHasIt() async throws {
        let zsh = try #require(InstalledShells.zsh)
        var (cli, script) = try await Self.harness(shell: zsh, kind: .zsh)
        let zdot = cli.root.appendingPathComponent("zdot")
        try FileManager.default.createDirectory(at: zdot, withIntermediateDirectories: true)
        cli.environment["ZDOTDIR"] = zdot.path
        try "autoload -Uz compinit && compinit -u -d '\(zdot.path)/dump'\n"
            .write(to: zdot.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
        let missing = await cli.run("doctor --offline")
        #expect(missing.code == 0 && Self.line(missing.stdout).contains("zsh: not loaded"), "\(missing.stdout)")
        try "autoload -Uz compinit && compinit -u -d '\(zdot.path)/dump'\nsource '\(script.path)'\n"
            .write(to: zdot.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
        let loaded = await cli.run("doctor --offline")
        #expect(loaded.code == 0 && Self.line(loaded.stdout).contains("zsh: loaded in a new interactive shell"), "\(loaded.stdout)")
    }

    @Test(.enabled(if: InstalledShells.fish != nil, "fish is not installed"))
    func fishSaysWhetherItsCompletionsFolderHasIt() async throws {
        let fish = try #require(InstalledShells.fish)
        var (cli, script) = try await Self.harness(shell: fish, kind: .fish)
        // fish loads completions only for a command on PATH.
        let binary = try #require(TestPaths.binary)
        cli.environment["PATH"] = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let missing = await cli.run("doctor --offline")
        #expect(missing.code == 0 && Self.line(missing.stdout).contains("fish: not loaded"), "\(missing.stdout)")
        let folder = cli.root.appendingPathComponent("config/fish/completions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: script, to: folder.appendingPathComponent("scrolldown.fish"))
        let loaded = await cli.run("doctor --offline")
        #expect(loaded.code == 0, "\(loaded.stdout)")
        #expect(Self.line(loaded.stdout).contains("fish: loaded in a new interactive shell (\(folder.path)/scrolldown.fish)"),
                "\(loaded.stdout)")
    }
}
