import Foundation
import ScrollDownCore

/// A value taken from a fixed set of words: the allowed values, their completions and the
/// did-you-mean hints all come from `allCases`, never from a hand-written list.
protocol ChoiceValue: CaseIterable, Sendable {
    /// The spelling on the command line.
    var word: String { get }
}

extension ChoiceValue where Self: RawRepresentable, RawValue == String {
    var word: String { rawValue }
}

extension ChoiceValue {
    /// Every allowed word, in declaration order.
    static var words: [String] { allCases.map(\.word) }

    /// The case spelled `text` (case-insensitive), or a usage error listing the allowed words.
    static func parse(_ text: String, for name: String) throws(ScrollDownError) -> Self {
        if let match = allCases.first(where: { $0.word.lowercased() == text.lowercased() }) { return match }
        throw .usage(.invalidChoice(option: name, value: text, allowed: words, suggestion: Suggestion.closest(to: text, in: words)))
    }
}

extension OutputFormat: ChoiceValue {}
extension BackendEnvironment: ChoiceValue {}
extension APIChoice: ChoiceValue {}
extension DayArgument.Word: ChoiceValue {}

/// A league the client knows; `--league` accepts only these (an unknown one is exit 64).
extension League: CaseIterable, ChoiceValue {
    public static var allCases: [League] { known }
    var word: String { rawString }
}

/// An option of a command, typed: its spec (help, completions, man page) and how its raw
/// values become a `Value`. Its long name is written once, here; commands read it through
/// `ParsedArguments.get(_:)`, never by name.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
    /// Reads the raw values (nil when the option is absent; one entry per occurrence).
    let read: @Sendable ([String]?) throws(ScrollDownError) -> Value
}

extension Option where Value == Bool {
    /// A flag: true when present.
    static func flag(_ long: String, short: Character? = nil, help: String) -> Self {
        Option(spec: OptionSpec(long, short: short, help: help)) { values in values != nil }
    }
}

extension Option where Value == String? {
    /// Free text; the last occurrence wins.
    static func text(_ long: String, value: String, completion: CompletionKind = .none, help: String) -> Self {
        Option(spec: OptionSpec(long, value: value, completion: completion, help: help)) { values in values?.last }
    }
}

extension Option {
    /// One word of a `ChoiceValue` enum; the last occurrence wins.
    static func choice<Choice: ChoiceValue>(_ long: String, value: String, help: String) -> Self where Value == Choice? {
        Option(spec: OptionSpec(long, value: value, completion: .words(Choice.words), help: help)) {
            (values: [String]?) throws(ScrollDownError) -> Choice? in
            guard let text = values?.last else { return nil }
            return try Choice.parse(text, for: "--\(long)")
        }
    }

    /// Comma-separated or repeated words of a `ChoiceValue` enum, without duplicates.
    static func choices<Choice: ChoiceValue & Equatable>(
        _ long: String, value: String, help: String, unknown: @escaping @Sendable (String) -> ScrollDownError
    ) -> Self where Value == [Choice] {
        Option(spec: OptionSpec(long, value: value, completion: .words(Choice.words), repeatable: true, help: help)) {
            (values: [String]?) throws(ScrollDownError) -> [Choice] in
            var result: [Choice] = []
            for item in (values ?? []).flatMap({ $0.split(separator: ",") }) {
                let text = item.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty else { continue }
                guard let match = Choice.allCases.first(where: { $0.word.lowercased() == text.lowercased() }) else {
                    throw unknown(text)
                }
                if !result.contains(match) { result.append(match) }
            }
            return result
        }
    }

    /// A number within `range`; the message says the range as `expected`.
    static func number(_ long: String, value: String, range: ClosedRange<Double>, excludingLowerBound: Bool = false,
                       expected: String, help: String) -> Self where Value == Double? {
        Option(spec: OptionSpec(long, value: value, help: help)) { (values: [String]?) throws(ScrollDownError) -> Double? in
            guard let text = values?.last else { return nil }
            guard let number = Double(text), number.isFinite, range.contains(number),
                  !(excludingLowerBound && number == range.lowerBound) else {
                throw .usage(.invalidNumber(option: "--\(long)", value: text, expected: expected))
            }
            return number
        }
    }

    /// A whole number of at least `minimum`.
    static func integer(_ long: String, value: String, atLeast minimum: Int, help: String) -> Self where Value == Int? {
        Option(spec: OptionSpec(long, value: value, help: help)) { (values: [String]?) throws(ScrollDownError) -> Int? in
            guard let text = values?.last else { return nil }
            guard let number = Int(text), number >= minimum else {
                throw .usage(.invalidNumber(option: "--\(long)", value: text, expected: "a whole number, \(minimum) or more"))
            }
            return number
        }
    }

    /// A value parsed by `parse` (days, periods): the last occurrence wins.
    static func parsed<Parsed: Sendable>(
        _ long: String, value: String, completion: CompletionKind = .none, help: String,
        _ parse: @escaping @Sendable (String) throws(ScrollDownError) -> Parsed
    ) -> Self where Value == Parsed? {
        Option(spec: OptionSpec(long, value: value, completion: completion, help: help)) {
            (values: [String]?) throws(ScrollDownError) -> Parsed? in
            guard let text = values?.last else { return nil }
            return try parse(text)
        }
    }
}

/// A positional argument, typed like `Option`: the spec and how its words become a `Value`.
struct Argument<Value: Sendable>: Sendable {
    let spec: ArgumentSpec
    /// Reads the words given for it: none (optional and absent), one, or the rest (variadic).
    let read: @Sendable ([String]) throws(ScrollDownError) -> Value
}

extension Argument {
    /// One required word, parsed.
    static func required(_ name: String, completion: CompletionKind = .none, help: String,
                         _ parse: @escaping @Sendable (String) throws(ScrollDownError) -> Value) -> Self {
        Argument(spec: ArgumentSpec(name, completion: completion, help: help)) { (words: [String]) throws(ScrollDownError) -> Value in
            try parse(words.first ?? "")
        }
    }

    /// One optional word, parsed when present.
    static func optional<Parsed: Sendable>(
        _ name: String, completion: CompletionKind = .none, help: String,
        _ parse: @escaping @Sendable (String) throws(ScrollDownError) -> Parsed
    ) -> Self where Value == Parsed? {
        Argument(spec: ArgumentSpec(name, optional: true, completion: completion, help: help)) {
            (words: [String]) throws(ScrollDownError) -> Parsed? in
            guard let word = words.first else { return nil }
            return try parse(word)
        }
    }

    /// One or more words, each parsed.
    static func variadic<Element: Sendable>(
        _ name: String, completion: CompletionKind = .none, help: String,
        _ parse: @escaping @Sendable (String) throws(ScrollDownError) -> Element
    ) -> Self where Value == [Element] {
        Argument(spec: ArgumentSpec(name, variadic: true, completion: completion, help: help)) {
            (words: [String]) throws(ScrollDownError) -> [Element] in
            var result: [Element] = []
            for word in words { result.append(try parse(word)) }
            return result
        }
    }
}
