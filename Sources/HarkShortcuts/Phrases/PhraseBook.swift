import Foundation
import Hark
public import HarkDefinition
import HarkLanguage

/// A user's phrases, compiled for recognizing them: the assistant asks it before general
/// understanding, so "Pizza time!" runs the user's usual order.
///
/// Matching is as tolerant as the recognizer's (``TextNormalizer``: case, accents, punctuation,
/// Japanese width and spaces, Arabic letter variants) and whole-sentence: "pizza time" matches
/// "Pizza time!", not "is it pizza time yet".
///
/// ```swift
/// let book = PhraseBook(phrases: try await center.phrases(user: "amira"), definitions: [currencyRates])
/// book.match("Muestra el cambio de dólar", locale: "es")?.intent
/// // ShowRate with currency = .enumeration("usd")
/// ```
public struct PhraseBook: Sendable {
    /// The phrases the book recognizes.
    public let phrases: [VoicePhrase]
    /// Phrases left out because their slots can no longer be filled (the app's definition changed),
    /// with the reason.
    public let skipped: [(phrase: VoicePhrase, error: ShortcutsError)]

    let matchers: [String: Matcher]
    let entries: [String: Entry]

    struct Entry: Sendable {
        var phrase: VoicePhrase
        var fillings: [String: SlotFilling]
    }

    /// Compiles `phrases` for every language they are in.
    ///
    /// - Parameter definitions: The definition files of the shortcuts' intents, for slots of custom types.
    public init(phrases: [VoicePhrase], definitions: [DefinitionFile] = []) {
        var entries: [String: Entry] = [:]
        var intents: [String: [GrammarIntent]] = [:]
        var skipped: [(phrase: VoicePhrase, error: ShortcutsError)] = []
        var kept: [VoicePhrase] = []
        for phrase in phrases {
            do throws(ShortcutsError) {
                let profile: LanguageProfile
                do { profile = try LanguageProfile.forLocale(phrase.locale) } catch {
                    throw .unsupportedLocale(phrase.locale, supported: LanguageProfile.supportedLanguages)
                }
                let template = try PhraseTemplate(parsing: phrase.text)
                var fillings: [String: SlotFilling] = [:]
                var lists: [String: SlotList] = [:]
                for slot in template.slots {
                    let filling = try SlotFilling.filling(slot, of: phrase.shortcut, phrase: phrase.text, definitions: definitions)
                    fillings[slot] = filling
                    lists[slot] = filling.list(locale: phrase.locale, language: profile.language)
                }
                let name = phrase.id.uuidString
                entries[name] = Entry(phrase: phrase, fillings: fillings)
                intents[profile.language, default: []].append(
                    GrammarIntent(
                        name: name, sentences: [GrammarSentence(template: template.template, localLists: lists)]
                    ))
                kept.append(phrase)
            } catch {
                skipped.append((phrase, error))
            }
        }
        var matchers: [String: Matcher] = [:]
        for (language, grammarIntents) in intents {
            // Phrases are literal text and declared slots with their lists, which always compile.
            if let grammar = try? Grammar(locale: language, intents: grammarIntents) {
                matchers[language] = Matcher(grammar: grammar)
            }
        }
        self.phrases = kept
        self.skipped = skipped
        self.matchers = matchers
        self.entries = entries
    }

    /// The phrase `text` says in `locale`, with its shortcut's slot parameters set to the values
    /// said, or `nil` when it is none of the user's phrases (then general understanding takes over).
    ///
    /// When several phrases match, the one with fewer free-text slots and more literal words wins,
    /// as in the template matcher.
    public func match(_ text: String, locale: String) -> PhraseMatch? {
        guard let language = try? LanguageProfile.forLocale(locale).language, let matcher = matchers[language] else {
            return nil
        }
        for match in matcher.match(text) {
            guard let entry = entries[match.intent] else { continue }
            var values: [String: ParameterValue] = [:]
            for (slot, filling) in entry.fillings {
                guard let matched = match.slots[slot], let value = filling.value(of: matched) else { break }
                values[slot] = value
            }
            guard values.count == entry.fillings.count else { continue }
            var shortcut = entry.phrase.shortcut
            if var intent = shortcut.intent {
                for (name, value) in values { intent[name] = value }
                shortcut = Shortcut(app: shortcut.app, intent: intent, suggestedInvocationPhrase: shortcut.suggestedInvocationPhrase)
            }
            return PhraseMatch(phrase: entry.phrase, shortcut: shortcut, values: values)
        }
        return nil
    }
}
