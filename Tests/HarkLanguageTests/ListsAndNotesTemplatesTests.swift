import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// The sentence templates of the Lists & Notes domain: every intent asked for in every language,
/// with typed parameters.
struct ListsAndNotesTemplatesTests {
    struct Request: Sendable, CustomTestStringConvertible {
        var locale: String
        var text: String
        var intent: String
        var parameters: [String: ParameterValue]
        var testDescription: String { "\(locale): \(text)" }
    }

    static func task(_ title: String) -> ParameterValue { .task(TaskItem(title: SpeakableString(spokenPhrase: title))) }
    static func list(_ title: String) -> ParameterValue { .taskList(TaskList(title: SpeakableString(spokenPhrase: title))) }
    static func note(_ title: String) -> ParameterValue { .note(Note(title: SpeakableString(spokenPhrase: title))) }
    static func phrase(_ text: String) -> ParameterValue { .speakableString(SpeakableString(spokenPhrase: text)) }
    static func phrases(_ items: String...) -> ParameterValue { .list(items.map(phrase)) }
    static func tasks(_ items: String...) -> ParameterValue { .list(items.map(task)) }
    static let completed = ParameterValue.enumeration("completed")
    static let notCompleted = ParameterValue.enumeration("notCompleted")
    static let taskListType = ParameterValue.enumeration("taskList")

    static let requests: [Request] = [
        // Show or search a list.
        Request(
            locale: "en", text: "what's on my to-do list", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("to-do"), "itemType": taskListType]),
        Request(
            locale: "es", text: "¿qué hay en mi lista de tareas?", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("tareas"), "itemType": taskListType]),
        Request(
            locale: "fr", text: "qu'est-ce qu'il y a sur ma liste de choses à faire ?", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("choses à faire"), "itemType": taskListType]),
        Request(
            locale: "ja", text: "やることリストに何がありますか", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("やること"), "itemType": taskListType]),
        Request(
            locale: "ar", text: "ماذا يوجد في قائمة المهام", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("المهام"), "itemType": taskListType]),
        Request(
            locale: "en", text: "open the packing list", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("packing"), "itemType": taskListType]),

        // How many lists: the lists are shown, counted.
        Request(locale: "en", text: "how many lists do I have?", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),
        Request(locale: "es", text: "¿cuántas listas tengo?", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),
        Request(locale: "fr", text: "combien de listes ai-je ?", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),
        Request(locale: "fr", text: "combien j'ai de listes", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),
        Request(locale: "ja", text: "リストはいくつありますか", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),
        Request(locale: "ar", text: "كم قائمة لدي؟", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),
        Request(locale: "ar", text: "كم عدد القوائم عندي", intent: "SearchForNotebookItems", parameters: ["itemType": taskListType]),

        // Skip words stay out of the slots.
        Request(
            locale: "en", text: "can you add milk to my shopping list please", intent: "AddTasks",
            parameters: ["targetTaskList": list("shopping"), "taskTitles": phrases("milk")]),
        Request(
            locale: "es", text: "por favor, añade leche a la lista de la compra", intent: "AddTasks",
            parameters: ["targetTaskList": list("compra"), "taskTitles": phrases("leche")]),
        Request(
            locale: "fr", text: "mets du lait sur la liste de courses s'il te plaît", intent: "AddTasks",
            parameters: ["targetTaskList": list("courses"), "taskTitles": phrases("lait")]),
        Request(
            locale: "ja", text: "お願い、買い物リストに牛乳を追加して", intent: "AddTasks",
            parameters: ["targetTaskList": list("買い物"), "taskTitles": phrases("牛乳")]),
        Request(
            locale: "ar", text: "من فضلك أضف الحليب إلى قائمة التسوق", intent: "AddTasks",
            parameters: ["targetTaskList": list("التسوق"), "taskTitles": phrases("حليب")]),

        // Create a list, with its first items.
        Request(
            locale: "en", text: "create a list called Packing with socks and a toothbrush", intent: "CreateTaskList",
            parameters: ["title": phrase("Packing"), "taskTitles": phrases("socks", "toothbrush")]),
        Request(
            locale: "es", text: "crea una lista llamada Viaje con calcetines y un cepillo de dientes", intent: "CreateTaskList",
            parameters: ["title": phrase("Viaje"), "taskTitles": phrases("calcetines", "cepillo de dientes")]),
        Request(
            locale: "fr", text: "crée une liste appelée Voyage avec des chaussettes et une brosse à dents", intent: "CreateTaskList",
            parameters: ["title": phrase("Voyage"), "taskTitles": phrases("chaussettes", "brosse à dents")]),
        Request(
            locale: "ja", text: "旅行という名前のリストを作って、靴下と歯ブラシを入れて", intent: "CreateTaskList",
            parameters: ["title": phrase("旅行"), "taskTitles": phrases("靴下", "歯ブラシ")]),
        Request(
            locale: "ar", text: "أنشئ قائمة باسم السفر مع جوارب وفرشاة أسنان", intent: "CreateTaskList",
            parameters: ["title": phrase("السفر"), "taskTitles": phrases("جوارب", "فرشاة أسنان")]),
        Request(locale: "en", text: "make a new list called Weekend", intent: "CreateTaskList", parameters: ["title": phrase("Weekend")]),

        // Mark an item done or not done.
        Request(
            locale: "en", text: "mark apples as done on the grocery list", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("apples"), "status": completed, "taskList": list("grocery")]),
        Request(
            locale: "en", text: "check off milk", intent: "SetTaskAttribute", parameters: ["targetTask": task("milk"), "status": completed]),
        Request(
            locale: "en", text: "uncheck eggs", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("eggs"), "status": notCompleted]),
        Request(
            locale: "es", text: "marca las manzanas como hechas en la lista de la compra", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("manzanas"), "status": completed, "taskList": list("compra")]),
        Request(
            locale: "es", text: "desmarca los huevos", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("huevos"), "status": notCompleted]),
        Request(
            locale: "fr", text: "marque les pommes comme faites sur la liste de courses", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("pommes"), "status": completed, "taskList": list("courses")]),
        Request(
            locale: "fr", text: "décoche les œufs", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("œufs"), "status": notCompleted]),
        Request(
            locale: "ja", text: "買い物リストのりんごを完了にして", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("りんご"), "status": completed, "taskList": list("買い物")]),
        Request(
            locale: "ja", text: "卵のチェックを外して", intent: "SetTaskAttribute", parameters: ["targetTask": task("卵"), "status": notCompleted]),
        Request(
            locale: "ar", text: "ضع علامة منجز على التفاح في قائمة التسوق", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("تفاح"), "status": completed, "taskList": list("التسوق")]),
        Request(
            locale: "ar", text: "اجعل البيض غير منجز", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("بيض"), "status": notCompleted]),

        // Delete items, everything, or a whole list.
        Request(
            locale: "en", text: "remove milk from the grocery list", intent: "DeleteTasks",
            parameters: ["tasks": tasks("milk"), "taskList": list("grocery")]),
        Request(locale: "en", text: "delete the packing list", intent: "DeleteTasks", parameters: ["taskList": list("packing")]),
        Request(
            locale: "en", text: "delete everything from the packing list", intent: "DeleteTasks",
            parameters: ["all": .boolean(true), "taskList": list("packing")]),
        Request(
            locale: "es", text: "quita la leche de la lista de la compra", intent: "DeleteTasks",
            parameters: ["tasks": tasks("leche"), "taskList": list("compra")]),
        Request(locale: "es", text: "borra la lista de viaje", intent: "DeleteTasks", parameters: ["taskList": list("viaje")]),
        Request(
            locale: "fr", text: "retire le lait de la liste de courses", intent: "DeleteTasks",
            parameters: ["tasks": tasks("lait"), "taskList": list("courses")]),
        Request(
            locale: "fr", text: "supprime tout de la liste de voyage", intent: "DeleteTasks",
            parameters: ["all": .boolean(true), "taskList": list("voyage")]),
        Request(locale: "ja", text: "買い物リストから牛乳を削除して", intent: "DeleteTasks", parameters: ["tasks": tasks("牛乳"), "taskList": list("買い物")]),
        Request(locale: "ja", text: "旅行リストを削除して", intent: "DeleteTasks", parameters: ["taskList": list("旅行")]),
        Request(
            locale: "ar", text: "احذف الحليب من قائمة التسوق", intent: "DeleteTasks",
            parameters: ["tasks": tasks("حليب"), "taskList": list("التسوق")]),
        Request(
            locale: "ar", text: "احذف كل شيء من قائمة السفر", intent: "DeleteTasks",
            parameters: ["all": .boolean(true), "taskList": list("السفر")]),
        // The items in one state (`status`), with the list or without.
        Request(locale: "en", text: "delete all my completed tasks", intent: "DeleteTasks", parameters: ["status": completed]),
        Request(
            locale: "en", text: "remove the checked off items from the grocery list", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("grocery")]),
        Request(
            locale: "en", text: "delete everything that's done on my packing list", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("packing")]),
        Request(
            locale: "en", text: "clear completed from the grocery list", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("grocery")]),
        Request(locale: "en", text: "clear completed", intent: "DeleteTasks", parameters: ["status": completed]),
        Request(
            locale: "en", text: "delete the unfinished tasks from the packing list", intent: "DeleteTasks",
            parameters: ["status": notCompleted, "taskList": list("packing")]),
        Request(locale: "es", text: "borra todas mis tareas completadas", intent: "DeleteTasks", parameters: ["status": completed]),
        Request(
            locale: "es", text: "quita lo tachado de la lista de la compra", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("compra")]),
        Request(locale: "fr", text: "supprime toutes mes tâches terminées", intent: "DeleteTasks", parameters: ["status": completed]),
        Request(
            locale: "fr", text: "efface ce qui est coché sur la liste de courses", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("courses")]),
        Request(locale: "ja", text: "完了したタスクを全部消して", intent: "DeleteTasks", parameters: ["status": completed]),
        Request(
            locale: "ja", text: "買い物リストのチェック済みの項目を削除して", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("買い物")]),
        Request(locale: "ar", text: "احذف كل المهام المكتملة", intent: "DeleteTasks", parameters: ["status": completed]),
        Request(
            locale: "ar", text: "احذف العناصر المنجزة من قائمة التسوق", intent: "DeleteTasks",
            parameters: ["status": completed, "taskList": list("التسوق")]),
        // An item whose name is a status's word stays an item.
        Request(
            locale: "en", text: "remove the check from my errands list", intent: "DeleteTasks",
            parameters: ["tasks": tasks("check"), "taskList": list("errands")]),

        // Whether an item is on a list: a search of the list named for the words.
        Request(
            locale: "en", text: "is the milk still on my shopping list", intent: "SearchForNotebookItems",
            parameters: ["content": .string("milk"), "title": phrase("shopping"), "itemType": taskListType]),
        Request(
            locale: "en", text: "did I remember to put eggs on the shopping list", intent: "SearchForNotebookItems",
            parameters: ["content": .string("eggs"), "title": phrase("shopping"), "itemType": taskListType]),
        Request(
            locale: "es", text: "¿he puesto huevos en la lista de la compra?", intent: "SearchForNotebookItems",
            parameters: ["content": .string("huevos"), "title": phrase("compra"), "itemType": taskListType]),
        Request(
            locale: "fr", text: "est-ce qu'il y a des œufs sur la liste de courses", intent: "SearchForNotebookItems",
            parameters: ["content": .string("œufs"), "title": phrase("courses"), "itemType": taskListType]),
        Request(
            locale: "ja", text: "卵は買い物リストに入ってる？", intent: "SearchForNotebookItems",
            parameters: ["content": .string("卵"), "title": phrase("買い物"), "itemType": taskListType]),
        Request(
            locale: "ar", text: "هل يوجد بيض في قائمة التسوق", intent: "SearchForNotebookItems",
            parameters: ["content": .string("بيض"), "title": phrase("التسوق"), "itemType": taskListType]),
        Request(
            locale: "es", text: "¿la leche ya está en la lista de la compra?", intent: "SearchForNotebookItems",
            parameters: ["content": .string("leche"), "title": phrase("compra"), "itemType": taskListType]),
        Request(
            locale: "fr", text: "j'ai déjà mis du pain sur la liste de courses ?", intent: "SearchForNotebookItems",
            parameters: ["content": .string("pain"), "title": phrase("courses"), "itemType": taskListType]),
        Request(
            locale: "ja", text: "買い物リストに牛乳ある？", intent: "SearchForNotebookItems",
            parameters: ["content": .string("牛乳"), "title": phrase("買い物"), "itemType": taskListType]),
        Request(
            locale: "en", text: "check out my to do list", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("to do"), "itemType": taskListType]),

        // Adding, deleting and creating as people say it.
        Request(
            locale: "en", text: "please put cleaning on my list of things to do", intent: "AddTasks",
            parameters: ["targetTaskList": list("things to do"), "taskTitles": phrases("cleaning")]),
        Request(
            locale: "en", text: "laundry needs to go on my to do list", intent: "AddTasks",
            parameters: ["targetTaskList": list("to do"), "taskTitles": phrases("laundry")]),
        Request(
            locale: "en", text: "do i have peanuts on my shopping list if not please add it", intent: "AddTasks",
            parameters: ["targetTaskList": list("shopping"), "taskTitles": phrases("peanuts")]),
        Request(
            locale: "en", text: "include kleenex on my list for shopping", intent: "AddTasks",
            parameters: ["targetTaskList": list("shopping"), "taskTitles": phrases("kleenex")]),
        Request(
            locale: "en", text: "cross volunteering off my todo list", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("volunteering"), "status": completed, "taskList": list("todo")]),
        Request(
            locale: "en", text: "check apples off my list", intent: "SetTaskAttribute",
            parameters: ["targetTask": task("apples"), "status": completed]),
        Request(
            locale: "en", text: "get rid of the batteries from the hardware list", intent: "DeleteTasks",
            parameters: ["tasks": tasks("batteries"), "taskList": list("hardware")]),
        Request(
            locale: "es", text: "necesito leche en la lista de la compra", intent: "AddTasks",
            parameters: ["targetTaskList": list("compra"), "taskTitles": phrases("leche")]),
        Request(
            locale: "fr", text: "il faut du lait sur la liste de courses", intent: "AddTasks",
            parameters: ["targetTaskList": list("courses"), "taskTitles": phrases("lait")]),
        Request(
            locale: "fr", text: "vire le pain de la liste de courses", intent: "DeleteTasks",
            parameters: ["tasks": tasks("pain"), "taskList": list("courses")]),
        Request(
            locale: "ja", text: "買い物リスト見せて", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("買い物"), "itemType": taskListType]),
        Request(
            locale: "ja", text: "買い物リストを確認して", intent: "SearchForNotebookItems",
            parameters: ["title": phrase("買い物"), "itemType": .enumeration("taskList")]),
        Request(
            locale: "ar", text: "هل أضفت الخبز إلى قائمة التسوق", intent: "SearchForNotebookItems",
            parameters: ["content": .string("الخبز"), "title": phrase("التسوق"), "itemType": taskListType]),
        Request(locale: "en", text: "I need to make a grocery list", intent: "CreateTaskList", parameters: ["title": phrase("grocery")]),
        Request(locale: "en", text: "open up a new list", intent: "CreateTaskList", parameters: [:]),

        // Create a note.
        Request(
            locale: "en", text: "create a note called Ideas saying buy a kite", intent: "CreateNote",
            parameters: ["title": phrase("Ideas"), "content": .string("buy a kite")]),
        Request(
            locale: "es", text: "crea una nota llamada Ideas que diga comprar una cometa", intent: "CreateNote",
            parameters: ["title": phrase("Ideas"), "content": .string("comprar una cometa")]),
        Request(
            locale: "fr", text: "crée une note appelée Idées qui dit acheter un cerf-volant", intent: "CreateNote",
            parameters: ["title": phrase("Idées"), "content": .string("acheter un cerf-volant")]),
        Request(
            locale: "ja", text: "アイデアというメモを作って、内容は凧揚げ", intent: "CreateNote",
            parameters: ["title": phrase("アイデア"), "content": .string("凧揚げ")]),
        Request(
            locale: "ar", text: "أنشئ ملاحظة بعنوان أفكار تقول شراء طائرة ورقية", intent: "CreateNote",
            parameters: ["title": phrase("أفكار"), "content": .string("شراء طائرة ورقية")]),

        // Append to a note.
        Request(
            locale: "en", text: "add call mum to my ideas note", intent: "AppendToNote",
            parameters: ["targetNote": note("ideas"), "content": .string("call mum")]),
        Request(
            locale: "es", text: "añade llamar a mamá a mi nota de ideas", intent: "AppendToNote",
            parameters: ["targetNote": note("ideas"), "content": .string("llamar a mamá")]),
        Request(
            locale: "fr", text: "ajoute appeler maman à ma note idées", intent: "AppendToNote",
            parameters: ["targetNote": note("idées"), "content": .string("appeler maman")]),
        Request(
            locale: "ja", text: "アイデアメモに母に電話するを追加して", intent: "AppendToNote",
            parameters: ["targetNote": note("アイデア"), "content": .string("母に電話する")]),
        Request(
            locale: "ar", text: "أضف الاتصال بأمي إلى ملاحظة الأفكار", intent: "AppendToNote",
            parameters: ["targetNote": note("الأفكار"), "content": .string("الاتصال بأمي")]),
    ]

    @Test(arguments: requests)
    func requestGivesItsIntentWithTypedParameters(request: Request) throws {
        let recognition = try RecognizerFixtures.recognizer.recognize(request.text, locale: request.locale)
        let best = try #require(recognition.best, "no candidate; near misses: \(recognition.nearMisses.map(\.sentence))")
        #expect(best.intent == request.intent, "by \(best.template)")
        #expect(best.parameters.mapValues(\.value) == request.parameters, "by \(best.template)")
        #expect(!recognition.isTie)
    }

    @Test func theFileParsesWithoutASingleDiagnostic() {
        #expect(RecognizerFixtures.listsAndNotes.warnings.isEmpty)
    }

    @Test func everyIntentHasSeveralSentencesInEveryLocale() {
        for intent in RecognizerFixtures.listsAndNotes.intents {
            for locale in RecognizerFixtures.locales {
                #expect((intent.sentences[locale]?.count ?? 0) >= 2, "\(intent.name) in \(locale)")
            }
        }
    }

    @Test func everyTemplateSamplesAndIsCompiled() throws {
        #expect(RecognizerFixtures.recognizer.languages == ["ar", "en", "es", "fr", "ja"])
        for locale in RecognizerFixtures.locales {
            let samples = Sampler.samples(of: RecognizerFixtures.listsAndNotes, locale: locale, perTemplate: 1)
            let templates = RecognizerFixtures.listsAndNotes.intents.reduce(0) { $0 + ($1.sentences[locale]?.count ?? 0) }
            #expect(samples.count == templates)
        }
    }
}
