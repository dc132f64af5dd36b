import ScrollDownCore

/// Shell completion scripts, generated from the command table.
enum Completions {
    static func script(for shell: String, table: CommandTable) throws(ScrollDownError) -> String {
        switch shell {
        case "bash": return bash(table)
        case "zsh": return zsh(table)
        case "fish": return fish(table)
        default: throw .usage("unknown shell '\(shell)' (expected bash, zsh or fish)")
        }
    }

    private static func words(_ options: [OptionSpec]) -> String {
        options.map { "--\($0.long)" }.joined(separator: " ")
    }

    static func bash(_ table: CommandTable) -> String {
        var cases = ""
        for command in table.commands {
            cases += "        \(command.name)) opts=\"\(words(command.options + table.globalOptions)) --help\" ;;\n"
        }
        var valueCases = ""
        for option in (table.globalOptions + table.commands.flatMap(\.options)) where !option.choices.isEmpty {
            valueCases += "        --\(option.long)) COMPREPLY=( $(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\") ); return ;;\n"
        }
        return """
        # bash completion for scrolldown
        _scrolldown() {
            local cur prev cmd opts
            cur="${COMP_WORDS[COMP_CWORD]}"
            prev="${COMP_WORDS[COMP_CWORD-1]}"
            case "$prev" in
        \(valueCases)        --completions) ;;
            esac
            cmd=""
            for w in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                case "$w" in -*) ;; *) cmd="$w"; break ;; esac
            done
            if [ -z "$cmd" ]; then
                COMPREPLY=( $(compgen -W "\(table.commands.map(\.name).joined(separator: " ")) \(words(table.globalOptions)) --help --version" -- "$cur") )
                return
            fi
            case "$cmd" in
        \(cases)        *) opts="--help" ;;
            esac
            case "$cmd" in
                completions) opts="bash zsh fish" ;;
                config) opts="list get set path $opts" ;;
            esac
            COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
        }
        complete -F _scrolldown scrolldown

        """
    }

    static func zsh(_ table: CommandTable) -> String {
        func spec(_ option: OptionSpec) -> String {
            let help = option.help.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
            let value = option.valueName.map { name in
                option.choices.isEmpty ? ":\(name.lowercased()):" : ":\(name.lowercased()):(\(option.choices.joined(separator: " ")))"
            } ?? ""
            return "'--\(option.long)[\(help)]\(value)'"
        }
        var out = "#compdef scrolldown\n\n_scrolldown() {\n  local -a commands\n  commands=(\n"
        for command in table.commands {
            out += "    '\(command.name):\(command.summary.replacingOccurrences(of: "'", with: ""))'\n"
        }
        out += "  )\n  _arguments -C \\\n"
        for option in table.globalOptions { out += "    \(spec(option)) \\\n" }
        out += "    '1: :->command' \\\n    '*:: :->args'\n  case $state in\n    command) _describe 'command' commands ;;\n    args)\n      case $words[1] in\n"
        for command in table.commands {
            let extra = command.name == "completions" ? " '1:shell:(bash zsh fish)'" : command.name == "config" ? " '1:action:(list get set path)'" : ""
            out += "        \(command.name)) _arguments \(command.options.map(spec).joined(separator: " "))\(extra) ;;\n"
        }
        out += "      esac ;;\n  esac\n}\n\n_scrolldown \"$@\"\n"
        return out
    }

    static func fish(_ table: CommandTable) -> String {
        var out = "# fish completion for scrolldown\n"
        let names = table.commands.map(\.name).joined(separator: " ")
        out += "complete -c scrolldown -f\n"
        for command in table.commands {
            out += "complete -c scrolldown -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(command.summary.replacingOccurrences(of: "'", with: ""))'\n"
        }
        for option in table.globalOptions {
            out += "complete -c scrolldown -l \(option.long)" + (option.short.map { " -s \($0)" } ?? "")
                + (option.choices.isEmpty ? (option.takesValue ? " -r" : "") : " -xa '\(option.choices.joined(separator: " "))'")
                + " -d '\(option.help.replacingOccurrences(of: "'", with: ""))'\n"
        }
        for command in table.commands {
            for option in command.options {
                out += "complete -c scrolldown -n '__fish_seen_subcommand_from \(command.name)' -l \(option.long)"
                    + (option.choices.isEmpty ? (option.takesValue ? " -r" : "") : " -xa '\(option.choices.joined(separator: " "))'")
                    + " -d '\(option.help.replacingOccurrences(of: "'", with: ""))'\n"
            }
        }
        out += "complete -c scrolldown -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'\n"
        out += "complete -c scrolldown -n '__fish_seen_subcommand_from config' -a 'list get set path'\n"
        return out
    }
}
