import Foundation
public import Hark

/// Something the user does again and again, as one entry of their shortcuts: an intent with
/// particular parameter values ("Show rate BTC"), or an app's user activity ("Find ATMs").
///
/// Donations of the same intent with the same values are one shortcut; the same intent with
/// other values is another ("Show rate USD" and "Show rate BTC"). Donations of one activity
/// type with one title are one shortcut.
public struct Shortcut: Sendable, Hashable, Codable, Identifiable {
    /// A stable key: the app, then the intent and its values in a canonical form, or the
    /// activity type and title. Equal shortcuts have equal identifiers.
    public let id: String
    /// The identifier of the app that runs it.
    public let app: String
    /// What running it does.
    public let action: Action
    /// The phrase the app proposed for it, if any.
    public var suggestedInvocationPhrase: String?

    /// What a shortcut does.
    public enum Action: Sendable, Hashable, Codable {
        /// Runs the intent (without its request identifier).
        case intent(Intent)
        /// Opens the app to continue the activity.
        case userActivity(UserActivity)
    }

    /// The shortcut that runs `intent` in `app`.
    public init(app: String, intent: Intent, suggestedInvocationPhrase: String? = nil) {
        var intent = intent
        intent.identifier = nil
        self.app = app
        self.action = .intent(intent)
        self.id = Self.key(app: app, intent: intent)
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
    }

    /// The shortcut that continues `activity` in `app`.
    public init(app: String, activity: UserActivity) {
        self.app = app
        self.action = .userActivity(activity)
        self.id = "\(app)|activity|\(activity.activityType)|\(activity.title)"
        self.suggestedInvocationPhrase = activity.suggestedInvocationPhrase
    }

    /// A short name for people to type: eight hexadecimal digits of a hash of ``id`` (FNV-1a),
    /// the same on every machine and in every run.
    public var shortIdentifier: String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The intent the shortcut runs, or `nil` for a user activity.
    public var intent: Intent? {
        if case .intent(let intent) = action { return intent }
        return nil
    }

    /// A locale-neutral name: the activity's title, or the intent's name and values
    /// ("ShowRate (currency: btc)"). The assistant renders its own sentence from the definition.
    public var title: String {
        switch action {
        case .userActivity(let activity):
            return activity.title
        case .intent(let intent):
            guard !intent.parameters.isEmpty else { return intent.name }
            let values = intent.parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.displayText)" }
            return "\(intent.name) (\(values.joined(separator: ", ")))"
        }
    }

    /// Two shortcuts are the same when their identifiers are.
    public static func == (lhs: Shortcut, rhs: Shortcut) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `app|intent|Name|{"param":{"kind":value}}` with keys sorted, so equal values give equal keys.
    static func key(app: String, intent: Intent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let values = (try? encoder.encode(intent.parameters)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        return "\(app)|intent|\(intent.name)|\(values)"
    }
}
