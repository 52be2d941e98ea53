import Foundation
import Hark
import HarkTesting
import Synchronization
import Testing

@testable import ListOMatKit

/// The journal beside `lists.json`: a change appends only itself and syncs once; readers replay
/// it; a change cut short is ignored; the journal is folded into a new snapshot when it grows.
struct JournalTests {
    let scratch: TemporaryDirectory
    let syncs = SyncCounter()
    let store: ListStore

    init() throws {
        scratch = try TemporaryDirectory.listOMat()
        store = ListStore(
            container: try scratch.dataDirectory.container(forGroup: ListStore.appGroup), registrar: nil,
            vocabularyFailure: { _ in }, sync: syncs.fileSync)
    }

    var journalFile: URL { scratch.storeFile.deletingLastPathComponent().appendingPathComponent("lists.journal") }

    /// The lists as a process that never read this store finds them on disk: a copy of the
    /// container elsewhere, which nothing remembers.
    func listsOnDisk() throws -> [ItemList] {
        try copyOfStore().lists()
    }

    func copyOfStore() throws -> ListStore {
        let copy = try TemporaryDirectory.listOMat()
        let container = try copy.dataDirectory.container(forGroup: ListStore.appGroup).create()
        for name in ["lists.json", "lists.journal"] {
            let file = scratch.storeFile.deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path) {
                try FileManager.default.copyItem(at: file, to: container.appendingPathComponent(name))
            }
        }
        copies.keep(copy)
        return try copy.store()
    }

    /// The copies' folders, kept as long as the test.
    private let copies = Copies()

    final class Copies: Sendable {
        private let directories = Mutex<[TemporaryDirectory]>([])
        func keep(_ directory: TemporaryDirectory) { directories.withLock { $0.append(directory) } }
    }

    func journalLines() throws -> [String] {
        try String(decoding: Data(contentsOf: journalFile), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func aChangeAppendsOnlyWhatChangedAndLeavesTheSnapshotAlone() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread", "eggs"])
        try await store.createList(named: "Hardware Store", items: ["nails"])
        let snapshot = try Data(contentsOf: scratch.storeFile)
        let journalBefore = try Data(contentsOf: journalFile)

        try await store.addItems(["milk"], to: "grocery store")

        #expect(try Data(contentsOf: scratch.storeFile) == snapshot)
        let journal = try Data(contentsOf: journalFile)
        #expect(journal.prefix(journalBefore.count) == journalBefore)
        let line = String(decoding: journal.dropFirst(journalBefore.count), as: UTF8.self)
        #expect(line.hasSuffix("\n"))
        #expect(line.split(separator: "\n").count == 1)
        #expect(line.contains("\"milk\"") && line.contains("insertItems"))
        #expect(!line.contains("bread") && !line.contains("nails") && !line.contains("Hardware"))

        let lists = try listsOnDisk()
        #expect(lists.map(\.name) == ["Grocery Store", "Hardware Store"])
        #expect(lists[0].items.map(\.title) == ["bread", "eggs", "milk"])
    }

    @Test func everyKindOfChangeIsReplayedFromTheJournal() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread", "eggs", "rice"])
        try await store.createList(named: "Hardware Store", items: ["nails"])
        try await store.createList(named: "Packing")
        try await store.addItems(["milk", "olives"], to: "Grocery Store")
        try await store.setItem("eggs", in: "Grocery Store", done: true)
        try await store.removeItem("rice", from: "Grocery Store")
        try await store.moveItem("olives", in: "Grocery Store", to: 0)
        try await store.renameList("Hardware Store", to: "Hardware")
        try await store.deleteList("Packing")
        try await store.removeAllItems(from: "Hardware")
        try await store.createList(named: "Books", items: ["Dune"])

        let expected = try store.lists()
        #expect(expected.map(\.name) == ["Grocery Store", "Hardware", "Books"])
        #expect(expected[0].items.map(\.title) == ["olives", "bread", "eggs", "milk"])
        #expect(expected[0].items.map(\.done) == [false, false, true, false])
        #expect(try listsOnDisk() == expected)
        #expect(try journalLines().count == 10)
    }

    @Test func aChangeSyncsOnceAndNothingElse() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread"])
        // The first change of a new store writes the snapshot, creating the journal beside it.
        #expect(syncs.calls == [.file, .folder])
        syncs.reset()

        try await store.addItems(["milk"], to: "Grocery Store")
        #expect(syncs.calls == [.data])
        try await store.setItem("milk", in: "Grocery Store", done: true)
        try await store.renameList("Grocery Store", to: "Groceries")
        try await store.createList(named: "Packing", items: ["passport"])
        try await store.removeItem("bread", from: "Groceries")
        #expect(syncs.calls == Array(repeating: .data, count: 5))

        // Reading, and a change that changes nothing, sync nothing.
        syncs.reset()
        _ = try store.lists()
        try await store.setItem("milk", in: "Groceries", done: true)
        await #expect(throws: ListOMatError.self) { try await store.addItems(["x"], to: "nowhere") }
        #expect(syncs.calls == [])
    }

    @Test func aChangeCutShortIsIgnoredAndCutOffByTheNextOne() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread"])
        try await store.addItems(["milk"], to: "Grocery Store")
        let whole = try Data(contentsOf: journalFile)
        // What a writer killed mid-append leaves: the first part of its line, no newline.
        let cut = try JournalRecord(generation: 1, changes: [.renameList(id: store.lists()[0].id, name: "Cut")]).line()
        try appendToJournal(Data(cut.prefix(cut.count / 2)))

        #expect(try listsOnDisk()[0].name == "Grocery Store")
        #expect(try store.lists()[0].items.map(\.title) == ["bread", "milk"])

        try await store.addItems(["eggs"], to: "Grocery Store")
        let journal = try Data(contentsOf: journalFile)
        #expect(journal.prefix(whole.count) == whole)
        #expect(try journalLines().count == 2)
        #expect(try listsOnDisk()[0].items.map(\.title) == ["bread", "milk", "eggs"])
        #expect(try listsOnDisk()[0].name == "Grocery Store")
    }

    @Test func aWholeLastLineWithAWrongChecksumIsIgnored() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread"])
        try await store.addItems(["milk"], to: "Grocery Store")
        var line = try JournalRecord(generation: 1, changes: [.renameList(id: store.lists()[0].id, name: "Torn")]).line()
        line[0] = line[0] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        try appendToJournal(Data(line))

        let lists = try listsOnDisk()
        #expect(lists[0].name == "Grocery Store")
        #expect(lists[0].items.map(\.title) == ["bread", "milk"])
    }

    @Test func aDamagedRecordBeforeOthersIsReportedAndChangesNothing() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread"])
        try await store.addItems(["milk"], to: "Grocery Store")
        try await store.addItems(["eggs"], to: "Grocery Store")
        var journal = try Data(contentsOf: journalFile)
        let milk = try #require(journal.firstRange(of: Data("milk".utf8)))
        journal[milk.lowerBound] = UInt8(ascii: "s")
        try journal.write(to: journalFile)
        let snapshot = try Data(contentsOf: scratch.storeFile)

        // A process that did not read the store before finds the damage, reading or changing.
        let copy = try copyOfStore()
        let readError = #expect(throws: ListOMatError.self) { try copy.lists() }
        #expect(readError?.code == .corruptStore)
        #expect(readError?.message.contains("lists.journal is damaged at byte 0 (a line whose checksum does not match)") == true)
        let copiedJournal = copy.fileURL.deletingLastPathComponent().appendingPathComponent("lists.journal")
        let writeError = await #expect(throws: ListOMatError.self) { try await copy.addItems(["rice"], to: "Grocery Store") }
        #expect(writeError?.code == .corruptStore)
        #expect(writeError?.message.contains(copiedJournal.path) == true)
        #expect(try Data(contentsOf: copiedJournal) == journal)
        #expect(try Data(contentsOf: copy.fileURL) == snapshot)
    }

    @Test func theJournalIsFoldedIntoANewSnapshotWhenItGrows() async throws {
        try await store.createList(named: "Grocery Store")
        let title = String(repeating: "long item ", count: 100)
        var added = 0
        var journalSizes: [Int] = []
        // Until the journal has been emptied once: past 64 KiB of about 1 KiB changes.
        repeat {
            try await store.addItems(["\(title)\(added)"], to: "Grocery Store")
            added += 1
            journalSizes.append(try Data(contentsOf: journalFile).count)
        } while journalSizes.count < 2 || journalSizes[journalSizes.count - 1] > journalSizes[journalSizes.count - 2]

        #expect(journalSizes.dropLast().last! > ListFiles.journalFloor - 2000)
        #expect(journalSizes.dropLast().last! <= ListFiles.journalFloor)
        #expect(journalSizes.last == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.storeFile)) as? [String: Any])
        #expect(json["generation"] as? Int == 2)
        #expect(try listsOnDisk()[0].items.count == added)
        #expect(try store.lists()[0].items.count == added)
        // Every change but the two that wrote a snapshot synced the journal once.
        #expect(syncs.calls.filter { $0 == .data }.count == added - 1)
        #expect(syncs.calls.filter { $0 == .file }.count == 2)

        try await store.addItems(["milk"], to: "Grocery Store")
        #expect(try journalLines().count == 1)
        #expect(try listsOnDisk()[0].items.last?.title == "milk")
    }

    @Test func recordsOfAnEarlierSnapshotAreSkippedAndReplacedByTheNextChange() async throws {
        let list = try await store.createList(named: "Grocery Store", items: ["bread"])
        try await store.addItems(["milk"], to: "Grocery Store")
        // As a rewrite interrupted between renaming the snapshot and emptying the journal
        // leaves it: the snapshot has the change, the journal still holds it for generation 1.
        let current = try store.lists()
        try StoredLists.encode(current, generation: 2).write(to: scratch.storeFile, options: .atomic)

        #expect(try listsOnDisk() == current)
        #expect(try store.lists() == current)

        try await store.addItems(["eggs"], to: "Grocery Store")
        #expect(try listsOnDisk()[0].items.map(\.title) == ["bread", "milk", "eggs"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.storeFile)) as? [String: Any])
        #expect(json["generation"] as? Int == 3)
        #expect(try Data(contentsOf: journalFile).isEmpty)
        #expect(list.id == current[0].id)
    }

    @Test func aSnapshotReplacedByAnotherProcessIsReadAgain() async throws {
        try await store.createList(named: "Grocery Store", items: ["bread"])
        try await store.addItems(["milk"], to: "Grocery Store")
        #expect(try store.lists()[0].items.count == 2)
        // Another process folds the journal into a new snapshot with one more item.
        var lists = try store.lists()
        lists[0].items.append(ListItem(id: "e", title: "eggs"))
        try StoredLists.encode(lists, generation: 2).write(to: scratch.storeFile, options: .atomic)
        try Data().write(to: journalFile)

        #expect(try store.lists()[0].items.map(\.title) == ["bread", "milk", "eggs"])
        // And then appends to the new journal.
        let line = try JournalRecord(generation: 2, changes: [.renameList(id: lists[0].id, name: "Groceries")]).line()
        try appendToJournal(Data(line))
        #expect(try store.lists()[0].name == "Groceries")
    }

    @Test func aVersion1StoreIsReadAndWrittenAgainAsVersion2() async throws {
        let container = try scratch.dataDirectory.container(forGroup: ListStore.appGroup).create()
        let version1 = """
            {"formatVersion": 1, "lists": [{"id": "a", "name": "Grocery Store", "items": [{"id": "b", "title": "bread", "done": true}]}]}
            """
        try Data(version1.utf8).write(to: container.appendingPathComponent("lists.json"))
        #expect(try store.lists() == [ItemList(id: "a", name: "Grocery Store", items: [ListItem(id: "b", title: "bread", done: true)])])

        try await store.addItems(["milk"], to: "Grocery Store")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.storeFile)) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 2)
        #expect(json["generation"] as? Int == 1)
        #expect(try listsOnDisk()[0].items.map(\.title) == ["bread", "milk"])
        try await store.addItems(["eggs"], to: "Grocery Store")
        #expect(try journalLines().count == 1)
    }

    func appendToJournal(_ data: Data) throws {
        let handle = try FileHandle(forWritingTo: journalFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
        try handle.close()
    }
}

/// Counts a store's syncs, and syncs as the system does.
final class SyncCounter: Sendable {
    private let recorded = Mutex<[FileSync.Kind]>([])

    var calls: [FileSync.Kind] { recorded.withLock { $0 } }
    func reset() { recorded.withLock { $0 = [] } }

    var fileSync: FileSync {
        FileSync { descriptor, kind in
            self.recorded.withLock { $0.append(kind) }
            return FileSync.system.sync(descriptor, kind)
        }
    }
}
