import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown help --man`: a man(7) page generated from the command table, so it lists
/// exactly the commands, options and examples the parser knows.
enum ManPage {
    static func render(_ spec: CommandLineSpec = .current) -> String {
        let root = spec.root
        var out: [String] = [
            ".TH SCROLLDOWN 1 \"\" \"scrolldown \(escape(Version.current))\" \"User Commands\"",
            ".SH NAME",
            "scrolldown \\- \(escape(lowercasedFirst(root.summary.hasSuffix(".") ? String(root.summary.dropLast()) : root.summary)))",
            ".SH SYNOPSIS",
            ".B scrolldown",
            ".I COMMAND",
            "[\\fIOPTIONS\\fR]",
            ".br",
            ".B scrolldown \(escape(HelpCommand.spec.name))",
            "[\\fI\(escape(HelpCommand.command.spec.name))\\fR] [\\fB\(escape(HelpCommand.man.name))\\fR]",
            ".SH DESCRIPTION",
            escape("scrolldown shows why a game mattered and how it unfolded, and shows the outcome only when you ask for it. "
                + "Nothing printed before you reveal a game lets you learn or deduce who won or the final score, in text or JSON."),
            ".SH COMMANDS",
        ]
        for command in spec.commands {
            out.append(".SS \(escape(command.name))")
            out.append(escape(command.summary))
            out.append(".PP")
            out.append(".B " + escape(command.usage))
            for argument in command.arguments {
                out += [".TP", ".I \(escape(argument.synopsis))", escape(HelpText.argumentHelp(argument))]
            }
            for option in command.options { out += item(option) }
            for paragraph in command.discussion.split(separator: "\n") { out += [".PP", escape(String(paragraph))] }
            out += examples(command.examples)
        }
        out.append(".SH GLOBAL OPTIONS")
        for option in spec.globals { out += item(option) }
        for option in [spec.help, spec.version] { out += [".TP", ".B " + escape(option.synopsis), escape(option.help)] }
        out.append(".SH ENVIRONMENT")
        for variable in spec.environment {
            out += [".TP", ".B \(escape(variable.name))", escape(variable.help)]
        }
        out += [
            ".SH FILES",
            ".TP", ".I $XDG_CONFIG_HOME/scrolldown/config.json", "Settings (scrolldown config).",
            ".TP", ".I $XDG_CONFIG_HOME/scrolldown/account.json", "The sign-in to your Scroll Down account (scrolldown login; mode 600, never the password).",
            ".TP", ".I $XDG_STATE_HOME/scrolldown/", "reveal.json, read.json, positions.json: what you revealed, read and where you stopped; "
                + "pins.json: pinned games; sync.json: what the account was told.",
            ".TP", ".I $XDG_CACHE_HOME/scrolldown/", "Cached backend responses, for offline reading.",
            ".SH EXIT STATUS",
            ".TP", ".B 0", "Success (also: help, and a feed without games).",
            ".TP", ".B 64", "Usage error: unknown command or option, bad value.",
            ".TP", ".B 65", "Bad data from the server.",
            ".TP", ".B 69", "Backend unavailable: refused, timed out, 5xx after retries.",
            ".TP", ".B 77", "The backend refused the API key, or the account the sign-in.",
            ".TP", ".B 1", "Anything else.",
        ]
        out.append(".SH EXAMPLES")
        out += examples(root.examples, heading: false)
        return out.joined(separator: "\n") + "\n"
    }

    private static func item(_ option: OptionSpec) -> [String] {
        var synopsis = option.short.map { "\\-\($0), " } ?? ""
        synopsis += escape(option.name)
        let value = option.valueSynopsis.map { " \\fI\(escape($0))\\fR" } ?? ""
        return [".TP", "\\fB\(synopsis)\\fR\(value)", escape(HelpText.optionHelp(option))]
    }

    private static func examples(_ examples: [Example], heading: Bool = true) -> [String] {
        guard !examples.isEmpty else { return [] }
        var out = heading ? [".PP", "Examples:"] : []
        for example in examples {
            out += [".PP", ".RS 4", ".nf", escape(example.line), ".fi", ".RE", escape(example.note)]
        }
        return out
    }

    /// roff-safe text: backslashes doubled, a leading dot or quote neutralised, hyphens literal.
    static func escape(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
