import Foundation
import HarkTesting
import Testing

/// `hark apps` speaks the assistant language: its labels, the permission and the intents' titles.
struct AppsLanguageTests {
    @Test(
        "hark apps labels each app in the chosen language",
        arguments: [
            ("en", "— not asked yet", "  intents: Search items (SearchForNotebookItems), Add to a list (AddTasks)", "  asks: "),
            (
                "es", "— aún sin preguntar", "  acciones: Buscar elementos (SearchForNotebookItems), Añadir a una lista (AddTasks)",
                "  pide: "
            ),
            (
                "fr", "— pas encore demandé", "  actions: Rechercher des éléments (SearchForNotebookItems), Ajouter à une liste (AddTasks)",
                "  demande: "
            ),
            ("ja", "— 未確認", "  できること: 項目を検索 (SearchForNotebookItems)、リストに追加 (AddTasks)", "  説明: "),
            ("ar", "— لم يُسأل بعد", "  الأوامر: البحث عن عناصر (SearchForNotebookItems)، إضافة إلى قائمة (AddTasks)", "  يطلب: "),
        ])
    func labelsInTheLanguage(locale: String, status: String, intents: String, asks: String) throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(["apps", "--locale", locale, "--data-dir", data.path])
        #expect(result.status == 0, "\(result.error)")
        let listOMat = result.lines.drop { !$0.hasPrefix("List-o-Mat") }.prefix(4)
        #expect(listOMat.first?.hasSuffix(status) == true, "\(result.output)")
        #expect(listOMat.contains { $0.hasPrefix(intents) }, "\(result.output)")
        #expect(listOMat.contains { $0.hasPrefix(asks) }, "\(result.output)")
    }
}
