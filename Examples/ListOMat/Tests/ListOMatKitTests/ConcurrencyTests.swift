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
