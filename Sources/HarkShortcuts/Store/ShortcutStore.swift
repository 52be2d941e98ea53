public import Foundation

/// Where a user's donations and phrases are kept. ``MemoryShortcutStore`` keeps them in memory;
/// a database store implements the same protocol.
///
/// A store only keeps records: every rule (declared activity types, what makes a shortcut,
/// ranking) lives in the pure types of this module, except one a store must enforce atomically —
/// no two phrases of a user share a ``VoicePhrase/key``.
public protocol ShortcutStore: Sendable {
    /// Keeps `donation`.
    func add(_ donation: Donation) async throws

    /// The donations of `user`, of `app` or of every app when `nil`, oldest first.
    func donations(user: String, app: String?) async throws -> [Donation]

    /// Deletes the donations of `user` by `app` that `deletion` selects; returns how many.
    @discardableResult
    func deleteDonations(user: String, app: String, _ deletion: DonationDeletion) async throws -> Int

    /// The phrases of `user`, in the order they were added.
    func phrases(user: String) async throws -> [VoicePhrase]

    /// Adds `phrase`, or replaces the phrase with its identifier.
    ///
    /// - Throws: ``ShortcutsError`` `phraseInUse` when another phrase of the user has its key;
    ///   then nothing changes.
    func save(_ phrase: VoicePhrase) async throws

    /// Deletes the phrase `id` of `user`; returns whether there was one.
    @discardableResult
    func deletePhrase(id: UUID, user: String) async throws -> Bool
}
