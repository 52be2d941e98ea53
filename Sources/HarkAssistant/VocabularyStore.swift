public import Hark
public import HarkLanguage

/// The words of each user's apps (list names, note titles) that requests may name.
///
/// As ``VocabularyRegistering`` (what an app calls), it registers for the default user; an app
/// serving another user registers through ``registrar(for:)``.
public protocol VocabularyStore: VocabularyRegistering {
    /// Replaces `app`'s vocabulary of `kind` for `user`.
    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String, user: String) async throws
    /// Everything registered for `user`, as the recognizer reads it.
    func vocabulary(user: String) async throws -> Vocabulary
}

extension VocabularyStore {
    public func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        try await setVocabulary(values, of: kind, app: app, user: Session.defaultUser)
    }

    /// A ``VocabularyRegistering`` that registers for `user`.
    public func registrar(for user: String) -> some VocabularyRegistering {
        UserVocabularyRegistrar(store: self, user: user)
    }
}

/// Registers an app's vocabulary for one user of a store.
struct UserVocabularyRegistrar<Store: VocabularyStore>: VocabularyRegistering {
    let store: Store
    let user: String

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        try await store.setVocabulary(values, of: kind, app: app, user: user)
    }
}

/// Vocabulary in memory: the test double and the default of a single process.
public actor MemoryVocabularyStore: VocabularyStore {
    private var vocabularies: [String: Vocabulary] = [:]

    public init() {}

    public func setVocabulary(_ values: [SpeakableString], of kind: String, app: String, user: String) {
        vocabularies[user, default: Vocabulary()].register(values, kind: kind, app: app)
    }

    public func vocabulary(user: String) -> Vocabulary {
        vocabularies[user] ?? Vocabulary()
    }
}
