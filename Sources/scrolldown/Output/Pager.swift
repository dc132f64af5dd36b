import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore
#if canImport(Glibc)
import Glibc
#endif

/// Long text on a terminal goes through a pager, as git and gh do: `$PAGER`, else
/// `less -FRX` (which quits at once when the text fits the screen and keeps colours).
enum Pager {
    /// The pager command for this run, or nil: only for text on a terminal, never with
    /// `--no-pager`; which one (config `pager`, `$PAGER`, the default) is the configuration's.
    static func command(globals: GlobalOptions, configuration: Configuration, context: CommandContext) -> String? {
        guard context.stdoutIsTerminal, globals.format == .text, !globals.noPager else { return nil }
        return configuration.pager
    }

    /// Runs `command` through `/bin/sh` with `text` on its stdin and waits for it. False when
    /// it could not start, so the caller prints the text itself.
    ///
    /// The pager is spawned with `posix_spawn` **in our own process group**. Foundation's
    /// `Process` puts the child in a group of its own; that group is not the terminal's
    /// foreground group, so the kernel stops `less` (SIGTTOU/SIGTTIN) the moment it touches
    /// the terminal and the run hangs forever. In our group the pager is in the foreground,
    /// as git's is. While it runs we ignore SIGINT and SIGQUIT (Ctrl-C is the pager's to
    /// handle: `less` restores the terminal itself), and the child gets default dispositions
    /// back, SIGPIPE included.
    @Sendable static func run(_ command: String, _ text: String) -> Bool {
        run(command, text, environment: CommandContext.processEnvironment())
    }

    /// `run` with the pager's environment built from `environment` (`pagerEnvironment`).
    static func run(_ command: String, _ text: String, environment: [String: String]) -> Bool {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Neither end may outlive exec in the pager (the write end would keep it waiting).
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

        // A reader who quits the pager early closes the pipe: stop writing, quietly (EPIPE).
        signal(SIGPIPE, SIG_IGN)
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }

        guard let child = spawn(command, stdin: readEnd, environment: pagerEnvironment(environment)) else {
            close(readEnd)
            close(writeEnd)
            return false
        }
        close(readEnd)
        writeAll(text, to: writeEnd)
        close(writeEnd)
        let status = wait(for: child)
        // 127: the shell found no such command; the text has not been shown.
        return status != 127
    }

    /// The pager's environment: `environment` with `LESS=FRX` and `LESSCHARSET=utf-8` when
    /// unset, whatever the pager command is (`PAGER=less` reads `LESS` as much as the default
    /// `less -FRX` does: without it, a short text would wait for `q` and lose its colours).
    static func pagerEnvironment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        // Our text is always UTF-8; under a C locale less would show `·` as <C2><B7>.
        if environment["LESSCHARSET"] == nil { environment["LESSCHARSET"] = "utf-8" }
        return environment
    }

    /// `/bin/sh -c command` with `stdin` as its standard input and `environment`, in our
    /// process group, with default signal dispositions and an empty signal mask.
    private static func spawn(_ command: String, stdin: Int32, environment: [String: String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 onto 0 clears close-on-exec on the copy; both pipe ends close at exec.
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        // The pager gets the terminal and the text, nothing else this process has open.
        #if canImport(Glibc)
        LibC.closeFrom(3, in: &actions)
        #endif

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // No POSIX_SPAWN_SETPGROUP: the pager stays in the terminal's foreground group.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let arguments = ["/bin/sh", "-c", command]
        let entries = environment.map { "\($0.key)=\($0.value)" }
        return withCStrings(arguments) { argv in
            withCStrings(entries) { envp in
                var pid: pid_t = 0
                let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
                return result == 0 ? pid : nil
            }
        }
    }

    /// Writes all of `text`, retrying on EINTR, giving up on any other error (EPIPE: the
    /// reader quit).
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// The child's exit code (128 + signal when a signal ended it).
    private static func wait(for child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            if errno != EINTR { return 1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// A NULL-terminated C array of C strings that lives for the call of `body` (argv, envp).
    static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
