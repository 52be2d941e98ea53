public import Hark

/// An error from Shortcuts: a code to match on, a message that names the app, type or phrase.
///
/// ```swift
/// do {
///     try await center.donate(activity, app: CurrencyRatesApp.manifest, user: "amira", date: now)
/// } catch let error as ShortcutsError where error.code == .undeclaredActivityType {
///     print(error.message)    // names the activity type the app's definition file does not declare
/// }
/// ```
public struct ShortcutsError: CodedError {
    /// What kind of problem this is.
    public var code: Code
    /// A sentence for people: what went wrong, naming the app, activity type or phrase.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The kinds of ``ShortcutsError``.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A user activity whose type the app's manifest does not declare in `userActivityTypes`.
        public static let undeclaredActivityType: Code = "undeclaredActivityType"
        /// An interaction with an intent the app's manifest does not list as supported.
        public static let unsupportedIntent: Code = "unsupportedIntent"
        /// A user activity without a title, which no person could recognize as a shortcut.
        public static let missingTitle: Code = "missingTitle"
        /// A phrase the user already uses for another shortcut (compared after normalization).
        public static let phraseInUse: Code = "phraseInUse"
        /// A phrase that cannot be said: empty, only a placeholder, or with a malformed `{slot}`.
        public static let invalidPhrase: Code = "invalidPhrase"
        /// A phrase whose `{slot}` names no value of its shortcut, or one of a type a slot cannot fill.
        public static let invalidSlot: Code = "invalidSlot"
        /// A phrase in a language Hark does not understand.
        public static let unsupportedLocale: Code = "unsupportedLocale"
        /// No phrase of the user has this identifier.
        public static let unknownPhrase: Code = "unknownPhrase"
    }

    /// `app` donated a user activity of `type`, which its manifest does not declare.
    public static func undeclaredActivityType(_ type: String, app: String, declared: [String]) -> ShortcutsError {
        let list = declared.isEmpty ? "it declares none" : "it declares: " + declared.joined(separator: ", ")
        return ShortcutsError(
            code: .undeclaredActivityType,
            message: "the app '\(app)' donated a user activity of type '\(type)', which its manifest does not "
                + "declare in userActivityTypes (\(list))"
        )
    }

    /// `app` donated an interaction with `intent`, which its manifest does not support.
    public static func unsupportedIntent(_ intent: String, app: String) -> ShortcutsError {
        ShortcutsError(
            code: .unsupportedIntent,
            message: "the app '\(app)' donated an interaction with the intent '\(intent)', which its manifest "
                + "does not list in supportedIntents"
        )
    }

    /// `app` donated a user activity of `type` without a title.
    public static func missingTitle(activityType type: String, app: String) -> ShortcutsError {
        ShortcutsError(
            code: .missingTitle,
            message: "the app '\(app)' donated a user activity of type '\(type)' without a title; a shortcut needs one"
        )
    }

    /// `phrase` normalizes like `existing`, which the user already bound to `shortcut`.
    public static func phraseInUse(_ phrase: String, existing: String, shortcut: String) -> ShortcutsError {
        ShortcutsError(
            code: .phraseInUse,
            message: "the phrase '\(phrase)' is already in use: '\(existing)' runs '\(shortcut)'"
        )
    }

    /// `phrase` cannot be used, for `reason`.
    public static func invalidPhrase(_ phrase: String, reason: String) -> ShortcutsError {
        ShortcutsError(code: .invalidPhrase, message: "the phrase '\(phrase)' cannot be used: \(reason)")
    }

    /// The slot `{slot}` of `phrase` cannot be filled, for `reason`.
    public static func invalidSlot(_ slot: String, phrase: String, reason: String) -> ShortcutsError {
        ShortcutsError(code: .invalidSlot, message: "the slot {\(slot)} of the phrase '\(phrase)' \(reason)")
    }

    /// `locale` is not a language Hark understands.
    public static func unsupportedLocale(_ locale: String, supported: [String]) -> ShortcutsError {
        ShortcutsError(
            code: .unsupportedLocale,
            message: "phrases in '\(locale)' are not supported; supported languages: \(supported.joined(separator: ", "))"
        )
    }

    /// The user `user` has no phrase `id`.
    public static func unknownPhrase(_ id: String, user: String) -> ShortcutsError {
        ShortcutsError(code: .unknownPhrase, message: "the user '\(user)' has no phrase with the identifier '\(id)'")
    }
}
