import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// The Scroll Down account as sda 78de685d serves it, for the loopback server (`/auth/…`):
/// `routers/auth.py` (login, refresh, me), `routers/preferences.py` (GET/PUT/PATCH of the
/// preferences, their caps and normalisation) and `dependencies/roles.py` (403 "Authentication
/// required" without a token, 401 "Token has expired" / "Invalid token"), with FastAPI's 422
/// list bodies for a body the models refuse. Written from that code, so the client is tested
/// against what the server does, not against what the client expects.
///
/// Tokens look like the backend's JWTs (three base64url parts, `sub`, `role`, `iat`, `exp`,
/// `rm`), so the client can read their lifetime; the signature is a random string the server
/// remembers instead of an HMAC. "Now" is the server's own clock, which a test moves to expire
/// a token. Another device is a test calling `change(_:_:)` between runs.
///
/// `@unchecked Sendable`: every mutable property is read and written only under `lock`.
final class AccountBackend: @unchecked Sendable {
    struct User {
        var id: Int
        var email: String
        var password: String
        var active = true
    }

    /// One user's row of `user_preferences`.
    struct Preferences: Equatable {
        var settings: [String: JSONValue] = [:]
        var pinned: [Int] = []
        var revealed: [Int] = []
        var mode = "onMarkRead"
        var leagues: [String] = []
        var teams: [String] = []
        var updatedAt = Date(timeIntervalSince1970: 0)
    }

    /// A request as the account saw it, body included.
    struct Seen {
        var method: String
        var path: String
        var headers: [String: String]
        var body: Data
    }

    private struct Issued {
        var user: Int
        var expires: Date
        var remember: Bool
    }

    private let lock = NSLock()
    private var users: [String: User] = [:]
    private var rows: [Int: Preferences] = [:]
    private var tokens: [String: Issued] = [:]
    private var seen: [Seen] = []
    private var now: Date
    /// `JWT_EXPIRE_MINUTES`.
    let expireMinutes: Int

    init(now: Date = Date(timeIntervalSince1970: 1_760_032_800), expireMinutes: Int = 1440) {
        self.now = now
        self.expireMinutes = expireMinutes
    }

    // MARK: test controls

    @discardableResult
    func addUser(_ email: String, password: String, active: Bool = true) -> Int {
        lock.withLock {
            let id = users.count + 1
            users[email.lowercased()] = User(id: id, email: email.lowercased(), password: password, active: active)
            return id
        }
    }

    /// Moves the server's clock (tokens expire by it).
    func advance(by seconds: TimeInterval) { lock.withLock { now = now.addingTimeInterval(seconds) } }

    /// Another device's change, made directly on the user's row (as the web app's PUT or PATCH would).
    func change(_ email: String, _ body: (inout Preferences) -> Void) {
        lock.withLock {
            guard let id = users[email.lowercased()]?.id else { return }
            var row = rows[id] ?? Preferences()
            body(&row)
            row.updatedAt = now
            rows[id] = row
        }
    }

    /// The user's row (nil before any save).
    func preferences(_ email: String) -> Preferences? {
        lock.withLock { users[email.lowercased()].flatMap { rows[$0.id] } }
    }

    /// Every request, in order.
    var requests: [Seen] { lock.withLock { seen } }

    /// Tokens issued so far (to look for them where they must never be).
    var issuedTokens: [String] { lock.withLock { Array(tokens.keys) } }

    // MARK: routing

    /// The answer to `/auth/…`; nil for any other path (the fixture backend answers it).
    func answer(_ request: FixtureBackend.Request, body: Data) -> FixtureBackend.Answer? {
        guard request.path.hasPrefix("/auth/") else { return nil }
        return lock.withLock {
            seen.append(Seen(method: request.method, path: request.path, headers: request.headers, body: body))
            switch (request.method, request.path) {
            case ("POST", "/auth/login"): return login(body)
            case ("POST", "/auth/refresh"): return refresh(request)
            case ("GET", "/auth/me"): return me(request)
            case ("GET", "/auth/me/preferences"): return getPreferences(request)
            case ("PUT", "/auth/me/preferences"): return write(request, body: body, replace: true)
            case ("PATCH", "/auth/me/preferences"): return write(request, body: body, replace: false)
            case (_, "/auth/login"), (_, "/auth/refresh"), (_, "/auth/me"), (_, "/auth/me/preferences"):
                return Self.json(405, ["detail": "Method Not Allowed"])
            default:
                return Self.json(404, ["detail": "Not Found"])
            }
        }
    }

    // MARK: auth.py

    private func login(_ body: Data) -> FixtureBackend.Answer {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return Self.validation([["type": "json_invalid", "loc": ["body", 0], "msg": "JSON decode error", "input": [:] as [String: Any]]])
        }
        var errors: [[String: Any]] = []
        let email = object["email"] as? String
        let password = object["password"] as? String
        if object["email"] == nil {
            errors.append(["type": "missing", "loc": ["body", "email"], "msg": "Field required", "input": object])
        } else if email.map(Self.looksLikeEmail) != true {
            errors.append(["type": "value_error", "loc": ["body", "email"],
                           "msg": "value is not a valid email address: An email address must have an @-sign.",
                           "input": object["email"] ?? NSNull()])
        }
        if object["password"] == nil {
            errors.append(["type": "missing", "loc": ["body", "password"], "msg": "Field required", "input": object])
        } else if let password, password.count > 72 {
            errors.append(["type": "string_too_long", "loc": ["body", "password"], "msg": "String should have at most 72 characters",
                           "input": password])
        }
        guard errors.isEmpty, let email, let password else { return Self.validation(errors) }
        guard let user = users[email.lowercased()], user.password == password else {
            return Self.json(401, ["detail": "Invalid email or password"])
        }
        guard user.active else { return Self.json(403, ["detail": "Account is disabled"]) }
        return token(for: user.id, remember: object["remember_me"] as? Bool ?? false)
    }

    private func refresh(_ request: FixtureBackend.Request) -> FixtureBackend.Answer {
        switch resolve(request) {
        case .failure(let failure): return failure.answer
        case .success(let issued):
            guard let user = users.values.first(where: { $0.id == issued.user }), user.active else {
                return Self.json(401, ["detail": "User not found or disabled"])
            }
            return token(for: user.id, remember: issued.remember)
        }
    }

    private func me(_ request: FixtureBackend.Request) -> FixtureBackend.Answer {
        guard request.headers["authorization"] != nil else { return Self.json(200, ["id": NSNull(), "email": NSNull(), "role": "guest"]) }
        switch resolve(request) {
        case .failure(let failure): return failure.answer
        case .success(let issued):
            let user = users.values.first { $0.id == issued.user }
            return Self.json(200, ["id": issued.user, "email": user?.email ?? NSNull(), "role": "user"])
        }
    }

    private func token(for user: Int, remember: Bool) -> FixtureBackend.Answer {
        let expires = now.addingTimeInterval(remember ? 30 * 86_400 : Double(expireMinutes) * 60)
        var claims: [String: Any] = ["sub": String(user), "role": "user", "iat": Int(now.timeIntervalSince1970),
                                     "exp": Int(expires.timeIntervalSince1970)]
        if remember { claims["rm"] = true }
        let header = Self.base64URL(try! JSONSerialization.data(withJSONObject: ["alg": "HS256", "typ": "JWT"]))
        let payload = Self.base64URL(try! JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys]))
        let signature = Self.base64URL(Data(UUID().uuidString.utf8))
        let token = "\(header).\(payload).\(signature)"
        tokens[token] = Issued(user: user, expires: expires, remember: remember)
        return Self.json(200, ["accessToken": token, "tokenType": "bearer", "role": "user"])
    }

    /// `resolve_role` + `require_user`: no credentials is a guest (403); a token that is not
    /// ours or is cut 401 "Invalid token"; one past `exp` 401 "Token has expired".
    private func resolve(_ request: FixtureBackend.Request) -> Result<Issued, AnswerFailure> {
        guard let header = request.headers["authorization"], header.lowercased().hasPrefix("bearer ") else {
            return .failure(AnswerFailure(Self.json(403, ["detail": "Authentication required"])))
        }
        let token = String(header.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
        guard let issued = tokens[token] else { return .failure(AnswerFailure(Self.json(401, ["detail": "Invalid token"]))) }
        guard issued.expires > now else { return .failure(AnswerFailure(Self.json(401, ["detail": "Token has expired"]))) }
        return .success(issued)
    }

    // MARK: preferences.py

    private func getPreferences(_ request: FixtureBackend.Request) -> FixtureBackend.Answer {
        switch resolve(request) {
        case .failure(let failure): return failure.answer
        case .success(let issued):
            guard let row = rows[issued.user] else {
                return Self.json(200, ["settings": ["scoreRevealMode": "onMarkRead", "scoreHideLeagues": [String](), "scoreHideTeams": [String]()],
                                       "pinnedGameIds": [Int](), "revealedGameIds": [Int](), "updatedAt": "0001-01-01T00:00:00"])
            }
            var settings = row.settings.mapValues(Self.plain)
            settings["scoreRevealMode"] = row.mode
            settings["scoreHideLeagues"] = row.leagues
            settings["scoreHideTeams"] = row.teams
            return Self.json(200, ["settings": settings, "pinnedGameIds": row.pinned, "revealedGameIds": row.revealed,
                                   "updatedAt": ISO8601.format(row.updatedAt)])
        }
    }

    /// PUT replaces everything; PATCH replaces each top-level key it is given (`settings`
    /// merged key by key). Caps as the body model (422 FastAPI list) and the handler (422
    /// string) check them.
    private func write(_ request: FixtureBackend.Request, body: Data, replace: Bool) -> FixtureBackend.Answer {
        let issued: Issued
        switch resolve(request) {
        case .failure(let failure): return failure.answer
        case .success(let value): issued = value
        }
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: body) else {
            return Self.validation([["type": "json_invalid", "loc": ["body", 0], "msg": "JSON decode error", "input": [:] as [String: Any]]])
        }
        var errors: [[String: Any]] = []
        func ids(_ key: String, max: Int) -> [Int]? {
            guard let value = object[key], value != .null else { return nil }
            guard case .array(let list) = value else {
                errors.append(["type": "list_type", "loc": ["body", key], "msg": "Input should be a valid list", "input": Self.plain(value)])
                return nil
            }
            if list.count > max {
                errors.append(["type": "too_long", "loc": ["body", key],
                               "msg": "List should have at most \(max) items after validation, not \(list.count)", "input": list.map(Self.plain),
                               "ctx": ["field_type": "List", "max_length": max, "actual_length": list.count]])
                return nil
            }
            var result: [Int] = []
            for (index, item) in list.enumerated() {
                guard case .number(let number) = item, let whole = Int(exactly: number) else {
                    errors.append(["type": "int_parsing", "loc": ["body", key, index], "msg": "Input should be a valid integer",
                                   "input": Self.plain(item)])
                    continue
                }
                result.append(whole)
            }
            return result
        }
        let pinned = ids("pinnedGameIds", max: 10)
        let revealed = ids("revealedGameIds", max: 500)
        var settings: [String: JSONValue]?
        if let value = object["settings"], value != .null {
            if case .object(let dictionary) = value {
                settings = dictionary
            } else {
                errors.append(["type": "dict_type", "loc": ["body", "settings"], "msg": "Input should be a valid dictionary", "input": Self.plain(value)])
            }
        }
        guard errors.isEmpty else { return Self.validation(errors) }
        if let settings, settings.count > 50 { return Self.json(422, ["detail": "settings may have at most 50 keys"]) }

        var row = rows[issued.user] ?? Preferences()
        if replace || settings != nil {
            let merged = replace ? (settings ?? [:]) : row.settings.merging(settings ?? [:]) { $1 }
            do {
                let mode = merged["scoreRevealMode"].map { Self.mode($0.stringValue) } ?? row.mode
                let leagues = try merged["scoreHideLeagues"].map { try Self.leagues($0) } ?? row.leagues
                let teams = try merged["scoreHideTeams"].map { try Self.teams($0) } ?? row.teams
                row.mode = mode
                row.leagues = leagues
                row.teams = teams
                var stored = merged
                stored["scoreRevealMode"] = .string(mode)
                stored["scoreHideLeagues"] = .array(leagues.map(JSONValue.string))
                stored["scoreHideTeams"] = .array(teams.map(JSONValue.string))
                row.settings = stored
            } catch let failure as AnswerFailure {
                return failure.answer
            } catch {
                return Self.json(500, ["detail": "Internal server error"])
            }
        }
        if replace {
            row.pinned = pinned ?? []
            row.revealed = revealed ?? []
        } else {
            if let pinned { row.pinned = pinned }
            if let revealed { row.revealed = revealed }
        }
        row.updatedAt = now
        rows[issued.user] = row
        return Self.json(200, ["ok": true, "updatedAt": ISO8601.format(now)])
    }

    private static func mode(_ text: String?) -> String {
        let clean = (text ?? "").trimmingCharacters(in: .whitespaces)
        return ["always", "onMarkRead", "blacklist"].contains(clean) ? clean : "onMarkRead"
    }

    private static func leagues(_ value: JSONValue) throws -> [String] {
        guard case .array(let items) = value else { return [] }
        var result: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw AnswerFailure(json(422, ["detail": "scoreHideLeagues must contain strings"])) }
            let league = text.trimmingCharacters(in: .whitespaces).uppercased()
            guard !league.isEmpty else { continue }
            guard league.count <= 64 else { throw AnswerFailure(json(422, ["detail": "scoreHideLeagues values must be <= 64 chars"])) }
            if !result.contains(league) { result.append(league) }
        }
        guard result.count <= 20 else { throw AnswerFailure(json(422, ["detail": "scoreHideLeagues max 20"])) }
        return result
    }

    private static func teams(_ value: JSONValue) throws -> [String] {
        guard case .array(let items) = value else { return [] }
        var result: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw AnswerFailure(json(422, ["detail": "scoreHideTeams must contain strings"])) }
            let team = text.trimmingCharacters(in: .whitespaces)
            guard !team.isEmpty else { continue }
            guard team.count <= 64 else { throw AnswerFailure(json(422, ["detail": "scoreHideTeams values must be <= 64 chars"])) }
            if !result.contains(where: { $0.lowercased() == team.lowercased() }) { result.append(team) }
        }
        guard result.count <= 100 else { throw AnswerFailure(json(422, ["detail": "scoreHideTeams max 100"])) }
        return result
    }

    // MARK: helpers

    struct AnswerFailure: Error {
        let answer: FixtureBackend.Answer
        init(_ answer: FixtureBackend.Answer) { self.answer = answer }
    }

    static func json(_ status: Int, _ object: [String: Any]) -> FixtureBackend.Answer {
        FixtureBackend.Answer(status: status, body: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    /// FastAPI's 422 for a body the model refuses: `{"detail": [{"type", "loc", "msg", "input"}]}`.
    static func validation(_ errors: [[String: Any]]) -> FixtureBackend.Answer {
        json(422, ["detail": errors])
    }

    static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(" ")
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func plain(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .number(let number): return number
        case .string(let text): return text
        case .array(let items): return items.map(plain)
        case .object(let object): return object.mapValues(plain)
        }
    }
}
