import Foundation
import HarkTesting
import Testing

/// The trained layer through the command line: `hark train`, and `hark parse` saying which layer
/// understood a request.
@Suite("hark train and the trained layer in hark parse", .serialized)
struct TrainCommandTests {
    @Test("hark train learns every installed definition file in the languages asked, and says what it learned")
    func train() throws {
        let data = TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(["train", "--language", "en", "--language", "ja", "--data-dir", data.path])
        #expect(result.status == 0, "\(result.error)")
        // Lists & Notes, Pizza Shop, Currency Rates, Ride Booking (CityRide's domain), Workouts
        // (Pacer's), Payments (Purse's), Messaging (Chatter's) and Forkful, in two languages.
        #expect(result.output.hasPrefix("Learned 16 models in "), "\(result.output)")
        #expect(result.output.contains("  RideBooking (ja): 4 intents, answers when 55% likely or more"), "\(result.output)")
        #expect(result.output.contains("  ListsAndNotes (ja): 7 intents, answers when 55% likely or more"))
        #expect(result.output.contains("  CurrencyRatesApp (en): 1 intents, answers when 55% likely or more"))
        // Standard error is no terminal here: one line per model learned, no progress bar.
        #expect(result.error.contains("learned ListsAndNotes (en) in "), "\(result.error)")
        let models = try FileManager.default.contentsOfDirectory(atPath: data.url.appendingPathComponent("models").path).sorted()
        #expect(models.contains("ListsAndNotes.en.model") && models.contains("PizzaShopApp.ja.model"))
        #expect(!models.contains("ListsAndNotes.fr.model"))

        let unknown = try BuiltExecutable.hark.run(["train", "--language", "xx", "--data-dir", data.path])
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("unsupported locale 'xx'"))
    }

    @Test("parse says which layer understood a request, with the trained layer's confidence; --templates-only leaves it out")
    func parseLayer() throws {
        let data = TemporaryDirectory()
        let request = "could you tell me everything that is on the hardware list"
        let trained = try BuiltExecutable.hark.run(["parse", "--json", "--data-dir", data.path, request])
        #expect(trained.status == 0, "\(trained.error)")
        let output = try #require(try JSONSerialization.jsonObject(with: Data(trained.output.utf8)) as? [String: Any])
        let best = try #require((output["candidates"] as? [[String: Any]])?.first)
        #expect(best["layer"] as? String == "trained")
        #expect(best["intent"] as? String == "SearchForNotebookItems")
        #expect(try #require(best["confidence"] as? Double) >= 0.5)
        #expect((best["reason"] as? String)?.hasPrefix("trained layer: SearchForNotebookItems") == true)

        let alone = try BuiltExecutable.hark.run(["parse", "--json", "--templates-only", "--data-dir", data.path, request])
        #expect(alone.output.contains(#""candidates":[]"#), "\(alone.output)")

        let template = try BuiltExecutable.hark.run(["parse", "--json", "--data-dir", data.path, "show the grocery store list"])
        #expect(template.output.contains(#""layer":"templates""#))
        #expect(!template.output.contains(#""confidence""#))
    }

    @Test("converse and ask answer a request no template matches, through the trained layer")
    func converseAndAsk() throws {
        let data = TemporaryDirectory()
        let allowed = try BuiltExecutable.hark.run(["allow", "ListOMat", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
        let request = "could you tell me everything that is on the hardware list"
        let converse = try BuiltExecutable.hark.run(["converse", "--jsonl", "--data-dir", data.path], input: request + "\nyes\n")
        #expect(converse.status == 0, "\(converse.error)")
        #expect(converse.output.contains(#""say":"Did you mean Hardware Store?""#), "\(converse.output)")
        #expect(converse.output.contains(#""say":"On Hardware Store: nails, light bulbs and sandpaper.""#), "\(converse.output)")
        let ask = try BuiltExecutable.hark.run(["ask", "--data-dir", data.path, "how tall is the eiffel tower"])
        #expect(ask.output.hasPrefix("Sorry, I didn't understand that."), "\(ask.output)")
    }

    @Test("parse --lines answers each line of standard input, in order")
    func parseLines() throws {
        let data = TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(
            ["parse", "--json", "--lines", "--data-dir", data.path], input: "show the grocery store list\nwhat's the weather tomorrow\n")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""intent":"SearchForNotebookItems""#) == true)
        #expect(lines.last?.contains(#""candidates":[]"#) == true)

        let both = try BuiltExecutable.hark.run(["parse", "--lines", "--data-dir", data.path, "show the list"])
        #expect(both.status != 0)
        #expect(both.error.contains("either as arguments or, with --lines, on standard input"))
    }
}
