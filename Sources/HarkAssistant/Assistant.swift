public import Foundation
public import Hark
public import HarkDefinition
public import HarkDialog
public import HarkLanguage
public import HarkShortcuts

/// The assistant: the installed apps, their authorization, and the conversations with them.
///
/// ```swift
/// let assistant = try Assistant(apps: [ListOMatExtension(store: store)])
/// var turn = await assistant.respond(to: "In ListOMat, show the store list", locale: "en", conversation: "c1")
/// turn.say        // "Which one: Grocery Store or Hardware Store?"
/// turn = await assistant.respond(to: "the first one", locale: "en", conversation: "c1")
/// turn.say        // "On Grocery Store: milk, bread and apples."
/// ```
///
/// Each turn loads its conversation from the store, feeds the ``DialogMachine``, carries out
/// its actions (asking the authorization store, calling the app's handlers, each call against
/// a deadline) and saves the conversation again. Nothing is locked across a handler call, so a
/// handler that hangs delays only its own turn, and only until its deadline. Two turns of the
/// *same* conversation should not run at once: the later save wins.
///
/// Every request an app handles is donated to the user's shortcuts (``shortcuts``), and the
/// user's own phrases are recognized before general understanding.
public struct Assistant: Sendable {
    /// The longest request understood, in characters (Unicode scalars): a thousand is several
    /// times the longest thing people say to an assistant, and keeps the work one request can
    /// ask for bounded. Longer ones are refused with a sentence that says so.
    public static let maximumRequestLength = Recognizer.maximumInputLength

    /// Deadlines and lifetimes.
    public struct Configuration: Sendable, Hashable {
        /// How long a handler may take to answer one call (resolve, confirm or handle).
        public var handlerDeadline: Duration
        /// How long a conversation may stay inactive before its question is forgotten.
        public var conversationTimeout: TimeInterval
        /// How suggestions are ranked, and how many shortcuts an app may have (20 by default).
        public var suggestions: SuggestionRanker.Configuration
        /// When the apps' sentences are compiled: every language at installation (the default),
        /// or each on its first request, as the `hark` command does so that one request pays
        /// only for its own language.
        public var compilation: Recognizer.Compilation

        public init(
            handlerDeadline: Duration = .seconds(5),
            conversationTimeout: TimeInterval = 300,
            suggestions: SuggestionRanker.Configuration = SuggestionRanker.Configuration(),
            compilation: Recognizer.Compilation = .everyLanguage
        ) {
            self.handlerDeadline = handlerDeadline
            self.conversationTimeout = conversationTimeout
            self.suggestions = suggestions
            self.compilation = compilation
        }
    }

    /// The installed apps' manifests, in installation order.
    public let apps: [AppManifest]
    /// Deadlines and lifetimes.
    public let configuration: Configuration
    /// The apps' vocabulary per user; apps register their words here.
    public let vocabulary: any VocabularyStore
    /// The users' shortcuts: what the assistant donated, what apps donate, suggestions and phrases.
    public let shortcuts: ShortcutCenter
    /// Told when a donation or a phrase lookup fails. The user's request goes on regardless:
    /// shortcuts are a convenience, never a reason to fail a request.
    public let shortcutsFailure: @Sendable (any Error) -> Void

    let extensions: [String: any AppExtension]
    /// What the assistant understands requests with: the installed apps' templates, and the
    /// trained layer's models when it was given them.
    public let recognizer: Recognizer
    let machine: DialogMachine
    let conversations: any ConversationStore
    let authorizations: any AuthorizationStore
    let clock: any AssistantClock

    /// Installs `apps`: parses their definition files (and the built-in Lists & Notes domain)
    /// once and compiles one recognizer for all of them.
    ///
    /// - Parameters:
    ///   - shortcuts: Where the users' donations and phrases are kept.
    ///   - shortcutsFailure: What to do when donating or looking up phrases fails; by default a
    ///     warning on standard error.
    ///   - trainedModels: The trained layer's models for the installed definition files (given
    ///     them, parsed), as a ``TrainedModelFolder`` keeps them; none by default, and then only
    ///     templates understand requests.
    ///   - definitionCache: Where parsed definition files are kept between runs (``DefinitionCache``);
    ///     by default every definition is parsed.
    /// - Throws: ``AssistantError`` naming a definition file that does not parse or compile, or
    ///   an app identifier installed twice.
    public init(
        apps: [any AppExtension],
        configuration: Configuration = Configuration(),
        conversations: any ConversationStore = MemoryConversationStore(),
        authorizations: any AuthorizationStore = MemoryAuthorizationStore(),
        vocabulary: any VocabularyStore = MemoryVocabularyStore(),
        shortcuts: any ShortcutStore = MemoryShortcutStore(),
        shortcutsFailure: @escaping @Sendable (any Error) -> Void = Assistant.warnOnStandardError,
        clock: any AssistantClock = SystemClock(),
        trainedModels: ([DefinitionFile]) -> [TrainedModel] = { _ in [] },
        definitionCache: DefinitionCache? = nil
    ) throws(AssistantError) {
        var extensions: [String: any AppExtension] = [:]
        for app in apps {
            guard extensions[app.manifest.identifier] == nil else {
                throw .duplicateApp(app.manifest.identifier)
            }
            extensions[app.manifest.identifier] = app
        }
        var sources = [ListsAndNotes.definition]
        for source in apps.flatMap(\.definitions) where !sources.contains(source) {
            sources.append(source)
        }
        var definitions: [DefinitionFile] = []
        for source in sources {
            do {
                definitions.append(
                    try definitionCache?.definition(parsing: source.text, path: source.fileName)
                        ?? DefinitionFile(parsing: source.text, path: source.fileName))
            } catch {
                throw AssistantError(code: .invalidDefinition, message: "\(source.fileName): \(error)")
            }
        }
        definitionCache?.removeUnused()
        let manifests = apps.map(\.manifest)
        do {
            self.recognizer = try Recognizer(definitions: definitions, apps: manifests, compiling: configuration.compilation)
                .using(trainedModels(definitions))
        } catch {
            throw AssistantError(code: .invalidDefinition, message: error.message)
        }
        self.apps = manifests
        self.extensions = extensions
        self.machine = DialogMachine(catalog: DialogCatalog(definitions: definitions, apps: manifests))
        self.configuration = configuration
        self.conversations = conversations
        self.authorizations = authorizations
        self.vocabulary = vocabulary
        self.shortcuts = ShortcutCenter(
            store: shortcuts, definitions: definitions, ranker: SuggestionRanker(configuration: configuration.suggestions)
        )
        self.shortcutsFailure = shortcutsFailure
        self.clock = clock
    }

    // MARK: - Turns

    /// Answers what the user typed: a new request, or the answer to the conversation's question.
    ///
    /// A request longer than ``maximumRequestLength`` is refused with a sentence that says so,
    /// before anything reads it.
    ///
    /// A new request that is one of the user's phrases runs the phrase's shortcut, through the same
    /// resolve → confirm → handle conversation; anything else goes to general understanding. While
    /// the conversation waits for an answer, what the user says is that answer.
    ///
    /// A locale Hark does not understand gives a message naming it and the supported ones, and
    /// changes nothing; so does a problem with the stores.
    ///
    /// - Parameters:
    ///   - text: What the user typed or said.
    ///   - locale: The assistant language (`"en"`, `"es-MX"`…); prompts are said in it.
    ///   - conversation: The conversation's id; a new one is made when `nil`.
    ///   - session: The user, whether their session is authenticated, where they are and their
    ///     time zone.
    public func respond(to text: String, locale: String, conversation: String? = nil, session: Session = Session()) async -> AssistantTurn {
        let id = conversation ?? UUID().uuidString
        guard text.unicodeScalars.count <= Self.maximumRequestLength else {
            // Refused before anything reads it: no recognition, and the conversation as it was.
            return AssistantTurn(
                conversation: id, say: Wording.requestTooLong.text(in: locale, ["limit": String(Self.maximumRequestLength)]))
        }
        do {
            let (match, read) = await phraseMatch(text, locale: locale, conversation: id, user: session.user)
            if let match {
                return try await run(match, said: text, locale: locale, conversation: id, session: session, read: read)
            }
            let words = try await vocabulary.vocabulary(user: session.user)
            let timeZone = session.timeZone ?? .current
            // The dialog acts on the best candidate alone: the others are not worth reading, and
            // it never shows the sentences closest to a request it did not understand.
            let recognition = try recognizer.recognize(
                text, locale: locale, vocabulary: words, timeZone: timeZone, limit: 1, nearMisses: 0)
            let turn = UserTurn(
                text: text, locale: locale, recognition: recognition, isAuthenticated: session.isAuthenticated, timeZone: timeZone)
            return try await drive(.userSaid(turn), conversation: id, session: session, locale: locale, read: read)
        } catch let error as LanguageError {
            return AssistantTurn(conversation: id, say: error.message)
        } catch {
            return .failed(error, conversation: id, locale: locale)
        }
    }

    /// Starts `intent` directly, without recognition (another app, a shortcut, a test). Values it
    /// lacks, or that the app finds ambiguous, come back as questions, answered with
    /// ``respond(to:locale:conversation:session:)``.
    ///
    /// - Parameter app: The app to handle it; `nil` picks the only app that handles it, or asks.
    public func invoke(
        _ intent: Intent, app: String? = nil, locale: String, conversation: String? = nil, session: Session = Session()
    ) async -> AssistantTurn {
        let id = conversation ?? UUID().uuidString
        do {
            _ = try LanguageProfile.forLocale(locale)
            let request = StructuredRequest(intent: intent, app: app, locale: locale, isAuthenticated: session.isAuthenticated)
            return try await drive(.start(request), conversation: id, session: session, locale: locale)
        } catch let error as LanguageError {
            return AssistantTurn(conversation: id, say: error.message)
        } catch {
            return .failed(error, conversation: id, locale: locale)
        }
    }

    // MARK: - Conversations

    /// What was said in a conversation, or `nil` when there is no such conversation.
    public func transcript(of conversation: String, user: String = Session.defaultUser) async throws -> [TranscriptEntry]? {
        try await conversations.conversation(id: conversation, user: user)?.transcript
    }

    /// The conversation as stored, or `nil`.
    public func conversation(_ id: String, user: String = Session.defaultUser) async throws -> Conversation? {
        try await conversations.conversation(id: id, user: user)
    }

    /// Removes the conversations inactive for longer than the configured timeout; returns how many.
    @discardableResult
    public func removeExpiredConversations() async throws -> Int {
        try await conversations.removeConversations(inactiveSince: clock.now().addingTimeInterval(-configuration.conversationTimeout))
    }

    // MARK: - Authorization

    /// Lets `app` receive the user's intents.
    public func allow(app: String, user: String = Session.defaultUser) async throws {
        try await setAuthorization(.allowed, app: app, user: user)
    }

    /// Stops `app` from receiving the user's intents.
    public func deny(app: String, user: String = Session.defaultUser) async throws {
        try await setAuthorization(.denied, app: app, user: user)
    }

    /// Whether the user allows `app`.
    public func authorization(of app: String, user: String = Session.defaultUser) async throws -> AuthorizationStatus {
        try checkInstalled(app)
        return try await authorizations.status(app: app, user: user)
    }

    private func setAuthorization(_ status: AuthorizationStatus, app: String, user: String) async throws {
        try checkInstalled(app)
        try await authorizations.setStatus(status, app: app, user: user)
    }

    func checkInstalled(_ app: String) throws(AssistantError) {
        guard extensions[app] != nil else {
            throw .unknownApp(app, installed: apps.map(\.identifier))
        }
    }
}
