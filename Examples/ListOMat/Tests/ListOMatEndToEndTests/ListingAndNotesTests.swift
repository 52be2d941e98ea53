import Hark
import HarkAssistant
import HarkDialog
import ListOMatKit
import Testing

/// Every list at once, said list by list, and List-o-Mat's notes: as people ask for them, in
/// every language.
@Suite("Showing every list, and notes, end to end")
struct ListingAndNotesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var groceryStore: String
        var groceries: [String]
        var hardwareStore: String
        var hardware: String
        /// Ways of asking for every list.
        var everyListRequests: [String]
        /// Every list, each with its items.
        var everyList: String
        /// Ways of asking for every note, the seed's sample phrase first.
        var everyNoteRequests: [String]
        var noNotes: String
        /// "create a note called Ideas", its title, and the answer.
        var createNote: String
        var noteTitle: String
        var createdNote: String
        /// "add buy a boat to my Ideas note", the text added, and the answer.
        var appendToNote: String
        var appended: String
        var appendedToNote: String
        /// The one note, said with its text; and with a second note, every note.
        var oneNote: String
        var secondNote: (title: String, content: String)
        var everyNote: String
        /// Asking for a note by title, and searching notes for a word.
        var showNote: String
        var searchNotes: String

        var testDescription: String { locale }
    }

    static let cases: [Case] = [
        Case(
            locale: "en", groceryStore: "Grocery Store", groceries: ["milk", "bread"], hardwareStore: "Hardware Store",
            hardware: "nails",
            everyListRequests: [
                "show all my lists", "show my lists", "what lists do I have", "what are my lists", "list all my lists",
                "In ListOMat, show me all of my lists", "what's on all my lists", "do I have any lists",
            ],
            everyList: "You have 2 lists. Grocery Store: milk and bread. Hardware Store: nails.",
            everyNoteRequests: ["Show me all my notes on ListOMat", "show my notes", "what notes do I have", "read me my notes"],
            noNotes: "You don't have any notes yet.",
            createNote: "create a note called Ideas", noteTitle: "Ideas", createdNote: "Created the note Ideas.",
            appendToNote: "add buy a boat to my Ideas note", appended: "buy a boat", appendedToNote: "Added that to Ideas.",
            oneNote: "Ideas: buy a boat.", secondNote: ("Recipes", "pancakes"),
            everyNote: "Here are your notes. Ideas: buy a boat. Recipes: pancakes.",
            showNote: "show my Ideas note", searchNotes: "find my notes about boat"
        ),
        Case(
            locale: "es", groceryStore: "Tienda de comestibles", groceries: ["leche", "pan"], hardwareStore: "Tienda de bricolaje",
            hardware: "clavos",
            everyListRequests: [
                "muestra todas las listas", "muestra mis listas", "¿qué listas tengo?", "¿cuáles son mis listas?",
                "En ListOMat, enséñame todas mis listas", "dime todas mis listas",
            ],
            everyList: "Tienes 2 listas. Tienda de comestibles: leche y pan. Tienda de bricolaje: clavos.",
            everyNoteRequests: ["Muéstrame todas mis notas en ListOMat", "muestra mis notas", "¿qué notas tengo?", "lee mis notas"],
            noNotes: "Todavía no tienes notas.",
            createNote: "crea una nota llamada Ideas", noteTitle: "Ideas", createdNote: "He creado la nota Ideas.",
            appendToNote: "añade comprar un barco a mi nota Ideas", appended: "comprar un barco", appendedToNote: "Lo he añadido a Ideas.",
            oneNote: "Ideas: comprar un barco.", secondNote: ("Recetas", "tortilla"),
            everyNote: "Estas son tus notas. Ideas: comprar un barco. Recetas: tortilla.",
            showNote: "muéstrame mi nota Ideas", searchNotes: "busca notas sobre barco"
        ),
        Case(
            locale: "fr", groceryStore: "Épicerie", groceries: ["lait", "pain"], hardwareStore: "Magasin de bricolage",
            hardware: "clous",
            everyListRequests: [
                "affiche toutes les listes", "montre-moi mes listes", "quelles listes ai-je", "quelles sont mes listes",
                "Dans ListOMat, montre-moi toutes mes listes", "est-ce que j'ai des listes",
            ],
            everyList: "Vous avez 2 listes. Épicerie : lait et pain. Magasin de bricolage : clous.",
            everyNoteRequests: ["Montre-moi toutes mes notes dans ListOMat", "affiche mes notes", "quelles notes ai-je", "lis mes notes"],
            noNotes: "Vous n'avez encore aucune note.",
            createNote: "crée une note appelée Idées", noteTitle: "Idées", createdNote: "J'ai créé la note Idées.",
            appendToNote: "ajoute acheter un bateau à ma note Idées", appended: "acheter un bateau",
            appendedToNote: "Je l'ai ajouté à Idées.",
            oneNote: "Idées : acheter un bateau.", secondNote: ("Recettes", "crêpes"),
            everyNote: "Voici vos notes. Idées : acheter un bateau. Recettes : crêpes.",
            showNote: "affiche ma note Idées", searchNotes: "cherche les notes sur bateau"
        ),
        Case(
            locale: "ja", groceryStore: "食料品店", groceries: ["牛乳", "パン"], hardwareStore: "金物店", hardware: "釘",
            everyListRequests: [
                "リストを全部見せて", "リストを見せて", "全部のリストを見せて", "リストの一覧を見せて", "どんなリストがある？", "ListOMatで私のリストを表示して",
            ],
            everyList: "リストは全部で2件です。食料品店：牛乳とパン。金物店：釘。",
            everyNoteRequests: ["ListOMatでメモを全部見せて", "メモを見せて", "メモの一覧を見せて", "どんなメモがある？"],
            noNotes: "まだメモがありません。",
            createNote: "アイデアという名前のメモを作って", noteTitle: "アイデア", createdNote: "メモ「アイデア」を作成しました。",
            appendToNote: "アイデアメモに船を買うを追加して", appended: "船を買う", appendedToNote: "アイデアに追加しました。",
            oneNote: "アイデア：船を買う。", secondNote: ("レシピ", "パンケーキ"),
            everyNote: "メモは次のとおりです。アイデア：船を買う。レシピ：パンケーキ。",
            showNote: "アイデアのメモを見せて", searchNotes: "船についてのメモを探して"
        ),
        Case(
            locale: "ar", groceryStore: "متجر البقالة", groceries: ["حليب", "خبز"], hardwareStore: "متجر الأدوات", hardware: "مسامير",
            everyListRequests: [
                "اعرض كل القوائم", "اعرض قوائمي", "ما هي قوائمي", "ما القوائم التي لدي", "في ListOMat، أرني جميع القوائم",
            ],
            everyList: "عدد قوائمك 2. متجر البقالة: حليب وخبز. متجر الأدوات: مسامير.",
            everyNoteRequests: ["اعرض لي جميع ملاحظاتي في ListOMat", "اعرض كل الملاحظات", "ما هي ملاحظاتي"],
            noNotes: "ليست لديك أي ملاحظات بعد.",
            createNote: "أنشئ ملاحظة باسم أفكار", noteTitle: "أفكار", createdNote: "أنشأت الملاحظة أفكار.",
            appendToNote: "أضف شراء قارب إلى الملاحظة أفكار", appended: "شراء قارب", appendedToNote: "أضفت ذلك إلى أفكار.",
            oneNote: "أفكار: شراء قارب.", secondNote: ("وصفات", "فطائر"),
            everyNote: "هذه ملاحظاتك. أفكار: شراء قارب. وصفات: فطائر.",
            showNote: "اعرض ملاحظة أفكار", searchNotes: "ابحث عن الملاحظات عن قارب"
        ),
    ]

    func listOMat(_ language: Case) async throws -> EndToEnd {
        try await EndToEnd(
            locale: language.locale,
            lists: [(language.groceryStore, language.groceries), (language.hardwareStore, [language.hardware])])
    }

    @Test(arguments: cases)
    func everyListIsShownWithItsOwnItems(_ language: Case) async throws {
        let listOMat = try await listOMat(language)
        for request in language.everyListRequests {
            let turn = await listOMat.say(request)
            #expect(turn.say == language.everyList, "\(request)")
            #expect(turn.intent == "SearchForNotebookItems", "\(request)")
            #expect(turn.code == "successEveryList", "\(request)")
            #expect(titles(turn.parameters["taskLists"]) == [language.groceryStore, language.hardwareStore], "\(request)")
            guard case .taskList(let first)? = turn.parameters["taskLists"]?.listElements.first else {
                Issue.record("no list in \(turn.parameters) for \(request)")
                continue
            }
            #expect(first.tasks.map(\.title.spokenPhrase) == language.groceries)
        }
    }

    @Test(arguments: cases)
    func notesAreCreatedAddedToAndShown(_ language: Case) async throws {
        let listOMat = try await listOMat(language)
        for request in language.everyNoteRequests {
            let none = await listOMat.say(request)
            #expect(none.say == language.noNotes, "\(request)")
            #expect(none.app == ListStore.appIdentifier, "\(request)")
        }

        let created = await listOMat.say(language.createNote)
        #expect(created.say == language.createdNote)
        #expect(created.intent == "CreateNote")
        let appended = await listOMat.say(language.appendToNote)
        #expect(appended.say == language.appendedToNote)
        #expect(appended.intent == "AppendToNote")
        let stored = try listOMat.store.notes.notes()
        #expect(stored.map(\.title) == [language.noteTitle])
        #expect(stored.map(\.content) == [language.appended])

        for request in language.everyNoteRequests {
            #expect(await listOMat.say(request).say == language.oneNote, "\(request)")
        }
        try await listOMat.store.notes.createNote(titled: language.secondNote.title, content: language.secondNote.content)
        for request in language.everyNoteRequests {
            let every = await listOMat.say(request)
            #expect(every.say == language.everyNote, "\(request)")
            #expect(every.code == "successEveryNote", "\(request)")
        }
        #expect(await listOMat.say(language.showNote).say == language.oneNote)
        #expect(await listOMat.say(language.searchNotes).say == language.oneNote)
        // The lists are untouched by all this.
        #expect(try listOMat.titles(of: language.groceryStore) == language.groceries)
    }
}
