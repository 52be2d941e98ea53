import Foundation
import Hark
import HarkSQLite
import HarkShortcuts
import HarkTesting
import Testing

/// `hark shortcuts delete`: the donations of one shortcut, of a group, or of an app. In the
/// shortcut commands' suite, which runs its processes one at a time.
extension ShortcutCommandTests {
    /// The lines of `hark shortcuts`, without the last-use time.
    func shortcuts(_ data: TemporaryDirectory, locale: String = "en") throws -> [String] {
        try hark(["shortcuts", "--locale", locale], data).lines.map { line in
            line.range(of: ", last ").map { String(line[..<$0.lowerBound]) } ?? line
        }
    }

    /// A data directory where the user asked Currency Rates for the dollar twice and bitcoin once.
    func dollarsAndBitcoin() throws -> TemporaryDirectory {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        for request in ["show the rate for the dollar", "how much is a bitcoin worth", "what's the rate for dollars"] {
            try hark(["ask", request], data)
        }
        return data
    }

    @Test("delete --id deletes the donations of one shortcut, by its short or its full identifier; the others stay")
    func deleteByIdentifier() throws {
        let data = try dollarsAndBitcoin()
        let deleted = try hark(["shortcuts", "delete", "--id", "8cf3246b"], data)
        #expect(deleted.output == "Deleted 2 donations of Show rate: US dollar — Currency Rates [8cf3246b].\n")
        #expect(try shortcuts(data) == ["7a4c0792  Show rate: bitcoin — Currency Rates — 1 use"])
        #expect(try hark(["suggest"], data).lines.first == "1. Show rate: bitcoin — Currency Rates [7a4c0792]")

        // The full identifier, as the library spells it, names the same shortcut.
        let full = #"com.example.hark.currencyrates|intent|ShowRate|{"currency":{"enumeration":"btc"}}"#
        #expect(try hark(["shortcuts", "delete", "--id", full], data).output.hasPrefix("Deleted 1 donation of Show rate: bitcoin"))
        #expect(try hark(["shortcuts"], data).output == "No shortcuts yet: they are learned from the requests you make.\n")
    }

    @Test("delete --app deletes all of an app's donations, named as `hark allow` takes it; other apps keep theirs")
    func deleteByApp() throws {
        let data = try dollarsAndBitcoin()
        try hark(["allow", "ListOMat"], data)
        try hark(["ask", "show the grocery store list"], data)
        #expect(try hark(["shortcuts", "delete", "--app", "Currency Rates"], data).output == "Deleted 3 donations of Currency Rates.\n")
        let left = try shortcuts(data)
        #expect(left.count == 1)
        #expect(left.first?.contains("— List-o-Mat — 1 use") == true, "\(left)")
        #expect(try hark(["shortcuts", "delete", "--app", "currencyrates"], data).output == "Deleted 0 donations of Currency Rates.\n")
    }

    @Test("delete --group deletes the donations an app made under that group, in every app")
    func deleteByGroup() async throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        try hark(["ask", "show the rate for the euro"], data)
        // Groups are the app's: Currency Rates donates the rates the user looked at in the app.
        let database = try HarkDatabase(dataDirectory: DataDirectory(url: data.url))
        let center = ShortcutCenter(store: SQLiteShortcutStore(database: database))
        let app = AppManifest(
            identifier: "com.example.hark.currencyrates", displayName: "Currency Rates", usageDescription: [:],
            supportedIntents: ["ShowRate"]
        )
        for (currency, group) in [("usd", "fiat"), ("gbp", "fiat"), ("btc", "crypto")] {
            let intent = Intent(name: "ShowRate", parameters: ["currency": .enumeration(currency)])
            try await center.donate(Interaction(intent: intent, date: Date(), groupIdentifier: group), app: app, user: "default")
        }
        #expect(try shortcuts(data).count == 4)

        #expect(try hark(["shortcuts", "delete", "--group", "fiat"], data).output == "Deleted 2 donations of the group 'fiat'.\n")
        let left = try Set(shortcuts(data).map { String($0.dropFirst(10)) })
        #expect(left == ["Show rate: euro — Currency Rates — 1 use", "Show rate: bitcoin — Currency Rates — 1 use"])
        #expect(try hark(["shortcuts", "delete", "--group", "fiat"], data).output == "Deleted 0 donations of the group 'fiat'.\n")
    }

    @Test(
        "delete: an unknown shortcut or app, or not exactly one of --id, --group and --app: one clear line, a non-zero status, nothing deleted",
        arguments: [
            (["shortcuts", "delete", "--id", "deadbeef"], "hark: you have no shortcut 'deadbeef'; `hark shortcuts` lists yours"),
            (["shortcuts", "delete", "--app", "Weather"], "hark: no installed app is called 'Weather'; installed: List-o-Mat"),
            (["shortcuts", "delete"], "give exactly one of --id, --group or --app"),
            (["shortcuts", "delete", "--id", "8cf3246b", "--app", "CurrencyRates"], "give exactly one of --id, --group or --app"),
        ])
    func deletionRefused(arguments: [String], message: String) throws {
        let data = try dollarsAndBitcoin()
        let before = try shortcuts(data)
        let result = try BuiltExecutable.hark.run(arguments + ["--data-dir", data.path])
        #expect(result.status != 0)
        #expect(result.error.contains(message), "\(result.error)")
        if message.hasPrefix("hark: ") {
            #expect(result.error.split(separator: "\n").count == 1)
        }
        #expect(try shortcuts(data) == before)
    }
}
