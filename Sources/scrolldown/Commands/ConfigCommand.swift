import Foundation
import ScrollDownCore

/// `scrolldown config [list | get KEY | set KEY VALUE | path]`.
enum ConfigCommand {
    static func run(_ session: Session) throws {
        let args = session.invocation.positionals
        let paths = session.paths
        let store = SettingsStore(paths: paths, clock: session.context.clock, notice: { session.notice($0) })
        switch args.first ?? "list" {
        case "list":
            guard args.count == 1 || args.isEmpty else { throw ScrollDownError.usage("config list takes no arguments") }
            let pairs = try store.list()
            if session.format == .text {
                var table = TextTable(alignments: [.left, .left])
                table.indent = ""
                for pair in pairs { table.add([pair.key, pair.value]) }
                session.emit(table.render().joined(separator: "\n") + "\n")
            } else {
                let object = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })
                session.emit(JSONOutput.status(object, type: "config", format: session.format))
            }
        case "get":
            guard args.count == 2 else { throw ScrollDownError.usage("usage: scrolldown config get KEY") }
            session.emit(try store.get(args[1]) + "\n")
        case "set":
            guard args.count == 3 else { throw ScrollDownError.usage("usage: scrolldown config set KEY VALUE") }
            try store.set(args[1], args[2])
            if !session.quiet && session.format == .text { session.emit("\(args[1]) = \(try store.get(args[1]))\n") }
        case "path":
            session.emit(paths.configDirectory.appendingPathComponent("config.json").path + "\n")
        case let other:
            throw ScrollDownError.usage("unknown config action '\(other)' (expected list, get, set or path)")
        }
    }
}
