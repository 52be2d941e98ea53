public import Foundation
public import Hark
public import HarkDefinition
import HarkLanguage

/// Shortcuts for the assistant and for apps: donations in, shortcuts, suggestions and voice
/// phrases out, over a ``ShortcutStore``.
///
/// The assistant donates every request an app handles and asks ``match(_:locale:user:)`` before
/// general understanding; an app donates what the user does in the app.
///
/// ```swift
/// let center = ShortcutCenter(store: MemoryShortcutStore(), definitions: [currencyRates])
/// let bitcoin = Interaction(intent: ShowRateIntent(currency: .btc).intent,
///                           response: ShowRateIntentResponse.success(currency: .btc, rate: 58_900).response, date: now)
/// try await center.donate(bitcoin, app: CurrencyRatesApp.manifest, user: "amira")
/// let usual = try await center.suggestions(user: "amira", at: SuggestionContext(date: now, timeZone: .current))
/// let phrase = try await center.addPhrase("show rate for {currency}", locale: "en", shortcut: usual[0].shortcut, user: "amira")
/// try await center.match("Show rate for bitcoin", locale: "en", user: "amira")?.intent
/// ```
public struct ShortcutCenter: Sendable {
    /// Where donations and phrases are kept.
    public let store: any ShortcutStore
    /// The definition files of the installed apps, for phrase slots of custom types.
    public let definitions: [DefinitionFile]
    /// How suggestions are ranked and limited.
    public let ranker: SuggestionRanker

    public init(store: any ShortcutStore, definitions: [DefinitionFile] = [], ranker: SuggestionRanker = SuggestionRanker()) {
        self.store = store
        self.definitions = definitions
        self.ranker = ranker
    }

    // MARK: Donations

    /// Donates `interaction` from `app` for `user`, who was at `place`.
    ///
    /// - Throws: ``ShortcutsError`` `unsupportedIntent` when the app's manifest does not list the
    ///   intent; nothing is stored then.
    @discardableResult
    public func donate(_ interaction: Interaction, app: AppManifest, user: String, place: Coordinate? = nil) async throws -> Donation {
        try await donate(Donation(interaction, app: app.identifier, user: user, place: place), app: app)
    }

    /// Donates `activity` from `app` for `user`, done at `date` at `place`.
    ///
    /// - Throws: ``ShortcutsError`` `undeclaredActivityType` when the app's manifest does not
    ///   declare the activity's type, `missingTitle` when it has no title; nothing is stored then.
    @discardableResult
    public func donate(
        _ activity: UserActivity, app: AppManifest, user: String, date: Date, place: Coordinate? = nil
    ) async throws -> Donation {
        try await donate(Donation(activity, app: app.identifier, user: user, date: date, place: place), app: app)
    }

    private func donate(_ donation: Donation, app: AppManifest) async throws -> Donation {
        try donation.validate(against: app)
        try await store.add(donation)
        return donation
    }

    /// Deletes the donations of `user` by `app` that `deletion` selects; returns how many.
    @discardableResult
    public func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) async throws -> Int {
        try await store.deleteDonations(user: user, app: app, deletion)
    }

    /// Deletes the donations of `user` that `deletion` selects in every app that donated for
    /// them; returns how many.
    @discardableResult
    public func deleteDonations(user: String, _ deletion: DonationDeletion) async throws -> Int {
        var apps: [String] = []
        for donation in try await store.donations(user: user, app: nil) where !apps.contains(donation.app) {
            apps.append(donation.app)
        }
        var deleted = 0
        for app in apps {
            deleted += try await store.deleteDonations(user: user, app: app, deletion)
        }
        return deleted
    }

    /// Deletes the donations of `user` that make `shortcut`, so that it is no longer suggested
    /// nor listed; returns how many. Phrases bound to it stay, and still run it.
    @discardableResult
    public func deleteDonations(of shortcut: Shortcut, user: String) async throws -> Int {
        let records = try await store.donations(user: user, app: shortcut.app)
            .filter { ShortcutUsage.shortcut(of: $0)?.id == shortcut.id }
            .map(\.id)
        guard !records.isEmpty else { return 0 }
        return try await store.deleteDonations(user: user, app: shortcut.app, .records(records))
    }

    // MARK: Shortcuts and suggestions

    /// The user's shortcuts with their uses, at most ``SuggestionRanker/Configuration/limitPerApp``
    /// per app, the most used and most recent first.
    public func shortcuts(user: String, now: Date) async throws -> [ShortcutUsage] {
        let usages = ShortcutUsage.grouping(try await store.donations(user: user, app: nil))
        let byID = Dictionary(usages.map { ($0.shortcut.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ranker.shortcuts(for: usages, now: now).compactMap { byID[$0.shortcut.id] }
    }

    /// The user's shortcut that `reference` names — its ``Shortcut/id`` or its
    /// ``Shortcut/shortIdentifier`` — among all they have (the per-app limit aside), or `nil`.
    public func shortcut(_ reference: String, user: String) async throws -> Shortcut? {
        let usages = ShortcutUsage.grouping(try await store.donations(user: user, app: nil))
        return usages.first { $0.shortcut.id == reference || $0.shortcut.shortIdentifier == reference.lowercased() }?.shortcut
    }

    /// The user's shortcuts ranked for the moment `context`, at most `limit`.
    public func suggestions(user: String, at context: SuggestionContext, limit: Int? = nil) async throws -> [Suggestion] {
        let usages = ShortcutUsage.grouping(try await store.donations(user: user, app: nil))
        return ranker.suggestions(for: usages, at: context, limit: limit)
    }

    // MARK: Voice phrases

    /// Binds `text` to `shortcut` for `user` ("Add to Siri").
    ///
    /// - Throws: ``ShortcutsError``: `phraseInUse` when the user already has a phrase that reads
    ///   the same after normalization, and the errors of ``VoicePhrase/init(_:locale:shortcut:user:definitions:id:)``.
    @discardableResult
    public func addPhrase(_ text: String, locale: String, shortcut: Shortcut, user: String) async throws -> VoicePhrase {
        let phrase = try VoicePhrase(text, locale: locale, shortcut: shortcut, user: user, definitions: definitions)
        try await store.save(phrase)
        return phrase
    }

    /// The phrases of `user`, in the order they were added.
    public func phrases(user: String) async throws -> [VoicePhrase] {
        try await store.phrases(user: user)
    }

    /// The phrase of `user` that reads like `text` — compared as phrases are, with case, accents and
    /// punctuation folded in the phrase's language — or `nil`.
    public func phrase(reading text: String, user: String) async throws -> VoicePhrase? {
        let phrases = try await store.phrases(user: user)
        if let exact = phrases.first(where: { $0.text == text }) { return exact }
        guard let template = try? PhraseTemplate(parsing: text) else { return nil }
        return phrases.first { phrase in
            guard let profile = try? LanguageProfile.forLocale(phrase.locale) else { return false }
            return template.key(profile.normalizer) == phrase.key
        }
    }

    /// Changes the text (and, when given, the locale or shortcut) of the phrase `id` of `user`.
    ///
    /// - Throws: ``ShortcutsError`` `unknownPhrase`, `phraseInUse`, or the errors of a new phrase.
    @discardableResult
    public func editPhrase(
        id: UUID, user: String, text: String, locale: String? = nil, shortcut: Shortcut? = nil
    ) async throws -> VoicePhrase {
        guard let existing = try await store.phrases(user: user).first(where: { $0.id == id }) else {
            throw ShortcutsError.unknownPhrase(id.uuidString, user: user)
        }
        let phrase = try VoicePhrase(
            text, locale: locale ?? existing.locale, shortcut: shortcut ?? existing.shortcut, user: user,
            definitions: definitions, id: id
        )
        try await store.save(phrase)
        return phrase
    }

    /// Deletes the phrase `id` of `user`.
    ///
    /// - Throws: ``ShortcutsError`` `unknownPhrase` when the user has no such phrase.
    public func deletePhrase(id: UUID, user: String) async throws {
        guard try await store.deletePhrase(id: id, user: user) else {
            throw ShortcutsError.unknownPhrase(id.uuidString, user: user)
        }
    }

    /// The user's phrase `text` says in `locale`, with its shortcut's intent filled in, or `nil`
    /// when it is none of theirs. The assistant asks this before general understanding.
    public func match(_ text: String, locale: String, user: String) async throws -> PhraseMatch? {
        PhraseBook(phrases: try await store.phrases(user: user), definitions: definitions).match(text, locale: locale)
    }
}
