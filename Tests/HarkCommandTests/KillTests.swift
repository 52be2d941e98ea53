import Foundation
import Hark
import HarkSQLite
import HarkShortcuts
import HarkTesting
import Testing

/// What `hark` promises about a process killed at any moment: every turn it answered is kept —
/// the item in List-o-Mat's store, the conversation and the donation in `hark.sqlite` — and the
/// data opens and works afterwards.
@Suite("hark killed in the middle of work", .serialized)
struct KillTests {
    @Test("SIGKILL after some answered adds loses none of them", arguments: [3, 17])
    func killedWhileAdding(after answered: Int) async throws {
        let data = TemporaryDirectory()
        _ = try Hark.run(["allow", "ListOMat", "--data-dir", data.path])

        let process = Process()
        process.executableURL = Hark.url
        process.arguments = ["converse", "--jsonl", "--data-dir", data.path]
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C"
        environment["HARK_DATA_DIR"] = nil
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // More requests than will be answered: the process is killed while working on the rest.
        let requests = (1...200).map { "add item\($0) to the grocery store list\n" }.joined()
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(requests.utf8))
        }
        writer.start()

        var buffer = Data()
        var answers: [[String: Any]] = []
        while answers.count < answered {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                answers.append(try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:])
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        try? stdin.fileHandleForWriting.close()
        try #require(answers.count >= answered)
        for (index, answer) in answers.enumerated() {
            #expect(answer["say"] as? String == "Added item\(index + 1) to Grocery Store.")
        }

        // Every answered add is in the list, in order.
        let shown = try BuiltExecutable("listomat").run(["show", "Grocery Store", "--data-dir", data.path])
        #expect(shown.status == 0, "\(shown.error)")
        let items = shown.lines.dropFirst().map { $0.replacingOccurrences(of: "  [ ] ", with: "") }.filter { $0.hasPrefix("item") }
        #expect(Array(items.prefix(answers.count)) == (1...answers.count).map { "item\($0)" })

        // Every answered turn's donation is in hark.sqlite, which opens and answers.
        let database = try HarkDatabase(dataDirectory: DataDirectory(url: data.url))
        let donations = try await SQLiteShortcutStore(database: database).donations(user: "default", app: nil)
        #expect(donations.count >= answers.count)
        let after = try Hark.run(["ask", "add one more to the grocery store list", "--data-dir", data.path])
        #expect(after.status == 0)
        #expect(after.lines.first == "Added one more to Grocery Store.")
    }
}
