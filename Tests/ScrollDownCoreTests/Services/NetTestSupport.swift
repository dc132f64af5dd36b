import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Shared helpers for the network tests.
enum NetTestSupport {
    /// The repository's Fixtures directory.
    static let fixtures: URL = TestPaths.fixtures

    /// The sda recordings (today's backend), served by the same server and mock.
    static let sdaFixtures: URL = fixtures.appendingPathComponent("sda")

    /// Both dialects: every service test that runs over one runs over the other.
    static let trees: [URL] = [fixtures, sdaFixtures]

    static let apiKey = "test-key-Zq9"

    /// A client against `server` with recorded sleeps and logs and predictable request ids.
    /// Generous: a loaded machine (a parallel build, the whole suite at once) has answered a
    /// loopback request after more than 10 s. Tests of timeouts pass their own.
    static let defaultTimeout: TimeInterval = 20

    static func client(_ server: LoopbackHTTPServer, key: String? = apiKey, timeout: TimeInterval = defaultTimeout,
                       attempts: Int = 3, recorder: NetRecorder = NetRecorder(),
                       transport: (any HTTPTransport)? = nil, cache: ResponseCache? = nil, offline: Bool = false,
                       clock: @escaping Clock = fixedClock) -> APIClient {
        client(baseURL: server.baseURL, key: key, timeout: timeout, attempts: attempts, recorder: recorder, transport: transport,
               cache: cache, offline: offline, clock: clock)
    }

    static func client(baseURL: URL, key: String? = apiKey, timeout: TimeInterval = defaultTimeout, attempts: Int = 3,
                       recorder: NetRecorder = NetRecorder(), transport: (any HTTPTransport)? = nil,
                       cache: ResponseCache? = nil, offline: Bool = false, clock: @escaping Clock = fixedClock) -> APIClient {
        GameBackend.client(
            configuration: .init(baseURL: baseURL, apiKey: key.map(APIKey.init), version: "9.9.9", timeout: timeout),
            network: transport ?? NetTestSupport.liveTransport(deadlineFactor: 2),
            retry: .init(maxAttempts: attempts), cache: cache, offline: offline,
            sleep: { seconds in recorder.recordSleep(seconds) },
            log: { line in recorder.recordLog(line) },
            makeRequestID: { recorder.nextID() },
            clock: clock)
    }

    /// The clock of the network tests.
    static let fixedClock: Clock = { Date(timeIntervalSince1970: 1_700_000_000) }

    /// The layers of a transport stack, outermost first (each decorator's `base`, down to the network).
    static func layers(_ transport: any HTTPTransport) -> [any HTTPTransport] {
        var layers = [transport]
        while let base = Mirror(reflecting: layers[layers.count - 1]).children.first(where: { $0.label == "base" })?.value
            as? any HTTPTransport {
            layers.append(base)
        }
        return layers
    }

    /// The live transport (libcurl). The suite runs where the product runs, so libcurl is there;
    /// a machine without it fails here, by name, rather than in each test's own words.
    static func liveTransport(deadlineFactor: Double = 4, maxBodyBytes: Int = 64 << 20) -> CurlTransport {
        guard let transport = CurlTransport(deadlineFactor: deadlineFactor, maxBodyBytes: maxBodyBytes) else {
            preconditionFailure("libcurl (libcurl.so.4) cannot be loaded: the live-transport tests need it")
        }
        return transport
    }

    /// Runs `body` and returns the ScrollDownError it throws, or nil.
    static func error(_ body: () async throws -> Void) async -> ScrollDownError? {
        do {
            try await body()
            return nil
        } catch let error as ScrollDownError {
            return error
        } catch {
            Issue.record("unexpected \(type(of: error)): \(error)")
            return nil
        }
    }
}

/// Records sleeps, log lines and issues request ids.
///
/// `@unchecked Sendable`: all state is behind `lock`.
final class NetRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var storedSleeps: [Double] = []
    private var storedLogs: [String] = []
    private var counter = 0

    var sleeps: [Double] { lock.withLock { storedSleeps } }
    var logs: [String] { lock.withLock { storedLogs } }

    func recordSleep(_ seconds: Double) { lock.withLock { storedSleeps.append(seconds) } }
    func recordLog(_ line: String) { lock.withLock { storedLogs.append(line) } }
    func nextID() -> String {
        lock.withLock {
            counter += 1
            return "req-\(counter)"
        }
    }
}

/// A transport that must never be called.
struct UnreachableTransport: HTTPTransport {
    let calls: NetRecorder
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        calls.recordLog(request.url.absoluteString)
        return HTTPResponse(status: 200)
    }
}

/// Just enough of E6 to decode in network tests (the real models live in Models/).
struct TeamsPageProbe: Decodable, Equatable {
    struct Team: Decodable, Equatable {
        let id: Int
        let name: String
        let abbreviation: String
    }
    let teams: [Team]
    let total: Int
}
