import ArgumentParser
import CurrencyRates
import Foundation
import Hark
import HarkSQLite
import HarkShortcuts

/// `currency-rates`: Currency Rates' own screen on this platform. Opening the rates screen
/// (`currency-rates rates`) shows today's rates and donates the screen to the assistant as a user
/// activity, so that it is suggested, can be given a phrase, and opens again from a shortcut.
@main
struct CurrencyRatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency-rates",
        abstract: "Currency Rates: exchange rates in euros, shared with the assistant.",
        subcommands: [RatesCommand.self]
    )
}

struct RatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rates",
        abstract: "Show the rates screen, and offer it to the assistant as a shortcut (\"Exchange rates\")."
    )

    @Option(name: .customLong("data-dir"), help: "The data directory (default: $HARK_DATA_DIR, else ~/.local/share/hark).")
    var dataDirectory: String?

    @Option(help: "Whose shortcuts: the same user as `hark --user` (default: default).")
    var user: String?

    @Option(help: "The language of the screen: en, es, fr, ja or ar (default: en).")
    var locale = "en"

    @Argument(help: "The currencies to show, by code (usd, gbp, jpy, btc, eur, cad, aud, chf, cny, inr, mxn); every one when omitted.")
    var currencies: [String] = []

    func run() async throws {
        var chosen: [Currency] = []
        for code in currencies {
            guard let currency = Currency(rawValue: code.lowercased()) else {
                throw ValidationError(
                    "unknown currency '\(code)'; the codes are \(Currency.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            chosen.append(currency)
        }
        let screen = RatesScreen(currencies: chosen.isEmpty ? Currency.allCases.filter { $0 != .eur } : chosen)
        let shown = screen.continuation(rates: .standard, locale: locale)
        if case .string(let title)? = shown.parameters["title"] { print(title) }
        for case .string(let row) in shown.parameters["rates"]?.listElements ?? [] { print("  \(row)") }

        let database = try HarkDatabase(dataDirectory: DataDirectory.resolve(dataDirectory))
        let center = ShortcutCenter(store: SQLiteShortcutStore(database: database))
        try await center.donate(
            screen.activity(locale: locale), app: CurrencyRatesApp.manifest, user: user ?? HandlerContext.defaultUser, date: Date())
    }
}
