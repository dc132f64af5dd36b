import Foundation
import ScrollDownCore

extension Session {
    /// Builds the service for a backend: the bundled fixtures, or the HTTP API with its
    /// response cache. `-v` diagnostics go to stderr and never contain the API key.
    func makeService(_ backend: Backend) throws -> GameService {
        switch backend {
        case .mock(let fixtures):
            return MockGameService(fixtures: fixtures)
        case .live(let baseURL):
            let stderr = context.stderr
            let configuration = APIClient.Configuration(
                baseURL: baseURL, apiKey: apiKey, version: Version.current, recapPath: settings.recapPath, timeout: timeout)
            let log: @Sendable (String) -> Void
            if verbose { log = { stderr.write("scrolldown: \($0)\n") } } else { log = { _ in } }
            let client = APIClient(configuration: configuration, transport: URLSessionTransport(timeout: timeout),
                                   log: log, clock: context.clock)
            return LiveGameService(client: client, cache: ResponseCache(directory: paths.cacheDirectory),
                                   offline: invocation.flag("offline"), clock: context.clock)
        }
    }
}
