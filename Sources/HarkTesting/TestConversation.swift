public import Foundation
public import Hark
public import HarkAssistant
public import HarkDialog

/// An app's handlers driven through the assistant, in process: what an app author's tests use to
/// check that a request, said the way people say it, reaches the handler, asks what it should and
/// answers what it should — in every language the app speaks.
///
/// The assistant has only the apps given, keeps everything in memory, has every app allowed (unless
/// told otherwise) and runs on a ``ManualClock``. Each value is one conversation: its turns continue
/// it, as a user's do.
///
/// ```swift
/// let folder = try TemporaryDirectory()
/// let tally = TallyExtension(counters: Counters(folder: folder.url))
/// let conversation = try await TestConversation(apps: [tally], locale: "en")
/// let turn = await conversation.say("count a coffee")
/// #expect(turn.say == "That makes 1 for coffee.")
/// #expect(turn.intent == "CountUp" && turn.code == "success")
/// ```
public struct TestConversation: Sendable {
    /// The assistant the conversation talks to.
    public let assistant: Assistant
    /// Its clock: advance it to make a conversation expire or a deadline pass.
    public let clock: ManualClock
    /// The user, as the assistant's session knows them.
    public let session: Session
    /// The locale turns are said in unless ``say(_:locale:)`` says otherwise.
    public let locale: String
    /// The conversation's identifier.
    public let identifier: String

    /// A conversation in `locale` with an assistant over `apps`.
    ///
    /// - Parameters:
    ///   - allowed: Whether the user has already allowed every app; when `false`, the first
    ///     request to an app asks for permission, as it does for a new user.
    ///   - deadline: How long a handler may take, on ``clock``.
    ///   - user: Whose conversation it is.
    /// - Throws: ``AssistantError`` when the apps' definitions do not load, or two apps share an identifier.
    public init(
        apps: [any AppExtension],
        locale: String = "en",
        allowed: Bool = true,
        deadline: Duration = .seconds(10),
        user: String = Session.defaultUser,
        clock: ManualClock = ManualClock()
    ) async throws {
        assistant = try Assistant(apps: apps, configuration: Assistant.Configuration(handlerDeadline: deadline), clock: clock)
        if allowed {
            for app in apps { try await assistant.allow(app: app.manifest.identifier, user: user) }
        }
        self.clock = clock
        self.locale = locale
        session = Session(user: user)
        identifier = UUID().uuidString
    }

    /// The user says `text` in `locale` (else the conversation's); returns what the assistant answers.
    @discardableResult
    public func say(_ text: String, locale: String? = nil) async -> AssistantTurn {
        await assistant.respond(to: text, locale: locale ?? self.locale, conversation: identifier, session: session)
    }

    /// Starts `intent` for `app` without understanding, as a shortcut or another app does; what
    /// is missing is asked in this conversation.
    @discardableResult
    public func invoke(_ intent: Intent, app: String? = nil, locale: String? = nil) async -> AssistantTurn {
        await assistant.invoke(intent, app: app, locale: locale ?? self.locale, conversation: identifier, session: session)
    }

    /// Everything said so far in this conversation, the user's turns and the assistant's.
    public func transcript() async throws -> [TranscriptEntry]? {
        try await assistant.transcript(of: identifier, user: session.user)
    }
}
