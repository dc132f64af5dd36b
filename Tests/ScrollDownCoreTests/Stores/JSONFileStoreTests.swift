import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct JSONFileStoreTests {
    @Test func missingFileReadsAsEmptyAndCreatesNothing() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let state = root.appendingPathComponent("state")
            let store = RevealStore(directory: state, clock: fixedClock, notice: { _ in })
            #expect(try store.all() == [:])
            #expect(try store.preference(for: 1) == nil)
            #expect(!FileManager.default.fileExists(atPath: state.path))
        }
    }

    @Test func writesAtomicallyWithPrivateModesAndNoLeftovers() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let state = root.appendingPathComponent("a/b/state")
            let store = RevealStore(directory: state, clock: fixedClock, notice: { _ in })
            try store.set(true, for: 7)
            try store.set(false, for: 8)
            #expect(try listing(state) == ["reveal.json", "reveal.json.lock"])
            #expect(try mode(of: state.appendingPathComponent("reveal.json")) == 0o600)
            #expect(try mode(of: state) == 0o700)
            #expect(try mode(of: root.appendingPathComponent("a")) == 0o700)
        }
    }

    @Test func rewritingAnOpenModeFileLeavesIt0600() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("reveal.json")
            try writeText(#"{"version": 1, "game.outcomeRevealed.3": true}"#, to: file)
            chmod(file.path, 0o644)
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            try store.set(true, for: 4)
            #expect(try mode(of: file) == 0o600)
            #expect(try store.all() == [3: true, 4: true])
        }
    }

    @Test(arguments: [
        "this is not json",
        "",
        "[1, 2, 3]",
        #"{"version": 1, "game.outcomeRevealed.5": "yes"}"#,
        #"{"version": "one"}"#,
    ])
    func corruptFileIsMovedAsideAndTheStoreKeepsWorking(contents: String) throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("reveal.json")
            try writeText(contents, to: file)
            let notices = NoticeLog()
            let store = RevealStore(directory: root, clock: fixedClock, notice: notices.sink)

            #expect(try store.all() == [:])
            let asideName = "reveal.json.corrupt-20260123T030000Z"
            #expect(notices.lines == ["reveal.json was unreadable; moved it to \(asideName) and started fresh"])
            let aside = try String(contentsOf: root.appendingPathComponent(asideName), encoding: .utf8)
            #expect(aside == contents)

            try store.set(true, for: 9)
            #expect(try store.preference(for: 9) == true)
            #expect(notices.lines.count == 1)
            #expect(try listing(root) == ["reveal.json", asideName, "reveal.json.lock"])
        }
    }

    @Test func aSecondCorruptFileInTheSameSecondGetsANumberedName() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("read.json")
            let notices = NoticeLog()
            let store = ReadStateStore(directory: root, clock: fixedClock, notice: notices.sink)
            try writeText("garbage one", to: file)
            try store.set(fixedNow, for: 1)
            try writeText("garbage two", to: file)
            try store.set(fixedNow, for: 2)
            #expect(try store.all() == [2: fixedNow])
            #expect(notices.lines.count == 2)
            #expect(notices.lines[1].contains("read.json.corrupt-20260123T030000Z-2"))
            let second = try String(contentsOf: root.appendingPathComponent("read.json.corrupt-20260123T030000Z-2"), encoding: .utf8)
            #expect(second == "garbage two")
        }
    }

    @Test func newerVersionIsRefusedAndLeftUntouched() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("reveal.json")
            let contents = #"{"version": 2, "game.outcomeRevealed.5": {"when": "later"}}"#
            try writeText(contents, to: file)
            let notices = NoticeLog()
            let store = RevealStore(directory: root, clock: fixedClock, notice: notices.sink)

            #expect(throws: ScrollDownError.self) { try store.all() }
            do {
                try store.set(true, for: 1)
                Issue.record("an update of a newer file must fail")
            } catch let error as ScrollDownError {
                #expect(error == .io(.newerFormat(path: file.path, version: 2, supported: RevealDocument.currentVersion)))
            }
            #expect(try String(contentsOf: file, encoding: .utf8) == contents)
            #expect(notices.lines.isEmpty)
            #expect(try listing(root) == ["reveal.json", "reveal.json.lock"])
        }
    }

    @Test func unknownKeysInTheRevealFileSurviveAWrite() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let file = root.appendingPathComponent("reveal.json")
            try writeText(#"{"version": 1, "note": "kept", "game.outcomeRevealed.2": false}"#, to: file)
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            try store.set(true, for: 3)
            let object = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: file))
            #expect(object["note"] == .string("kept"))
            #expect(object["game.outcomeRevealed.2"] == .bool(false))
            #expect(object["game.outcomeRevealed.3"] == .bool(true))
            #expect(object["version"]?.intValue == 1)
        }
    }

    @Test func aFileWhereTheDirectoryShouldBeIsAnIOErrorNamingIt() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let blocker = root.appendingPathComponent("state")
            try writeText("x", to: blocker)
            let store = RevealStore(directory: blocker, clock: fixedClock, notice: { _ in })
            #expect(throws: ScrollDownError.io(.fileInTheWay(path: blocker.path))) {
                try store.set(true, for: 1)
            }
        }
    }

    @Test func aDirectoryWhereTheFileShouldBeIsAnIOErrorNamingIt() throws {
        try withTemporaryDirectory { (root: URL) throws in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("read.json"), withIntermediateDirectories: true)
            let store = ReadStateStore(directory: root, clock: fixedClock, notice: { _ in })
            do {
                _ = try store.all()
                Issue.record("reading a directory must fail")
            } catch let error as ScrollDownError {
                let file = root.appendingPathComponent("read.json").path
                #expect(error == .io(.notRegularFile(.read, path: file, type: UInt32(S_IFDIR))))
                #expect(!error.message.contains("\n"))
            }
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions, so this cannot be checked as root"))
    func readOnlyDirectoryIsAnIOErrorNamingTheFile() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let state = root.appendingPathComponent("state")
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            chmod(state.path, 0o500)
            defer { chmod(state.path, 0o700) }
            let store = RevealStore(directory: state, clock: fixedClock, notice: { _ in })
            do {
                try store.set(true, for: 1)
                Issue.record("writing into a read-only directory must fail")
            } catch let error as ScrollDownError {
                #expect(error == .io(.failed(.write, path: state.appendingPathComponent("reveal.json").path, errno: EACCES)))
            }
        }
    }
}
