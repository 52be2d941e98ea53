import Foundation
import Hark
import HarkTesting
import ListOMatKit
import Testing

/// The store file on disk: its format, and what happens when it is damaged or too new.
struct StoreFileTests {
    @Test func theFileCarriesItsFormatVersionAndNoTemporaryFilesRemain() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let list = try await store.createList(named: "Grocery Store", items: ["milk"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.storeFile)) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 2)
        #expect(json["generation"] as? Int == 1)
        let lists = try #require(json["lists"] as? [[String: Any]])
        #expect(lists.first?["id"] as? String == list.id)
        #expect(lists.first?["name"] as? String == "Grocery Store")
        let items = try #require(lists.first?["items"] as? [[String: Any]])
        #expect(items.first?["title"] as? String == "milk")
        #expect(items.first?["done"] as? Bool == false)

        let folder = scratch.storeFile.deletingLastPathComponent()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["lists.journal", "lists.json", "lists.lock"])
    }

    @Test(arguments: [
        ("{\"formatVersion\": 1, \"lists\": [", "is not valid JSON"),
        ("[1, 2, 3]", "is not valid JSON"),
        ("{\"lists\": []}", "has no valid formatVersion"),
        ("{\"formatVersion\": 1, \"lists\": [{\"id\": \"a\", \"name\": \"x\"}]}", "is damaged (missing “items” at lists[0])"),
        (
            "{\"formatVersion\": 1, \"lists\": [{\"id\": \"a\", \"name\": \"x\", \"items\": [{\"id\": \"b\", \"title\": \"t\", \"done\": \"no\"}]}]}",
            "is damaged (wrong kind of value at lists[0].items[0].done)"
        ),
    ])
    func aCorruptStoreIsReportedAndNeverOverwritten(contents: String, problem: String) async throws {
        let scratch = try TemporaryDirectory.listOMat()
        try FileManager.default.createDirectory(at: scratch.storeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: scratch.storeFile)
        let store = try scratch.store()

        let readError = #expect(throws: ListOMatError.self) { try store.lists() }
        #expect(readError?.code == .corruptStore)
        #expect(readError?.message.contains(scratch.storeFile.path) == true)
        #expect(readError?.message.contains(problem) == true, "\(readError?.message ?? "")")

        let writeError = await #expect(throws: ListOMatError.self) { try await store.createList(named: "Groceries") }
        #expect(writeError?.code == .corruptStore)
        await #expect(throws: ListOMatError.self) { try await store.installDemoLists(language: "en") }
        #expect(try Data(contentsOf: scratch.storeFile) == Data(contents.utf8))
    }

    @Test func aStoreFromANewerListOMatIsReportedAndNeverOverwritten() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        try FileManager.default.createDirectory(at: scratch.storeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let contents = Data(#"{"formatVersion": 3, "lists": [], "folders": []}"#.utf8)
        try contents.write(to: scratch.storeFile)
        let store = try scratch.store()

        let error = await #expect(throws: ListOMatError.self) { try await store.createList(named: "Groceries") }
        #expect(error?.code == .newerFormat)
        #expect(
            error?.message == "the list store \(scratch.storeFile.path) has format version 3, newer than the version 2 "
                + "this List-o-Mat reads; update List-o-Mat. The file was left unchanged")
        #expect(try Data(contentsOf: scratch.storeFile) == contents)
    }

    @Test func anUnwritableContainerIsAStorageFailureNamingThePath() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        // A file where the containers folder should be.
        try Data().write(to: scratch.url.appendingPathComponent("containers"))
        let store = try scratch.store()
        let error = await #expect(throws: ListOMatError.self) { try await store.createList(named: "Groceries") }
        #expect(error?.code == .storageFailure)
        #expect(error?.message.contains("containers/group.com.app-o-mat.listomat") == true)
    }
}
