import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// The executable: build the real context, run, exit with the code. Routing lives in Runner.
///
/// `--version` answers before anything is awaited, so Swift's concurrency runtime never
/// starts a worker thread for it (a measurable part of a ~15 ms start). Every other run
/// awaits the `Runner`, which is not main-actor isolated: the main thread stays free (a
/// semaphore wait here could deadlock URLSession on Linux).
@main
struct ScrollDown {
    static func main() async {
        AllocatorTuning.keepMidSizedBlocksInTheHeap()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == [GlobalOptions.version.name] {
            let stdout = FileDescriptorSink(descriptor: 1)
            stdout.write(Printer.text(of: .version, columns: 80))
            guard let failure = stdout.writeFailure else { exit(0) }
            Runner.report("could not write the output: \(failure)", CommandContext.process())
            exit(1)
        }
        exit(await Runner.run(arguments, context: .process()))
    }
}
