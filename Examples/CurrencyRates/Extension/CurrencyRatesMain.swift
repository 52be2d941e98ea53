import CurrencyRates
import HarkExtensionKit

/// Currency Rates' extension executable: exchange rates from its rate table.
@main
struct CurrencyRatesMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> CurrencyRatesExtension {
        CurrencyRatesExtension()
    }
}
