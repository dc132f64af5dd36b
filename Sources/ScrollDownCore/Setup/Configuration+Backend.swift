import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension Configuration {
    /// Which backend serves the data.
    public enum Backend: Sendable, Equatable {
        /// The bundled sample games in this directory.
        case mock(fixtures: URL)
        /// The HTTP API at this base URL.
        case live(baseURL: URL)
    }

    /// The live backend at `baseURL`, or the bundled games (their consumer-API shape for
    /// `--api v1` where it is bundled beside them). A bad base URL throws when `strict` (the
    /// command needs the backend), else it is the kept failure.
    static func backend(live: Bool, baseURL text: String, api: APIChoice, strict: Bool,
                        environment: [String: String], executablePath: String) throws -> Result<Backend, ScrollDownError> {
        if live {
            if strict { return .success(.live(baseURL: try BaseURL.parse(text))) }
            return Result { () throws(ScrollDownError) in .live(baseURL: try BaseURL.parse(text)) }
        }
        guard let fixtures = FixtureLocator.locate(environment: environment, executablePath: executablePath) else {
            return .failure(.io(FixtureLocator.missing(environment: environment)))
        }
        let consumerTree = fixtures.appendingPathComponent("v1", isDirectory: true)
        let wantsConsumer = api == .v1
            && !FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("api/v1/games.json").path)
            && FileManager.default.fileExists(atPath: consumerTree.appendingPathComponent("api/v1/games.json").path)
        return .success(.mock(fixtures: wantsConsumer ? consumerTree : fixtures))
    }

    /// The service for a backend: over the bundled games answered in-process (no socket, no
    /// cache), or over the network with this run's keys, recap route and response cache. The
    /// hooks are `GameBackend.live`'s: what to tell the reader while waiting.
    public func service(for backend: Backend, timeout: TimeInterval, offline: Bool,
                        log: @escaping @Sendable (String) -> Void,
                        decorate: (any HTTPTransport) -> any HTTPTransport,
                        retrying: @escaping @Sendable (Double, Int, Int) -> Void,
                        rateLimited: @escaping @Sendable (Double) -> Void,
                        waited: @escaping @Sendable () -> Void) -> any GameService {
        switch backend {
        case .mock(let fixtures):
            return GameBackend.sample(fixtures: fixtures, api: api, clock: clock, log: log)
        case .live(let baseURL):
            return GameBackend.live(
                baseURL: baseURL, keys: apiKeys, recapPath: settings.recapPath, timeout: timeout,
                cacheDirectory: paths.cacheDirectory, offline: offline, api: api, clock: clock, log: log,
                decorate: decorate, retrying: retrying, rateLimited: rateLimited, waited: waited)
        }
    }
}
