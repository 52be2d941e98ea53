import Foundation
import Hark
import Testing

@Suite("Parameter values")
struct ParameterValueTests {
    func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("JSON names the kind as the one key of the object")
    func jsonShape() throws {
        #expect(try json(ParameterValue.integer(2)) == #"{"integer":2}"#)
        #expect(try json(ParameterValue.speakableString("Grocery Store")) == #"{"speakableString":{"spokenPhrase":"Grocery Store"}}"#)
        #expect(
            try json(ParameterValue.list([.string("rice"), .string("olives")])) == #"{"list":[{"string":"rice"},{"string":"olives"}]}"#)
        #expect(try json(ParameterValue.enumeration("completed")) == #"{"enumeration":"completed"}"#)
    }

    static let samples: [ParameterValue] = [
        .string("アップル"),
        .speakableString(SpeakableString(spokenPhrase: "ListOMat", identifier: "app", pronunciationHint: "list oh mat")),
        .integer(-3),
        .decimal(Decimal(string: "12.75")!),
        .boolean(true),
        .enumeration("margherita"),
        .person(Person(displayName: "أحمد", identifier: "p1", handle: "ahmad@example.com", aliases: ["Ahmad"])),
        .location(Location(name: "Kyoto Station", latitude: 34.985, longitude: 135.758)),
        .dateComponents(DateComponents(year: 2026, month: 11, day: 22, hour: 9, minute: 30)),
        .dateComponentsRange(
            DateComponentsRange(
                start: DateComponents(hour: 9), end: DateComponents(hour: 17), recurrence: .init(frequency: .weekly, interval: 2)
            )),
        .currencyAmount(CurrencyAmount(amount: Decimal(string: "9.99")!, currencyCode: "EUR")),
        .task(TaskItem(title: "manzanas", status: .completed, identifier: "t1")),
        .taskList(TaskList(title: "Grocery Store", tasks: [TaskItem(title: "apples")], identifier: "l1")),
        .note(Note(title: "Idées", content: "du lait")),
        .object(IntentObject(identifier: "usd", displayString: "US dollar")),
        .list([.string("rice"), .string("onions"), .string("olives")]),
    ]

    @Test("every kind survives a JSON round trip", arguments: samples)
    func roundTrip(value: ParameterValue) throws {
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(ParameterValue.self, from: data) == value)
    }

    @Test("JSON with no key, two keys or an unknown kind is refused with the list of kinds")
    func malformedJSON() {
        for text in [#"{}"#, #"{"integer":1,"string":"x"}"#, #"{"float":1.5}"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(ParameterValue.self, from: Data(text.utf8))
            }
        }
        do {
            _ = try JSONDecoder().decode(ParameterValue.self, from: Data(#"{}"#.utf8))
        } catch let DecodingError.typeMismatch(type, context) {
            #expect(ObjectIdentifier(type) == ObjectIdentifier(ParameterValue.self))
            #expect(context.debugDescription.contains("speakableString"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("display text is what a person recognizes")
    func displayText() {
        #expect(ParameterValue.speakableString("Grocery Store").displayText == "Grocery Store")
        #expect(ParameterValue.list([.task(TaskItem(title: "rice")), .task(TaskItem(title: "olives"))]).displayText == "rice, olives")
        #expect(ParameterValue.dateComponents(DateComponents(year: 2026, month: 1, day: 5)).displayText == "2026-01-05")
        #expect(ParameterValue.currencyAmount(CurrencyAmount(amount: 3, currencyCode: "JPY")).displayText == "3 JPY")
    }

    @Test("typed values convert to and from parameter values, and refuse other kinds")
    func intentValues() {
        #expect(TaskList(parameterValue: .taskList(TaskList(title: "Home"))) == TaskList(title: "Home"))
        #expect(TaskList(parameterValue: .string("Home")) == nil)
        #expect(SpeakableString(parameterValue: .string("olives")) == "olives")
        #expect(Int(parameterValue: .integer(4)) == 4)
        #expect(Int(parameterValue: .decimal(Decimal(string: "4.5")!)) == nil)
        #expect(Decimal(parameterValue: .integer(4)) == 4)
        #expect(TaskStatus(parameterValue: .enumeration("completed")) == .completed)
        #expect(TaskStatus(parameterValue: .enumeration("finished")) == nil)
        #expect(TaskStatus.notCompleted.parameterValue == .enumeration("notCompleted"))
        #expect(Bool(parameterValue: .string("true")) == nil)
    }

    @Test(
        "a decimal or an amount of money is exact up to 1e38; beyond, refused naming the field; closer to 0 than a decimal holds, 0",
        arguments: [
            (#"{"decimal": 12.75}"#, "12.75"), (#"{"decimal": 1e-300}"#, "0"),
            (#"{"decimal": 1e38}"#, "100000000000000000000000000000000000000"),
            (#"{"decimal": 1e39}"#, nil), (#"{"decimal": 1e300}"#, nil),
            (#"{"currencyAmount": {"amount": 0.1, "currencyCode": "EUR"}}"#, "0.1"),
            (#"{"currencyAmount": {"amount": -2e200, "currencyCode": "EUR"}}"#, nil),
        ] as [(String, String?)])
    func decimals(json: String, expected: String?) throws {
        let decoded = Result { try JSONDecoder().decode(ParameterValue.self, from: Data(json.utf8)) }
        guard let expected else {
            #expect(throws: DecodingError.self) { try decoded.get() }
            if case .failure(DecodingError.dataCorrupted(let context)) = decoded {
                #expect(context.debugDescription.contains("1e38"))
                #expect(context.codingPath.last?.stringValue == (json.contains("amount") ? "amount" : "decimal"))
            }
            return
        }
        switch try decoded.get() {
        case .decimal(let value): #expect("\(value)" == expected)
        case .currencyAmount(let amount): #expect("\(amount.amount)" == expected)
        default: Issue.record("\(json) is not a decimal")
        }
    }
}
