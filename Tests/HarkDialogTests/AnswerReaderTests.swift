import Hark
import HarkDefinition
import HarkDialog
import Testing

@Suite("Reading follow-up answers")
struct AnswerReaderTests {
    @Test(arguments: [
        ("en", ["yes", "Yeah", "sure", "OK", "yes please"]), ("es", ["sí", "Si", "vale", "claro"]),
        ("fr", ["oui", "d'accord", "Oui, merci"]), ("ja", ["はい", "うん", "お願い"]), ("ar", ["نعم", "أجل", "حسنا"]),
    ])
    func yes(locale: String, answers: [String]) {
        let reader = AnswerReader(locale: locale)
        for answer in answers {
            #expect(reader.yesOrNo(answer) == true, "\(answer)")
        }
    }

    @Test(arguments: [("en", ["no", "nope", "No thanks"]), ("es", ["no"]), ("fr", ["non"]), ("ja", ["いいえ", "いや"]), ("ar", ["لا"])])
    func no(locale: String, answers: [String]) {
        let reader = AnswerReader(locale: locale)
        for answer in answers {
            #expect(reader.yesOrNo(answer) == false, "\(answer)")
        }
    }

    @Test(arguments: [
        ("en", ["cancel", "never mind", "Stop"]), ("es", ["cancela", "olvídalo"]), ("fr", ["annule", "laisse tomber"]),
        ("ja", ["キャンセル", "やめて"]), ("ar", ["إلغاء", "انسَ الأمر"]),
    ])
    func cancel(locale: String, answers: [String]) {
        let reader = AnswerReader(locale: locale)
        for answer in answers {
            #expect(reader.isCancel(answer), "\(answer)")
        }
        #expect(!reader.isCancel("grocery"))
    }

    @Test(
        "a place or a person answered is read as one, without the words around it",
        arguments: [("en", "to the university", "university"), ("es", "a la universidad", "universidad"), ("ja", "大学", "大学")])
    func placesAndPeople(locale: String, answer: String, name: String) {
        let reader = AnswerReader(locale: locale)
        let place = ParameterDefinition(
            name: "dropOffLocation", type: .builtIn(.location), location: SourceLocation(file: "test", line: 1, column: 1))
        #expect(reader.value(answer, for: place, in: nil) == .location(Location(name: name)))
        let person = ParameterDefinition(
            name: "recipients", type: .builtIn(.person), location: SourceLocation(file: "test", line: 1, column: 1))
        #expect(reader.value("Anna", for: person, in: nil) == .person(Person(displayName: "Anna")))
    }

    @Test func neitherYesNorNoIsNil() {
        #expect(AnswerReader(locale: "en").yesOrNo("the grocery list") == nil)
        #expect(AnswerReader(locale: "ja").yesOrNo("買い物") == nil)
    }

    static let options = ["Grocery Store", "Hardware Store", "Packing"]

    @Test(arguments: [
        ("en", "the second one", 1), ("en", "2", 1), ("en", "the last one", 2), ("en", "first", 0), ("en", "number three", 2),
        ("es", "la segunda", 1), ("es", "el primero", 0), ("es", "la última", 2),
        ("fr", "le deuxième", 1), ("fr", "la première", 0), ("fr", "le dernier", 2),
        ("ja", "2番目", 1), ("ja", "最初の", 0), ("ja", "最後", 2),
        ("ar", "الثاني", 1), ("ar", "الأول", 0), ("ar", "الأخير", 2),
    ])
    func optionByPosition(locale: String, answer: String, index: Int) {
        #expect(AnswerReader(locale: locale).choice(answer, among: Self.options) == index)
    }

    @Test(arguments: [("en", "Grocery Store", 0), ("en", "the hardware store", 1), ("en", "grocery", 0), ("en", "packing", 2)])
    func optionByName(locale: String, answer: String, index: Int) {
        #expect(AnswerReader(locale: locale).choice(answer, among: Self.options) == index)
    }

    @Test func anAmbiguousOrUnknownNameChoosesNothing() {
        let reader = AnswerReader(locale: "en")
        #expect(reader.choice("store", among: Self.options) == nil)
        #expect(reader.choice("the fifth one", among: Self.options) == nil)
        #expect(reader.choice("bananas", among: Self.options) == nil)
    }

    @Test(arguments: [
        ("en", "the grocery list", "grocery"), ("en", "grocery", "grocery"), ("en", "to the Grocery list", "Grocery"),
        ("es", "la lista de compras", "compras"), ("es", "compras", "compras"),
        ("fr", "la liste de courses", "courses"), ("fr", "à la liste des courses", "courses"),
        ("ja", "買い物リスト", "買い物"), ("ja", "買い物のリストです", "買い物"),
        ("ar", "قائمة التسوق", "تسوق"), ("ar", "إلى قائمة التسوق", "تسوق"),
    ])
    func listValue(locale: String, answer: String, title: String) throws {
        let parameter = try #require(DialogHarness.listsAndNotes.intent(named: "AddTasks")?.parameter(named: "targetTaskList"))
        let value = AnswerReader(locale: locale).value(answer, for: parameter, in: DialogHarness.listsAndNotes)
        #expect(value == .taskList(TaskList(title: SpeakableString(spokenPhrase: title))))
    }

    @Test(arguments: [
        ("en", "rice and olives", ["rice", "olives"]), ("es", "arroz y aceitunas", ["arroz", "aceitunas"]),
        ("fr", "du riz et des olives", ["riz", "olives"]), ("ja", "米とオリーブ", ["米", "オリーブ"]), ("ar", "أرز وزيتون", ["أرز", "زيتون"]),
    ])
    func listOfItems(locale: String, answer: String, items: [String]) throws {
        let parameter = try #require(DialogHarness.listsAndNotes.intent(named: "AddTasks")?.parameter(named: "taskTitles"))
        let value = AnswerReader(locale: locale).value(answer, for: parameter, in: DialogHarness.listsAndNotes)
        #expect(value == .list(items.map { .speakableString(SpeakableString(spokenPhrase: $0)) }))
    }

    @Test func statusAndEnumerationValues() throws {
        let setAttribute = try #require(DialogHarness.listsAndNotes.intent(named: "SetTaskAttribute"))
        let status = try #require(setAttribute.parameter(named: "status"))
        #expect(AnswerReader(locale: "en").value("done", for: status, in: DialogHarness.listsAndNotes) == .enumeration("completed"))
        #expect(AnswerReader(locale: "fr").value("pas fait", for: status, in: DialogHarness.listsAndNotes) == .enumeration("notCompleted"))
        let search = try #require(DialogHarness.listsAndNotes.intent(named: "SearchForNotebookItems")?.parameter(named: "itemType"))
        #expect(AnswerReader(locale: "es").value("nota", for: search, in: DialogHarness.listsAndNotes) == .enumeration("note"))
        #expect(AnswerReader(locale: "en").value("banana", for: search, in: DialogHarness.listsAndNotes) == nil)
    }
}
