/// What a handler knows of the request it is called for beyond the intent: the language the user
/// is speaking in this turn — SiriKit's `INPreferences.siriLanguageCode()` — and whose request it is.
///
/// The assistant sets ``current`` around every call it makes to an app — `handler(for:)`,
/// resolve, confirm and handle — so a handler that words a reason or a result itself answers in
/// the turn's language, whatever the language the app was set up with:
///
/// ```swift
/// func handler(for intent: Intent) -> (any IntentHandling)? {
///     let language = HandlerContext.current?.language ?? "en"   // the turn's, else the app's own
///     return switch intent.name {
///     case AddTasksIntent.intentName: AddTasksIntentHandler(AddItemsHandler(store: store, language: language))
///     default: nil
///     }
/// }
/// ```
public struct HandlerContext: Sendable, Hashable {
    /// The locale of the turn: `es`, `fr-CA`, `ar`.
    public var locale: String
    /// The user the request is for: an extension running out of process is started for one user
    /// and sees only that user's container.
    public var user: String

    public init(locale: String, user: String = HandlerContext.defaultUser) {
        self.locale = locale
        self.user = user
    }

    /// The user of a single-user assistant: `default`.
    public static let defaultUser = "default"

    /// The locale's language, lowercased: `fr` for `fr-CA` (and for `fr_CA`).
    public var language: String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// The context of the call in progress, or `nil` outside a call from the assistant (a test
    /// calling a handler directly, the app's own code). Bind it with `HandlerContext.$current.withValue(_:operation:)`.
    @TaskLocal public static var current: HandlerContext?
}
