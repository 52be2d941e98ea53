public import Foundation
public import Hark

/// One donation as the store keeps it: who, which app, when, where, and what was donated.
public struct Donation: Sendable, Hashable, Codable, Identifiable {
    /// The store's identifier of this record.
    public var id: UUID
    /// The user who did it.
    public var user: String
    /// The identifier of the app that donated it.
    public var app: String
    /// When it happened.
    public var date: Date
    /// Where the user was, when known.
    public var place: Coordinate?
    /// The app's identifier for it (an interaction's `identifier`, an activity's
    /// `persistentIdentifier`), for deleting it.
    public var identifier: String?
    /// The app's group for it (an interaction's `groupIdentifier`), for deleting several at once.
    public var groupIdentifier: String?
    /// What was donated.
    public var content: Content

    /// What a donation holds.
    public enum Content: Sendable, Hashable, Codable {
        /// A request and its response.
        case interaction(Intent, response: IntentResponse?, suggestedInvocationPhrase: String?)
        /// A user activity.
        case userActivity(UserActivity)
    }

    public init(
        id: UUID = UUID(),
        user: String,
        app: String,
        date: Date,
        place: Coordinate? = nil,
        identifier: String? = nil,
        groupIdentifier: String? = nil,
        content: Content
    ) {
        self.id = id
        self.user = user
        self.app = app
        self.date = date
        self.place = place
        self.identifier = identifier
        self.groupIdentifier = groupIdentifier
        self.content = content
    }

    /// The donation of `interaction` by `app` for `user`.
    public init(_ interaction: Interaction, app: String, user: String, place: Coordinate? = nil, id: UUID = UUID()) {
        var intent = interaction.intent
        intent.identifier = nil
        self.init(
            id: id, user: user, app: app, date: interaction.date, place: place,
            identifier: interaction.identifier ?? interaction.intent.identifier,
            groupIdentifier: interaction.groupIdentifier,
            content: .interaction(intent, response: interaction.response, suggestedInvocationPhrase: interaction.suggestedInvocationPhrase)
        )
    }

    /// The donation of `activity` by `app` for `user`, done at `date`.
    public init(_ activity: UserActivity, app: String, user: String, date: Date, place: Coordinate? = nil, id: UUID = UUID()) {
        self.init(
            id: id, user: user, app: app, date: date, place: place,
            identifier: activity.persistentIdentifier, content: .userActivity(activity)
        )
    }

    /// Checks the donation against the donating app's manifest.
    ///
    /// - Throws: ``ShortcutsError`` `undeclaredActivityType` for an activity type the manifest
    ///   does not declare, `missingTitle` for an activity without a title, `unsupportedIntent`
    ///   for an intent the app does not support.
    public func validate(against manifest: AppManifest) throws(ShortcutsError) {
        switch content {
        case .interaction(let intent, _, _):
            guard manifest.supports(intent.name) else {
                throw .unsupportedIntent(intent.name, app: manifest.identifier)
            }
        case .userActivity(let activity):
            guard manifest.userActivityTypes.contains(activity.activityType) else {
                throw .undeclaredActivityType(activity.activityType, app: manifest.identifier, declared: manifest.userActivityTypes)
            }
            guard !activity.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw .missingTitle(activityType: activity.activityType, app: manifest.identifier)
            }
        }
    }
}
