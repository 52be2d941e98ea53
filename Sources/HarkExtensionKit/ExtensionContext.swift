public import Foundation
public import Hark

/// What an extension is made with: the user it serves, the language it was started in, where
/// that user's data is, and where to register the words of its data.
///
/// An extension run by the assistant through its standard input and output serves one user and
/// may only use the container the assistant made for it; one served over HTTP serves every user
/// of the assistant, each with a container of their own under its `--data-dir`.
public struct ExtensionContext: Sendable {
    /// The user whose requests the extension answers.
    public var user: String
    /// The locale the first request was made in (`en`, `es-MX`); each call's own is
    /// ``HandlerContext/current``.
    public var locale: String
    /// Where the words of the user's data go (SiriKit's `INVocabulary`): the assistant learns
    /// them as soon as they are registered.
    public var vocabulary: any VocabularyRegistering

    let containers: Containers

    /// How the context finds a user's container.
    enum Containers: Sendable {
        /// The one container the assistant made for this process, with its group.
        case given(AppGroupContainer)
        /// The containers of users in a data directory the extension keeps itself.
        case dataDirectory(DataDirectory)
        /// No container at all.
        case none
    }

    /// A context for `user` whose containers are those of `dataDirectory`: for tests and for
    /// extensions served over HTTP.
    public init(user: String, locale: String, dataDirectory: DataDirectory, vocabulary: any VocabularyRegistering) {
        self.init(user: user, locale: locale, containers: .dataDirectory(dataDirectory), vocabulary: vocabulary)
    }

    init(user: String, locale: String, containers: Containers, vocabulary: any VocabularyRegistering) {
        self.user = user
        self.locale = locale
        self.containers = containers
        self.vocabulary = vocabulary
    }

    /// The locale's language, lowercased: `es` for `es-MX`.
    public var language: String {
        HandlerContext(locale: locale, user: user).language
    }

    /// The user's container of app group `group`, created if needed.
    ///
    /// - Throws: ``HarkError`` when the assistant gave this process no container of that group
    ///   (the manifest's `appGroup` names the group an extension may use), or it cannot be made.
    public func container(forGroup group: String) throws(HarkError) -> AppGroupContainer {
        let container: AppGroupContainer
        switch containers {
        case .given(let given) where given.group.isEmpty:
            // Describing itself at install: a scratch folder stands in for any container.
            container = AppGroupContainer(group: group, url: given.url)
        case .given(let given):
            guard given.group == group else {
                throw HarkError(
                    code: .invalidAppGroup,
                    message: "this extension may use the container of \(given.group) only, not of \(group)"
                )
            }
            container = given
        case .dataDirectory(let directory):
            container = try directory.container(forGroup: group, user: user)
        case .none:
            throw HarkError(
                code: .invalidAppGroup,
                message: "the assistant gave this extension no container (declare appGroup: \(group) in the app's manifest)"
            )
        }
        try container.create()
        return container
    }
}

/// Registers nothing: for describing an extension, where no user's words matter.
struct DiscardingRegistrar: VocabularyRegistering {
    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {}
}
