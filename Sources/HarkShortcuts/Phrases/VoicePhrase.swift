public import Foundation
public import HarkDefinition
import HarkLanguage

/// A phrase of the user's own bound to a shortcut: SiriKit's voice shortcut ("Add to Siri").
///
/// Unlike SiriKit's, a phrase may hold a parameter: "show rate for {currency}" bound to "Show
/// rate USD" runs the rate of whichever currency the user names, so one phrase serves every value.
public struct VoicePhrase: Sendable, Hashable, Codable, Identifiable {
    /// The phrase's identifier, for editing and deleting it.
    public var id: UUID
    /// The user whose phrase it is.
    public var user: String
    /// The phrase as the user wrote it: "Pizza time!", "muestra el cambio de {currency}".
    public var text: String
    /// The language the phrase is said in: `"en"`, `"es-MX"`, `"ja"`.
    public var locale: String
    /// The shortcut it runs. A slot's parameter takes the value said; the others keep the shortcut's.
    public var shortcut: Shortcut
    /// The phrase as the matcher compares it (case, accents and punctuation folded, slots as
    /// `{}`): no two phrases of a user may share it.
    public var key: String
    /// The parameters its slots fill, in order.
    public var slots: [String]

    /// A phrase bound to `shortcut`, checked.
    ///
    /// - Parameter definitions: Definition files that declare the shortcut's intent, to read a
    ///   slot's values from the parameter's custom type ("dollar", "dólar", "ドル" → `usd`).
    /// - Throws: ``ShortcutsError`` `invalidPhrase` when the phrase has no word of its own or a
    ///   malformed slot, `invalidSlot` when a slot names no parameter the shortcut can take from
    ///   text, `unsupportedLocale` for a locale Hark does not understand.
    public init(
        _ text: String, locale: String, shortcut: Shortcut, user: String,
        definitions: [DefinitionFile] = [], id: UUID = UUID()
    ) throws(ShortcutsError) {
        let profile: LanguageProfile
        do { profile = try LanguageProfile.forLocale(locale) } catch {
            throw .unsupportedLocale(locale, supported: LanguageProfile.supportedLanguages)
        }
        let template = try PhraseTemplate(parsing: text)
        guard template.hasWords(profile.normalizer) else {
            throw .invalidPhrase(text, reason: "it needs at least one word besides its slots")
        }
        for slot in template.slots {
            _ = try SlotFilling.filling(slot, of: shortcut, phrase: text, definitions: definitions)
        }
        if Set(template.slots).count != template.slots.count {
            throw .invalidPhrase(text, reason: "a slot appears twice")
        }
        self.id = id
        self.user = user
        self.text = text
        self.locale = locale
        self.shortcut = shortcut
        self.key = template.key(profile.normalizer)
        self.slots = template.slots
    }

    /// The phrase of `phrases` (another one, of the same user) that `self` would be confused with.
    public func conflict(in phrases: [VoicePhrase]) -> VoicePhrase? {
        phrases.first { $0.user == user && $0.id != id && $0.key == key }
    }
}
