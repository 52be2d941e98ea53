import Foundation
import HarkTesting
import Testing

/// The `hark` executable built beside the tests, run as a person or a script runs it.
enum Hark {
    static var url: URL {
        var candidates = [Bundle.main.bundleURL]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in candidates {
            let executable = directory.appendingPathComponent("hark")
            if FileManager.default.isExecutableFile(atPath: executable.path) { return executable }
        }
        return Bundle.main.bundleURL.appendingPathComponent("hark")
    }

    struct Result {
        var status: Int32
        var output: String
        var error: String

        var lines: [String] { output.split(separator: "\n").map(String.init) }
    }

    /// Runs `hark` with `arguments`, `input` on standard input, and waits for it.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["LANG"] = "C"
        variables["LC_ALL"] = nil
        variables["LC_MESSAGES"] = nil
        variables["HARK_DATA_DIR"] = nil
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self)
        )
    }
}

/// A data directory that does not exist yet, removed afterwards.
final class TemporaryDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cli-\(UUID().uuidString)")
    var path: String { url.path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
