import Foundation
import Testing

/// The core's folders are layers, and code only reaches down: contract and decoding, then
/// services and stores, then the reveal rules, then presentation, then the entry points the
/// executable calls. A type declared in a folder may be named only by code in that folder or
/// one above it. This reads the sources (comments and strings removed) and names every line
/// that reaches up.
@Suite struct LayeringTests {
    /// The folders of `Sources/ScrollDownCore`, lowest first. Folders on one line are one layer.
    /// `Withheld` and `Views` are modules of their own below the core (Package.swift), so the
    /// compiler already refuses their code naming anything above them; they are listed so the
    /// core's folders are checked against them like any lower layer.
    static let layers: [[String]] = [
        ["Withheld"],
        ["Views"],
        ["Support"],
        ["Models"],
        ["Services", "Stores", "Odds"],
        ["Guard"],
        ["Reveal"],
        ["Presentation"],
        ["Rendering"],
        ["Pipelines", "Setup"],
    ]

    static let core = TestPaths.repoRoot.appendingPathComponent("Sources/ScrollDownCore", isDirectory: true)
    static let corePresent = FileManager.default.fileExists(atPath: core.appendingPathComponent("Models").path)

    struct Reach: CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let name: String
        let declaredIn: String
        var description: String { "\(file):\(line) names \(name), declared in \(declaredIn)/" }
    }

    @Test(.enabled(if: corePresent, "Sources/ScrollDownCore is not next to the tests: nothing to read"))
    func everyFolderReachesOnlyDown() throws {
        let files = try Self.sources()
        let folders = Set(files.map(\.folder))
        let known = Set(Self.layers.flatMap { $0 })
        #expect(folders.subtracting(known).isEmpty, "folders without a layer: \(folders.subtracting(known).sorted())")
        let reaches = Self.reaches(in: files)
        #expect(reaches.isEmpty, "code reaching up the layers:\n\(reaches.map(\.description).joined(separator: "\n"))")
    }

    /// A planted reach is found: the check can fail.
    @Test func aPlantedReachIsFound() {
        let files = [Source(folder: "Models", path: "Models/A.swift", text: "struct Low { let view: HighView }\n"),
                     Source(folder: "Presentation", path: "Presentation/B.swift", text: "struct HighView { let low: Low }\n")]
        #expect(Self.reaches(in: files) == [Reach(file: "Models/A.swift", line: 1, name: "HighView", declaredIn: "Presentation")])
    }

    struct Source {
        let folder: String
        let path: String
        let text: String
    }

    static func sources() throws -> [Source] {
        try SourceScan.swiftFiles(in: core).map { file in
            Source(folder: String(file.path.split(separator: "/").first ?? ""), path: file.path, text: file.text)
        }
    }

    static func layer(of folder: String) -> Int? { layers.firstIndex { $0.contains(folder) } }

    static func reaches(in files: [Source]) -> [Reach] {
        // Top-level types (and typealiases) each folder declares.
        let declaration = try! NSRegularExpression(
            pattern: #"^(?:(?:public|internal|private|fileprivate|final|indirect|nonisolated)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)"#,
            options: [.anchorsMatchLines])
        var declaredIn: [String: String] = [:]
        for file in files {
            let code = SourceScan.codeOnly(file.text)
            for match in declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                if let range = Range(match.range(at: 1), in: code) { declaredIn[String(code[range])] = file.folder }
            }
        }
        // A name qualified by another (`APIClient.Configuration`) is a member, not the folder's type.
        let identifier = try! NSRegularExpression(pattern: #"(?<![.\w])[A-Z]\w*\b"#)
        // Types and generic parameters a file declares itself, at any depth, shadow the others.
        let local = try! NSRegularExpression(
            pattern: #"\b(?:struct|enum|class|actor|protocol|typealias|associatedtype)\s+([A-Z]\w*)|[<,]\s*([A-Z]\w*)\s*(?=[:,>])"#)
        var found: [Reach] = []
        for file in files {
            guard let own = layer(of: file.folder) else { continue }
            let code = SourceScan.codeOnly(file.text)
            var shadowed = Set<String>()
            for match in local.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                for group in 1...2 {
                    if let range = Range(match.range(at: group), in: code), declaredIn[String(code[range])] != file.folder {
                        shadowed.insert(String(code[range]))
                    }
                }
            }
            for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                var named = Set<String>()
                for match in identifier.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range, in: text) else { continue }
                    let name = String(text[range])
                    guard named.insert(name).inserted, !shadowed.contains(name), let folder = declaredIn[name], let theirs = layer(of: folder),
                          theirs > own else { continue }
                    found.append(Reach(file: file.path, line: index + 1, name: name, declaredIn: folder))
                }
            }
        }
        return found
    }
}
