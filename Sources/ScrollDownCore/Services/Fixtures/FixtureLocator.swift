import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Finds the Fixtures/ tree that sample mode serves (through `FixtureTransport`).
enum FixtureLocator {
    /// Tries `SCROLLDOWN_FIXTURES`, then a `Fixtures` dir beside the executable or one of its
    /// parents (so `.build/debug/scrolldown` finds the repo's from any cwd), or an installed
    /// `PREFIX/share/scrolldown/Fixtures` for `PREFIX/bin/scrolldown` (Scripts/install.sh),
    /// then the repo this source file was built from. Nil when none holds an `api` folder.
    static func locate(environment: [String: String], executablePath: String?) -> URL? {
        locate(environment: environment, executablePath: executablePath, sourceFile: thisFile)
    }

    /// `locate(environment:executablePath:)` with the source file to fall back on given (tests).
    static func locate(environment: [String: String], executablePath: String?, sourceFile: String) -> URL? {
        if let explicit = environment["SCROLLDOWN_FIXTURES"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit, isDirectory: true)
            return isFixtureTree(url) ? url : nil
        }
        if let executablePath, !executablePath.isEmpty {
            var dir = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            while true {
                let candidate = dir.appendingPathComponent("Fixtures", isDirectory: true)
                if isFixtureTree(candidate) { return candidate }
                let installed = dir.appendingPathComponent("share/scrolldown/Fixtures", isDirectory: true)
                if isFixtureTree(installed) { return installed }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path || dir.path == "/" { break }
                dir = parent
            }
        }
        // Sources/ScrollDownCore/Services/Fixtures/FixtureLocator.swift → the repo root is five
        // levels up.
        let root = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidate = root.appendingPathComponent("Fixtures", isDirectory: true)
        return isFixtureTree(candidate) ? candidate : nil
    }

    /// The folder `SCROLLDOWN_FIXTURES` names, as written and as a path from the working
    /// directory (a relative one is read from there); nil when it is not set.
    static func named(environment: [String: String]) -> (written: String, path: String)? {
        guard let explicit = environment["SCROLLDOWN_FIXTURES"], !explicit.isEmpty else { return nil }
        return (explicit, URL(fileURLWithPath: explicit, isDirectory: true).standardizedFileURL.path)
    }

    /// Why no tree was found: the folder `SCROLLDOWN_FIXTURES` names when it is set.
    static func missing(environment: [String: String]) -> ScrollDownError.FileProblem {
        let named = named(environment: environment)
        return .fixturesMissing(named: named?.written, path: named?.path)
    }

    /// This file's path at build time. A `#filePath` default argument would be evaluated at
    /// the caller (another folder), so the path is captured here.
    static let thisFile: String = #filePath

    private static func isFixtureTree(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let api = url.appendingPathComponent("api").path
        return FileManager.default.fileExists(atPath: api, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
