import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension GameSources {
    /// What `scrolldown game` shows, fetched: detail and recaps concurrently, one round trip,
    /// not three. When the outcome-bearing post-reveal recap may be asked for is the
    /// policy's `RecapFetchPlan`; a recap failure never fails the fetch, the view says why
    /// there is none (`recapFailure`).
    public static func fetch(_ id: Int, service: any GameService, policy: RevealPolicy) async throws -> GameSources {
        let plan = policy.recapFetchPlan(gameID: id)
        async let detail = service.game(id: id, parts: .whole)
        async let pre = recapSource(service, id, .pre)
        async let early: Result<RecapSource, ScrollDownError>? = plan.postWithDetail ? recapSource(service, id, .post) : nil
        let fetched = try await detail
        var post = await early
        if plan.postAfter(fetched) {
            post = await recapSource(service, id, .post)
        }
        let preResult = await pre
        let failure = [preResult, post].compactMap { result -> ScrollDownError? in
            if case .failure(let error)? = result { return error }
            return nil
        }.first
        return GameSources(detail: fetched, pre: try? preResult.get(), post: try? post?.get(), failure: failure)
    }

    /// One recap source, its failure as a value.
    static func recapSource(_ service: GameService, _ id: Int, _ level: RevealLevel) async
        -> Result<RecapSource, ScrollDownError> {
        do {
            return .success(try await service.recapSource(gameID: id, level: level))
        } catch let error as ScrollDownError {
            return .failure(error)
        } catch {
            return .failure(.unavailable(.recapFailed(errorType: "\(type(of: error))")))
        }
    }
}
