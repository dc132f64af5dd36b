import Foundation

/// Runs a program to completion and returns what it printed (real shells, man, the binary).
enum ShellRun {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `path` with a small fixed environment plus `environment`. stderr goes to a file so
    /// a chatty child can never block on a full pipe while stdout is being read.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"]
        env.merge(environment) { $1 }
        process.environment = env
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("scrolldown-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errHandle = try FileHandle(forWritingTo: errURL)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errHandle.close()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
