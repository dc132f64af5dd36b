import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Local files are read within a bound, and a dangling link is reported, not
/// replaced.
@Suite(.temporaryHome) struct LocalFileBoundsTests {
    @Test func anOversizedStateFileIsRefusedAndLeftAsItIs() async throws {
        // `reveal` looks the game up first: the bundled games answer.
        let cli = CLIHarness(service: .real)
        try FileManager.default.createDirectory(at: cli.stateDirectory, withIntermediateDirectories: true)
        let file = cli.stateDirectory.appendingPathComponent("reveal.json")
        // Valid JSON, 9 MiB: a version and a long padding string.
        var big = Data(#"{"version":1,"pad":""#.utf8)
        big.append(Data(repeating: UInt8(ascii: "x"), count: 9 << 20))
        big.append(Data(#""}"#.utf8))
        try big.write(to: file)
        let result = await cli.run("reveal 21600270")
        #expect(result.code == 1, "\(result.stderr)")
        #expect(result.stderr.contains("more than the 8192 KiB a scrolldown file can be"), "\(result.stderr)")
        #expect(try Data(contentsOf: file) == big, "left as it is")
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.stateDirectory.path)
        #expect(!names.contains { $0.contains("corrupt") }, "not moved aside")
    }

    @Test func aDanglingSymlinkAtAStatePathIsReportedNotReplaced() async throws {
        let cli = CLIHarness(service: .real)
        try FileManager.default.createDirectory(at: cli.stateDirectory, withIntermediateDirectories: true)
        let link = cli.stateDirectory.appendingPathComponent("reveal.json")
        let target = cli.root.appendingPathComponent("dotfiles/missing/reveal.json").path
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        let result = await cli.run("reveal 21600270")
        #expect(result.code == 1, "\(result.stderr)")
        #expect(result.stderr.contains("symbolic link to \(target)"), "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target, "the link stays")
    }

    @Test func aPrefixReadIsNotBoundedByTheWholeFileLimit() throws {
        let root = TemporaryHome.makeDirectory("bounds")
        let file = root.appendingPathComponent("big")
        try Data(repeating: 0x41, count: 2 << 20).write(to: file)
        #expect(try POSIXFile.readIfPresent(file, upTo: 16)?.count ?? 0 >= 16)
        #expect(throws: ScrollDownError.self) { try POSIXFile.readIfPresent(file, maxBytes: 1 << 20) }
    }
}

/// The process stops being dumpable once a key is in memory, and only then.
@Suite(.temporaryHome) struct SecretProtectionTests {
    @Test func aLoadedKeyMakesTheProcessNotDumpable() async {
        let calls = Locked(0)
        // A live run (a key), its backend answered in-process: `reveal` looks the game up.
        var live = CLIHarness(service: .scenario(FixtureScenario()), extra: ["SCROLLDOWN_API_KEY": "sk-test-7f3a9c1e5b"])
        live.protectSecrets = { calls.withLock { $0 += 1 } }
        _ = await live.run("config path")
        _ = await live.run("reveal 21600270")
        var mock = CLIHarness(service: .real)
        mock.protectSecrets = { calls.withLock { $0 += 100 } }
        _ = await mock.run("games --league NBA")
        #expect(calls.withLock { $0 } >= 1 && calls.withLock { $0 } < 100, "\(calls.withLock { $0 })")
    }

    #if os(Linux)
    @Test func denyDumpsClearsTheDumpableFlag() {
        #expect(ProcessHardening.denyDumps())
    }
    #endif
}
