import Hark
import HarkBenchmarks
import HarkDefinition
import HarkLanguage
import Testing

/// The Lists & Notes sentence set: what is sampled, how a recognition is judged, and the
/// templates as hassil reads them.
struct ListsAndNotesSetTests {
    static let file = try! ListsAndNotesSet.definition()
    static let recognizer = try! UnderstandingBenchmark.listsAndNotesRecognizer(file: file)

    @Test(arguments: ["en", "es", "fr", "ja", "ar"])
    func everyIntentIsSampledInEveryLanguage(language: String) {
        let set = ListsAndNotesSet(file: Self.file, language: language)
        let intents = Set(set.sentences.map(\.intent))
        #expect(intents == Set(Self.file.intents.map(\.name)))
        #expect(set.sentences.count >= 5 * Self.file.intents.count)
    }

    @Test func theSameSeedGivesTheSameSentences() {
        let first = ListsAndNotesSet(file: Self.file, language: "fr").sentences
        let again = ListsAndNotesSet(file: Self.file, language: "fr").sentences
        let other = ListsAndNotesSet(file: Self.file, language: "fr", seed: 7).sentences
        #expect(first == again)
        #expect(first != other)
    }

    @Test func aRecognitionWithTheSampledIntentAndSlotsIsRight() throws {
        let sentence = ListsAndNotesSet.Sentence(
            text: "añade leche y pan a la lista de compra",
            intent: "AddTasks",
            slots: [
                "taskTitles": .init(value: "leche y pan", text: "leche y pan", wildcard: true),
                "targetTaskList": .init(value: "compra", text: "compra", wildcard: true),
            ]
        )
        let recognition = try Self.recognizer.recognize(sentence.text, locale: "es")
        #expect(ListsAndNotesSet.problem(with: recognition, for: sentence) == nil)
    }

    @Test func aWrongSlotOrIntentIsWrong() throws {
        let recognition = try Self.recognizer.recognize("add milk to the grocery list", locale: "en")
        let otherList = ListsAndNotesSet.Sentence(
            text: "add milk to the grocery list", intent: "AddTasks",
            slots: [
                "taskTitles": .init(value: "milk", text: "milk", wildcard: true),
                "targetTaskList": .init(value: "packing", text: "packing", wildcard: true),
            ]
        )
        #expect(ListsAndNotesSet.problem(with: recognition, for: otherList) == "slot targetTaskList heard 'grocery', expected 'packing'")

        var otherIntent = otherList
        otherIntent.intent = "CreateTaskList"
        #expect(ListsAndNotesSet.problem(with: recognition, for: otherIntent) == "intent AddTasks")

        var fewerSlots = otherList
        fewerSlots.slots["targetTaskList"] = nil
        #expect(ListsAndNotesSet.problem(with: recognition, for: fewerSlots) == "unexpected slot targetTaskList")
    }

    @Test func aListSlotIsJudgedByItsValue() throws {
        let recognition = try Self.recognizer.recognize("show my grocery list", locale: "en")
        let right = ListsAndNotesSet.Sentence(
            text: "show my grocery list", intent: "SearchForNotebookItems",
            slots: [
                "title": .init(value: "grocery", text: "grocery", wildcard: true),
                "itemType": .init(value: "taskList", text: "list", wildcard: false),
            ]
        )
        #expect(ListsAndNotesSet.problem(with: recognition, for: right) == nil)
        var wrong = right
        wrong.slots["itemType"] = .init(value: "note", text: "list", wildcard: false)
        #expect(ListsAndNotesSet.problem(with: recognition, for: wrong) == "slot itemType=taskList, expected note")
    }

    @Test func comparingTakesTheWordsWithoutCaseOrPunctuation() {
        #expect(ListsAndNotesSet.comparable("  Rice, Onions.") == "rice onions")
        #expect(ListsAndNotesSet.comparable("rice onions") == "rice onions")
        #expect(ListsAndNotesSet.comparable("réserver l'hôtel") == "réserver l hôtel")
        #expect(ListsAndNotesSet.comparable("「買い物」") == "買い物")
        #expect(ListsAndNotesSet.comparable("التسوق؟") == "التسوق")
        #expect(ListsAndNotesSet.comparable("milk") != ListsAndNotesSet.comparable("milk rice"))
    }

    @Test(arguments: ["en", "es", "fr", "ja", "ar"])
    func hassilGetsEveryListAndRuleTheTemplatesUse(language: String) throws {
        let hassil = HassilIntents(file: Self.file, language: language)
        #expect(hassil.language == language)
        #expect(hassil.settings.ignoreWhitespace == (language == "ja"))
        #expect(Set(hassil.intents.keys) == Set(Self.file.intents.map(\.name)))
        for (name, intent) in hassil.intents {
            for source in intent.data.flatMap(\.sentences) {
                let template = try Template(parsing: source)
                for rule in template.expression.ruleNames {
                    #expect(hassil.expansionRules[rule] != nil, "\(name): <\(rule)> in \(source)")
                }
                let rules = template.expression.ruleNames.compactMap { hassil.expansionRules[$0] }.map { try! Template(parsing: $0) }
                for reference in ([template] + rules).flatMap(\.expression.slotReferences) {
                    let local = intent.data.contains { $0.lists[reference.list] != nil }
                    #expect(local || hassil.lists[reference.list] != nil, "\(name): {\(reference.list)} in \(source)")
                }
            }
        }
        #expect(hassil.lists["taskTitles"]?.wildcard == true)
        #expect(hassil.lists["itemType"]?.values?.contains { $0.out == "taskList" } == true)
    }

    @Test(arguments: ["en", "es", "fr", "ja", "ar"])
    func theFiveDomainsAtOnceKeepEachFilesOwnRules(language: String) throws {
        let files = try ListsAndNotesSet.definitions(set: ListsAndNotesSet.allDomainsSet)
        #expect(files.count == 5)
        let hassil = HassilIntents(files: files, language: language)
        let spoken = files.flatMap { $0.intents.filter { $0.sentences[language]?.isEmpty == false }.map(\.name) }
        #expect(Set(hassil.intents.keys) == Set(spoken))
        // Every rule a template reaches, directly or through another rule, is there.
        for (name, intent) in hassil.intents {
            var pending = try intent.data.flatMap(\.sentences).flatMap { try Template(parsing: $0).expression.ruleNames }
            var seen: Set<String> = []
            while let rule = pending.popLast() {
                guard seen.insert(rule).inserted else { continue }
                let source = try #require(hassil.expansionRules[rule], "\(name): <\(rule)>")
                pending += try Template(parsing: source).expression.ruleNames
            }
        }
        #expect(hassil.skipWords.count >= files[0].skipWords[language, default: []].count)
    }

    @Test func aRuleTwoDomainsDefineDifferentlyIsEachDomainsOwn() throws {
        let files = try ListsAndNotesSet.definitions(set: ListsAndNotesSet.allDomainsSet)
        let hassil = HassilIntents(files: files, language: "en")
        // Payments and Messaging both have <send>: Payments', the earlier file, keeps the name.
        let payments = try #require(files.first { $0.intents.contains { $0.name == "SendPayment" } })
        let messaging = try #require(files.first { $0.intents.contains { $0.name == "SendMessage" } })
        let renamed = try #require(hassil.expansionRules.keys.first { $0.hasPrefix("send_") })
        #expect(hassil.expansionRules["send"] == payments.rules["en"]?["send"]?.template.source)
        #expect(hassil.expansionRules[renamed] == messaging.rules["en"]?["send"]?.template.source)
        let sendMessage = try #require(hassil.intents["SendMessage"]).data.flatMap(\.sentences)
        #expect(sendMessage.contains { $0.contains("<\(renamed)>") })
        #expect(!sendMessage.contains { $0.contains("<send>") })
        let sendPayment = try #require(hassil.intents["SendPayment"]).data.flatMap(\.sentences)
        #expect(sendPayment.contains { $0.contains("<send>") }, "\(sendPayment)")
    }

    @Test func aSentencesOwnValuesAreExpectedAndGivenToHassilAsFixedSlots() throws {
        let file = try ListsAndNotesSet.definition(set: "workouts")
        let set = ListsAndNotesSet(file: file, language: "fr", set: "workouts")
        let sentence = try #require(set.sentences.first { $0.text.hasSuffix("d'une demi-heure") })
        #expect(sentence.slots["goalValue"] == ListsAndNotesSet.ExpectedSlot(value: "30", text: "", wildcard: false))
        #expect(sentence.slots["workoutGoalUnitType"]?.value == "minute")
        let data = try #require(set.hassil.intents["StartWorkout"]).data
        let halfHour = try #require(data.first { $0.sentences.contains { $0.hasSuffix("d'une demi-heure") } })
        #expect(halfHour.slots == ["goalValue": "30", "workoutGoalUnitType": "minute"])
        #expect(data.first?.slots == nil, "the sentences without values come first, with no fixed slots")
        // Hark's reading of it is right.
        let recognizer = try UnderstandingBenchmark.recognizer(set: "workouts")
        let recognition = try recognizer.recognize(sentence.text, locale: "fr", limit: 1)
        #expect(ListsAndNotesSet.problem(with: recognition, for: sentence) == nil)
    }
}
