import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// ScrollDownCore's public API is the design (models, the game service, the
/// reveal policy, the view models, the renderers), so it stays small. Counts the way
/// `Scripts/public-surface.sh` does, with the PATTERN and FORBIDDEN regular expressions read
/// from that script, so the script and this test cannot disagree. Skipped (visibly) when the
/// sources are not next to the tests, as in an installed test bundle.
@Suite struct PublicSurfaceTests {
    /// The number of public declarations aimed for.
    static let goal = 200
    /// A ratchet under the goal: the count as it stands (the CHANGELOG says how it came down).
    /// Lower it as seams land; never raise it: a new public declaration replaces one that goes.
    /// 198: the reader (`browse`) needs eight (RenderContext.fitted/usesColor, FeedRow's
    /// gameID/matchup/isLive, GameSources.gameID, DisplayWidth and its `of`). 200: and two on
    /// GameWindow (`feedRows`, `feed(rows)`), so the reader redraws the feed after a reveal or a
    /// read without fetching, now that the feed's rows are built inside the window.
    static let limit = 200
    static let script = TestPaths.repoRoot.appendingPathComponent("Scripts/public-surface.sh")
    static let sources = TestPaths.repoRoot.appendingPathComponent("Sources/ScrollDownCore", isDirectory: true)
    static let present = FileManager.default.fileExists(atPath: script.path)
        && FileManager.default.fileExists(atPath: sources.path)

    @Test(.enabled(if: present, "skipped: Scripts/public-surface.sh or Sources/ScrollDownCore is not next to the tests"))
    func publicDeclarationsStayWithinTheLimit() throws {
        let surface = try Self.measure()
        #expect(surface.forbidden.isEmpty, "public extensions hide which members are public: \(surface.forbidden)")
        #expect(surface.declarations.count <= Self.limit,
                "\(surface.declarations.count) public declarations in ScrollDownCore (limit \(Self.limit), goal \(Self.goal)); make internal what the executable does not use")
    }

    @Test(.enabled(if: present, "skipped: Scripts/public-surface.sh or Sources/ScrollDownCore is not next to the tests"))
    func theRuleCountsWhatItSays() throws {
        let (pattern, forbidden) = try Self.rule()
        let counted = [
            "public struct A {", "    public var x: Int", "  @inlinable public func f() {}",
            "    public private(set) var y = 0", "    nonisolated public static let z = 1",
            "@available(*, deprecated) public init() {}", "open class C {}", "public typealias T = Int",
        ]
        let ignored = [
            "struct A {", "    /// the public API", "    // public var x", "    let open = 1",
            "    open(path, flags)", "    case publicKey", "    var x = \"public\"",
        ]
        for line in counted { #expect(Self.matches(pattern, line), "should count: \(line)") }
        for line in ignored { #expect(!Self.matches(pattern, line), "should not count: \(line)") }
        #expect(Self.matches(forbidden, "public extension Foo {"))
        #expect(!Self.matches(forbidden, "extension Foo {"))
    }

    /// Every counted line (`path:line`) and every forbidden one under Sources/ScrollDownCore.
    static func measure() throws -> (declarations: [String], forbidden: [String]) {
        let (pattern, forbidden) = try rule()
        var declarations: [String] = [], refused: [String] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let where_ = "\(url.lastPathComponent):\(index + 1)"
                if matches(pattern, String(line)) { declarations.append(where_) }
                if matches(forbidden, String(line)) { refused.append(where_) }
            }
        }
        return (declarations, refused)
    }

    /// The script's PATTERN and FORBIDDEN, as written there between single quotes.
    static func rule() throws -> (pattern: NSRegularExpression, forbidden: NSRegularExpression) {
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        func expression(_ name: String) throws -> NSRegularExpression {
            guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix("\(name)='") }),
                  line.hasSuffix("'") else {
                throw ScriptRuleMissing(name: name)
            }
            return try NSRegularExpression(pattern: String(line.dropFirst(name.count + 2).dropLast()))
        }
        return (try expression("PATTERN"), try expression("FORBIDDEN"))
    }

    static func matches(_ expression: NSRegularExpression, _ line: String) -> Bool {
        expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    struct ScriptRuleMissing: Error, CustomStringConvertible {
        let name: String
        var description: String { "Scripts/public-surface.sh has no \(name)='...' line" }
    }
}
