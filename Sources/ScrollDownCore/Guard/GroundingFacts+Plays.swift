import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// How `GroundingFacts` reads the plays: the kinds a team counts, the names a description
/// gives, the counters it shows, its adjacent words, its clocks.
extension GroundingFacts {
    /// Suffixes that are no surname.
    static let suffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv"]

    /// The words of a name, lower-cased, without a closing period ("j", "j.j", "jr").
    static func nameWords(_ name: String) -> [String] {
        name.split(whereSeparator: { $0.isWhitespace || $0 == "," }).compactMap { word in
            var core = word
            while let first = core.first, ".:;()".contains(first) { core = core.dropFirst() }
            while let last = core.last, ".:;()".contains(last) { core = core.dropLast() }
            return core.isEmpty ? nil : core.lowercased()
        }
    }

    /// The surname of a name: its last word that is no suffix or initial.
    static func surnameKey(_ words: [String]) -> String? {
        words.last { !suffixes.contains($0) && !$0.contains(".") && $0.count > 1 && $0.first?.isLetter == true }
    }

    /// Players a description names besides its player: assisters ("assists: A, B"), the other
    /// side of a hit or a block ("Hit (A on B)", "Blocked shot (A blocks B)").
    static func describedNames(_ description: String) -> [String] {
        var names: [String] = []
        let source = NSString(string: description)
        let whole = NSRange(location: 0, length: source.length)
        // Each pattern only where its words are (most descriptions have none): the facts of a
        // game are read from hundreds of them.
        let lower = description.lowercased()
        let has = { (words: [String]) in words.contains { lower.includes($0) } }
        if has(["assist"]) {
            for match in listPattern.matches(in: description, range: whole) {
                names += source.substring(with: match.range(at: 1)).split(separator: ",").map { String($0) }
            }
        }
        if has([" on ", " blocks ", " vs", " over "]) {
            for match in pairPattern.matches(in: description, range: whole) {
                names += [source.substring(with: match.range(at: 1)), source.substring(with: match.range(at: 2))]
            }
        }
        // Baseball: the fielders of an out ("pitcher Yariel Rodríguez to first baseman Spencer
        // Horwitz") and the runners ("Ernie Clement to 2nd", "Alex Bregman scores").
        if has(["pitcher", "catcher", "baseman", "shortstop", "fielder"]) {
            names += fielderPattern.matches(in: description, range: whole).map { source.substring(with: $0.range(at: 1)) }
        }
        if has(["scores", " to ", "out at", "advances", "steals"]) {
            names += runnerPattern.matches(in: description, range: whole).map { source.substring(with: $0.range(at: 1)) }
        }
        // The other side of a turnover or a shot in the NBA's older rows ("Sabonis STEAL (1 STL) /
        // Mark Morris Bad Pass Turnover", "Roberson BLOCK (1 BLK)").
        if description.includes("STEAL") || description.includes("BLOCK") {
            names += stealOrBlockPattern.matches(in: description, range: whole).map { source.substring(with: $0.range(at: 1)) }
        }
        return names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.first?.isUppercase == true }
    }

    static let stealOrBlockPattern = LeakGuardPatterns.compile(#"([A-Z][\p{L}.'-]+(?:\s+[A-Z][\p{L}.'-]+)*)\s+(?:STEAL|BLOCK)\b"#)

    static let fielderPattern = LeakGuardPatterns.compile(
        #"\b(?:pitcher|catcher|baseman|shortstop|fielder)\s+([A-Z][\p{L}.'-]+(?:\s+[A-Z][\p{L}.'-]+)+)"#)
    static let runnerPattern = LeakGuardPatterns.compile(
        #"([A-Z][\p{L}.'-]+(?:\s+[A-Z][\p{L}.'-]+)+)\s+(?:scores|to\s+\d|out\s+at|advances|steals)"#)
    static let listPattern = LeakGuardPatterns.compile(#"assists?:\s*([^)]*)"#, caseInsensitive: true)
    static let pairPattern = LeakGuardPatterns.compile(#"\(([^()]+?)\s+(?:on|blocks|vs\.?|over)\s+([^()]+?)\)"#, caseInsensitive: true)

    /// NHL-style assist lists: each assister's count so far and per period.
    /// Returns the goals with one assist, as "scorer assister" (surname keys): "the lone assist".
    static func readAssistLists(_ plays: [PlayEntry], into players: inout [String: Player],
                                record: (_ key: String, _ total: Int, _ period: Int) -> Void) -> Set<String> {
        var total: [String: Int] = [:]
        var byPeriod: [String: [Int: Int]] = [:]
        var lone: Set<String> = []
        for play in plays {
            guard let description = play.description else { continue }
            let source = NSString(string: description)
            for match in listPattern.matches(in: description, range: NSRange(location: 0, length: source.length)) {
                let names = source.substring(with: match.range(at: 1)).split(separator: ",")
                if names.count == 1, let scorer = play.playerName.flatMap({ surnameKey(nameWords($0)) }),
                   let assister = surnameKey(nameWords(String(names[0]))) {
                    lone.insert(scorer + " " + assister)
                }
                for (position, name) in names.enumerated() {
                    guard let key = surnameKey(nameWords(String(name))) else { continue }
                    players[key]?.assistPositions.insert(position + 1)
                    total[key, default: 0] += 1
                    byPeriod[key, default: [:]][ScoringReading.period(play), default: 0] += 1
                    players[key]?.assists.insert(total[key]!)
                    record(key, total[key]!, ScoringReading.period(play))
                }
            }
        }
        for (key, periods) in byPeriod { players[key]?.assists.formUnion(periods.values) }
        return lone
    }

    /// The counters of one description, each for the player named last before it: "(9 PTS)",
    /// "(Oladipo 1 AST)", "(1 STL)", "(Off:2 Def:5)", "(P1.T1)", distances ("25'"), and every
    /// other number. Each counter of a player goes to `record` by its name ("PTS", "P", "REB").
    static func readCounters(_ description: String, playerName: String?, surnames: Set<String>,
                             into players: inout [String: Player], distances: inout Set<Int>, numbers: inout Set<Int>,
                             record: (_ key: String, _ counter: String, _ value: Int) -> Void) {
        // Most descriptions have no number: nothing to read, and no regex to run.
        guard description.containsByte(where: { $0 &- 0x30 < 10 }) else { return }
        let source = NSString(string: description)
        let whole = NSRange(location: 0, length: source.length)
        let counters = counterPattern.matches(in: description, range: whole)
        // Where each surname is named (read only when a counter needs an owner).
        var named: [(location: Int, key: String)] = []
        if !counters.isEmpty {
            for match in wordPattern.matches(in: description, range: whole) {
                let word = source.substring(with: match.range).lowercased()
                if surnames.contains(word) { named.append((match.range.location, word)) }
            }
        }
        func owner(at location: Int) -> String? {
            named.last { $0.location < location }?.key ?? playerName
        }
        for match in counters {
            guard let value = Int(source.substring(with: match.range(at: 1))), value < 1000 else { continue }
            numbers.insert(value)
            let after = source.substring(from: NSMaxRange(match.range(at: 1)))
            let key = owner(at: match.range.location)
            if after.hasPrefix("'") || after.hasPrefix("’") { distances.insert(value) }
            guard let key else { continue }
            players[key]?.written.insert(value)
            let unit = after.drop { $0 == " " }.prefix { $0.isLetter }.uppercased()
            let before = source.substring(to: match.range(at: 1).location).reversed().prefix { $0.isLetter }
            let counter = unit.isEmpty ? String(before.reversed()).uppercased() : unit
            // Only a counter is a figure of the player's: a shot's distance ("25' 3PT") or a
            // free throw's place in its trip ("1 of 2") is no count, and "Oladipo had 25" no moment of one.
            guard counterNames.contains(counter) else { continue }
            players[key]?.any.insert(value)
            record(key, counter, value)
            switch unit {
            case "PTS": players[key]?.points.insert(value)
            case "AST": players[key]?.assists.insert(value)
            case "STL": players[key]?.steals.insert(value)
            case "BLK": players[key]?.blocks.insert(value)
            default: break
            }
        }
        for match in reboundPattern.matches(in: description, range: whole) {
            guard let offensive = Int(source.substring(with: match.range(at: 1))),
                  let defensive = Int(source.substring(with: match.range(at: 2))),
                  let key = owner(at: match.range.location) else { continue }
            players[key]?.rebounds.formUnion([offensive + defensive, offensive, defensive])
            record(key, "REB", offensive + defensive)
            record(key, "OREB", offensive)
            record(key, "DREB", defensive)
            numbers.insert(offensive + defensive)
        }
    }

    /// The counters a description keeps for its player: "(12 PTS)", "(2 AST)", "(1 PF)", "(P3.T2)".
    static let counterNames: Set<String> = ["PTS", "AST", "STL", "BLK", "PF", "TO", "P"]

    static let wordPattern = LeakGuardPatterns.compile(#"[\p{L}][\p{L}'’\-]*"#)
    /// The player a hit was on or whose shot a block stopped, as a hockey feed names them:
    /// "Hit (Nico Sturm on Gage Goncalves)", "Blocked shot (Nick Perbix blocks Evan Rodrigues)".
    static func receiver(of kind: String, in description: String) -> String? {
        let marker: String
        switch kind {
        case "hit": marker = " on "
        case "block": marker = " blocks "
        default: return nil
        }
        guard let open = description.firstIndex(of: "("), let close = description[open...].firstIndex(of: ")"),
              let range = description[open..<close].range(of: marker) else { return nil }
        let name = description[range.upperBound..<close].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// "homers (6)", "doubles (17)": a verb of the play and the season count after it.
    static let seasonCountPattern = LeakGuardPatterns.compile(#"\b([A-Za-z]+)\s*\((\d{1,3})\)"#)

    /// The season counts `description` quotes after its verbs, into `counts` (verb → values).
    static func readSeasonCounts(_ description: String, into counts: inout [String: Set<Int>]) {
        guard description.contains("(") else { return }
        let source = NSString(string: description)
        for match in seasonCountPattern.matches(in: description, range: NSRange(location: 0, length: source.length)) {
            guard let value = Int(source.substring(with: match.range(at: 2))) else { continue }
            counts[source.substring(with: match.range(at: 1)).lowercased(), default: []].insert(value)
        }
    }

    static let counterPattern = LeakGuardPatterns.compile(#"(?<![\d.])(\d{1,3})(?![\d])"#)
    static let reboundPattern = LeakGuardPatterns.compile(#"Off:\s*(\d{1,2})\s+Def:\s*(\d{1,2})"#, caseInsensitive: true)

    /// Adjacent words of a description, lower-cased, names, numbers and glue left out.
    /// The lower-cased words of a description.
    /// The lower-cased runs of letters of a description, as `words(of:)` and `bigrams(of:)` read them.
    static func spelled(_ description: String) -> [String] {
        description.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "-" || $0 == "'") }).map(String.init)
    }

    /// The words of a description (`spelled`), single letters left out.
    static func words(of spelled: [String]) -> [String] {
        spelled.filter { $0.count > 1 }
    }

    static func bigrams(of spelled: [String], names: Set<String>) -> Set<String> {
        let words = spelled.filter { !GroundingLexicon.glue.contains($0) && !$0.isEmpty }
        var result: Set<String> = []
        for (first, second) in zip(words, words.dropFirst()) where !names.contains(first) && !names.contains(second) {
            result.insert(first + " " + second)
        }
        return result
    }

    /// Seconds of a clock ("7:39", "07:39", "0:32.1").
    static func seconds(_ clock: String) -> Int? {
        let parts = clock.split(separator: ":")
        guard parts.count == 2, let minutes = Int(parts[0]),
              let seconds = Int(parts[1].split(separator: ".").first ?? "") else { return nil }
        return minutes * 60 + seconds
    }

    /// "m:ss".
    static func clockText(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    /// A period's length from its longest clock: a whole number of minutes.
    static func roundedPeriod(_ seconds: Int) -> Int {
        ((seconds + 59) / 60) * 60
    }

    /// The size of the trip a free throw is one of ("Free Throw 1 of 2" → 2, "Free Throw Flagrant
    /// 2 of 2"), or nil for any other play.
    static func freeThrowTrip(_ description: String) -> Int? {
        guard description.range(of: "free throw", options: .caseInsensitive) != nil,
              let match = tripPattern.firstMatch(in: description, range: NSRange(location: 0, length: description.utf16.count)),
              let range = Range(match.range(at: 1), in: description) else { return nil }
        return Int(description[range])
    }

    private static let tripPattern = LeakGuardPatterns.compile(#"\bfree\s+throw\b[^0-9]{0,20}\d\s+of\s+(\d)\b"#, caseInsensitive: true)
}
