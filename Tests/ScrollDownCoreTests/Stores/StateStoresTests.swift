import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct StateStoresTests {
    @Test func revealStoreRoundTripsWithTheFlatKeyShape() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = RevealStore(directory: root, clock: fixedClock, notice: { _ in })
            try store.set(true, for: 123)
            try store.set(false, for: [5, 6])
            #expect(try store.preference(for: 123) == true)
            #expect(try store.preference(for: 5) == false)
            #expect(try store.preference(for: 99) == nil)
            #expect(try store.all() == [123: true, 5: false, 6: false])

            let object = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: root.appendingPathComponent("reveal.json")))
            #expect(object.objectValue?.keys.sorted()
                == ["game.outcomeRevealed.123", "game.outcomeRevealed.5", "game.outcomeRevealed.6", "version"])
            #expect(object["game.outcomeRevealed.123"] == .bool(true))
            #expect(object["version"]?.intValue == 1)

            try store.removeAll()
            #expect(try store.all() == [:])
        }
    }

    @Test func readStateRoundTripsWithISOTimes() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = ReadStateStore(directory: root, clock: fixedClock, notice: { _ in })
            #expect(try store.value(for: 123) == nil)
            try store.set(fixedNow, for: 123)
            #expect(try store.value(for: 123) != nil)
            #expect(try store.all() == [123: fixedNow])

            let object = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: root.appendingPathComponent("read.json")))
            #expect(object["read"]?["123"] == .string("2026-01-23T03:00:00Z"))
            #expect(object["version"]?.intValue == 1)
        }
    }

    @Test func positionStoreRoundTrips() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let store = PositionStore(directory: root, clock: fixedClock, notice: { _ in })
            let position = ReadingPosition(mode: .pbp, playIndex: 41, period: 3, periodLabel: "Q3", clock: "4:32", savedAt: fixedNow)
            try store.set(position, for: 77)
            try store.set(ReadingPosition(mode: .flow, blockIndex: 2, savedAt: fixedNow), for: 78)
            #expect(try store.value(for: 77) == position)
            #expect(try store.all().keys.sorted() == [77, 78])
            try store.set(nil, for: 77)
            #expect(try store.value(for: 77) == nil)
            #expect(try store.value(for: 78)?.blockIndex == 2)

            let object = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: root.appendingPathComponent("positions.json")))
            #expect(object["positions"]?["78"]?["mode"] == .string("flow"))
            #expect(object["positions"]?["78"]?["savedAt"] == .string("2026-01-23T03:00:00Z"))
        }
    }

    @Test func positionLabels() {
        #expect(ReadingPosition(mode: .pbp, period: 3, periodLabel: "Q3", clock: "4:32", savedAt: fixedNow).label == "Q3 4:32")
        #expect(ReadingPosition(mode: .pbp, periodLabel: "OT", savedAt: fixedNow).label == "OT")
        #expect(ReadingPosition(mode: .pbp, period: 2, clock: "10:00", savedAt: fixedNow).label == "period 2 10:00")
        #expect(ReadingPosition(mode: .flow, blockIndex: 2, savedAt: fixedNow).label == "block 3")
        #expect(ReadingPosition(mode: .pbp, playIndex: 0, savedAt: fixedNow).label == "play 1")
        #expect(ReadingPosition(mode: .flow, savedAt: fixedNow).label == "flow")
    }

    @Test func resetAllEmptiesEveryFileWithoutDeletingIt() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let stores = StateStores(paths: XDGPaths.rooted(at: root), clock: fixedClock, notice: { _ in })
            try stores.reveal.set(true, for: 1)
            try stores.read.set(fixedNow, for: 1)
            try stores.positions.set(ReadingPosition(mode: .flow, blockIndex: 0, savedAt: fixedNow), for: 1)

            try stores.resetAll()

            #expect(try stores.reveal.all().isEmpty)
            #expect(try stores.read.all().isEmpty)
            #expect(try stores.positions.all().isEmpty)
            let state = root.appendingPathComponent("state")
            for name in ["reveal.json", "read.json", "positions.json"] {
                #expect(try mode(of: state.appendingPathComponent(name)) == 0o600)
            }
            #expect(try listing(state).filter { $0.contains("tmp") }.isEmpty)
        }
    }
}
