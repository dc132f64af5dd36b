import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

/// Asks the reader's shell whether a new interactive session has scrolldown's completion
/// loaded: the shell reads its own start-up files, then says what is registered for the
/// `scrolldown` command. Only the shell can tell: a script in a completion folder loads only
/// when the shell's completion system reads that folder.
struct CompletionProbe {
    /// What the shell said.
    enum Answer: Equatable {
        /// The shell has scrolldown's completion (its `_scrolldown` function, or its words).
        case loaded
        /// The shell answered, without scrolldown's completion.
        case notLoaded
        /// The shell could not be asked or did not answer (why).
        case unknown(String)
    }

    /// The shell's path (`SHELL`) and its name (`bash`, `zsh`, `fish`).
    let path: String
    let name: String
    /// The environment the shell starts with (the reader's: HOME, ZDOTDIR, XDG dirs).
    let environment: [String: String]
    /// How long the shell may take to start and answer.
    var timeout: TimeInterval = 5

    static let marker = "scrolldown-completion-probe:"

    /// The arguments that make the shell print the marker and what it has for scrolldown.
    var arguments: [String]? {
        switch name {
        case "bash":
            // bash-completion loads a command's script on first use: load it as a Tab would. Its
            // fallback registers `_minimal`, which is not scrolldown's.
            return ["-ic", "for f in _comp_load _completion_loader __load_completion; do "
                + "if type \"$f\" >/dev/null 2>&1; then if [ \"$f\" = _comp_load ]; then _comp_load -- scrolldown; "
                + "else \"$f\" scrolldown; fi >/dev/null 2>&1; break; fi; done; "
                + "echo \"\(Self.marker) $(complete -p scrolldown 2>/dev/null)\""]
        case "zsh":
            return ["-ic", "print -r -- \"\(Self.marker) ${_comps[scrolldown]}\""]
        case "fish":
            // fish loads a command's completions on first use; only scrolldown's offer --version.
            return ["-c", "echo \(Self.marker) (complete -C'scrolldown --versi' | string join ' ')"]
        default:
            return nil
        }
    }

    /// Starts the shell and reads its answer.
    func ask() -> Answer {
        guard let arguments else { return .unknown("\(name) is not a shell scrolldown has completion for") }
        guard FileManager.default.isExecutableFile(atPath: path) else { return .unknown("\(path) cannot be run") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // No file at the root starts with "--": fish, which completes file names, offers none.
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        // A file, not a pipe: a job the start-up files leave running cannot keep it open.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrolldown-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = try? FileHandle(forWritingTo: file) else { return .unknown("no temporary file for the answer") }
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: file)
        }
        process.standardOutput = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return .unknown("\(path) did not start")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            // An interactive shell ignores SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            return .unknown("\(name) did not answer within \(Int(timeout)) s")
        }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Self.answer(text, shell: name)
    }

    /// Reads the marker line of the shell's output.
    static func answer(_ output: String, shell: String) -> Answer {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(marker) }) else {
            return .unknown("\(shell) did not run the check (its start-up files may have stopped it)")
        }
        let said = line.dropFirst(marker.count)
        let loaded = shell == "fish" ? said.contains("--version") : said.contains("_scrolldown")
        return loaded ? .loaded : .notLoaded
    }
}
