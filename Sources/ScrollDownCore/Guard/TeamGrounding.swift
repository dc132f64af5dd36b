import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A game's team names as grounding reads them: as words, longest first, with the city and
/// nickname of a full name, and the names that are abbreviations.
struct TeamGrounding: Sendable {
    let names: [[String]]
    let abbreviations: Set<String>
    /// The side (its plays' abbreviation) each name stands for, where it names one side only.
    let sides: [[String]: String]

    static func of(_ teamNames: [String], sides named: [String: String] = [:]) -> TeamGrounding {
        var names: Set<[String]> = []
        var abbreviations: Set<String> = []
        var sides: [[String]: String] = [:]
        for name in teamNames {
            let words = name.split(whereSeparator: { $0.isWhitespace }).map { GroundingTokens.plainWord(String($0)) }
            guard !words.isEmpty else { continue }
            names.insert(words)
            let side = named[name]
            // A name both sides share ("Los Angeles") names neither.
            func mark(_ part: [String]) {
                if let side { sides[part] = sides[part].map { $0 == side ? side : "" } ?? side }
            }
            mark(words)
            if words.count == 1, name.count <= 4, name == name.uppercased() { abbreviations.insert(words[0]) }
            // A full name's city and nickname as people write them: "Toronto" and "Blue Jays"
            // of "Toronto Blue Jays", whatever the caller split off.
            guard words.count > 2 else { continue }
            for cut in 1..<words.count {
                for part in [Array(words[..<cut]), Array(words[cut...])]
                where part.count > 1 || !GroundingLexicon.events.contains(part[0]) && !GroundingLexicon.glue.contains(part[0]) {
                    names.insert(part)
                    mark(part)
                }
            }
        }
        let sorted = names.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
        return TeamGrounding(names: sorted, abbreviations: abbreviations, sides: sides.filter { !$0.value.isEmpty })
    }
}

/// A value made once, at its first use: a guard's grounding is read from its plays and names
/// only when a sentence asks for it (a timeline of plays alone never does).
final class MadeOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Locked<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
