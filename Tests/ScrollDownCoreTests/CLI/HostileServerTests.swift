import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// A hostile or broken backend: huge, negative and denormal numbers in every numeric
/// field and terminal controls in every text field, for every command and format, in both
/// dialects. Nothing may trap (a trap ends this test process: exit ≥ 128), no raw control byte
/// may reach text output, JSON carries C1 and bidi controls only escaped, and an out-of-range
/// number is never printed.
@Suite(.temporaryHome) struct HostileServerTests {
    /// The numbers sent in place of every score, stat, price, line and count.
    static let numbers = [
        "9223372036854775807", "-9223372036854775808", "1e300", "-1e300", "5e-324", "-50", "0", "4611686018427387904",
    ]

    /// The doubles (prices, lines, percentages) alone, so the integer fields still decode
    /// and these reach the odds math.
    static let fractions = ["1e300", "-1e300", "5e-324", "-5e-324", "-50.0", "0.0", "99999999.5", "-100.5", "1e-300"]

    enum Variant: Sendable, CustomTestStringConvertible {
        case number(String), fraction(String), strings
        var fault: LoopbackHTTPServer.Fault {
            switch self {
            case .number(let literal): return .hostileNumbers(literal)
            case .fraction(let literal): return .hostileNumbers(literal, fractionsOnly: true)
            case .strings: return .hostileStrings
            }
        }
        var testDescription: String {
            switch self {
            case .number(let literal): return "number \(literal)"
            case .fraction(let literal): return "fraction \(literal)"
            case .strings: return "strings"
            }
        }
    }

    static let variants: [Variant] = numbers.map(Variant.number) + fractions.map(Variant.fraction) + [.strings]

    /// Every command that reads server data, in the shapes that reach different code.
    static let commands: [[String]] = [
        ["games", "--from", "2016-01-01", "--to", "2025-12-31"],
        ["game", "21600270"], ["game", "21600270", "--peek"], ["game", "22000001", "--peek"],
        ["game", "744914", "--peek"], ["game", "2024030121", "--peek"], ["game", "2024030121"],
        ["stats", "22000001", "--peek"], ["stats", "744914", "--peek"], ["stats", "2024030121", "--peek"],
        ["timeline", "22000001"], ["timeline", "22000001", "--peek"], ["timeline", "21600270", "--pbp", "--all-plays"],
        ["timeline", "744914", "--pbp", "--peek"], ["read", "21600270", "--peek"], ["read", "2024030121"],
        ["odds", "910000002"], ["odds", "910000002", "--opening", "--closing", "--peek"],
        ["odds", "910000002", "--category", "player-prop"], ["odds", "910000002", "--odds-format", "probability"],
        ["odds", "910000002", "--odds-format", "decimal"], ["odds", "910000001", "--category", "alternate"],
        ["fairbet"], ["fairbet", "--method", "shin"], ["fairbet", "--sort", "ev"],
    ]

    static let formats = ["text", "json", "ndjson"]

    @Test(arguments: Dialect.allCases, variants)
    func nothingTrapsLeaksControlsOrPrintsAnInvalidNumber(dialect: Dialect, variant: Variant) async throws {
        let server = try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server, dialect: dialect)
        server.setFault(variant.fault)
        var runs = 0
        for command in Self.commands {
            for format in Self.formats {
                if command.first == "fairbet", command.contains("--sort"), format != "ndjson" { continue }
                let result = await live.run(command + ["--format", format])
                runs += 1
                Self.check(result, command: command, format: format, variant: variant)
            }
        }
        // The listed ids work in --explain and --parlay, whatever bytes the keys carry.
        let listing = await live.run(["fairbet", "--format", "json"])
        let ids = Self.betIDs(listing.stdout)
        for id in ids.prefix(2) {
            for format in Self.formats {
                let explained = await live.run(["fairbet", "--explain", id, "--format", format])
                Self.check(explained, command: ["fairbet", "--explain", id], format: format, variant: variant)
                #expect(explained.code != 1 || !explained.stderr.contains("not found"), "listed id \(id.debugDescription) not found")
            }
        }
        if ids.count >= 2 {
            let parlay = await live.run(["fairbet", "--parlay", ids[0], ids[ids.count - 1]])
            Self.check(parlay, command: ["fairbet", "--parlay"], format: "text", variant: variant)
        }
        #expect(runs > 60)
        if dialect == .older, case .strings = variant { #expect(ids.count > 2, "the hostile listing still lists bets") }
    }

    static func betIDs(_ json: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let bets = (object["fairbet"] as? [String: Any])?["bets"] as? [[String: Any]] else { return [] }
        return bets.compactMap { $0["id"] as? String }
    }

    static func check(_ result: CLIHarness.Result, command: [String], format: String, variant: Variant,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let label = "\(command.joined(separator: " ")) --format \(format) [\(variant.testDescription)]"
        if let dump = ProcessInfo.processInfo.environment["HOSTILE_DUMP"] {
            let line = "\(label) => \(result.code) \(result.stderr.debugDescription.prefix(200))\n"
            if let handle = FileHandle(forWritingAtPath: dump) { handle.seekToEndOfFile(); handle.write(Data(line.utf8)); handle.closeFile() }
            if format == "json", command.first == "odds" || command.first == "fairbet" {
                let out = "---- \(label)\n\(result.stdout.prefix(1500))\n"
                if let handle = FileHandle(forWritingAtPath: dump) { handle.seekToEndOfFile(); handle.write(Data(out.utf8)); handle.closeFile() }
            }
        }
        #expect(result.code < 128, "\(label): exit \(result.code)", sourceLocation: sourceLocation)
        if let bad = firstControl(in: result.stderr, json: false) {
            Issue.record("\(label): stderr carries U+\(String(bad.value, radix: 16)): \(result.stderr.debugDescription.prefix(300))",
                         sourceLocation: sourceLocation)
        }
        if let bad = firstControl(in: result.stdout, json: format != "text") {
            let scalars = Array(result.stdout.unicodeScalars)
            let at = scalars.firstIndex(of: bad) ?? 0
            var around = String.UnicodeScalarView()
            around.append(contentsOf: scalars[max(0, at - 40)..<at])
            Issue.record("\(label): stdout carries U+\(String(bad.value, radix: 16)) after \(String(around).debugDescription)",
                         sourceLocation: sourceLocation)
        }
        if case .number(let literal) = variant, ["9223372036854775807", "-9223372036854775808", "4611686018427387904"].contains(literal) {
            for shown in ["922337203685477", "461168601842738", "e+18", "e+1"] where result.stdout.contains(shown) {
                Issue.record("\(label): printed an out-of-range number (\(shown))", sourceLocation: sourceLocation)
            }
        }
        if case .fraction(let literal) = variant, ["1e300", "-1e300", "99999999.5"].contains(literal) {
            for shown in ["e+300", "e+299", "e+29", "99999999", "1e+300"] where result.stdout.contains(shown) {
                Issue.record("\(label): printed an out-of-range number (\(shown))", sourceLocation: sourceLocation)
            }
        }
    }

    /// The first scalar that must not appear raw: C0 controls but newline and tab, DEL, C1,
    /// bidi embeddings, overrides and isolates. In JSON, a C0 control is already escaped by
    /// the encoder, so any raw one is a failure too.
    static func firstControl(in text: String, json: Bool) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            let v = scalar.value
            if v == 0x0A || v == 0x09 { return false }
            return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
                || v == 0x200E || v == 0x200F || v == 0x061C
        }
    }
}

extension HostileServerTests {
    /// The commands that could die with SIGILL (exit 132) on such numbers, run as real
    /// processes: the exit code is the shell's, not this test process surviving.
    @Test(arguments: [Variant.number("9223372036854775807"), .number("-9223372036854775808"), .fraction("1e300"), .strings])
    func theBinaryNeverExitsWithASignal(variant: Variant) async throws {
        let server = try LoopbackHTTPServer(fixtures: CLIHarness.fixtures, apiKey: LiveBackendCLITests.key)
        defer { server.stop() }
        let (_, live) = LiveBackendCLITests.pair(server: server)
        guard let runner = ProcessRunner.make(environment: live.environment) else { return }
        server.setFault(variant.fault)
        for command in [["odds", "910000002"], ["fairbet"], ["fairbet", "--explain", "910000001:spreads:team:miami_heat:-3.5"],
                        ["game", "21600270", "--peek"], ["stats", "22000001", "--peek"], ["timeline", "21600270", "--pbp"],
                        ["read", "2024030121"], ["games", "--from", "2016-01-01", "--to", "2025-12-31", "--format", "json"]] {
            let outcome = try await runner.run(command + ["--no-pager"])
            #expect(!outcome.hung && outcome.code < 128, "\(command) [\(variant.testDescription)]: exit \(outcome.code) \(outcome.stderr)")
            #expect(Self.firstControl(in: outcome.stdout + outcome.stderr, json: false) == nil, "\(command)")
        }
    }
}
