import Foundation
import Testing

/// What the hidden views receive is made in one place each, in the reveal layer: a
/// `WithheldGame` only by `RevealPolicy.withheldGame`, a `TimelineModel` only by
/// `RevealPolicy.preparedTimeline`, a `WithheldOdds` only by `RevealPolicy.withheldOdds`. Their initialisers are `package` (the views live in another
/// module), so the compiler alone would let any core file make one from anything; this reads
/// the core's sources and names every other place that does. (What the views' module cannot
/// name at all is checked by Scripts/compile-fail-check.sh.)
@Suite struct WithheldValuesTests {
    static let core = TestPaths.repoRoot.appendingPathComponent("Sources/ScrollDownCore", isDirectory: true)
    static let corePresent = FileManager.default.fileExists(atPath: core.appendingPathComponent("Withheld").path)

    /// Each made value, the file and function allowed to make it.
    static let makers: [(type: String, file: String, function: String)] = [
        ("WithheldGame", "Presentation/RevealPolicy+Game.swift", "func withheldGame("),
        ("TimelineModel", "Presentation/RevealPolicy+Timeline.swift", "func preparedTimeline("),
        ("WithheldOdds", "Presentation/RevealPolicy+OddsRows.swift", "func withheldOdds("),
    ]

    /// Lines (file:line) that call `type(` outside `function` in `file`, in `files`.
    static func strayMakers(_ type: String, file allowed: String, function: String,
                            in files: [(path: String, text: String)]) -> [String] {
        var found: [String] = []
        for file in files where !file.path.hasPrefix("Views/") && !file.path.hasPrefix("Withheld/") {
            var current = ""
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                // A member or top-level function starts (nested functions belong to theirs).
                if code.range(of: "^ {0,4}(\\w+ )*func ", options: .regularExpression) != nil { current = code }
                guard code.range(of: "\\b\(type)\\(", options: .regularExpression) != nil else { continue }
                if file.path == allowed && current.contains(function) { continue }
                found.append("\(file.path):\(number + 1)")
            }
        }
        return found
    }

    @Test(.enabled(if: corePresent, "Sources/ScrollDownCore is not next to the tests: nothing to read"))
    func eachWithheldValueIsMadeInOnePlace() throws {
        let files = try SourceScan.swiftFiles(in: Self.core)
        for maker in Self.makers {
            let stray = Self.strayMakers(maker.type, file: maker.file, function: maker.function, in: files)
            #expect(stray.isEmpty, "\(maker.type) made outside \(maker.file) \(maker.function)…): \(stray)")
            // The allowed maker itself is found, so the scan reads what it should.
            let all = Self.strayMakers(maker.type, file: "", function: maker.function, in: files)
            #expect(all.contains { $0.hasPrefix(maker.file + ":") }, "\(maker.type) is not made in \(maker.file)")
        }
    }

    /// A planted maker is found: the check can fail.
    @Test func aPlantedMakerIsFound() {
        let files = [(path: "Pipelines/Run.swift", text: "func run() {\n    let g = WithheldGame(facts: f, pregameLines: [:], pregamePosts: [], recap: .absent)\n}\n")]
        #expect(Self.strayMakers("WithheldGame", file: "Presentation/RevealPolicy+Game.swift", function: "func withheldGame(",
                                 in: files) == ["Pipelines/Run.swift:2"])
    }
}
