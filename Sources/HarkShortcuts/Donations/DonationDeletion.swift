public import Foundation

/// Which of an app's donations to delete.
public enum DonationDeletion: Sendable, Hashable, Codable {
    /// The donations with any of these identifiers (SiriKit's `deleteInteractions(withIdentifiers:)`,
    /// `deleteSavedUserActivities(withPersistentIdentifiers:)`).
    case identifiers([String])
    /// The donations of this group (`deleteInteractions(withGroupIdentifier:)`).
    case group(String)
    /// All the app's donations (`deleteAllInteractions()`).
    case all
    /// The donations with these store identifiers (``Donation/id``): those that make one
    /// shortcut, as ``ShortcutCenter/deleteDonations(of:user:)`` selects them.
    case records([UUID])

    /// Whether `donation` is one to delete (the app and user are checked by the caller).
    public func matches(_ donation: Donation) -> Bool {
        switch self {
        case .identifiers(let identifiers): donation.identifier.map(identifiers.contains) ?? false
        case .group(let group): donation.groupIdentifier == group
        case .all: true
        case .records(let ids): ids.contains(donation.id)
        }
    }
}
