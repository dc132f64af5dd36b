import Foundation
import ScrollDownViews
import ScrollDownWithheld
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

/// `--values KIND`: `setting:KEY` is how a script asks for a setting's values.
extension CompletionValues.Kind: ChoiceValue {
    var word: String { self == .setting ? "setting:KEY" : rawValue }
}

/// A league the client knows; `--league` accepts only these (an unknown one is exit 64).
extension League: CaseIterable, ChoiceValue {
    public static var allCases: [League] { known }
    var word: String { rawString }
}

/// What a shell may offer for a value: fixed words, or words only the running tool knows.
enum CompletionKind: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// A fixed set of words (the allowed values of an enum).
    case words([String])
    /// Words worth offering for a value that may also be something else (day words for a date).
    case suggestions([String])
    /// Game ids from the response cache and the last feed (`scrolldown completions --game-ids`).
    case gameIDs
    /// Setting names (`config get KEY`).
    case settingKeys
    /// Command names (`help COMMAND`).
    case commands
    /// Words the tool prints at TAB time (`scrolldown completions --values KIND`); `.setting`:
    /// the values of the setting named by the previous word.
    case dynamic(CompletionValues.Kind)
}

/// One option of a command as the parser, help, the man page and the completion scripts see
/// it: `--long`, optional `-s`, a flag or an option with a value. Only a declaration (`Option`)
/// makes one, so nothing can describe an option that no declaration reads.
struct OptionSpec: Sendable, Equatable {
    let long: String
    let short: Character?
    /// The placeholder shown in help (`FORMAT`), or nil for a flag.
    let valueName: String?
    let help: String
    /// What completions offer for the value; `.words` are also the allowed values.
    let completion: CompletionKind
    /// Repeats add up (`--league NBA --league NHL`) instead of the last one winning.
    let repeatable: Bool

    fileprivate init(_ long: String, short: Character? = nil, value: String? = nil, completion: CompletionKind = .none,
                     repeatable: Bool = false, help: String) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
        self.completion = completion
        self.repeatable = repeatable
    }

    var takesValue: Bool { valueName != nil }

    /// `--long`, as messages and scripts name it.
    var name: String { "--\(long)" }

    /// The allowed values, empty for free text.
    var choices: [String] {
        if case .words(let words) = completion { return words }
        return []
    }

    /// The value as help shows it: the allowed values when they are few (`live|final|upcoming`),
    /// else the placeholder.
    var valueSynopsis: String? {
        guard let valueName else { return nil }
        let joined = choices.joined(separator: "|")
        return !choices.isEmpty && joined.count <= 24 && !repeatable ? joined : valueName
    }

    /// `[--status live|final|upcoming]`, as a usage line lists it.
    var usage: String { "[\(name)" + (valueSynopsis.map { " \($0)" } ?? "") + "]" }

    /// `-q, --quiet` or `--status live|final|upcoming`.
    var synopsis: String {
        let longPart = name + (valueSynopsis.map { " \($0)" } ?? "")
        return short.map { "-\($0), \(longPart)" } ?? longPart
    }
}

/// An option, declared once: its name, value, help and completion (the spec that the parser,
/// help, the man page and the completion scripts read) and how its raw values become a typed
/// `Value`. Commands read it through `ParsedArguments.get(_:)` and name it in messages by
/// `name`, never by a string of their own.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
    /// Reads the raw values (nil when the option is absent; one entry per occurrence).
    let read: @Sendable ([String]?) throws(ScrollDownError) -> Value

    /// `--long`, as messages name it.
    var name: String { spec.name }
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

