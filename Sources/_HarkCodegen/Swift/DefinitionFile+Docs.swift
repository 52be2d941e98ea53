internal import HarkDefinition

extension DefinitionFile {
    /// The locale documentation comments quote: the file's first locale.
    var documentationLocale: String? { locales.first }

    /// The text to quote in documentation from texts per locale: the one in the file's first
    /// locale, else the first in alphabetical order of locales.
    func documentationText(_ texts: [String: String]) -> String? {
        if let locale = documentationLocale, let text = texts[locale] { return text }
        return texts.keys.sorted().first.flatMap { texts[$0] }
    }

    /// The file's name without folders: `PizzaShop.intents.yaml`.
    var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
