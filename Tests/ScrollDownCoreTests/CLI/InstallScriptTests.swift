import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `Scripts/install.sh` without building: its usage, and `--uninstall` removing exactly what
/// an install recorded (a real install is `.ci/run`'s install check).
@Suite(.temporaryHome) struct InstallScriptTests {
    static let script = TestPaths.repoRoot.appendingPathComponent("Scripts/install.sh").path

    @Test func helpPrintsUsageAndInstallsNothing() throws {
        let home = TemporaryHome.makeDirectory("install")
        for flag in ["--help", "-h"] {
            let result = try ShellRun.run("/bin/bash", [Self.script, flag], environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("usage: Scripts/install.sh [PREFIX]"))
            #expect(result.stdout.contains("--uninstall"))
        }
        let bad = try ShellRun.run("/bin/bash", [Self.script, "--bogus"], environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
        #expect(bad.status == 64 && bad.stderr.contains("unknown option '--bogus'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing installed into ./--help or HOME")
    }

    @Test func uninstallRemovesExactlyWhatTheManifestLists() throws {
        let prefix = TemporaryHome.makeDirectory("prefix")
        let files = FileManager.default
        func make(_ path: String) throws {
            let url = prefix.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        for path in ["bin/scrolldown", "bin/other-tool", "share/man/man1/scrolldown.1", "share/man/man1/other.1",
                     "share/scrolldown/Fixtures/api/games.json", "share/zsh/site-functions/_scrolldown"] {
            try make(path)
        }
        let manifest = prefix.appendingPathComponent("share/scrolldown/install-manifest.txt")
        try ["bin/scrolldown", "share/man/man1/scrolldown.1", "share/zsh/site-functions/_scrolldown"]
            .map { "file " + prefix.appendingPathComponent($0).path + "\n" }.joined().write(to: manifest, atomically: true, encoding: .utf8)
        try ["share/zsh", "share/zsh/site-functions"].map { "dir " + prefix.appendingPathComponent($0).path + "\n" }.joined()
            .write(toFile: manifest.path + ".dirs", atomically: true, encoding: .utf8)
        let result = try ShellRun.run("/bin/bash", [Self.script, "--uninstall", prefix.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        for gone in ["bin/scrolldown", "share/man/man1/scrolldown.1", "share/zsh", "share/scrolldown"] {
            #expect(!files.fileExists(atPath: prefix.appendingPathComponent(gone).path), "\(gone) removed")
        }
        for kept in ["bin/other-tool", "share/man/man1/other.1"] {
            #expect(files.fileExists(atPath: prefix.appendingPathComponent(kept).path), "\(kept) kept")
        }
    }

    /// The install copies the sample games' JSON and none of the notes beside them: the
    /// repository's MANIFEST.md is a plain table of every sample final.
    @Test func theSampleGamesAreInstalledWithoutTheNotesThatListTheFinals() async throws {
        let dest = TemporaryHome.makeDirectory("share").appendingPathComponent("Fixtures")
        let copy = TestPaths.repoRoot.appendingPathComponent("Scripts/copy-sample-games.sh").path
        let result = try ShellRun.run("/bin/bash", [copy, TestPaths.fixtures.path, dest.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        func files(_ root: URL) -> [String] {
            (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { !(try! URL(fileURLWithPath: root.path + "/" + $0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory ?? false) }
        }
        let repo = files(TestPaths.fixtures), installed = files(dest)
        // The repository has the notes (a final in a table row); the install has none of them.
        #expect(try String(contentsOf: TestPaths.fixtures.appendingPathComponent("MANIFEST.md"), encoding: .utf8)
            .contains("| WAS @ OKC |"))
        #expect(installed.allSatisfy { $0.hasSuffix(".json") }, "\(installed.filter { !$0.hasSuffix(".json") })")
        #expect(Set(installed) == Set(repo.filter { $0.hasSuffix(".json") }))
        // What is installed still serves every game.
        var cli = CLIHarness(service: .real)
        cli.environment["SCROLLDOWN_FIXTURES"] = dest.path
        let feed = await cli.run("games --format json")
        #expect(feed.code == 0 && feed.stdout.components(separatedBy: "\"id\" :").count - 1 == 59, "\(feed.stderr)")
        // install.sh copies through it, not the whole folder.
        let install = try String(contentsOfFile: Self.script, encoding: .utf8)
        #expect(install.contains("Scripts/copy-sample-games.sh\" \"$repo/Fixtures\""))
        #expect(!install.contains("cp -R \"$repo/Fixtures\""))
        #expect(try ShellRun.run("/bin/bash", [copy, "/nonexistent", dest.path], environment: ["PATH": "/usr/bin:/bin"]).status == 66)
    }
}
