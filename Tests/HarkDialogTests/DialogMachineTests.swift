import Foundation
import Hark
import HarkDialog
import HarkLanguage
import Testing

/// The machine through whole conversations, with handlers scripted per test.
@Suite("The conversation")
struct DialogMachineTests {
    static let groceries = ParameterValue.taskList(TaskList(title: "Groceries"))
    static let groceryStore = ParameterValue.taskList(TaskList(title: "Grocery Store"))
    static let hardwareStore = ParameterValue.taskList(TaskList(title: "Hardware Store"))

    /// Handles AddTasks by answering with the list it was given (or Groceries) and its items.
    static func addTasks(_ intent: Intent) -> IntentResponse {
        let items = (intent["taskTitles"]?.listElements ?? []).map { item -> ParameterValue in
            .task(TaskItem(title: SpeakableString(spokenPhrase: item.displayText)))
        }
        return IntentResponse(
            code: .success, parameters: ["modifiedTaskList": intent["targetTaskList"] ?? groceries, "addedTasks": .list(items)])
    }

    // MARK: - success, and the response in every language

    @Test(arguments: [
        ("en", "add rice, onions and olives to the grocery list", "Added rice, onions and olives to Groceries."),
        ("es", "añade arroz, cebollas y aceitunas a la lista de compras", "He añadido arroz, cebollas y aceitunas a Groceries."),
        ("fr", "ajoute du riz, des oignons et des olives à la liste de courses", "J'ai ajouté riz, oignons et olives à Groceries."),
        ("ja", "買い物リストに米、玉ねぎとオリーブを追加して", "Groceriesに米、玉ねぎとオリーブを追加しました。"),
        ("ar", "أضف أرز وبصل وزيتون إلى قائمة التسوق", "أضفت أرز وبصل وزيتون إلى Groceries."),
    ])
    func successEverywhereRendersTheResponse(locale: String, request: String, answer: String) {
        var harness = DialogHarness(locale: locale)
        harness.resolve = { parameter, intent in
            if parameter == "targetTaskList" { return [.success(Self.groceries)] }
            return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = Self.addTasks
        #expect(harness.say(request, locale: locale) == answer)
        #expect(harness.outcome.map { if case .completed(let response) = $0 { response.code == .success } else { false } } == true)
        #expect(harness.conversation.phase == .idle)
    }

    // MARK: - disambiguation

    static let storeRequests = [
        ("en", "add milk to the store list", "Which list: Grocery Store or Hardware Store?", "the second one"),
        ("es", "añade leche a la lista de la tienda", "¿Qué lista: Grocery Store o Hardware Store?", "la segunda"),
        ("fr", "ajoute du lait à la liste du magasin", "Quelle liste : Grocery Store ou Hardware Store ?", "le deuxième"),
        ("ja", "店のリストに牛乳を追加して", "どのリストですか：Grocery StoreかHardware Store？", "2番目"),
        ("ar", "أضف حليب إلى قائمة المتجر", "أي قائمة: Grocery Store أو Hardware Store؟", "الثاني"),
    ]

    static func storeHarness(_ locale: String) -> DialogHarness {
        var harness = DialogHarness(locale: locale)
        harness.resolve = { parameter, intent in
            if parameter == "targetTaskList" {
                if case .taskList(let list) = intent[parameter], list.title.spokenPhrase.contains("Store") {
                    return [.success(.taskList(list))]
                }
                return [.disambiguation([groceryStore, hardwareStore])]
            }
            return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = addTasks
        return harness
    }

    @Test(arguments: storeRequests)
    func disambiguationAnsweredByPosition(locale: String, request: String, question: String, answer: String) throws {
        var harness = Self.storeHarness(locale)
        #expect(harness.say(request, locale: locale) == question)
        #expect(harness.lastPrompt?.expecting == .choice)
        #expect(harness.lastPrompt?.choices == ["Grocery Store", "Hardware Store"])
        harness.say(answer, locale: locale)
        let handled = try #require(harness.handled.first)
        #expect(handled["targetTaskList"] == Self.hardwareStore)
    }

    @Test(arguments: storeRequests)
    func disambiguationAnsweredByName(locale: String, request: String, question: String, answer: String) throws {
        var harness = Self.storeHarness(locale)
        harness.say(request, locale: locale)
        harness.say("Grocery Store", locale: locale)
        #expect(try #require(harness.handled.first)["targetTaskList"] == Self.groceryStore)
    }

    @Test func listItemsAreResolvedOneByOne() throws {
        var harness = DialogHarness()
        harness.resolve = { parameter, intent in
            if parameter == "taskTitles" {
                return [
                    .success(.speakableString("rice")), .disambiguation([.speakableString("olive oil"), .speakableString("olives")]),
                    .success(.speakableString("onions")),
                ]
            }
            return [.success(Self.groceries)]
        }
        harness.handle = Self.addTasks
        #expect(harness.say("add rice, olives and onions to the grocery list", locale: "en") == "Which one: olive oil or olives?")
        #expect(harness.say("olives", locale: "en") == "Added rice, olives and onions to Groceries.")
        let items = try #require(harness.handled.first?["taskTitles"])
        #expect(items == .list([.speakableString("rice"), .speakableString("olives"), .speakableString("onions")]))
    }

    // MARK: - confirmationRequired

    @Test(arguments: [
        ("en", "add milk to the grocry list", "Did you mean Grocery?", "yeah"),
        ("es", "añade leche a la lista de compra", "¿Te refieres a Grocery?", "vale"),
        ("fr", "ajoute du lait à la liste de course", "Vouliez-vous dire Grocery ?", "d'accord"),
        ("ja", "買い物リストに牛乳を追加して", "Groceryのことですか？", "うん"),
        ("ar", "أضف حليب إلى قائمة التسوق", "هل تقصد Grocery؟", "أجل"),
    ])
    func confirmationRequiredAnsweredYes(locale: String, request: String, question: String, yes: String) throws {
        var harness = DialogHarness(locale: locale)
        harness.resolve = { parameter, intent in
            parameter == "targetTaskList"
                ? [.confirmationRequired(.taskList(TaskList(title: "Grocery")))]
                : intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = Self.addTasks
        #expect(harness.say(request, locale: locale) == question)
        #expect(harness.lastPrompt?.expecting == .confirmation)
        harness.say(yes, locale: locale)
        #expect(try #require(harness.handled.first)["targetTaskList"] == .taskList(TaskList(title: "Grocery")))
    }

    @Test(arguments: [
        ("en", "no", "the hardware list"), ("es", "no", "la lista de ferretería"), ("fr", "non", "la liste de bricolage"),
        ("ja", "いいえ", "工具リスト"), ("ar", "لا", "قائمة الأدوات"),
    ])
    func confirmationRequiredAnsweredNoAsksForTheValue(locale: String, no: String, value: String) throws {
        var harness = DialogHarness(locale: locale)
        let heard = ListHeard()
        harness.resolve = { parameter, intent in
            guard parameter == "targetTaskList" else {
                return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
            }
            if heard.first == nil { heard.first = intent[parameter] }
            if intent[parameter] != heard.first, let list = intent[parameter] { return [.success(list)] }
            return [.confirmationRequired(.taskList(TaskList(title: "Grocery")))]
        }
        harness.handle = Self.addTasks
        harness.say(DialogHarness.addMilk[locale] ?? "", locale: locale)
        harness.run(.resolved(parameter: "targetTaskList", results: []))  // not awaited: ignored
        let asked = harness.say(no, locale: locale)
        #expect(harness.lastPrompt?.expecting == .value, "\(asked)")
        harness.say(value, locale: locale)
        let list = try #require(harness.handled.first?["targetTaskList"])
        #expect(list != .taskList(TaskList(title: "Grocery")))
        #expect(list != heard.first)
    }

    // MARK: - needsValue

    @Test(arguments: [
        ("en", "add milk", "Which list?", "the grocery list", "grocery"),
        ("es", "añade leche", "¿A qué lista?", "la lista de compras", "compras"),
        ("fr", "ajoute du lait", "À quelle liste ?", "la liste de courses", "courses"),
        ("ja", "牛乳を追加して", "どのリストですか？", "買い物リスト", "買い物"),
        ("ar", "أضف حليب", "إلى أي قائمة؟", "قائمة التسوق", "تسوق"),
    ])
    func needsValueAnsweredWithAValue(locale: String, request: String, question: String, answer: String, title: String) throws {
        var harness = DialogHarness(locale: locale)
        harness.resolve = { parameter, intent in
            if parameter == "targetTaskList" { return intent[parameter].map { [.success($0)] } ?? [.needsValue] }
            return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = Self.addTasks
        #expect(harness.say(request, locale: locale) == question)
        #expect(harness.lastPrompt?.expecting == .value)
        harness.say(answer, locale: locale)
        #expect(try #require(harness.handled.first)["targetTaskList"] == .taskList(TaskList(title: SpeakableString(spokenPhrase: title))))
    }

    /// A bare name said to "Which list?" is the answer even when the trained layer guesses it is
    /// a request of its own (deleting that list); only a request a template understood starts over.
    @Test(arguments: [Candidate.Layer.trained, .templates])
    func aGuessOfTheTrainedLayerDoesNotTakeOverAnAnswer(layer: Candidate.Layer) throws {
        var harness = DialogHarness()
        harness.resolve = { parameter, intent in
            if parameter == "targetTaskList" { return intent[parameter].map { [.success($0)] } ?? [.needsValue] }
            return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = Self.addTasks
        #expect(harness.say("add milk", locale: "en") == "Which list?")
        // What the trained layer made of "grocery store", as a new request: delete that list.
        var guess = try DialogHarness.recognizer.recognize("delete the grocery store list", locale: "en")
        #expect(guess.best?.intent == "DeleteTasks")
        guess.candidates[0].layer = layer
        harness.run(.userSaid(UserTurn(text: "grocery store", locale: "en", recognition: guess, isAuthenticated: true)))
        if layer == .trained {
            let added = try #require(harness.handled.first)
            #expect(added.name == "AddTasks")
            #expect(added["targetTaskList"] == .taskList(TaskList(title: SpeakableString(spokenPhrase: "grocery store"))))
        } else {
            #expect(harness.handled.isEmpty)
            #expect(harness.conversation.request?.intent.name == "DeleteTasks")
        }
    }

    @Test func notRequiredMovesOnWithoutAsking() throws {
        var harness = DialogHarness()
        harness.resolve = { parameter, intent in
            parameter == "targetTaskList"
                ? [.notRequired] : intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = Self.addTasks
        harness.say("add milk to the grocery list", locale: "en")
        #expect(!harness.log.contains { if case .say(let prompt) = $0 { prompt.expecting != .nothing } else { false } })
        #expect(harness.handled.count == 1)
    }

    // MARK: - unsupported

    @Test(arguments: [
        ("en", "You don't have a list called groceries. Which list?"),
        ("es", "No tienes ninguna lista llamada groceries. ¿A qué lista?"),
        ("ja", "groceriesという名前のリストはありません。どのリストですか？"),
    ])
    func unsupportedSaysTheDefinitionsReasonAndAsksAgain(locale: String, said: String) throws {
        var harness = DialogHarness(locale: locale)
        harness.resolve = { parameter, intent in
            guard parameter == "targetTaskList" else {
                return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
            }
            if intent[parameter] == .taskList(TaskList(title: "groceries")) {
                return [.unsupported(reason: UnsupportedReason(code: "noSuchList"))]
            }
            return [.success(Self.groceries)]
        }
        harness.handle = Self.addTasks
        harness.run(
            .start(
                StructuredRequest(
                    intent: Intent(
                        name: "AddTasks",
                        parameters: [
                            "targetTaskList": .taskList(TaskList(title: "groceries")), "taskTitles": .list([.speakableString("milk")]),
                        ]),
                    app: DialogHarness.listOMatID, locale: locale
                )))
        #expect(harness.run(.handled(IntentResponse(code: .success))).isEmpty)
        #expect(SpokenList.sentences(harness.log.compactMap { if case .say(let p) = $0 { p.text } else { nil } }, locale: locale) == said)
        #expect(harness.lastPrompt?.expecting == .value)
    }

    @Test func unsupportedWithTheAppsOwnWordsStopsWhenTheValueCannotBeAskedFor() {
        var harness = DialogHarness()
        harness.resolve = { parameter, _ in
            parameter == "title"
                ? [.unsupported(reason: UnsupportedReason(code: "private", message: "That list is private."))] : [.notRequired]
        }
        #expect(harness.say("show the store list", locale: "en").hasPrefix("Which app"))
        #expect(harness.say("List-o-Mat", locale: "en") == "That list is private.")
        #expect(harness.outcome.map { if case .failed = $0 { true } else { false } } == true)
        #expect(harness.handled.isEmpty)
    }

    // MARK: - cancel, and a new request

    @Test(arguments: [
        ("en", "never mind", "OK, cancelled."), ("es", "olvídalo", "Vale, cancelado."), ("fr", "laisse tomber", "D'accord, c'est annulé."),
        ("ja", "キャンセル", "キャンセルしました。"), ("ar", "إلغاء", "حسنًا، تم الإلغاء."),
    ])
    func cancelWhileAskedForAValueForAChoiceOrAConfirmation(locale: String, cancel: String, said: String) {
        for stage in 0..<3 {
            var harness = Self.storeHarness(locale)
            harness.resolve = { parameter, intent in
                guard parameter == "targetTaskList" else {
                    return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
                }
                return [
                    [.needsValue], [.disambiguation([Self.groceryStore, Self.hardwareStore])], [.confirmationRequired(Self.groceries)],
                ][stage]
            }
            harness.say(DialogHarness.addMilk[locale] ?? "", locale: locale)
            #expect(harness.conversation.isAwaitingAnswer)
            #expect(harness.say(cancel, locale: locale) == said)
            #expect(harness.outcome == .cancelled)
            #expect(harness.conversation.phase == .idle)
            #expect(harness.handled.isEmpty)
        }
    }

    @Test func aNewRequestInTheMiddleStartsOver() throws {
        var harness = DialogHarness()
        harness.resolve = { parameter, intent in
            if parameter == "targetTaskList" { return intent[parameter].map { [.success($0)] } ?? [.needsValue] }
            return intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
        }
        harness.handle = { intent in
            intent.name == "CreateTaskList"
                ? IntentResponse(code: .success, parameters: ["createdTaskList": .taskList(TaskList(title: "Packing"))])
                : Self.addTasks(intent)
        }
        #expect(harness.say("add milk", locale: "en") == "Which list?")
        #expect(harness.say("create a list called Packing", locale: "en") == "Created the list Packing.")
        #expect(harness.handled.map(\.name) == ["CreateTaskList"])
    }

    @Test func anAnswerNotUnderstoodAsksAgain() {
        var harness = Self.storeHarness("en")
        harness.say("add milk to the store list", locale: "en")
        #expect(harness.say("the seventh", locale: "en") == "Sorry, I didn't understand that. Which list: Grocery Store or Hardware Store?")
        #expect(harness.conversation.isAwaitingAnswer)
        #expect(harness.say("2", locale: "en") == "Added milk to Hardware Store.")
    }

    // MARK: - confirm and handle

    @Test(arguments: [("en", "I couldn't add that."), ("fr", "Je n'ai pas pu l'ajouter."), ("ar", "لم أتمكن من الإضافة.")])
    func aFailureFromConfirmIsSaidAndNothingIsHandled(locale: String, said: String) {
        var harness = DialogHarness(locale: locale)
        harness.confirm = { _ in IntentResponse(code: .failure) }
        let request = Intent(
            name: "AddTasks", parameters: ["targetTaskList": Self.groceries, "taskTitles": .list([.speakableString("milk")])])
        #expect(harness.run(.start(StructuredRequest(intent: request, app: DialogHarness.listOMatID, locale: locale))) == said)
        #expect(harness.handled.isEmpty)
        #expect(harness.outcome == .completed(IntentResponse(code: .failure)))
    }

    @Test(arguments: [
        ("en", "Shall I delete milk from grocery?", "sure", "Deleted milk."),
        ("es", "¿Borro leche de compras?", "sí", "He borrado leche."),
        ("ja", "買い物から牛乳を削除しますか？", "はい", "牛乳を削除しました。"),
    ])
    func anIntentThatNeedsConfirmationAsksShallI(locale: String, question: String, yes: String, done: String) {
        let requests = ["en": "delete milk from the grocery list", "es": "borra leche de la lista de compras", "ja": "買い物リストから牛乳を削除して"]
        var harness = DialogHarness(locale: locale)
        harness.handle = { intent in IntentResponse(code: .success, parameters: ["deletedTasks": intent["tasks"] ?? .list([])]) }
        #expect(harness.say(requests[locale] ?? "", locale: locale) == question)
        #expect(harness.lastPrompt?.expecting == .confirmation)
        #expect(harness.handled.isEmpty)
        #expect(harness.say(yes, locale: locale) == done)
        #expect(harness.handled.count == 1)
    }

    @Test func sayingNoToShallICancels() {
        var harness = DialogHarness()
        harness.say("delete milk from the grocery list", locale: "en")
        #expect(harness.say("no", locale: "en") == "OK, cancelled.")
        #expect(harness.handled.isEmpty)
    }

    @Test(arguments: [
        (HandlerFault.threw(message: "disk full"), "List-o-Mat ran into a problem."), (.missedDeadline, "List-o-Mat didn't answer."),
    ])
    func aHandlerFaultEndsTheRequestNamingTheApp(fault: HandlerFault, said: String) {
        var harness = DialogHarness()
        harness.fault = fault
        #expect(harness.say("add milk to the grocery list", locale: "en") == said)
        #expect(harness.conversation.phase == .idle)
        #expect(harness.outcome.map { if case .failed = $0 { true } else { false } } == true)
    }

    // MARK: - routing and authorization

    @Test func severalAppsMeanAQuestionAndTheAnswerRoutes() {
        var harness = DialogHarness()
        harness.handle = { _ in IntentResponse(code: .success) }
        #expect(harness.say("show the store list", locale: "en") == "Which app: List-o-Mat or Notely?")
        #expect(harness.lastPrompt?.choices == ["List-o-Mat", "Notely"])
        #expect(harness.say("the second one", locale: "en") == "Done.")
        #expect(harness.log.contains(.checkAuthorization(app: DialogHarness.notelyID)))
    }

    @Test func theFirstUseAsksWithTheUsageDescription() {
        var harness = DialogHarness(locale: "es")
        harness.authorization = .notDetermined
        harness.handle = Self.addTasks
        #expect(
            harness.say("añade leche a la lista de compras", locale: "es")
                == "List-o-Mat quiere trabajar contigo aquí. Añade elementos a tus listas. ¿Lo permites?")
        #expect(harness.say("vale", locale: "es") == "He añadido leche a compras.")
        #expect(harness.log.contains(.recordAuthorization(app: DialogHarness.listOMatID, allowed: true)))
    }

    @Test func refusingOrADeniedAppBlocksTheRequest() {
        var harness = DialogHarness()
        harness.authorization = .notDetermined
        harness.say("add milk to the grocery list", locale: "en")
        #expect(harness.say("no", locale: "en") == "OK, I won't use List-o-Mat.")
        #expect(harness.authorization == .denied)
        #expect(harness.say("add milk to the grocery list", locale: "en").hasPrefix("List-o-Mat isn't allowed"))
        #expect(harness.log.allSatisfy { if case .resolve = $0 { false } else { true } })
    }

    @Test func anIntentRestrictedWhileLockedNeedsAnAuthenticatedSession() {
        var harness = DialogHarness()
        harness.isAuthenticated = false
        #expect(
            harness.say("delete milk from the grocery list", locale: "en")
                == "You need to unlock your device to do that with List-o-Mat. Unlock it, then say “go on”.")
        #expect(harness.lastPrompt?.expecting == .confirmation)
        #expect(!harness.log.contains(.checkAuthorization(app: DialogHarness.listOMatID)))
        // Still locked: the same question.
        #expect(harness.say("go on", locale: "en").hasPrefix("You need to unlock your device"))
        #expect(!harness.log.contains(.checkAuthorization(app: DialogHarness.listOMatID)))
        // Unlocked: the request goes on where it was.
        harness.isAuthenticated = true
        harness.say("go on", locale: "en")
        #expect(harness.log.contains(.checkAuthorization(app: DialogHarness.listOMatID)))
        #expect(harness.lastPrompt?.text == "Shall I delete milk from grocery?")
    }

    @Test(arguments: [
        ("en", "no", "OK, cancelled."), ("es", "no", "Vale, cancelado."), ("fr", "non", "D'accord, c'est annulé."),
        ("ja", "いいえ", "キャンセルしました。"), ("ar", "لا", "حسنًا، تم الإلغاء."),
    ])
    func unlockingCanBeDeclinedInEveryLanguage(locale: String, no: String, cancelled: String) {
        var harness = DialogHarness(locale: locale)
        harness.isAuthenticated = false
        harness.run(
            .start(
                StructuredRequest(
                    intent: Intent(name: "DeleteTasks", parameters: ["taskList": Self.groceries]), app: DialogHarness.listOMatID,
                    locale: locale, isAuthenticated: false)))
        #expect(harness.lastPrompt?.text == Wording.needsUnlock.text(in: locale, ["app": "List-o-Mat"]))
        #expect(harness.say(no, locale: locale) == cancelled)
        #expect(harness.handled.isEmpty)
    }

    @Test func anotherRequestWhileAskedToUnlockIsTakenInstead() {
        var harness = DialogHarness()
        harness.isAuthenticated = false
        harness.say("delete milk from the grocery list", locale: "en")
        harness.handle = Self.addTasks
        #expect(harness.say("add eggs to the grocery list", locale: "en").hasPrefix("Added eggs"))
    }

    @Test func nothingUnderstoodOrNamedAppThatCannot() {
        var harness = DialogHarness()
        #expect(harness.say("what's the weather like", locale: "en") == "Sorry, I didn't understand that.")
        #expect(harness.say("In Notely, add milk to the grocery list", locale: "en") == "Sorry, Notely can't do that.")
        #expect(harness.log.allSatisfy { if case .checkAuthorization = $0 { false } else { true } })
    }

    // MARK: - the machine itself

    @Test func parametersAreResolvedInTheDefinitionsResolutionOrder() {
        var harness = DialogHarness()
        harness.say("mark milk as done on the grocery list", locale: "en")
        let resolved = harness.log.compactMap { if case .resolve(let parameter, _, _) = $0 { parameter } else { nil } }
        #expect(resolved == ["taskList", "targetTask", "status", "all"])
    }

    @Test func anEventTheConversationDoesNotWaitForChangesNothing() {
        var harness = DialogHarness()
        let before = harness.conversation
        #expect(harness.machine.step(&harness.conversation, .handled(IntentResponse(code: .success)), now: harness.now).isEmpty)
        #expect(harness.conversation == before)
    }

    @Test func aConversationWaitingForAnAnswerSurvivesJSON() throws {
        var harness = Self.storeHarness("fr")
        harness.say("ajoute du lait à la liste du magasin", locale: "fr")
        let data = try JSONEncoder().encode(harness.conversation)
        harness.conversation = try JSONDecoder().decode(Conversation.self, from: data)
        #expect(harness.say("le premier", locale: "fr") == "J'ai ajouté lait à Grocery Store.")
        #expect(harness.conversation.transcript.map(\.speaker) == [.user, .assistant, .user, .assistant])
    }
}

/// The first value a test handler saw.
final class ListHeard: @unchecked Sendable {
    var first: ParameterValue?
}

extension DialogHarness {
    static let addMilk = [
        "en": "add milk to the grocry list", "es": "añade leche a la lista de compra", "fr": "ajoute du lait à la liste de course",
        "ja": "買い物リストに牛乳を追加して", "ar": "أضف حليب إلى قائمة التسوق",
    ]
}
