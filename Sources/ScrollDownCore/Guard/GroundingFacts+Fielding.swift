import Foundation

/// How a scorer writes a batter's out: the fielders by position number in the order the play
/// gives them ("grounds out, shortstop Jeremy Peña to first baseman Jon Singleton" is 6-3, a
/// double play 4-6-3), or the kind of ball and the one fielder ("flies out to center fielder
/// Kevin Kiermaier" is F8, "lines out" L8, "pops out" P3, a strikeout K). Read from the visible plays, so a
/// notation in prose ("Bichette grounded out 6-3", "Bot 1st: Bichette 6-3, Horwitz L8") is
/// grounded by the batter's own visible play (`GroundingReading.isFieldingNotation`).
extension GroundingFacts {
    private static let positions: [(name: String, number: Int)] = [
        ("pitcher", 1), ("catcher", 2), ("first baseman", 3), ("second baseman", 4), ("third baseman", 5),
        ("shortstop", 6), ("left fielder", 7), ("center fielder", 8), ("right fielder", 9),
    ]

    /// The notations of one play's out (lower-cased: "6-3", "4-6-3", "f8", "l7", "p3", "k"), none
    /// for a play that is no out by fielders.
    static func fieldingNotations(_ description: String) -> Set<String> {
        guard description.includes(" out") || description.includes("double play") || description.includes("force") else { return [] }
        // The batter's clause: runners' advances follow in sentences of their own.
        let lower = description.lowercased()
        let clause = lower.range(of: ". ").map { String(lower[..<$0.lowerBound]) } ?? lower
        guard clause.includes(" out") || clause.includes("double play") || clause.includes("force") else { return [] }
        if clause.includes("strikes out") || clause.includes("struck out") || clause.includes("out on strikes") { return ["k"] }
        var found: [(at: String.Index, number: Int)] = []
        for (name, number) in positions {
            var start = clause.startIndex
            while let range = clause.range(of: name, range: start..<clause.endIndex) {
                found.append((range.lowerBound, number))
                start = range.upperBound
            }
        }
        let fielders = found.sorted { $0.at < $1.at }.map(\.number)
        guard let first = fielders.first else { return [] }
        var notations: Set<String> = []
        if fielders.count > 1 { notations.insert(fielders.map(String.init).joined(separator: "-")) }
        if fielders.count == 1 {
            if clause.includes("flies out") || clause.includes("flied out") || clause.includes("fly out") { notations.insert("f\(first)") }
            if clause.includes("lines out") || clause.includes("lined out") { notations.insert("l\(first)") }
            // A popup is written P or F.
            if clause.includes("pops out") || clause.includes("popped out") || clause.includes("pop out") {
                notations.formUnion(["p\(first)", "f\(first)"])
            }
        }
        return notations
    }

    /// The fielders an out went through, by name in the order the play gives them ("grounds out,
    /// shortstop Jeremy Peña to first baseman Jon Singleton" → Peña, Singleton); the last made
    /// the putout. None for a play that is no out by fielders (`outs`, its notations).
    static func fielders(_ description: String, outs: Set<String>) -> [String] {
        guard outs.contains(where: { $0 != "k" }) else { return [] }
        let clause = description.range(of: ". ").map { String(description[..<$0.lowerBound]) } ?? description
        let source = NSString(string: clause)
        return fielderPattern.matches(in: clause, range: NSRange(location: 0, length: source.length))
            .map { source.substring(with: $0.range(at: 1)) }
    }

    /// The innings (periods) in which one side's visible plays are three outs and nothing else:
    /// three batters, each put out by his own play. A half with a runner, a run or a double play
    /// is not in order.
    /// `outs` holds each play's notations (`fieldingNotations`), by index.
    static func inningsInOrder(_ plays: [PlayEntry], outs: [Set<String>]) -> Set<Int> {
        var halves: [String: (period: Int, batters: Int, outs: Int)] = [:]
        for (index, play) in plays.enumerated() {
            guard let team = play.teamAbbreviation, play.description != nil else { continue }
            let period = ScoringReading.period(play)
            var half = halves["\(period) \(team)"] ?? (period, 0, 0)
            half.batters += 1
            if play.scoreChanged != true, !outs[index].isEmpty { half.outs += 1 }
            halves["\(period) \(team)"] = half
        }
        return Set(halves.values.filter { $0.batters == 3 && $0.outs == 3 }.map(\.period))
    }
}

extension GroundingReading {
    /// Words between a batter and the notation of his out ("Bichette grounded out 6-3",
    /// "Bichette 6-3", "Alvarez grounded back to Rodríguez, 1-3").
    private static let wordsOfAnOut: Set<String> = [
        "grounded", "grounds", "grounding", "flied", "flies", "lined", "lines", "popped", "pops", "out", "outs", "softly",
        "sharply", "weakly", "into", "a", "on", "back", "to",
    ]

    /// Whether the token at `index` ("6-3", "F8") is how a scorer writes the out of the batter
    /// named right before it, one of his visible plays (`GroundingFacts.fieldingOuts`). Only in
    /// baseball, and only after a batter: "Houston won 6-3" names none.
    func isFieldingNotation(at index: Int) -> Bool {
        guard context.regulationPeriods > 4 else { return false }
        if isInningInOrder(at: index) { return true }
        // "4-6-3" is read as "4-6" and "-3": the notation starts at the pair.
        var start = index
        while start > 0, tokens[start].kind == .number, tokens[start].text.hasPrefix("-") { start -= 1 }
        var end = start + 1
        while end < tokens.count, tokens[end].kind == .number, tokens[end].text.hasPrefix("-") { end += 1 }
        let notation = tokens[start..<end].map(\.text).joined().lowercased()
        var cursor = start - 1
        while cursor >= 0, start - cursor <= 8 {
            let token = tokens[cursor]
            // The batter, past the fielder the ball went to ("Alvarez grounded back to Rodríguez, 1-3").
            if case .player(let key)? = entities[cursor] {
                if facts.fieldingOuts[key]?.contains(notation) == true { return true }
                cursor -= 1
                continue
            }
            guard token.kind == .word && (Self.wordsOfAnOut.contains(token.word) || facts.nameTokens.contains(token.word))
                || token.text == "," else { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the token at `index` is part of "1-2-3" (read as "1-2" and "-3"), a half-inning
    /// in order, and the clause's innings (or, naming none, the visible ones) had one.
    private func isInningInOrder(at index: Int) -> Bool {
        let start = tokens[index].text == "-3" ? index - 1 : index
        guard start >= 0, start + 1 < tokens.count, tokens[start].text == "1-2", tokens[start + 1].text == "-3" else { return false }
        guard let limit = context.placementLimit else { return false }
        let innings = facts.inningsInOrder.filter { $0 <= limit }
        let periods = anchor(of: start)?.periods ?? Set(anchors.flatMap(\.periods))
        return periods.isEmpty ? !innings.isEmpty : periods.contains { innings.contains($0) }
    }
}
