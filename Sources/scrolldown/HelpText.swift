import ScrollDownCore

/// `--help` output, generated from the command table.
enum HelpText {
    static func render(command: CommandSpec?, table: CommandTable) -> String {
        var lines: [String] = []
        if let command {
            lines.append("\(command.summary)")
            lines.append("")
            lines.append("Usage: \(command.usage)")
            if !command.arguments.isEmpty {
                lines.append("")
                lines.append("Arguments:")
                lines += rows(command.arguments.map { ($0.name, $0.help) })
            }
            if !command.options.isEmpty {
                lines.append("")
                lines.append("Options:")
                lines += rows(command.options.map { ($0.synopsis, $0.help) })
            }
            if !command.discussion.isEmpty {
                lines.append("")
                lines.append(command.discussion)
            }
        } else {
            lines.append("scrolldown \(Version.current): \(table.root.summary)")
            lines.append("")
            lines.append("Usage: scrolldown COMMAND [OPTIONS]")
            lines.append("")
            lines.append("Commands:")
            lines += rows(table.commands.map { ($0.name, $0.summary) })
        }
        lines.append("")
        lines.append("Global options:")
        lines += rows(table.globalOptions.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show help."), ("--version", "Show the version.")])
        if command == nil {
            lines.append("")
            lines.append("Outcomes stay hidden until you reveal them: 'scrolldown game ID --reveal'.")
            lines.append("Run 'scrolldown COMMAND --help' for a command's options.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rows(_ items: [(String, String)]) -> [String] {
        let width = min(28, (items.map { $0.0.count }.max() ?? 0))
        return items.map { name, help in
            name.count > width
                ? "  \(name)\n  \(String(repeating: " ", count: width))  \(help)"
                : "  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(help)"
        }
    }
}
