/// Something the user was doing in an app that the app offers as a shortcut: SiriKit's
/// `NSUserActivity`, such as "Find ATMs" opening the bank app's ATM map.
///
/// Its type must be one the app declares in its manifest's `userActivityTypes`; its title is
/// what the user sees in their shortcuts.
public struct UserActivity: Sendable, Hashable, Codable {
    /// The activity's type, reverse-DNS: `com.example.currencyrates.show-rates`.
    public var activityType: String
    /// What the user sees: "Exchange rates". A shortcut is one activity type with one title.
    public var title: String
    /// What the app needs to continue the activity, such as the screen's filters.
    public var userInfo: [String: ParameterValue]
    /// Whether the assistant may suggest the activity (`isEligibleForPrediction`). An activity
    /// that is not eligible is recorded but never becomes a shortcut.
    public var isEligibleForPrediction: Bool
    /// The phrase the app proposes when the user records one of their own ("Show ATMs").
    public var suggestedInvocationPhrase: String?
    /// An identifier the app chooses, to delete this activity's donations later.
    public var persistentIdentifier: String?

    public init(
        activityType: String,
        title: String,
        userInfo: [String: ParameterValue] = [:],
        isEligibleForPrediction: Bool = true,
        suggestedInvocationPhrase: String? = nil,
        persistentIdentifier: String? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.isEligibleForPrediction = isEligibleForPrediction
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.persistentIdentifier = persistentIdentifier
    }

    private enum CodingKeys: String, CodingKey {
        case activityType, title, userInfo, isEligibleForPrediction, suggestedInvocationPhrase, persistentIdentifier
    }

    /// Reads an activity as apps in any language write it: `userInfo` may be left out (none), and
    /// `isEligibleForPrediction` too (eligible).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        activityType = try container.decode(String.self, forKey: .activityType)
        title = try container.decode(String.self, forKey: .title)
        userInfo = try container.decodeIfPresent([String: ParameterValue].self, forKey: .userInfo) ?? [:]
        isEligibleForPrediction = try container.decodeIfPresent(Bool.self, forKey: .isEligibleForPrediction) ?? true
        suggestedInvocationPhrase = try container.decodeIfPresent(String.self, forKey: .suggestedInvocationPhrase)
        persistentIdentifier = try container.decodeIfPresent(String.self, forKey: .persistentIdentifier)
    }
}
