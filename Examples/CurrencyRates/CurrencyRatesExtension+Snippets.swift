public import Hark

extension CurrencyRatesExtension {
    /// Currency Rates' cards, in each of its languages: the currency, and what one of it is worth
    /// in euros, with the language's separators ("€0.92", "0,92 €"); the euro is one euro; a
    /// currency without a rate today says so.
    public var snippetTemplates: [SnippetTemplate] {
        [RatesScreen.card]
            + Self.cardWords.flatMap { locale, words in
                [
                    SnippetTemplate(
                        intent: ShowRateIntent.intentName, code: "success", locale: locale,
                        html: card(SnippetTemplate.row(words.one, words.euros("{{rate}}")))),
                    SnippetTemplate(
                        intent: ShowRateIntent.intentName, code: "successEuro", locale: locale,
                        html: card(SnippetTemplate.row(words.one, words.euros("1")))),
                    SnippetTemplate(
                        intent: ShowRateIntent.intentName, code: "failureNoRate", locale: locale,
                        html: card(SnippetTemplate.text(words.noRate))),
                ]
            }
    }

    private func card(_ rows: String) -> String {
        SnippetTemplate.card("{{currency}}", rows)
    }

    /// The words of the cards, per locale; `{{…}}` are the response's values.
    struct CardWords {
        /// One unit of the currency: "1 US dollar".
        var one: String
        /// An amount in euros as the language writes it.
        var euros: @Sendable (String) -> String
        /// The currency has no rate today.
        var noRate: String
    }

    static let cardWords: [(String, CardWords)] = [
        ("en", CardWords(one: "1 {{currency}}", euros: { "€\($0)" }, noRate: "No rate today")),
        ("es", CardWords(one: "1 {{currency}}", euros: { "\($0) €" }, noRate: "Hoy no hay cambio")),
        ("fr", CardWords(one: "1 {{currency}}", euros: { "\($0) €" }, noRate: "Pas de taux aujourd'hui")),
        ("ja", CardWords(one: "1{{currency}}", euros: { "\($0)ユーロ" }, noRate: "今日のレートはありません")),
        ("ar", CardWords(one: "1 {{currency}}", euros: { "\($0) يورو" }, noRate: "لا يوجد سعر اليوم")),
    ]
}
