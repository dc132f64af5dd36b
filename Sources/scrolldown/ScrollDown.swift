import Foundation
import ScrollDownCore

/// The executable: build the real context, run, exit with the code. Routing lives in Runner.
///
/// `main` is synchronous so that `--version` answers before Swift's concurrency runtime starts
/// its worker threads (a measurable part of a ~15 ms start); every other run waits here for
/// the async `Runner` on the global executor, which never needs the main thread.
@main
struct ScrollDown {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            let stdout = FileDescriptorSink(descriptor: 1)
            stdout.write("scrolldown \(Version.current)\n")
            guard let failure = stdout.writeFailure else { exit(0) }
            Runner.report("could not write the output: \(failure)", CommandContext.process())
            exit(1)
        }
        let done = DispatchSemaphore(value: 0)
        let code = Locked<Int32>(1)
        Task.detached {
            let result = await Runner.run(arguments, context: .process())
            code.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        exit(code.current)
    }
}
