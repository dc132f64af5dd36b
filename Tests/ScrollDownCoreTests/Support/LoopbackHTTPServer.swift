import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: serves the Fixtures tree (or a
/// `FixtureScenario`'s edit of it) with the backend's list and paging semantics (see `+Routes`),
/// checks the API key, records every request, and misbehaves on demand through fault switches.
///
/// One request per connection (`Connection: close`); each connection gets its own thread so
/// latency and concurrency tests behave like a real server.
///
/// `@unchecked Sendable`: every mutable property is read and written only under `lock`;
/// the socket descriptor is written once in `init` and closed once in `stop()`.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// One request as the server saw it: what the fixture backend routes.
    typealias RecordedRequest = FixtureBackend.Request

    private struct Rule {
        var prefix: String
        var fault: Fault
        var remaining: Int?
    }

    /// Routes, key checks and paging: the same backend sample mode answers from in-process.
    let backend: FixtureBackend
    /// The Scroll Down account's routes (`/auth/…`), when the test serves one.
    let account: AccountBackend?
    /// The Fixtures directory served.
    var fixtures: URL { backend.fixtures }
    /// The port bound on 127.0.0.1.
    let port: UInt16

    private let lock = NSCondition()
    private var rules: [Rule] = []
    private var recorded: [RecordedRequest] = []
    private var stopped = false
    private var requestCounter = 0
    private var inFlight = 0
    private var storedMaxInFlight = 0
    /// The most requests being answered at once so far (latency faults make them overlap).
    var maxInFlight: Int { lock.withLock { storedMaxInFlight } }
    private let listenFD: Int32
    private let threads = DispatchGroup()

    /// The loopback address bound: `127.0.0.1` (default), another `127.x.y.z`, or `::1`.
    let host: String

    /// The base URL to give the client, e.g. `http://127.0.0.1:41234` or `http://[::1]:41234`.
    var baseURL: URL { URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)")! }

    /// Binds `host` (a loopback address) on a free port and starts accepting; `edit` rewrites
    /// the documents served (a `FixtureScenario`'s).
    init(fixtures: URL, apiKey: String? = nil, consumerApiKey: String? = nil, host: String = "127.0.0.1",
         edit: FixtureBackend.DocumentEdit? = nil, account: AccountBackend? = nil) throws {
        self.backend = FixtureBackend(fixtures: fixtures, apiKey: apiKey, consumerApiKey: consumerApiKey, edit: edit)
        self.account = account
        self.host = host
        let family = host.contains(":") ? AF_INET6 : AF_INET
        // Close-on-exec: a child another test spawns meanwhile must not inherit the listening
        // socket, or the port would stay open (and answer nothing) after `stop`.
        #if canImport(Glibc)
        let fd = socket(family, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = socket(family, SOCK_STREAM, 0)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #endif
        guard fd >= 0 else { throw ServerError.socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var storage = sockaddr_storage()
        let size: socklen_t
        if family == AF_INET6 {
            size = socklen_t(MemoryLayout<sockaddr_in6>.size)
            withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    address.pointee.sin6_family = sa_family_t(AF_INET6)
                    address.pointee.sin6_port = 0
                    _ = inet_pton(AF_INET6, host, &address.pointee.sin6_addr)
                }
            }
        } else {
            size = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                    address.pointee.sin_family = sa_family_t(AF_INET)
                    address.pointee.sin_port = 0
                    address.pointee.sin_addr.s_addr = inet_addr(host)
                }
            }
        }
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw ServerError.socket("bind/listen", code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let boundPort: UInt16 = withUnsafePointer(to: &storage) {
            family == AF_INET6
                ? $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
                : $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        self.listenFD = fd
        self.port = UInt16(bigEndian: boundPort)
        threads.enter()
        let thread = Thread { [self] in
            defer { threads.leave() }
            acceptLoop()
        }
        thread.start()
    }

    deinit {
        stop()
    }

    enum ServerError: Error {
        case socket(String, Int32)
    }

    // MARK: - Control

    /// Adds a fault for paths starting with `pathPrefix`, for `times` requests (nil = always).
    func setFault(_ fault: Fault, pathPrefix: String = "/", times: Int? = nil) {
        lock.withLock { rules.append(Rule(prefix: pathPrefix, fault: fault, remaining: times)) }
    }

    /// The games list serves at most `cap` games a page whatever `limit` asks, imitating the short
    /// pages seen from sda (docs/backend.md#paging-and-ties; nil: the limit asked for, up to 200).
    func setGamesPageCap(_ cap: Int?) {
        backend.gamesPageCap = cap
    }

    /// Removes every fault.
    func clearFaults() {
        lock.withLock { rules.removeAll() }
    }

    /// Every request received so far, in order of arrival.
    var requests: [RecordedRequest] { lock.withLock { recorded } }

    /// Waits until `count` requests have arrived or `timeout` seconds pass; true when they did.
    /// Lets a test wait for a request in flight without sleeping. The blocking wait has a
    /// thread of its own (`OwnThread`); start the request with `OwnThread.task` so the pool's
    /// load cannot hold it back either. The default bound only detects a request that never comes.
    func waitForRequests(_ count: Int, timeout: TimeInterval = 60) async -> Bool {
        await OwnThread.run { self.blockUntilRequests(count, timeout: timeout) }
    }

    private func blockUntilRequests(_ count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        while recorded.count < count {
            guard lock.wait(until: deadline) else { return recorded.count >= count }
        }
        return true
    }

    /// Forgets every EV snapshot, so the next snapshot page answers 410.
    func expireSnapshots() {
        backend.expireSnapshots()
    }

    var isStopped: Bool { lock.withLock { stopped } }

    /// Stops accepting, releases hanging connections, waits for every thread, closes the socket.
    func stop() {
        let first: Bool = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        _ = threads.wait(timeout: .now() + 10)
        close(listenFD)
    }

    // MARK: - Connections

    private func acceptLoop() {
        while !isStopped {
            var descriptor = pollfd(fd: listenFD, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 25) > 0 else { continue }
            let client = Self.acceptClosingOnExec(listenFD)
            guard client >= 0 else { continue }
            threads.enter()
            let thread = Thread { [self] in
                defer { threads.leave() }
                handle(client)
                close(client)
            }
            thread.start()
        }
    }

    private typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32
    private static let accept4 = LibC.function("accept4", as: Accept4.self)

    /// A connection, close-on-exec from the start (`accept4`, which Glibc's module does not
    /// import), so a child spawned meanwhile cannot hold it open after the server closes it.
    private static func acceptClosingOnExec(_ listener: Int32) -> Int32 {
        #if canImport(Glibc)
        if let accept4 { return accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue)) }
        #endif
        let client = accept(listener, nil, nil)
        if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }
        return client
    }

    private func handle(_ client: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let (request, requestBody) = readRequest(client) else { return }
        let faults = takeFaults(for: request.path)
        lock.withLock {
            recorded.append(request)
            inFlight += 1
            storedMaxInFlight = max(storedMaxInFlight, inFlight)
            lock.broadcast()
        }
        defer { lock.withLock { inFlight -= 1 } }

        for case .latency(let ms) in faults { pause(milliseconds: ms) }
        let decisive = faults.first { fault in
            switch fault {
            case .latency, .withoutKeys: false
            default: true
            }
        }
        var routed = request
        if decisive == .firstPageOnly { routed.query.removeAll { Fault.pagingParameters.contains($0.name) } }
        let requestID = request.headers["x-request-id"] ?? nextRequestID()

        switch decisive {
        case .hang?:
            while !isStopped { pause(milliseconds: 20) }
            return
        case .drop?:
            return
        case .status(let status, let body, let headers)?:
            write(client, status: status, body: Data(body.utf8), headers: headers, requestID: requestID)
            return
        case .redirect(let status, let location)?:
            // With a body, as nginx and most servers send one: a client following the
            // redirect must answer with the target's body alone.
            let page = Data("<html><body>\(status) moved to \(location)</body></html>\n".utf8)
            write(client, status: status, body: page, headers: ["Location": location, "Content-Type": "text/html"], requestID: requestID)
            return
        default:
            break
        }

        let answer = account.flatMap { $0.answer(routed, body: requestBody) } ?? backend.answer(routed)
        let (status, extraHeaders) = (answer.status, answer.headers)
        var body = answer.body
        for case .withoutKeys(let keys) in faults { body = Self.withoutKeys(keys, in: body) }
        switch decisive {
        case .truncated?:
            write(client, status: status, body: body, headers: extraHeaders, requestID: requestID,
                  truncateTo: body.count / 2)
            return
        case .trickle(let interval)?:
            write(client, status: status, body: body, headers: extraHeaders, requestID: requestID, truncateTo: 0,
                  finish: false)
            for byte in body where !isStopped {
                pause(milliseconds: interval)
                guard send(client, [byte], 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
            }
            return
        case .malformedJSON?:
            body = body.prefix(max(1, body.count / 2))
        case .unknownEnums?:
            body = Self.replace(in: body, pattern: #"("(?:status|game_status|gameStatus)"\s*:\s*")final""#, template: "$1awaiting_review\"")
        case .huge(let bytes)?:
            body = Self.padded(body, to: bytes)
        case .escapedMachineFields?:
            body = Self.replace(in: body, pattern: #"("(?:gameDate|game_date|status)"\s*:\s*")([^"]*)""#,
                                template: "$1" + NSRegularExpression.escapedTemplate(for: #"\u001b[31m"#) + "$2"
                                    + NSRegularExpression.escapedTemplate(for: #"\u001b[0m"#) + "\"")
        case .hostileNumbers(let literal, let fractionsOnly)?:
            body = Self.hostileNumbers(body, literal: literal, fractionsOnly: fractionsOnly)
        case .hostileStrings?:
            body = Self.hostileStrings(body)
        case .firstPageOnly?:
            body = Self.withoutKeys(Fault.pagingKeys, in: body)
        case .escapes?:
            let payload = NSRegularExpression.escapedTemplate(for: #"\u001b[2J\u001b]0;title\u0007"#)
            body = Self.replace(in: body,
                                pattern: #"("(?:tweet_text|tweetText|narrative|summary|description|text)"\s*:\s*")"#,
                                template: "$1" + payload)
        default:
            break
        }
        write(client, status: status, body: body, headers: extraHeaders, requestID: requestID)
    }

    private func takeFaults(for path: String) -> [Fault] {
        lock.withLock {
            var chosen: [Fault] = []
            for index in rules.indices where path.hasPrefix(rules[index].prefix) {
                if let remaining = rules[index].remaining {
                    guard remaining > 0 else { continue }
                    rules[index].remaining = remaining - 1
                }
                chosen.append(rules[index].fault)
            }
            return chosen
        }
    }

    private func nextRequestID() -> String {
        lock.withLock {
            requestCounter += 1
            return "server-\(requestCounter)"
        }
    }

    /// The request line and headers, and the body when `Content-Length` announces one (the
    /// account's POST and PATCH).
    private func readRequest(_ client: Int32) -> (RecordedRequest, Data)? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = [13, 10, 13, 10]
        while buffer.count < 65_536 {
            let count = recv(client, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
            if buffer.windowsContain(terminator) { break }
        }
        guard let end = buffer.firstRange(of: terminator)?.upperBound,
              let text = String(bytes: buffer[..<end], encoding: .utf8) else { return nil }
        var body = Data(buffer[end...])
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard !line.isEmpty else { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = min(Int(headers["content-length"] ?? "") ?? 0, 1 << 20)
        while body.count < length {
            let count = recv(client, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            body.append(contentsOf: chunk[0..<count])
        }
        let components = URLComponents(string: "http://127.0.0.1" + parts[1])
        return (RecordedRequest(method: String(parts[0]), path: components?.path ?? String(parts[1]),
                                query: components?.queryItems ?? [], headers: headers), body.prefix(length))
    }

    private func write(_ client: Int32, status: Int, body: Data, headers: [String: String], requestID: String,
                       truncateTo: Int? = nil, finish: Bool = true) {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        var allHeaders = ["Content-Type": "application/json", "Connection": "close", "X-Request-ID": requestID]
        allHeaders.merge(headers) { _, new in new }
        allHeaders["Content-Length"] = String(body.count)
        for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        bytes.append(truncateTo.map { body.prefix($0) } ?? body)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
        if finish { shutdown(client, Int32(SHUT_WR)) }
    }

    private func pause(milliseconds: Int) {
        usleep(useconds_t(max(0, milliseconds) * 1000))
    }
}

private extension Array where Element == UInt8 {
    func windowsContain(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        for start in 0...(count - needle.count) where self[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
