import Foundation
import HarkTesting
import Testing

/// The seed's user activity, through the commands: Currency Rates' own screen donates itself,
/// the assistant suggests it, a phrase of the user's runs it, and the app answers what to show.
@Suite("user activities through the command line", .serialized)
struct UserActivityCommandTests {
    let data: TemporaryDirectory

    init() throws {
        data = try TemporaryDirectory()
        _ = try BuiltExecutable.hark.run(["allow", "CurrencyRates", "--data-dir", data.path])
    }

    func run(_ executable: BuiltExecutable, _ arguments: [String], input: String = "") throws -> BuiltExecutable.Result {
        let result = try executable.run(arguments + ["--data-dir", data.path], input: input)
        #expect(result.status == 0, "\(arguments): \(result.error)")
        return result
    }

    @Test("the rates screen is donated, suggested, phrased, and shown again by the app in the phrase's language")
    func ratesScreen() throws {
        let screen = try run(BuiltExecutable("currency-rates"), ["rates", "usd", "btc"])
        #expect(screen.lines == ["Exchange rates", "  US dollar: 0.92 €", "  bitcoin: 58,900 €"])

        let suggested = try run(.hark, ["suggest"]).lines
        let first = try #require(suggested.first)
        #expect(first.hasPrefix("1. Exchange rates — Currency Rates ["), "\(suggested)")
        let id = String(first.split(separator: "[").last?.dropLast() ?? "")

        _ = try run(.hark, ["phrases", "add", "show my rates", "--shortcut", id])
        _ = try run(.hark, ["phrases", "add", "mis cambios", "--locale", "es", "--shortcut", id])
        #expect(
            try run(.hark, ["ask", "show my rates"]).lines == [
                "Exchange rates: US dollar: 0.92 €, bitcoin: 58,900 €.", "  Currency Rates", "  Exchange rates", "    US dollar: 0.92 €",
                "    bitcoin: 58,900 €",
            ])
        let spanish = try run(.hark, ["ask", "--locale", "es", "mis cambios"]).lines
        #expect(spanish.first == "Tipos de cambio: dólar estadounidense: 0,92 €, bitcoin: 58.900 €.")

        // Opening the screen again with other currencies keeps one shortcut, with the latest selection.
        _ = try run(BuiltExecutable("currency-rates"), ["rates", "gbp"])
        #expect(try run(.hark, ["ask", "--locale", "es", "mis cambios"]).lines.first == "Tipos de cambio: libra esterlina: 1,17 €.")
        #expect(try run(.hark, ["shortcuts"]).lines.filter { $0.contains("Exchange rates") }.count == 1)
    }

    @Test("a list opened in listomat is suggested, and a phrase opens it again with its items, in the phrase's language")
    func listOpenedInTheApp() throws {
        _ = try run(.hark, ["allow", "ListOMat"])
        _ = try run(BuiltExecutable("listomat"), ["create", "Grocery Store", "milk", "bread"])
        _ = try run(BuiltExecutable("listomat"), ["create", "Packing"])
        #expect(try run(BuiltExecutable("listomat"), ["show", "grocery store"]).lines == ["Grocery Store", "  [ ] milk", "  [ ] bread"])
        // Every list at once is not one thing to come back to.
        _ = try run(BuiltExecutable("listomat"), ["show"])
        let suggested = try run(.hark, ["suggest"]).lines
        #expect(suggested.count == 2, "\(suggested)")
        let first = try #require(suggested.first)
        #expect(first.hasPrefix("1. Grocery Store — List-o-Mat ["), "\(suggested)")
        let id = String(first.split(separator: "[").last?.dropLast() ?? "")

        _ = try run(.hark, ["phrases", "add", "my groceries", "--shortcut", id])
        _ = try run(.hark, ["phrases", "add", "mis compras", "--locale", "es", "--shortcut", id])
        _ = try run(BuiltExecutable("listomat"), ["add", "Grocery Store", "apples"])
        #expect(
            try run(.hark, ["ask", "my groceries"]).lines == [
                "Grocery Store: milk, bread and apples.", "  List-o-Mat", "  Grocery Store", "    ○ milk", "    ○ bread", "    ○ apples",
            ])
        #expect(try run(.hark, ["ask", "--locale", "es", "mis compras"]).lines.first == "Grocery Store: milk, bread y apples.")
        // Renamed in the app, the same list opens; deleted, the user is sent to the app.
        _ = try run(BuiltExecutable("listomat"), ["rename", "Grocery Store", "Groceries"])
        #expect(try run(.hark, ["ask", "my groceries"]).lines.first == "Groceries: milk, bread and apples.")
        _ = try run(BuiltExecutable("listomat"), ["delete", "Groceries"])
        #expect(try run(.hark, ["ask", "my groceries"]).lines.first == "You can continue in List-o-Mat.")
    }

    @Test("a list too long to say is handed to List-o-Mat's own process when the user wants to go on there")
    func longListGoesOnInTheApp() throws {
        _ = try run(.hark, ["allow", "ListOMat"])
        let items = ["tent", "stove", "matches", "rope", "lamp", "map", "knife", "pot", "cups", "water", "soap"]
        _ = try run(BuiltExecutable("listomat"), ["create", "Camping"] + items)
        let turns = try run(.hark, ["converse", "--jsonl"], input: "show my camping list\nyes\n").lines.map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
        try #require(turns.count == 2)
        #expect(
            turns[0]["say"] as? String
                == "Camping is a long list. It starts with tent, stove, matches, rope and lamp. Do you want to go on in List-o-Mat?")
        #expect(turns[0]["code"] as? String == "continueInApp")
        #expect(turns[0]["expecting"] as? String == "confirmation")
        #expect(turns[1]["say"] as? String == "Camping: tent, stove, matches, rope, lamp, map, knife, pot, cups, water and soap.")
        #expect(turns[1]["intent"] as? String == "com.app-o-mat.listomat.show-list")
        #expect(turns[1]["code"] as? String == "continueActivity")
    }

    @Test("an unknown currency is refused in one line and nothing is donated")
    func badCurrency() throws {
        let result = try BuiltExecutable("currency-rates").run(["rates", "dogecoin", "--data-dir", data.path])
        #expect(result.status != 0)
        #expect(result.error.contains("unknown currency 'dogecoin'"))
        #expect(try run(.hark, ["suggest"]).output.isEmpty || !(try run(.hark, ["suggest"]).output.contains("Exchange rates")))
    }
}
