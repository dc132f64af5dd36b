import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The stack as `GameBackend.client` composes it: caching, then retrying, then the waiting
/// line, then the network; and what that order means for the reader.
@Suite struct TransportStackTests {
    /// Stands for the executable's waiting line: counts the requests that pass through it.
    struct CountingLine: HTTPTransport {
        let base: any HTTPTransport
        let passed: NetRecorder
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            passed.recordLog(request.url.path)
            return try await base.send(request)
        }
    }

    static let teams = Endpoint.teams(league: nil, search: nil, limit: 1, offset: 0)
    static let page = #"{"teams":[{"id":1,"name":"A","abbreviation":"AAA"}],"total":1}"#

    func client(_ network: ScriptedTransport, line: NetRecorder, cache: ResponseCache?, offline: Bool = false,
                base: String = "https://sda.example", recorder: NetRecorder = NetRecorder()) -> APIClient {
        GameBackend.client(configuration: .init(baseURL: URL(string: base)!, apiKey: APIKey("k-1"), version: "t"),
                           network: network, waitingLine: { CountingLine(base: $0, passed: line) },
                           cache: cache, offline: offline, sleep: { recorder.recordSleep($0) }, log: { recorder.recordLog($0) },
                           makeRequestID: { recorder.nextID() }, clock: NetTestSupport.fixedClock)
    }

    @Test func theLayersAreCachingRetryingWaitingNetwork() {
        let network = ScriptedTransport([])
        let layers = NetTestSupport.layers(client(network, line: NetRecorder(), cache: nil).transport)
        #expect(layers.count == 4)
        #expect(layers[0] is CachingTransport)
        #expect(layers[1] is RetryingTransport)
        #expect(layers[2] is CountingLine)
        #expect(layers[3] as? ScriptedTransport === network)
    }

    @Test func aCachedAnswerNeverReachesTheWaitingLineAndEachAttemptDoes() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let line = NetRecorder(), recorder = NetRecorder()
        let network = ScriptedTransport([.status(503), .status(200, Self.page)])
        let client = client(network, line: line, cache: cache, recorder: recorder)
        let first = try await client.cached(TeamsPageProbe.self, Self.teams) { _ in 60 }
        #expect(first.total == 1)
        #expect(line.logs.count == 2, "each attempt has its own waiting line")
        #expect(recorder.sleeps == [0.5], "the backoff is outside it")
        let again = try await client.cached(TeamsPageProbe.self, Self.teams) { _ in 60 }
        #expect(again == first)
        #expect(line.logs.count == 2, "a fresh cached answer draws no waiting line")
        #expect(network.requests.count == 2)
    }

    @Test func aKeyRefusedOverPlainHTTPStillLetsTheCacheAnswer() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let base = "http://sda.example"
        let url = client(ScriptedTransport([]), line: NetRecorder(), cache: cache, base: base).url(for: Self.teams)
        cache.store(ResponseCache.Entry(body: Data(Self.page.utf8), fetchedAt: Date(timeIntervalSince1970: 0), maxAge: 60), for: url)
        let network = ScriptedTransport([])
        // Offline, the stale entry answers: nothing would go on the wire.
        let offline = client(network, line: NetRecorder(), cache: cache, offline: true, base: base)
        #expect(try await offline.cached(TeamsPageProbe.self, Self.teams) { _ in 60 }.total == 1)
        // Online, the entry is stale: the request would carry the key over plain http, so it is refused unsent.
        let online = client(network, line: NetRecorder(), cache: cache, base: base)
        let error = await NetTestSupport.error { _ = try await online.cached(TeamsPageProbe.self, Self.teams) { _ in 60 } }
        #expect(error == .config(.keyOverPlainHTTP(host: "sda.example")))
        #expect(network.requests.isEmpty)
    }

    @Test func aClientErrorAfterARetryQuotesTheRetrysRequestID() async throws {
        let network = ScriptedTransport([.status(503), .status(422, #"{"detail":"bad"}"#)])
        let error = await NetTestSupport.error {
            _ = try await client(network, line: NetRecorder(), cache: nil).send(Self.teams)
        }
        #expect(error == .serverRejected(request: "GET /api/admin/sports/teams", status: 422, detail: "bad", requestID: "req-2"))
    }

    /// Counts its decodings (game details are large: a body is decoded once per request).
    struct Counted: Decodable, Sendable {
        static let decodings = Locked(0)
        init(from decoder: Decoder) throws {
            _ = try decoder.singleValueContainer().decode([String: Int].self)
            Self.decodings.withLock { $0 += 1 }
        }
    }

    @Test func aBodyIsDecodedOncePerRequestFetchedOrCached() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let network = ScriptedTransport([.status(200, #"{"a":1}"#)])
        let client = client(network, line: NetRecorder(), cache: ResponseCache(directory: directory))
        let before = Counted.decodings.current
        _ = try await client.cached(Counted.self, Self.teams) { _ in 60 }
        #expect(Counted.decodings.current == before + 1, "fetched and stored")
        _ = try await client.cached(Counted.self, Self.teams) { _ in 60 }
        #expect(Counted.decodings.current == before + 2, "answered from the cache")
        #expect(network.requests.count == 1)
    }
}
