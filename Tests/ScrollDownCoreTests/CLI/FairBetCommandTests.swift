import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld
@testable import scrolldown

/// `scrolldown fairbet` over the bundled slate: every bet listed, and every EV figure equal to
/// an independent computation — plain arithmetic written here, not the library's code.
@Suite(.temporaryHome) struct FairBetCommandTests {
    static func bets(_ text: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["schema"] as? Int == 1)
        return try #require((document["fairbet"] as? [String: Any])?["bets"] as? [[String: Any]])
    }

    static func fixtureBets() throws -> [[String: Any]] {
        let data = try Data(contentsOf: CLIHarness.fixtures.appendingPathComponent("api/fairbet/odds.json"))
        return try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["bets"] as? [[String: Any]])
    }

    @Test func listsEveryBetInEveryFormat() async throws {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let fixture = try Self.fixtureBets()
        let ids = Set(fixture.map { bet in
            "\(bet["game_id"]!):\(bet["market_key"]!):\(bet["selection_key"]!):\(FairBet.lineText(bet["line_value"] as! Double))"
        })
        #expect(ids.count == 28)
        let json = try Self.bets(await cli.run(["fairbet", "--format", "json"]).stdout)
        #expect(Set(json.compactMap { $0["id"] as? String }) == ids)
        // Best EV first.
        let evs = json.compactMap { $0["bestEvPercent"] as? Double }
        #expect(evs.count == 28 && evs == evs.sorted(by: >))
        for bet in json {
            for key in ["selection", "gameId", "fairProbability", "fairSource", "method", "books"] { #expect(bet[key] != nil, "\(key)") }
            #expect(bet["fairSource"] as? String == "client")
            for book in try #require(bet["books"] as? [[String: Any]]) {
                #expect(book["book"] is String && book["price"] is Double && book["evPercent"] is Double)
            }
        }
        let ndjson = await cli.run(["fairbet", "--format", "ndjson"])
        let lines = ndjson.stdout.split(separator: "\n")
        #expect(lines.count == 28)
        #expect(Set(lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }) == ids)
        let text = await cli.run(["fairbet"])
        #expect(text.code == 0)
        #expect(text.stdout.hasPrefix("FairBet · 28 bets · best EV first"))
        for id in ids { #expect(text.stdout.contains("id \(id)")) }
        // The sample games are the demo's next evening: listed as pregame, after "now".
        #expect(json.allSatisfy { ($0["start"] as? String).map { $0 > "2025-10-09T18:00:00Z" } ?? false })
    }

    // MARK: - The independent computation

    static func decimal(_ american: Double) -> Double { american > 0 ? 1 + american / 100 : 1 + 100 / -american }

    /// Two-way fair probabilities by each published formula, written out.
    static func fair(_ prices: (Double, Double), method: String) -> (Double, Double) {
        let q1 = 1 / decimal(prices.0), q2 = 1 / decimal(prices.1), s = q1 + q2
        switch method {
        case "multiplicative": return (q1 / s, q2 / s)
        case "additive", "shin": return (q1 - (s - 1) / 2, q2 - (s - 1) / 2)   // Shin = additive for two sides
        case "odds-ratio":
            let c = ((q1 / (1 - q1)) * (q2 / (1 - q2))).squareRoot()
            return (q1 / (c + q1 - c * q1), q2 / (c + q2 - c * q2))
        default:  // power: k with q1^k + q2^k = 1, by halving
            var low = 1.0, high = 10.0
            for _ in 0..<200 { let k = (low + high) / 2; if pow(q1, k) + pow(q2, k) > 1 { low = k } else { high = k } }
            let k = (low + high) / 2
            return (pow(q1, k) / (pow(q1, k) + pow(q2, k)), pow(q2, k) / (pow(q1, k) + pow(q2, k)))
        }
    }

    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
    }

    /// Fair probability of every fixture bet: no sharp book in the samples, so the consensus —
    /// each book that prices both sides devigged, the median per side, rescaled to sum to 1.
    static func expectedFair(method: String) throws -> [String: Double] {
        let bets = try fixtureBets()
        var out: [String: Double] = [:]
        for bet in bets {
            let game = bet["game_id"] as! Int, market = bet["market_key"] as! String, line = bet["line_value"] as! Double
            guard let other = bets.first(where: { ($0["game_id"] as! Int) == game && ($0["market_key"] as! String) == market
                && ($0["selection_key"] as! String) != (bet["selection_key"] as! String) && abs(($0["line_value"] as! Double) + line) < 1e-9 })
            else { continue }
            func prices(_ b: [String: Any]) -> [String: Double] {
                Dictionary(uniqueKeysWithValues: (b["books"] as! [[String: Any]]).map { ($0["book"] as! String, $0["price"] as! Double) })
            }
            let mine = prices(bet), theirs = prices(other)
            let both = mine.keys.filter { theirs[$0] != nil }
            guard both.count >= 3 else { continue }
            let pairs = both.map { fair((mine[$0]!, theirs[$0]!), method: method) }
            let a = median(pairs.map(\.0)), b = median(pairs.map(\.1))
            out["\(game):\(market):\(bet["selection_key"]!):\(FairBet.lineText(line))"] = a / (a + b)
        }
        return out
    }

    @Test(arguments: DevigMethod.allCases)
    func everyEVFigureMatchesAnIndependentComputation(method: DevigMethod) async throws {
        let cli = CLIHarness(service: .real, extra: ["SCROLLDOWN_ENV": "mock"])
        let expected = try Self.expectedFair(method: method.rawValue)
        #expect(expected.count == 28, "every fixture market has three books on both sides")
        let bets = try Self.bets(await cli.run(["fairbet", "--format", "json", "--method", method.rawValue]).stdout)
        var figures = 0
        for bet in bets {
            let id = try #require(bet["id"] as? String)
            let fair = try #require(expected[id])
            #expect(abs(try #require(bet["fairProbability"] as? Double) - fair) < 1e-6, "\(id)")
            #expect(bet["method"] as? String == method.rawValue)
            for book in try #require(bet["books"] as? [[String: Any]]) {
                let ev = (Self.decimal(book["price"] as! Double) * fair - 1) * 100
                #expect(abs(try #require(book["evPercent"] as? Double) - ev) < 0.01, "\(id) \(book["book"]!)")
                figures += 1
            }
        }
        #expect(figures == 126)
        // The text shows the same figures, to two places.
        let text = await cli.run(["fairbet", "--method", method.rawValue])
        for bet in bets {
            let best = try #require(bet["bestEvPercent"] as? Double)
            #expect(text.stdout.contains(OddsDisplayFormat.evText(best)))
        }
    }
}
