import Foundation
import ScrollDownCore

extension Session {
    /// Builds the service for a backend.
    func makeService(_ backend: Backend) throws -> GameService {
        switch backend {
        case .mock(let fixtures):
            return MockGameService(fixtures: fixtures)
        case .live:
            throw ScrollDownError.other("the live backend is not available in this build yet")
        }
    }
}
