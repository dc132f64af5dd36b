import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The one way tests fake the world: the bundled games of one dialect, served by the real
/// fixture backend with one game's documents edited (another final, overtime, a live game, a
/// sparse feed, planted sentences). Commands run against it through the real `HTTPGameService`,
/// in-process over `FixtureTransport` (`CLIHarness(scenario:)`) or over a socket
/// (`server()`), so routing, paging, dialects and decoding are exactly those of every other run.
///
/// Edits work on JSON (`GameDocuments`), each applied to every document that carries the fact it
/// changes. A scenario may change between requests: `perRequest` edits apply to the game's
/// detail by the number of times it was asked for (a live game growing, a game that starts).
final class FixtureScenario: Sendable, CustomStringConvertible {
    /// One edit of a game's documents, named for test messages.
    struct Edit: Sendable, CustomStringConvertible {
        let description: String
        let apply: @Sendable (inout GameDocuments) -> Void

        init(_ description: String, _ apply: @escaping @Sendable (inout GameDocuments) -> Void) {
            self.description = description
            self.apply = apply
        }
    }

    let dialect: Dialect
    /// The game edited (nil: the tree as recorded).
    let gameID: Int?
    let edits: [Edit]
    /// The backend sample mode would run, over the edited documents.
    let backend: FixtureBackend
    /// Decoded answers, shared by every run over this scenario: each edited document is decoded
    /// once, not once per run.
    let decodedBodies = DecodedBodies()
    private let documents: ScenarioDocuments

    /// The tree of `dialect` with game `id` edited by `edits`, then, on the n-th request for its
    /// detail, also by `perRequest[n]` (the last one from then on); documents in `replacing`
    /// (by path under the tree) are served instead of the stored ones.
    init(_ dialect: Dialect = .older, game id: Int? = nil, _ edits: [Edit] = [], perRequest: [[Edit]] = [],
         replacing: [String: JSONObject] = [:]) {
        self.dialect = dialect
        gameID = id
        self.edits = edits
        let documents = ScenarioDocuments(dialect: dialect, id: id, edits: edits, steps: perRequest,
                                          replaced: replacing.mapValues(FixtureDocuments.data))
        self.documents = documents
        backend = FixtureBackend(fixtures: dialect.fixtures, edit: { documents.serve($0, $1) })
    }

    var description: String {
        guard let gameID else { return "\(dialect) as recorded" }
        return "\(dialect) \(gameID): " + (edits.isEmpty ? "as recorded" : edits.map(\.description).joined(separator: ", "))
    }

    /// The game service of one run of the command line over this world, as sample mode builds
    /// it (a new one per run), sharing the decoded documents.
    func service() -> HTTPGameService {
        HTTPGameService.fixtures(backend, decodedBodies: decodedBodies)
    }

    /// A loopback HTTP server over the same edited documents (and the same request count).
    func server(apiKey: String? = nil, consumerApiKey: String? = nil) throws -> LoopbackHTTPServer {
        let documents = documents
        return try LoopbackHTTPServer(fixtures: dialect.fixtures, apiKey: apiKey, consumerApiKey: consumerApiKey,
                                      edit: { documents.serve($0, $1) })
    }

    /// How many times the edited game's detail has been read.
    var detailRequests: Int { documents.detailRequests }

    /// The edited documents, as the backend serves them (for checks and tests).
    func served(step: Int? = nil) -> GameDocuments? { documents.edited(step: step) }
}

/// The edited documents of a scenario, built on the first request and kept: each step's once.
private final class ScenarioDocuments: Sendable {
    private struct State {
        var built: [Int: (documents: GameDocuments, served: [String: Data?])] = [:]
        var detailRequests = 0
    }

    let dialect: Dialect
    let id: Int?
    let edits: [FixtureScenario.Edit]
    let steps: [[FixtureScenario.Edit]]
    let replaced: [String: Data]
    /// `@unchecked` through `Locked`: `GameDocuments` holds JSON objects read only under the lock.
    private let state = Locked(State())
    private let detailPath: String?

    init(dialect: Dialect, id: Int?, edits: [FixtureScenario.Edit], steps: [[FixtureScenario.Edit]], replaced: [String: Data]) {
        self.dialect = dialect
        self.id = id
        self.edits = edits
        self.steps = steps
        self.replaced = replaced
        detailPath = id.map(dialect.detailFile)
    }

    var detailRequests: Int { state.withLock { $0.detailRequests } }

    /// The `FixtureBackend.DocumentEdit`: a document of the edited game (or the list) as edited,
    /// every other one as stored.
    func serve(_ path: String, _ stored: Data?) -> Data? {
        if let document = replaced[path] { return document }
        guard id != nil else { return stored }
        var step: Int?
        if path == detailPath {
            let count = state.withLock { state in
                defer { state.detailRequests += 1 }
                return state.detailRequests
            }
            if !steps.isEmpty { step = min(count, steps.count - 1) }
        }
        return build(step: step).served[path] ?? stored
    }

    /// The documents of `step` (nil: the edits that apply to every request).
    func edited(step: Int?) -> GameDocuments? {
        guard id != nil else { return nil }
        return build(step: step).documents
    }

    private func build(step: Int?) -> (documents: GameDocuments, served: [String: Data?]) {
        state.withLock { state in
            let key = step ?? -1
            if let known = state.built[key] { return known }
            var documents = GameDocuments(dialect, id: id!)
            for edit in edits + (step.map { steps[$0] } ?? []) { edit.apply(&documents) }
            documents.playByPlayFollowsPlays()
            documents.playByPlayFollowsStatus()
            let built = (documents, documents.served())
            state.built[key] = built
            return built
        }
    }
}
