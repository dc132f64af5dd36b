import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// A positional argument as the parser, help, the man page and the completion scripts see it.
/// Only a declaration (`Argument`) makes one.
struct ArgumentSpec: Sendable, Equatable {
    let name: String
    let help: String
    let optional: Bool
    /// Takes every remaining word (`ID...`).
    let variadic: Bool
    let completion: CompletionKind

    fileprivate init(_ name: String, optional: Bool = false, variadic: Bool = false, completion: CompletionKind = .none,
                     help: String) {
        self.name = name
        self.help = help
        self.optional = optional
        self.variadic = variadic
        self.completion = completion
    }

    /// `ID`, `[KEY]` or `ID...`.
    var synopsis: String {
        let base = name + (variadic ? "..." : "")
        return optional ? "[\(base)]" : base
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

    /// One optional word of a `ChoiceValue` enum, offered as its words; a bad one is refused
    /// naming `naming` (the argument's name when nil).
    static func choice<Choice: ChoiceValue>(_ name: String, naming: String? = nil, help: String) -> Self where Value == Choice? {
        .optional(name, completion: .words(Choice.words), help: help) { text throws(ScrollDownError) in
            try Choice.parse(text, for: naming ?? name)
        }
    }

    /// Any number of words, as typed (none when absent).
    static func words(_ name: String, completion: CompletionKind = .none, help: String) -> Self where Value == [String] {
        Argument(spec: ArgumentSpec(name, optional: true, variadic: true, completion: completion, help: help)) { words in words }
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
