import Foundation
import Hark
import HarkTesting
import ListOMatKit
import Testing

/// The demo lists `hark` installs List-o-Mat with.
struct DemoListsTests {
    @Test(arguments: [
        ("en", ["Grocery Store", "Hardware Store", "Packing"]),
        ("es", ["Tienda de comestibles", "Tienda de bricolaje", "Maleta"]),
        ("fr", ["Épicerie", "Magasin de bricolage", "Valise"]),
        ("ja", ["食料品店", "金物店", "旅行の荷物"]),
        ("ar", ["متجر البقالة", "متجر الأدوات", "حقيبة السفر"]),
        ("fr-CA", ["Épicerie", "Magasin de bricolage", "Valise"]),
        ("de", ["Grocery Store", "Hardware Store", "Packing"]),
    ])
    func demoListsInTheUsersLanguage(language: String, names: [String]) async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        let lists = try await store.installDemoLists(language: language)
        #expect(lists.map(\.name) == names)
        #expect(try store.lists() == lists)
        #expect(lists.allSatisfy { $0.items.count == 3 })
        #expect(lists[0].items.filter(\.done).count == 1)
    }

    @Test func demoListsNeverTouchAStoreWithLists() async throws {
        let scratch = try TemporaryDirectory.listOMat()
        let store = try scratch.store()
        try await store.createList(named: "Mine")
        let before = try Data(contentsOf: scratch.storeFile)
        let error = await #expect(throws: ListOMatError.self) { try await store.installDemoLists(language: "en") }
        #expect(error?.code == .storeNotEmpty)
        #expect(try Data(contentsOf: scratch.storeFile) == before)
    }
}
