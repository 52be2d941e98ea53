import Foundation
import HarkTesting
import Testing

/// A reader that stops reading — `hark parse … | head -1` — ends the command quietly.
struct BrokenPipeTests {
    @Test("output to a reader that has gone ends the command with success, not a crash")
    func aClosedPipeEndsTheCommandQuietly() throws {
        let folder = try TemporaryDirectory()
        let process = Process()
        process.executableURL = Hark.url
        process.arguments = ["parse", "--data-dir", folder.path, "delete everything from the grocery store list"]
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C"
        environment["HARK_DATA_DIR"] = nil
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Nobody will read: the first write finds the pipe closed.
        try output.fileHandleForReading.close()
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(!errorText.contains("crashed"))
    }
}
