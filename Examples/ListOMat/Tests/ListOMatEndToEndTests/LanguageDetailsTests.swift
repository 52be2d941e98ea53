import Hark
import HarkAssistant
import HarkDialog
import ListOMatKit
import Testing

/// Wording found wanting when the seed's requests were tried: deleting a list asks a real
/// question, and Japanese names a new list the way people do.
@Suite("Deleting lists, and new lists in Japanese")
struct LanguageDetailsTests {
    struct Deletion: Sendable, CustomTestStringConvertible {
        var book: Phrasebook
        var deleteList: String
        var shallIDeleteList: String
        var deletedList: String
        var clearList: String
        var shallIClearList: String
        var clearedList: String
        var testDescription: String { book.locale }
    }

    static let deletions = [
        Deletion(
            book: .english, deleteList: "delete the hardware store list", shallIDeleteList: "Shall I delete the list Hardware Store?",
            deletedList: "Deleted the list Hardware Store.", clearList: "delete everything from the grocery store list",
            shallIClearList: "Shall I delete everything on Grocery Store?", clearedList: "Deleted everything on Grocery Store."),
        Deletion(
            book: .spanish, deleteList: "borra la lista de tienda de bricolaje", shallIDeleteList: "¿Borro la lista Tienda de bricolaje?",
            deletedList: "He borrado la lista Tienda de bricolaje.", clearList: "borra todo de la lista de la tienda de comestibles",
            shallIClearList: "¿Borro todo lo que hay en Tienda de comestibles?",
            clearedList: "He borrado todo lo que había en Tienda de comestibles."),
        Deletion(
            book: .french, deleteList: "supprime la liste magasin de bricolage",
            shallIDeleteList: "Je supprime la liste Magasin de bricolage ?",
            deletedList: "J'ai supprimé la liste Magasin de bricolage.", clearList: "supprime tout de la liste magasin d'alimentation",
            shallIClearList: "Je supprime tout ce qu'il y a sur Magasin d'alimentation ?",
            clearedList: "J'ai supprimé tout ce qu'il y avait sur Magasin d'alimentation."),
        Deletion(
            book: .japanese, deleteList: "金物店のリストを削除して", shallIDeleteList: "リスト「金物店」を削除しますか？",
            deletedList: "リスト「金物店」を削除しました。", clearList: "食料品店のリストから全部を削除して",
            shallIClearList: "食料品店の項目をすべて削除しますか？", clearedList: "食料品店の項目をすべて削除しました。"),
        Deletion(
            book: .arabic, deleteList: "احذف قائمة متجر الأدوات", shallIDeleteList: "هل أحذف القائمة متجر الأدوات؟",
            deletedList: "حذفت القائمة متجر الأدوات.", clearList: "احذف الكل من قائمة متجر البقالة",
            shallIClearList: "هل أحذف كل ما في متجر البقالة؟", clearedList: "حذفت كل ما في متجر البقالة."),
    ]

    @Test(arguments: deletions)
    func deletingAWholeListAsksAboutTheList(_ language: Deletion) async throws {
        let listOMat = try await EndToEnd(locale: language.book.locale, lists: language.book.lists)
        let question = await listOMat.say(language.deleteList)
        #expect(question.say == language.shallIDeleteList)
        #expect(question.expecting == .confirmation)
        #expect(try listOMat.lists().count == 2)
        let done = await listOMat.say(language.book.yes)
        #expect(done.say == language.deletedList)
        #expect(try listOMat.lists().map(\.name) == [language.book.groceryStore])
    }

    @Test(arguments: deletions)
    func clearingAListAsksAboutEverythingOnIt(_ language: Deletion) async throws {
        let listOMat = try await EndToEnd(locale: language.book.locale, lists: language.book.lists)
        let question = await listOMat.say(language.clearList)
        #expect(question.say == language.shallIClearList)
        #expect(question.expecting == .confirmation)
        let done = await listOMat.say(language.book.yes)
        #expect(done.say == language.clearedList)
        #expect(try listOMat.titles(of: language.book.groceryStore).isEmpty)
        #expect(try listOMat.titles(of: language.book.hardwareStore) == [language.book.hardware])
    }

    @Test(arguments: [
        ("ListOMatでキャンプという新しいリストを作って", "キャンプ"), ("キャンプという名前のリストを作って", "キャンプ"),
        ("新しいリスト「旅行」を作って", "旅行"), ("週末の新しいリストを作って", "週末"), ("新しいキャンプリストを作成して", "キャンプ"),
    ])
    func aNewListInJapanese(request: String, name: String) async throws {
        let listOMat = try await EndToEnd(locale: "ja", lists: Phrasebook.japanese.lists)
        let turn = await listOMat.say(request)
        #expect(turn.say == "リスト「\(name)」を作成しました。")
        #expect(try listOMat.lists().map(\.name).last == name)
    }
}
