import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Runs the built binary as separate processes, as a reader's shell would.
@Suite(.temporaryHome) struct ProcessConcurrencyTests {
    static func binary() -> URL? { TestPaths.binary }

    @Test func fiftyConcurrentRevealAndHideProcessesAllLand() async throws {
        guard let binary = Self.binary() else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first")
            return
        }
        let cli = CLIHarness(service: .real)
        // Real games: reveal and hide refuse an id the backend does not have.
        let games = Array(try FixtureGames.all().prefix(50))
        let ids = games.map(\.id)
        try #require(ids.count == 50)
        // Reveal every other game that has started (one that has not is refused); hide the rest.
        let reveals = games.enumerated().map { n, game in n.isMultiple(of: 2) && game.state != .upcoming && game.state != .canceled }
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for (n, id) in ids.enumerated() {
                group.addTask {
                    let process = Process()
                    process.executableURL = binary
                    process.arguments = [reveals[n] ? "reveal" : "hide", String(id), "-q"]
                    process.environment = cli.environment
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                    try process.run()
                    process.waitUntilExit()
                    return process.terminationStatus
                }
            }
            for try await status in group { #expect(status == 0) }
        }
        let data = try Data(contentsOf: cli.stateDirectory.appendingPathComponent("reveal.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for (n, id) in ids.enumerated() {
            #expect(object["game.outcomeRevealed.\(id)"] as? Bool == reveals[n], "lost the choice for \(id)")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: cli.stateDirectory.appendingPathComponent("reveal.json").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func corruptRevealFileIsMovedAsideAndTheCommandStillWorks() async throws {
        let cli = CLIHarness(service: .real)
        try FileManager.default.createDirectory(at: cli.stateDirectory, withIntermediateDirectories: true)
        let file = cli.stateDirectory.appendingPathComponent("reveal.json")
        try Data("{ not json".utf8).write(to: file)
        let result = await cli.run("reveal 21600270")
        #expect(result.code == 0)
        #expect(result.stderr.contains("reveal.json was unreadable; moved it to"))
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.stateDirectory.path)
        let aside = try #require(names.first { $0.hasPrefix("reveal.json.corrupt-") })
        #expect(try String(contentsOf: cli.stateDirectory.appendingPathComponent(aside), encoding: .utf8) == "{ not json")
        let shown = await cli.run("game 21600270")
        #expect(shown.stdout.contains("WAS 115 – OKC 126"))
    }

    @Test func pipedOutputHasNoEscapeSequencesAndNoColorIsHonoured() async throws {
        guard let binary = Self.binary() else {
            Issue.record("the scrolldown binary was not found next to the tests: run `swift build` first")
            return
        }
        let cli = CLIHarness(service: .real)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["games", "--league", "NBA"]
        process.environment = cli.environment
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains("WAS @ OKC"))
        #expect(!text.contains("\u{1B}"))
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.split(separator: "\n").count == 1, "exactly one notice line about the sample games")
    }
}
