public import Foundation

/// A ``ShortcutStore`` in memory: the default for tests and demos, and the model a database
/// store follows.
public actor MemoryShortcutStore: ShortcutStore {
    private var donationsByUser: [String: [Donation]] = [:]
    private var phrasesByUser: [String: [VoicePhrase]] = [:]

    public init() {}

    public func add(_ donation: Donation) {
        var donations = donationsByUser[donation.user, default: []]
        let index = donations.lastIndex { $0.date <= donation.date }.map { $0 + 1 } ?? 0
        donations.insert(donation, at: index)
        donationsByUser[donation.user] = donations
    }

    public func donations(user: String, app: String?) -> [Donation] {
        let all = donationsByUser[user] ?? []
        guard let app else { return all }
        return all.filter { $0.app == app }
    }

    @discardableResult
    public func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) -> Int {
        let before = donationsByUser[user]?.count ?? 0
        donationsByUser[user]?.removeAll { $0.app == app && deletion.matches($0) }
        return before - (donationsByUser[user]?.count ?? 0)
    }

    public func phrases(user: String) -> [VoicePhrase] {
        phrasesByUser[user] ?? []
    }

    public func save(_ phrase: VoicePhrase) throws(ShortcutsError) {
        var phrases = phrasesByUser[phrase.user, default: []]
        if let existing = phrase.conflict(in: phrases) {
            throw .phraseInUse(phrase.text, existing: existing.text, shortcut: existing.shortcut.title)
        }
        if let index = phrases.firstIndex(where: { $0.id == phrase.id }) {
            phrases[index] = phrase
        } else {
            phrases.append(phrase)
        }
        phrasesByUser[phrase.user] = phrases
    }

    @discardableResult
    public func deletePhrase(id: UUID, user: String) -> Bool {
        guard let index = phrasesByUser[user]?.firstIndex(where: { $0.id == id }) else { return false }
        phrasesByUser[user]?.remove(at: index)
        return true
    }
}
