import Foundation
import Hark
import HarkDefinition
import HarkDialog
import HarkLanguage
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

    /// A list only named answers "Which list?" though it reads as a request too (showing the
    /// list); a request that does something with a list, or the word "list" alone, does not.
    @Test(arguments: [
        (
            "en", ["the groceries list", "my party list.", "the grocery store list please"],
            ["show the groceries list", "add milk to the grocery list", "my list", "groceries"]
        ),
        ("es", ["la lista de compras", "mi lista de la compra"], ["muestra la lista de compras", "la lista", "compras"]),
        ("fr", ["la liste de courses", "ma liste de courses"], ["affiche la liste de courses", "ma liste"]),
        ("ja", ["買い物リスト", "買い物のリスト"], ["牛乳を買い物リスト", "リスト", "買い物リストを見せて"]),
        ("ar", ["قائمة التسوق", "القائمة التسوق"], ["اعرض قائمة التسوق", "قائمة"]),
    ])
    func aListOnlyNamed(locale: String, names: [String], requests: [String]) throws {
        let parameter = try #require(DialogHarness.listsAndNotes.intent(named: "AddTasks")?.parameter(named: "targetTaskList"))
        let reader = AnswerReader(locale: locale)
        for answer in names { #expect(reader.onlyNames(answer, for: parameter), "\(answer)") }
        for request in requests { #expect(!reader.onlyNames(request, for: parameter), "\(request)") }
        let items = try #require(DialogHarness.listsAndNotes.intent(named: "AddTasks")?.parameter(named: "taskTitles"))
        #expect(!reader.onlyNames(names[0], for: items), "items have no kind word")
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

    /// A definition with an amount of money and a span of time, as Payments and Messaging have.
    static func measures() throws -> DefinitionFile {
        try DefinitionFile(
            parsing: """
                locales: [en, es, fr, ja, ar]
                intents:
                  Pay:
                    parameters:
                      currencyAmount: {type: CurrencyAmount, displayName: {en: amount, es: importe, fr: montant, ja: 金額, ar: المبلغ}}
                      dateTimeRange: {type: DateComponentsRange}
                """, path: "Measures.intents.yaml")
    }

    @Test(
        "an amount of money answered as a request says it; a number alone in the region's currency",
        arguments: [
            ("en", "20 euros", "20", "EUR"), ("en-US", "20", "20", "USD"), ("en-GB", "twenty", "20", "GBP"),
            ("en", "twenty dollars please", "20", "USD"), ("es-ES", "veinte euros", "20", "EUR"), ("es-MX", "20", "20", "MXN"),
            ("fr-FR", "12,50 €", "12.5", "EUR"), ("fr", "vingt", "20", "EUR"), ("ja-JP", "2000円", "2000", "JPY"),
            ("ja-JP", "二千", "2000", "JPY"), ("ar", "20 يورو", "20", "EUR"), ("ar-SA", "عشرين", "20", "SAR"),
            ("ar", "20 ريال", "20", "SAR"),
        ])
    func moneyValue(locale: String, answer: String, amount: String, code: String) throws {
        let file = try Self.measures()
        let parameter = try #require(file.intent(named: "Pay")?.parameter(named: "currencyAmount"))
        let value = AnswerReader(locale: locale).value(answer, for: parameter, in: file)
        #expect(value == .currencyAmount(CurrencyAmount(amount: Decimal(string: amount)!, currencyCode: code)), "\(locale): \(answer)")
    }

    @Test("what is no amount is no value", arguments: [("en", "lots"), ("en", "Anna"), ("ja", "たくさん"), ("ar", "كثير")])
    func noMoneyValue(locale: String, answer: String) throws {
        let file = try Self.measures()
        let parameter = try #require(file.intent(named: "Pay")?.parameter(named: "currencyAmount"))
        #expect(AnswerReader(locale: locale).value(answer, for: parameter, in: file) == nil)
    }

    @Test(
        "a span of time is answered as a request says it",
        arguments: [("en", "yesterday"), ("es", "ayer"), ("fr", "hier"), ("ja", "昨日"), ("ar", "أمس"), ("en", "last week")])
    func timeSpanValue(locale: String, answer: String) throws {
        let file = try Self.measures()
        let parameter = try #require(file.intent(named: "Pay")?.parameter(named: "dateTimeRange"))
        let value = AnswerReader(locale: locale).value(answer, for: parameter, in: file)
        #expect(value == DateRangeParser(language: locale).parse(answer).map(ParameterValue.dateComponentsRange), "\(answer)")
        #expect(value != nil, "\(locale): \(answer)")
    }

    @Test("a whole answer of a value's own form is that value; more words, or free text, are not")
    func wholeValues() throws {
        let file = try DefinitionFile(
            parsing: """
                locales: [en, es, fr, ja, ar]
                intents:
                  Book:
                    parameters:
                      partySize: {type: Integer}
                      tip: {type: Decimal}
                      currencyAmount: {type: CurrencyAmount}
                      dateTimeRange: {type: DateComponentsRange}
                      destination: {type: Location}
                      note: {type: String}
                """, path: "Book.intents.yaml")
        let intent = try #require(file.intent(named: "Book"))
        func whole(_ text: String, _ name: String, _ locale: String = "en-US") throws -> ParameterValue? {
            AnswerReader(locale: locale).wholeValue(text, for: try #require(intent.parameter(named: name)))
        }
        #expect(try whole("3", "partySize") == .integer(3))
        #expect(try whole("three", "partySize") == .integer(3))
        #expect(try whole("tres", "partySize", "es") == .integer(3))
        #expect(try whole("2.5", "partySize") == nil, "no whole number")
        #expect(try whole("12,5", "tip", "fr") == .decimal(Decimal(string: "12.5")!))
        #expect(try whole("20 euros.", "currencyAmount") == .currencyAmount(CurrencyAmount(amount: 20, currencyCode: "EUR")))
        #expect(try whole("20", "currencyAmount") == .currencyAmount(CurrencyAmount(amount: 20, currencyCode: "USD")))
        #expect(try whole("20 euros in dollars", "currencyAmount") == nil, "a conversion, not an amount")
        #expect(try whole("昨日", "dateTimeRange", "ja") != nil)
        #expect(try whole("the airport", "destination") == nil, "free text never outranks a request")
        #expect(try whole("20", "note") == nil)
    }
}
