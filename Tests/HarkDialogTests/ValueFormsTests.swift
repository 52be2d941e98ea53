import Foundation
import Hark
import HarkDefinition
import HarkDialog
import Testing

/// The forms a template may ask of a value — every list with its own items, every note with
/// its text — and words that agree with the item they are said of.
@Suite("Values said in the forms templates ask for")
struct ValueFormsTests {
    static let lists = ParameterValue.list([
        .taskList(TaskList(title: "Grocery Store", tasks: [TaskItem(title: "milk"), TaskItem(title: "bread")])),
        .taskList(TaskList(title: "Packing")),
        .taskList(TaskList(title: "Hardware Store", tasks: [TaskItem(title: "nails")])),
    ])
    static let notes = ParameterValue.list([
        .note(Note(title: "Ideas", content: "a boat\na bigger boat")),
        .note(Note(title: "Empty")),
    ])

    @Test(arguments: [
        ("en", "Grocery Store: milk and bread. Packing is empty. Hardware Store: nails."),
        ("es", "Grocery Store: milk y bread. Packing está vacía. Hardware Store: nails."),
        ("fr", "Grocery Store : milk et bread. Packing est vide. Hardware Store : nails."),
        ("ja", "Grocery Store：milkとbread。Packingは空です。Hardware Store：nails。"),
        ("ar", "Grocery Store: milk وbread. Packing فارغة. Hardware Store: nails."),
    ])
    func everyListIsSaidWithItsOwnItems(locale: String, said: String) {
        let renderer = ValueRenderer(locale: locale)
        #expect(renderer.renderIfComplete("{taskLists:withItems}", values: ["taskLists": Self.lists]) == said)
        // The plain form stays the names alone.
        #expect(renderer.render("{taskLists}", values: ["taskLists": .list([Self.lists.listElements[1]])]) == "Packing")
    }

    @Test(arguments: [
        ("en", "Ideas: a boat and a bigger boat. Empty has nothing in it yet."),
        ("ja", "Ideas：a boatとa bigger boat。Emptyはまだ空です。"),
    ])
    func everyNoteIsSaidWithItsText(locale: String, said: String) {
        #expect(ValueRenderer(locale: locale).render("{notes:withContent}", values: ["notes": Self.notes]) == said)
    }

    @Test(arguments: [
        ("en", "You have {taskLists:count} lists.", "You have 3 lists."), ("ja", "リストは全部で{taskLists:count}件です。", "リストは全部で3件です。"),
        ("ar", "عدد قوائمك {taskLists:count}.", "عدد قوائمك 3."),
    ])
    func aCountSaysHowManyThereAre(locale: String, template: String, said: String) {
        #expect(ValueRenderer(locale: locale).render(template, values: ["taskLists": Self.lists]) == said)
        let many = ParameterValue.list(Array(repeating: Self.lists.listElements[0], count: 1_200))
        let grouped = ValueRenderer(locale: "fr").render("{taskLists:count}", values: ["taskLists": many])
        #expect(grouped == "1\u{202F}200", "in the language's digits")
    }

    @Test func aMissingValueLeavesTheTemplateUnsaidWhateverTheForm() {
        #expect(ValueRenderer(locale: "en").renderIfComplete("Lists: {taskLists:withItems}", values: [:]) == nil)
    }

    @Test(arguments: [
        ("leche", "hecha"), ("pan", "hecho"), ("manzanas", "hechas"), ("huevos", "hechos"), ("la sal", "hecha"),
        ("tomates", "hechos"), ("pilas", "hechas"), ("reunión", "hecha"), ("problema de la casa", "hecho"), ("flores", "hechas"),
    ])
    func aSpanishStatusAgreesWithTheItem(item: String, done: String) {
        let renderer = ValueRenderer(locale: "es")
        let values: [String: ParameterValue] = [
            "modifiedTask": .task(TaskItem(title: SpeakableString(spokenPhrase: item))), "status": .enumeration("completed"),
        ]
        #expect(renderer.render("He marcado {modifiedTask} como {status}.", values: values) == "He marcado \(item) como \(done).")
    }

    @Test func otherLanguagesAndStatusesAreSaidAsBefore() {
        let values: [String: ParameterValue] = ["modifiedTask": .task(TaskItem(title: "milk")), "status": .enumeration("completed")]
        #expect(ValueRenderer(locale: "en").render("{status}", values: values) == "done")
        let pending: [String: ParameterValue] = ["modifiedTask": .task(TaskItem(title: "leche")), "status": .enumeration("notCompleted")]
        #expect(ValueRenderer(locale: "es").render("{status}", values: pending) == "pendiente")
    }

    @Test func aDefinitionMayAskOnlyForKnownForms() throws {
        let text = """
            locales: [en]
            intents:
              Show:
                parameters:
                  things: {type: String, list: true}
                response:
                  codes:
                    success: {en: "{things:sideways}"}
                sentences:
                  en: ["show {things}"]
            """
        #expect(throws: (any Error).self) { try DefinitionFile(parsing: text, path: "Show.intents.yaml") }
        do {
            _ = try DefinitionFile(parsing: text, path: "Show.intents.yaml")
        } catch {
            #expect("\(error)".contains("asks for the form 'sideways' of {things}, which is not one of: count, withContent, withItems"))
        }
    }
}

/// A custom value said after a number takes the form its type's `counted` words give for that
/// number, in each language's plural rules.
@Suite("Units said after a number")
struct CountedValueTests {
    static let file: DefinitionFile = {
        let text = """
            locales: [en, es, fr, ja, ar]
            types:
              Unit:
                values:
                  hour:
                    en: [hours, hour]
                    es: [horas, hora]
                    fr: [heures, heure]
                    ja: [時間]
                    ar: [ساعة, ساعات]
                    counted:
                      en: {one: hour, other: hours}
                      es: {one: hora, other: horas}
                      fr: {one: heure, other: heures}
                      ja: {other: 時間}
                      ar: {one: ساعة, two: ساعتان, few: ساعات, many: ساعةً, other: ساعة}
                  lap:
                    en: [laps]
                    es: [vueltas]
                    fr: [tours]
                    ja: [周]
                    ar: [لفات]
            """
        return try! DefinitionFile(parsing: text, path: "Units.intents.yaml")
    }()

    @Test(arguments: [
        ("en", 1, "Goal: 1 hour."), ("en", 2, "Goal: 2 hours."), ("en", 0, "Goal: 0 hours."),
        ("es", 1, "Goal: 1 hora."), ("es", 3, "Goal: 3 horas."),
        ("fr", 1, "Goal: 1 heure."), ("fr", 0, "Goal: 0 heure."), ("fr", 2, "Goal: 2 heures."),
        ("ja", 1, "Goal: 1時間."), ("ja", 5, "Goal: 5時間."),
        // Arabic says one and two by the word alone, 3 to 10 in the plural, 11 to 99 in the
        // accusative singular.
        ("ar", 1, "Goal: ساعة."), ("ar", 2, "Goal: ساعتان."), ("ar", 5, "Goal: 5 ساعات."), ("ar", 15, "Goal: 15 ساعةً."),
        ("ar", 100, "Goal: 100 ساعة."),
    ])
    func unitAfterANumber(locale: String, number: Int, said: String) {
        let separator = locale == "ja" ? "" : " "
        let renderer = ValueRenderer(locale: locale, file: Self.file)
        let values: [String: ParameterValue] = ["goal": .decimal(Decimal(number)), "unit": .enumeration("hour")]
        #expect(renderer.render("Goal: {goal}\(separator){unit}.", values: values) == said)
    }

    @Test("in Arabic, a number is kept before a unit without its own word for one or two")
    func arabicWithoutDual() throws {
        let text = """
            locales: [ar]
            types:
              Unit:
                values:
                  lap:
                    ar: [لفة]
                    counted: {ar: {few: لفات, other: لفة}}
            """
        let file = try DefinitionFile(parsing: text, path: "Units.intents.yaml")
        let renderer = ValueRenderer(locale: "ar", file: file)
        #expect(renderer.render("{n} {unit}", values: ["n": .integer(2), "unit": .enumeration("lap")]) == "2 لفة")
        #expect(renderer.render("{n} {unit}", values: ["n": .integer(4), "unit": .enumeration("lap")]) == "4 لفات")
    }

    @Test("a unit not right after a number, or without counted words, is said by its first word")
    func unitElsewhere() {
        let renderer = ValueRenderer(locale: "en", file: Self.file)
        let values: [String: ParameterValue] = ["goal": .integer(1), "unit": .enumeration("hour"), "other": .enumeration("lap")]
        #expect(renderer.render("In {unit}: {goal}.", values: values) == "In hours: 1.")
        #expect(renderer.render("{goal} of {unit}", values: values) == "1 of hours")
        #expect(renderer.render("{goal} {other}", values: values) == "1 laps")
    }
}
