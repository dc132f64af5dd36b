import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Every help example of the account's commands, run as ExampleScreensTests runs the others,
/// but against the loopback account instead of the sample games (which have none): each exits
/// 0 and prints something.
@Suite(.temporaryHome) struct AccountExampleTests {
    @Test func everyAccountExampleWorksAgainstTheAccount() async throws {
        let commands: [any Command.Type] = [LoginCommand.self, LogoutCommand.self, SyncCommand.self, PinCommand.self, UnpinCommand.self]
        var run = 0
        for command in commands {
            for example in command.spec.examples {
                var world = try AccountWorld()
                world.cli.stdinIsTerminal = true
                world.cli.ask = { _ in AccountWorld.email }
                world.cli.askSecret = { _ in AccountWorld.password }
                #expect(await world.login().code == 0)
                // A line that pipes the password in: the part after the pipe, reading stdin.
                let line = example.line.components(separatedBy: "| ").last ?? example.line
                guard let words = ExampleScreensTests.words(line) else { continue }
                let result = await world.cli.run(words)
                #expect(result.code == 0, "\(example.line): \(result.stderr)")
                #expect(!result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(example.line) printed nothing")
                run += 1
            }
        }
        #expect(run >= 12)
    }
}
