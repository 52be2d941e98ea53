public import Foundation
import Hark

/// A shortcut with every time the user used it: what suggestions learn from.
public struct ShortcutUsage: Sendable, Hashable, Codable {
    /// The shortcut.
    public var shortcut: Shortcut
    /// Its uses, oldest first.
    public var uses: [Use]

    /// One use: when and where.
    public struct Use: Sendable, Hashable, Codable {
        public var date: Date
        public var place: Coordinate?

        public init(date: Date, place: Coordinate? = nil) {
            self.date = date
            self.place = place
        }
    }

    public init(shortcut: Shortcut, uses: [Use]) {
        self.shortcut = shortcut
        self.uses = uses.sorted { $0.date < $1.date }
    }

    /// The date of the latest use.
    public var lastUsed: Date? { uses.last?.date }

    /// Groups donations into shortcuts, in the order each shortcut was first used.
    ///
    /// An interaction whose response is a failure, and a user activity that is not eligible for
    /// prediction, make no shortcut. A shortcut keeps the latest user info and suggested
    /// invocation phrase donated for it.
    public static func grouping(_ donations: [Donation]) -> [ShortcutUsage] {
        var order: [String] = []
        var byKey: [String: (shortcut: Shortcut, uses: [Use], latest: Date)] = [:]
        for donation in donations.sorted(by: { ($0.date, $0.id.uuidString) < ($1.date, $1.id.uuidString) }) {
            guard let shortcut = shortcut(of: donation) else { continue }
            let use = Use(date: donation.date, place: donation.place)
            if var entry = byKey[shortcut.id] {
                entry.uses.append(use)
                entry.shortcut = Shortcut(replacing: entry.shortcut, with: shortcut)
                byKey[shortcut.id] = entry
            } else {
                order.append(shortcut.id)
                byKey[shortcut.id] = (shortcut, [use], donation.date)
            }
        }
        return order.compactMap { key in byKey[key].map { ShortcutUsage(shortcut: $0.shortcut, uses: $0.uses) } }
    }

    /// The shortcut a donation makes, or `nil` when it makes none.
    static func shortcut(of donation: Donation) -> Shortcut? {
        switch donation.content {
        case .interaction(let intent, let response, let phrase):
            if let response, response.code.isFailure { return nil }
            return Shortcut(app: donation.app, intent: intent, suggestedInvocationPhrase: phrase)
        case .userActivity(let activity):
            guard activity.isEligibleForPrediction else { return nil }
            return Shortcut(app: donation.app, activity: activity)
        }
    }
}

extension Shortcut {
    /// `newer`, keeping `older`'s suggested phrase when the newer donation proposes none.
    init(replacing older: Shortcut, with newer: Shortcut) {
        self = newer
        if newer.suggestedInvocationPhrase == nil {
            suggestedInvocationPhrase = older.suggestedInvocationPhrase
        }
    }
}
