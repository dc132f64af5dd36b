import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `config set` repairs any broken value; out-of-range values are refused, never obeyed.
@Suite(.temporaryHome) struct ConfigRepairTests {
    func configFile(_ cli: CLIHarness) -> URL { cli.root.appendingPathComponent("config/scrolldown/config.json") }

    @Test func configSetFixesAnUndecodableValueAndKeepsTheRest() async throws {
        let cli = CLIHarness(service: .real)
        try writeText(#"{"version":1,"scoreRevealMode":"sometimes","alwaysHideTeams":["BOS"],"custom":true}"#, to: configFile(cli))
        let broken = await cli.run("games -q")
        #expect(broken.code == 1)
        #expect(broken.stderr.contains("scoreRevealMode: must be one of: onMarkRead, always (got 'sometimes')"), "\(broken.stderr)")
        let set = await cli.run("config set scoreRevealMode always")
        #expect(set.code == 0, "\(set.stderr)")
        #expect(await cli.run("games -q").code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: configFile(cli))) as? [String: Any])
        #expect(object["scoreRevealMode"] as? String == "always")
        #expect(object["alwaysHideTeams"] as? [String] == ["BOS"])
        #expect(object["custom"] as? Bool == true)
    }

    @Test func anUnparsableConfigLeavesConfigSetAndPathUsable() async throws {
        let cli = CLIHarness(service: .real)
        try writeText("{ this is not json", to: configFile(cli))
        let path = await cli.run("config path")
        #expect(path.code == 0 && path.stdout == configFile(cli).path + "\n")
        let set = await cli.run("config set timeZone UTC")
        #expect(set.code == 0, "\(set.stderr)")
        #expect(set.stderr.contains("config.json was not a JSON object; moved it to config.json.corrupt-"))
        #expect(await cli.run("config get timeZone").stdout == "UTC\n")
        let names = try listing(configFile(cli).deletingLastPathComponent())
        let aside = try #require(names.first { $0.hasPrefix("config.json.corrupt-") })
        #expect(try String(contentsOf: configFile(cli).deletingLastPathComponent().appendingPathComponent(aside), encoding: .utf8)
            == "{ this is not json")
    }

    @Test(arguments: [
        (#"{"followIntervalSeconds":0}"#, "followIntervalSeconds: must be a whole number of seconds from 5 to 86400 (got 0.0)"),
        (#"{"liveDelaySeconds":1e308}"#, "liveDelaySeconds: must be a whole number of seconds from 0 to 86400"),
        (#"{"liveDelaySeconds":-5}"#, "liveDelaySeconds: must be a whole number of seconds from 0 to 86400"),
        (#"{"liveDelaySeconds":"soon"}"#, "liveDelaySeconds: must be a whole number of seconds"),
    ])
    func outOfRangeValuesAreRefusedThenRepairable(json: String, message: String) async throws {
        let cli = CLIHarness(service: .real)
        try writeText(json, to: configFile(cli))
        let refused = await cli.run("timeline 22000001 -q")
        #expect(refused.code == 1)
        #expect(refused.stderr.contains(message), "\(refused.stderr)")
        let key = json.contains("follow") ? "followIntervalSeconds" : "liveDelaySeconds"
        #expect(await cli.run(["config", "set", key, ""]).code == 0)
        #expect(await cli.run("timeline 22000001 -q").code == 0)
        #expect(await cli.run(["config", "set", key, "100000"]).code == 64)
    }

    @Test func configSetThroughASymlinkWritesTheTarget() async throws {
        let cli = CLIHarness(service: .real)
        let target = cli.root.appendingPathComponent("dotfiles/scrolldown.json")
        try writeText(#"{"version":1,"neverHideTeams":["NYK"]}"#, to: target)
        try FileManager.default.createDirectory(at: configFile(cli).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: configFile(cli), withDestinationURL: target)
        #expect(await cli.run("config set timeZone UTC").code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: configFile(cli).path) == target.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: target)) as? [String: Any])
        #expect(object["timeZone"] as? String == "UTC")
        #expect(object["neverHideTeams"] as? [String] == ["NYK"])
    }
}

@Suite(.temporaryHome) struct HostileArgumentTests {
    @Test func aHugeUnknownCommandIsEchoedShort() async {
        let cli = CLIHarness(service: .real)
        let result = await cli.run([String(repeating: "gamez", count: 20_000)])
        #expect(result.code == 64)
        let first = result.stderr.split(separator: "\n").first ?? ""
        #expect(first.count < 300, "echoed \(first.count) characters")
        #expect(first.contains("… (100000 bytes in all)"))
        #expect(await cli.run(["gamez"]).stderr.contains("did you mean 'games'?"))
    }

    @Test func machineFieldsWrappedInEscapesAreBadDataShownVisibly() async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: "k")
        defer { server.stop() }
        server.setFault(.escapedMachineFields)
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_API_KEY": "k", "SCROLLDOWN_BASE_URL": server.baseURL.absoluteString])
        for command in ["game 21600270", "games --from 2016-01-01 --to 2025-12-31"] {
            let result = await cli.run(command)
            #expect(result.code == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("\\u{1B}[31m"), "the raw value is shown escaped: \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"))
        }
    }
}
