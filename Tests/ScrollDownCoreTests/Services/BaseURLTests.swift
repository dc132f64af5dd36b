import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct BaseURLTests {
    @Test(arguments: [
        ("HTTP://127.0.0.1:8080", "http://127.0.0.1:8080"), ("https://Example.com/", "https://Example.com"),
        ("http://[::1]:9000", "http://[::1]:9000"), ("https://host/prefix//", "https://host/prefix"),
    ])
    func accepts(text: String, normalised: String) throws {
        #expect(try BaseURL.parse(text).absoluteString == normalised)
    }

    @Test(arguments: [
        ("http://host name", "spaces"), ("https://host/#frag", "fragment"), ("https://host/?a=1", "query"),
        ("ftp://host", "scheme"), ("https://", "no host"), ("host:8080", "no http"), ("https://u:p@host", "user name"),
        ("http://[2001:db8::1]:80", "IPv6"), ("http://host\u{1B}[2J", "control"),
    ])
    func refuses(text: String, reason: String) {
        do {
            _ = try BaseURL.parse(text)
            Issue.record("\(text) must be refused")
        } catch {
            #expect(error.exitCode == 64)
            #expect(error.message.contains(reason), "\(error.message)")
            #expect(!error.message.contains("\u{1B}"))
        }
    }

    @Test func liveRequestsReachIPv6LoopbackAndUpperCaseSchemes() async throws {
        let v6 = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures, apiKey: NetTestSupport.apiKey, host: "::1")
        defer { v6.stop() }
        let v4 = try LoopbackHTTPServer(fixtures: NetTestSupport.fixtures, apiKey: NetTestSupport.apiKey)
        defer { v4.stop() }
        for base in ["http://[::1]:\(v6.port)", "HTTP://127.0.0.1:\(v4.port)"] {
            let client = NetTestSupport.client(baseURL: try BaseURL.parse(base))
            let page = try await client.get(TeamsPageProbe.self, .teams(league: nil, search: nil, limit: 500, offset: 0))
            #expect(!page.teams.isEmpty, "\(base)")
        }
        #expect(!v6.requests.isEmpty && !v4.requests.isEmpty, "\(v6.requests.map(\.path)) \(v4.requests.map(\.path))")
        #expect((v6.requests + v4.requests).allSatisfy { $0.headers["x-api-key"] == NetTestSupport.apiKey })
    }
}

@Suite struct EchoTests {
    @Test func longValuesAreCutAndHiddenCharactersShown() {
        let long = String(repeating: "x", count: 100_000)
        let shown = Echo.quoted(long)
        #expect(shown.count < 240)
        #expect(shown.hasSuffix("… (100000 bytes in all)'"))
        #expect(Echo.visible("\u{1B}[31mfinal\u{202E}") == "\\u{1B}[31mfinal\\u{202E}")
        #expect(Echo.hasHiddenCharacters("a\u{2066}b") && !Echo.hasHiddenCharacters("Zoë 👨‍👩‍👧"))
    }
}
