import Foundation
@testable import scrolldown
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary on a fresh pseudo-terminal, as a person at a terminal does: the
/// binary is a session leader whose controlling terminal is the pty, in its foreground
/// group, with a real window size. Whatever it writes is the screen; `q` is typed once the
/// screen has been quiet for a moment (a pager waiting for a key). A run that has not ended
/// by the deadline is killed and reported as hung: a hang fails within seconds, never stalls
/// the suite.
struct PseudoTerminal {
    struct Outcome {
        /// Exit code, or 128 + signal; nil when hung.
        var code: Int32?
        /// Every byte written to the terminal, as text.
        var screen: String
        /// How many times `q` was typed before the program ended.
        var keysTyped: Int
        var hung: Bool
    }

    /// `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)`, as in <asm-generic/ioctls.h>.
    static let unlockRequest: UInt = 0x4004_5431
    static let numberRequest: UInt = 0x8004_5430

    /// POSIX_SPAWN_SETSID (glibc 2.26), hidden from Swift behind _GNU_SOURCE.
    static let spawnNewSession: Int32 = 0x80

    let binary: URL
    var environment: [String: String]
    var rows: UInt16 = 24
    var columns: UInt16 = 80

    /// Runs `binary ARGS` on the pty; types `q` after each `quiet` seconds without output, at
    /// most `maxKeys` times; gives up after `limit` seconds. `onFirstQuiet` runs once, before
    /// the first `q`, while the program waits for it.
    func run(_ arguments: [String], quiet: TimeInterval = 0.6, maxKeys: Int = 3, limit: TimeInterval = 10,
             onFirstQuiet: (() -> Void)? = nil) throws -> Outcome {
        // posix_openpt and friends are not visible to Swift through Glibc: the Linux ioctls
        // they wrap are (TIOCSPTLCK unlocks the pair, TIOCGPTN names its /dev/pts entry).
        // Close-on-exec, as every descriptor the tests open: another test's child must not hold it.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw POSIXFailure(what: "open /dev/ptmx", code: errno) }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, Self.unlockRequest, &unlock) == 0, ioctl(master, Self.numberRequest, &number) == 0 else {
            throw POSIXFailure(what: "pty ioctl", code: errno)
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        let child = try spawn(arguments, terminal: slavePath)
        var screen: [UInt8] = []
        var keysTyped = 0
        let start = Date()
        var lastOutput = Date()
        var status: Int32 = 0
        var exited = false
        while !exited {
            if Date().timeIntervalSince(start) > limit {
                let group: pid_t = 0 - child
                kill(group, SIGKILL)
                kill(child, SIGKILL)
                _ = waitpid(child, &status, 0)
                return Outcome(code: nil, screen: String(decoding: screen, as: UTF8.self), keysTyped: keysTyped, hung: true)
            }
            if drain(master, into: &screen, waitMilliseconds: 50) { lastOutput = Date() }
            if waitpid(child, &status, WNOHANG) == child {
                exited = true
                break
            }
            if Date().timeIntervalSince(lastOutput) > quiet, keysTyped < maxKeys, !screen.isEmpty {
                if keysTyped == 0 { onFirstQuiet?() }
                _ = "q".withCString { write(master, $0, 1) }
                keysTyped += 1
                lastOutput = Date()
            }
        }
        // What was written just before the end.
        while drain(master, into: &screen, waitMilliseconds: 20) {}
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return Outcome(code: code, screen: String(decoding: screen, as: UTF8.self), keysTyped: keysTyped, hung: false)
    }

    /// Reads what is there within `waitMilliseconds`; true when something was read.
    func drain(_ descriptor: Int32, into screen: inout [UInt8], waitMilliseconds: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, waitMilliseconds) > 0, poller.revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return false }
        screen.append(contentsOf: buffer[..<count])
        return true
    }

    /// The child: a new session (so opening the pty makes it the controlling terminal, with
    /// the child's group in the foreground), the pty on 0, 1 and 2.
    func spawn(_ arguments: [String], terminal: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else the test process holds (other tests' sockets and ptys) reaches the child.
        #if canImport(Glibc)
        LibC.closeFrom(3, in: &actions)
        #endif
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTTOU, SIGTTIN, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(Self.spawnNewSession | POSIX_SPAWN_SETSIGDEF))

        let argv = [binary.path] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let result = Pager.withCStrings(argv) { argv in
            Pager.withCStrings(envp) { envp in posix_spawn(&pid, binary.path, &actions, &attributes, argv, envp) }
        }
        guard result == 0 else { throw POSIXFailure(what: "posix_spawn", code: result) }
        return pid
    }

    struct POSIXFailure: Error, CustomStringConvertible {
        let what: String
        let code: Int32
        var description: String { "\(what): \(String(cString: strerror(code)))" }
    }
}
