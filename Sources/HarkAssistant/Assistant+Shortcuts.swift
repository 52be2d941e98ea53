public import Foundation
import Hark
import HarkDefinition
import HarkDialog
import HarkLanguage
public import HarkShortcuts

/// Shortcuts in the flow of a request: the user's phrases before general understanding, a
/// donation after the app's response, and suggestions for a moment.
extension Assistant {
    /// The user's shortcuts ranked for `date` (in `timeZone`, else the session's, else the
    /// machine's) at `session`'s place, at most `limit`: what a "suggested for you" list shows.
    public func suggestions(
        for session: Session = Session(), at date: Date? = nil, timeZone: TimeZone? = nil, limit: Int? = nil
    ) async throws -> [Suggestion] {
        let zone = timeZone ?? session.timeZone ?? .current
        let context = SuggestionContext(date: date ?? clock.now(), timeZone: zone, place: session.place)
        return try await shortcuts.suggestions(user: session.user, at: context, limit: limit)
    }

    /// A name for `shortcut` in `locale`: an activity's title; or the intent's `title` in the
    /// definition file followed by its values as the assistant says them ("Show rate: bitcoin",
    /// "Buscar elementos: Grocery Store, lista"); or, for an intent whose file gives no title, its
    /// name in words with each value labelled ("Show rate (currency: US dollar)").
    public func title(of shortcut: Shortcut, locale: String) -> String {
        guard let intent = shortcut.intent else { return shortcut.title }
        let found = machine.catalog.intent(named: intent.name, app: shortcut.app)
        let renderer = ValueRenderer(locale: locale, file: found?.file)
        let language = (try? LanguageProfile.forLocale(locale).language) ?? locale
        let order = found?.intent.parameters.map(\.name) ?? []
        // In the definition's order, then by name for values it does not declare.
        let parameters = intent.parameters.sorted {
            (order.firstIndex(of: $0.key) ?? .max, $0.key) < (order.firstIndex(of: $1.key) ?? .max, $1.key)
        }
        if let title = found.flatMap({ $0.intent.title[locale] ?? $0.intent.title[language] ?? $0.intent.title["en"] }) {
            return SpokenList.titled(title, values: parameters.map { renderer.text(of: $0.value) }, locale: locale)
        }
        let name = Self.words(ofIdentifier: intent.name)
        guard !intent.parameters.isEmpty else { return name }
        let values = parameters.map { name, value -> String in
            let label = found?.intent.parameter(named: name).flatMap { $0.displayName[locale] ?? $0.displayName[language] } ?? name
            return "\(label): \(renderer.text(of: value))"
        }
        return "\(name) (\(values.joined(separator: ", ")))"
    }

    /// The display name of the installed app `identifier`, or the identifier itself.
    public func displayName(of identifier: String) -> String {
        machine.catalog.displayName(of: identifier)
    }

    /// "ShowRate" → "Show rate", "SearchForNotebookItems" → "Search for notebook items".
    static func words(ofIdentifier identifier: String) -> String {
        var words: [String] = []
        for character in identifier {
            if character.isUppercase || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.lowercased() }.joined(separator: " ")
    }

    /// Writes "hark: warning: …" on standard error.
    public static let warnOnStandardError: @Sendable (any Error) -> Void = { error in
        FileHandle.standardError.write(Data("hark: warning: shortcuts: \(error)\n".utf8))
    }

    // MARK: - In the flow of a request

    /// The user's phrase that `text` says, unless the conversation waits for an answer (then
    /// `text` is that answer). A store that fails is reported and counts as no phrase.
    ///
    /// - Returns: The phrase, and the conversation as read to decide, which the turn goes on
    ///   with rather than reading it again (`nil` when it could not be read).
    func phraseMatch(_ text: String, locale: String, conversation id: String, user: String) async
        -> (match: PhraseMatch?, read: StoredConversation?)
    {
        var read: StoredConversation?
        do {
            let state = try await conversations.conversation(id: id, user: user)
            read = StoredConversation(conversation: state)
            if let state, state.isAwaitingAnswer, !state.isExpired(at: clock.now(), timeout: configuration.conversationTimeout) {
                return (nil, read)
            }
            return (try await shortcuts.match(text, locale: locale, user: user), read)
        } catch {
            shortcutsFailure(error)
            return (nil, read)
        }
    }

    /// Runs the shortcut of a phrase the user said: its intent through the conversation, or its
    /// user activity handed back to the app.
    func run(
        _ match: PhraseMatch, said text: String, locale: String, conversation id: String, session: Session,
        read: StoredConversation? = nil
    ) async throws -> AssistantTurn {
        guard let intent = match.intent else {
            // The activity as the app last donated it: one shortcut, its latest user info.
            let latest = try await shortcuts.shortcut(match.shortcut.id, user: session.user) ?? match.shortcut
            guard case .userActivity(let activity) = latest.action else {
                return AssistantTurn(
                    conversation: id, say: Wording.continueInApp.text(in: locale, ["app": displayName(of: match.app)]), app: match.app)
            }
            return await continueActivity(activity, app: match.app, locale: locale, conversation: id, session: session)
        }
        let request = StructuredRequest(intent: intent, app: match.app, locale: locale, isAuthenticated: session.isAuthenticated)
        return try await drive(.start(request), conversation: id, session: session, locale: locale, said: text, read: read)
    }

    /// Donates a request the app answered. A failure is reported, never thrown: the user
    /// already has their answer.
    ///
    /// The donation goes straight to the store: the app has just handled the intent, so there is
    /// nothing to check against its manifest (an intent its definition file declares need not be
    /// listed in `supportedIntents` to be routed to it).
    func donate(_ donation: Donation) async {
        do {
            try await shortcuts.store.add(donation)
        } catch {
            shortcutsFailure(error)
        }
    }

    /// The donation of a request the app answered, for the session's user at their place.
    func donation(of request: ActiveRequest, response: IntentResponse, session: Session) -> Donation? {
        guard let app = request.app else { return nil }
        let interaction = Interaction(intent: request.intent, response: response, date: clock.now())
        return Donation(interaction, app: app, user: session.user, place: session.place)
    }

    /// Saves the turn's conversation and donates the request it completed: in one transaction
    /// when the stores share a database (``TurnCommitting``), else one after the other. A
    /// donation that fails is reported, never thrown, and the conversation is saved regardless.
    func commit(_ conversation: Conversation, donating donation: Donation?) async throws {
        if let donation, let committing = conversations as? any TurnCommitting {
            do {
                if try await committing.save(conversation, donating: donation, to: shortcuts.store) { return }
            } catch {
                // Nothing was written: save the conversation alone, and try the donation apart.
            }
        }
        try await conversations.save(conversation)
        if let donation { await donate(donation) }
    }
}
