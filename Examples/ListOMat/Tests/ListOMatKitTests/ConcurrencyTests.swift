import Foundation
import Hark
import HarkTesting
import ListOMatKit
import Testing

/// The app and its extension are separate processes that may write at the same moment: no
/// change may be lost and no reader may see half a file.
struct ConcurrencyTests {
    @Test func twoProcessesAddingAtOnceLoseNothing() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        try await store.createList(named: "Groceries")

        let perProcess = 100
        let failures = RecordingFailures()
        // Two writers, each a loop of `listomat add` processes, running at the same time.
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for index in 0..<perProcess {
                do {
                    let result = try listOMatCommand.run([
                        "add", "Groceries", "item \(writer)-\(index)", "--data-dir", scratch.url.path,
                    ])
                    if result.status != 0 { failures.record(ProcessFailure(message: result.error)) }
                } catch {
                    failures.record(error)
                }
            }
        }
        #expect(failures.count == 0)

        let items = try store.list("Groceries").items
        #expect(items.count == 2 * perProcess)
        #expect(Set(items.map(\.title)).count == 2 * perProcess)
        #expect(Set(items.map(\.id)).count == 2 * perProcess)
        // Each writer's items are in the order it added them.
        for writer in 0..<2 {
            let mine = items.map(\.title).filter { $0.hasPrefix("item \(writer)-") }
            #expect(mine == (0..<perProcess).map { "item \(writer)-\($0)" })
        }
    }

    @Test func concurrentWritersInOneProcessLoseNothing() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        // Two store values over one container, as two parts of a program might hold.
        let first = try scratch.store()
        let second = try scratch.store()
        try await first.createList(named: "Groceries")
        let writersDone = Flag()
        // A reader alongside the writers must always find a whole file.
        let reader = Task {
            var reads = 0
            while !writersDone.isSet || reads == 0 {
                _ = try first.lists()
                reads += 1
                await Task.yield()
            }
            return reads
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { _ = try await first.addItems(["a\(index)"], to: "Groceries") }
                group.addTask { _ = try await second.addItems(["b\(index)"], to: "Groceries") }
            }
            try await group.waitForAll()
        }
        writersDone.set()
        #expect(try await reader.value > 0)
        #expect(try first.list("Groceries").items.count == 100)
    }

    @Test func twoProcessesAddingWhileTheJournalIsFoldedLoseNothing() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        try await store.createList(named: "Groceries")
        // A journal a few changes short of being folded into a new snapshot.
        let long = String(repeating: "x", count: 1000)
        for index in 0..<60 { try await store.addItems(["\(long) \(index)"], to: "Groceries") }
        let generation = try snapshotGeneration(scratch)

        let perProcess = 25
        let failures = RecordingFailures()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for index in 0..<perProcess {
                do {
                    let result = try listOMatCommand.run([
                        "add", "Groceries", "item \(writer)-\(index) \(long)", "--data-dir", scratch.url.path,
                    ])
                    if result.status != 0 { failures.record(ProcessFailure(message: result.error)) }
                } catch {
                    failures.record(error)
                }
            }
        }
        #expect(failures.count == 0)
        #expect(try snapshotGeneration(scratch) > generation)

        let items = try store.list("Groceries").items
        #expect(items.count == 60 + 2 * perProcess)
        #expect(Set(items.map(\.id)).count == items.count)
        for writer in 0..<2 {
            let mine = items.map(\.title).filter { $0.hasPrefix("item \(writer)-") }
            #expect(mine == (0..<perProcess).map { "item \(writer)-\($0) \(long)" })
        }
    }

    /// `listomat add` prints once its change is on disk; a writer killed at any moment before
    /// leaves the store whole, with every change printed.
    @Test func writersKilledMidChangeLeaveEveryAcknowledgedChange() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        try await store.createList(named: "Groceries")

        var acknowledged: [String] = []
        var killed: [String] = []
        for index in 0..<60 {
            let title = "item \(index)"
            let process = Process()
            process.executableURL = listOMatCommand.url
            process.arguments = ["add", "Groceries", title, "--data-dir", scratch.url.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            if index % 3 == 2 {
                // At some moment of the process's life: starting, reading, appending, syncing.
                usleep(UInt32.random(in: 0..<40_000))
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if printed.contains("Added “\(title)”") {
                acknowledged.append(title)
            } else {
                #expect(process.terminationReason == .uncaughtSignal, "\(title): \(printed)")
                killed.append(title)
            }
        }
        #expect(!killed.isEmpty)

        let shown = try listOMatCommand.run(["show", "Groceries", "--data-dir", scratch.url.path])
        #expect(shown.status == 0 && shown.output.contains("item 0"), "\(shown.error)")
        let items = try scratch.store().list("Groceries").items.map(\.title)
        #expect(Set(acknowledged).isSubset(of: Set(items)))
        #expect(Set(items).isSubset(of: Set(acknowledged + killed)))
        #expect(items.count == Set(items).count)
        #expect(items == items.sorted { Int($0.dropFirst(5))! < Int($1.dropFirst(5))! })

        // The store takes changes again, past whatever a killed writer left.
        #expect(try listOMatCommand.run(["add", "Groceries", "last", "--data-dir", scratch.url.path]).status == 0)
        #expect(try scratch.store().list("Groceries").items.last?.title == "last")
    }

    func snapshotGeneration(_ scratch: TemporaryDirectory) throws -> Int {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.storeFile)) as? [String: Any]
        return json?["generation"] as? Int ?? 0
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    struct ProcessFailure: Error {
        var message: String
    }
}
