import Foundation
import ScrollDownCore

/// The executable: build the real context, run, exit with the code. Routing lives in Runner.
@main
struct ScrollDown {
    static func main() async {
        let code = await Runner.run(Array(CommandLine.arguments.dropFirst()), context: .process())
        exit(code)
    }
}
