import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// Every output takes one path: a command hands a view (`OutputView`) or a document of the
/// executable (`Document`) to the session, `OutputView.rendered(_:_:)` is the core's one
/// render entry point, and `Printer` is the executable's one place that renders, pages and
/// writes. These read the sources (comments and strings removed, as VisibilityOwnershipTests
/// does) and fail naming any line that renders or writes output elsewhere, and any public
/// entry point of the core that hands back finished text.
@Suite struct OutputPathTests {
    typealias Rule = SourceScan.Rule
    typealias Finding = SourceScan.Finding

    static let executableRules: [Rule] = [
        Rule(name: "stdout", pattern: #"\bstdout\s*\.\s*write\s*\("#,
             why: "writes to stdout itself; hand a view or a document to session.output(_:)"),
        Rule(name: "render", pattern: #"\.rendered\s*\(|\bHelpText\s*\.\s*render\s*\(|\bManPage\s*\.\s*render\s*\(|\bCompletions\s*\.\s*script\s*\(|\bPrinter\s*\.\s*text\s*\("#,
             why: "renders output itself; hand the view or document to session.output(_:), whose Printer renders it"),
        Rule(name: "screen", pattern: #"\bcontext\s*\.\s*stdout\s*[,)]"#,
             why: "hands stdout to something that writes it; hand a view or a document to session.output(_:)"),
        Rule(name: "pager", pattern: #"\bcontext\s*\.\s*page\s*\(|\bPager\s*\.\s*run\s*\("#,
             why: "pages text itself; the Printer pages what is pageable"),
    ]

    /// Lines that match a rule and are the one path, by file (relative to `Sources/scrolldown/`).
    static let allowed: [(file: String, rule: String, why: String)] = [
        ("Output/Printer.swift", "stdout", "the one place output is written"),
        ("Output/Printer.swift", "render", "the one place output is rendered"),
        ("Output/Printer.swift", "pager", "the one place output is paged"),
        ("Commands/BrowseCommand.swift", "screen", "the reader's terminal (Browse/TTY) draws frames of views the Printer rendered (Printer.screenText) and nothing else"),
        ("ScrollDown.swift", "stdout", "`--version` answers before any context exists (start-up time); its bytes come from Printer.text(of: .version)"),
        ("ScrollDown.swift", "render", "the same `--version` fast path, asking the Printer for the version's bytes"),
    ]

    static let executable = TestPaths.repoRoot.appendingPathComponent("Sources/scrolldown", isDirectory: true)
    static let core = TestPaths.repoRoot.appendingPathComponent("Sources/ScrollDownCore", isDirectory: true)
    static let sourcesPresent = FileManager.default.fileExists(atPath: executable.appendingPathComponent("Commands").path)
        && FileManager.default.fileExists(atPath: core.appendingPathComponent("Rendering").path)

    @Test(.enabled(if: sourcesPresent, "the sources are not next to the tests: nothing to read"))
    func onlyThePrinterRendersAndWritesOutput() throws {
        let findings = try Self.findings(in: Self.executable)
        let unexplained = findings.filter { finding in !Self.allowed.contains { $0.file == finding.file && $0.rule == finding.rule } }
        let why = Dictionary(uniqueKeysWithValues: Self.executableRules.map { ($0.name, $0.why) })
        #expect(unexplained.isEmpty, """
            output rendered or written outside the Printer:
            \(unexplained.map { "\($0)\n    \(why[$0.rule] ?? "")" }.joined(separator: "\n"))
            """)
        let stale = Self.allowed.filter { allowance in !findings.contains { $0.file == allowance.file && $0.rule == allowance.rule } }
        #expect(stale.isEmpty, "allowances that match nothing: \(stale.map { "\($0.file) [\($0.rule)]" })")
    }

    /// The scanner catches a command that prints by itself, in each way one could.
    @Test func theRulesCatchACommandThatPrintsByItself() {
        let planted = [
            ("session.context.stdout.write(view.rendered(session.format, context))", "stdout"),
            ("let text = OutputView.game(view).rendered(.text, context)", "render"),
            ("session.context.stdout.write(HelpText.render(nil, width: 80))", "render"),
            ("_ = session.context.page(\"less\", ManPage.render())", "pager"),
            ("let script = Completions.script(for: .bash)", "render"),
            ("let screen = TTY(output: session.context.stdout)", "screen"),
        ]
        for (code, rule) in planted {
            let found = Self.findings(file: "Commands/Planted.swift", text: "func run() {\n    \(code)\n}\n").map(\.rule)
            #expect(found.contains(rule), "not caught as \(rule): \(code)")
        }
        let innocent = """
            /// Writes through stdout.write(text) in the Printer; HelpText.render(spec) makes the help.
            session.output(.help(spec))
            let note = "stdout.write(x) and .rendered(.text, c)"
            """
        #expect(Self.findings(file: "Commands/Innocent.swift", text: innocent) == [])
    }

    // MARK: - The core hands back views, not text

    /// Public declarations of the core that return text, each with why it is no rendered output.
    static let textReturningAllowed: [(name: String, why: String)] = [
        ("rendered", "OutputView.rendered(_:_:): the one render entry point"),
        ("leagueCode", "a league's code, a name"),
        ("rawString", "an open enum's or a league's spelling"),
        ("description", "an open enum's spelling; the window in words that views carry"),
        ("periodLabel", "a period's label (Q3, P2), a name"),
        ("clean", "TerminalSanitizer: makes a message safe for the terminal (stderr)"),
        ("message", "an error's message, for stderr"),
        ("errorDescription", "LocalizedError's message, for stderr"),
        ("closest", "a did-you-mean word"),
        ("teamNames", "team names near a typed one, for a did-you-mean hint"),
        ("settingKeys", "setting names, for the parser and completions"),
        ("canonicalKey", "a setting name as spelled"),
        ("pager", "the pager command to run"),
        ("matchup", "a game's team abbreviations as the feed prints them, for the reader's question"),
    ]

    /// Closure parameters of public functions that may take text: messages for stderr and the
    /// progress line, never the output.
    static let textClosuresAllowed = ["notice", "warning", "progress", "log"]

    @Test(.enabled(if: sourcesPresent, "the sources are not next to the tests: nothing to read"))
    func noCoreEntryPointHandsBackRenderedText() throws {
        let problems = try Self.textInterfaces(in: Self.core)
        #expect(problems.isEmpty, """
            public core entry points that hand back text: return an OutputView (rendered by \
            OutputView.rendered) instead, or, if it is no output, allow it in OutputPathTests with the reason:
            \(problems.joined(separator: "\n"))
            """)
    }

    /// The check catches an entry point that returns finished text or writes it through a closure.
    @Test func theCoreCheckCatchesTextEntryPoints() {
        let planted = """
            public func config(_ action: ConfigAction, format: OutputFormat) throws -> String {
            public func doctor(offline: Bool, format: OutputFormat) async -> (report: String, problems: Int) {
            public func text(style: TerminalStyle, now: Date) -> String {
            public func run(_ request: FairBetRequest, format: OutputFormat,
                            write: @escaping @Sendable (_ text: String, _ pageable: Bool) -> Void) async throws {
            public var listing: String { "" }
            """
        let found = Self.textInterfaces(file: "Planted.swift", text: planted)
        #expect(found.count == 5, "\(found)")
        let innocent = """
            public func config(_ action: ConfigAction) throws -> OutputView {
            public func rendered(_ format: OutputFormat, _ context: RenderContext) -> String {
            public init(notice: @escaping @Sendable (String) -> Void, progress: @escaping @Sendable (String?) -> Void) {
            func text(_ context: RenderContext) -> String {
            """
        #expect(Self.textInterfaces(file: "Innocent.swift", text: innocent) == [])
    }

    // MARK: - Scanners

    static func swiftFiles(in root: URL) throws -> [(path: String, text: String)] {
        try SourceScan.swiftFiles(in: root)
    }

    static func findings(in root: URL) throws -> [Finding] {
        try SourceScan.findings(executableRules, in: root)
    }

    static func findings(file: String, text: String) -> [Finding] {
        SourceScan.findings(executableRules, file: file, text: text)
    }

    static func textInterfaces(in root: URL) throws -> [String] {
        try swiftFiles(in: root).flatMap { textInterfaces(file: $0.path, text: $0.text) }
    }

    /// Each public func or property whose type is text (`String`, `String?`, `[String]` or a
    /// tuple holding one) and is not allowed, and each public func with a text-taking closure
    /// parameter not named as a message. A func's signature is read up to its opening brace, a
    /// property's to the end of its line.
    static func textInterfaces(file: String, text: String) -> [String] {
        let code = SourceScan.codeOnly(text)
        let head = try! Regex(#"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:\w+(?:\(\w+\))?[ \t]+)*public[ \t]+(?:\w+[ \t]+)*(func|var|let)[ \t]+(\w+)"#)
        let textType = try! Regex(#"\bString\b"#)
        let closure = try! Regex(#"(\w+)\s*:\s*(?:@escaping\s+)?(?:@Sendable\s+)?\(([^()]*\bString\b[^()]*)\)\s*(?:async\s+)?(?:throws\s+)?->\s*Void"#)
        var problems: [String] = []
        for match in code.matches(of: head) {
            let isFunction = code[match.output[1].range!] == "func"
            let name = String(code[match.output[2].range!])
            let rest = code[match.range.upperBound...]
            let end = isFunction ? rest.firstIndex(of: "{") : rest.firstIndex { $0 == "\n" || $0 == "{" || $0 == "=" }
            let signature = String(code[match.range.lowerBound..<(end ?? code.endIndex)])
            let line = code[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            let shown = signature.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            if Self.typePart(of: String(code[match.range.upperBound..<(end ?? code.endIndex)]), isFunction: isFunction).contains(textType),
               !textReturningAllowed.contains(where: { $0.name == name }) {
                problems.append("\(file):\(line) \(name) gives back text: \(shown)")
            }
            for parameter in signature.matches(of: closure) {
                let label = String(signature[parameter.output[1].range!])
                if !textClosuresAllowed.contains(label) { problems.append("\(file):\(line) \(name) hands text out through `\(label)`: \(shown)") }
            }
        }
        return problems
    }

    /// The part of a signature that says what a declaration gives back: after the parameter
    /// list's closing parenthesis for a func, after the name for a property.
    static func typePart(of signature: String, isFunction: Bool) -> String {
        guard isFunction else { return signature.firstIndex(of: ":").map { String(signature[$0...]) } ?? "" }
        var depth = 0
        for index in signature.indices {
            switch signature[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return String(signature[signature.index(after: index)...]) }
            default: break
            }
        }
        return ""
    }
}
