import CurrencyRates
import Foundation
import Hark
import HarkDefinition
import HarkShortcuts
import PizzaShop

/// Shared values for the Shortcuts tests.
enum Fixtures {
    static let paris = TimeZone(secondsFromGMT: 3600)!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = paris
        return calendar
    }

    /// `yyyy-MM-dd HH:mm` at UTC+1.
    static func date(_ text: String) -> Date {
        let parts = text.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
    }

    static func currencyDefinition() throws -> DefinitionFile {
        try DefinitionFile(parsing: CurrencyRatesApp.definition.text, path: CurrencyRatesApp.definition.fileName)
    }

    static func pizzaDefinition() throws -> DefinitionFile {
        try DefinitionFile(parsing: PizzaShopApp.definition.text, path: PizzaShopApp.definition.fileName)
    }

    static func rate(_ currency: Currency) -> Intent {
        ShowRateIntent(currency: currency).intent
    }

    static func rateShortcut(_ currency: Currency) -> Shortcut {
        Shortcut(app: CurrencyRatesApp.manifest.identifier, intent: rate(currency))
    }
}
