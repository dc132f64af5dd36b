import ScrollDownViews
import ScrollDownWithheld
/// A command line shown in help and the man page, with what it does.
struct Example: Sendable, Equatable {
    let line: String
    let note: String

    init(_ line: String, _ note: String) {
        self.line = line
        self.note = note
    }
}

/// A subcommand as help, completions, the man page and the parser see it.
struct CommandSpec: Sendable, Equatable {
    let name: String
    let summary: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let discussion: String
    let examples: [Example]

    init(_ name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
         discussion: String = "", examples: [Example] = []) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
        self.examples = examples
    }

    /// The short usage for error hints: `scrolldown game ID [OPTIONS]`.
    var shortUsage: String {
        (["scrolldown", name] + arguments.map(\.synopsis) + (options.isEmpty ? [] : ["[OPTIONS]"])).joined(separator: " ")
    }

    /// `scrolldown game ID [--reveal] [--hide] [--peek]`.
    var usage: String {
        (["scrolldown", name] + arguments.map(\.synopsis) + options.map(\.usage)).joined(separator: " ")
    }
}
