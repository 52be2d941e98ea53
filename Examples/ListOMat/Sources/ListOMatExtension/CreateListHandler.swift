public import Hark
public import ListOMatKit

/// Creates a list, with its first items when the user names them ("create a list called
/// Packing with passport and charger"). A name already taken is unsupported (`listExists`).
public struct CreateListHandler: CreateTaskListIntentHandling {
    let resolver: ListResolver

    /// A handler over `store`, matching names by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    public func resolveTitle(for intent: CreateTaskListIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let title = intent.title, !title.spokenPhrase.trimmingWhitespace.isEmpty else { return .needsValue }
        let lists = try resolver.store.lists()
        if case .exact(let existing) = resolver.matcher.match(title.spokenPhrase, among: lists, name: \.name) {
            return .unsupported(reason: Reasons.listExists(existing[0].name, language: resolver.language))
        }
        return .success(SpeakableString(spokenPhrase: title.spokenPhrase.trimmingWhitespace))
    }

    public func handle(intent: CreateTaskListIntent) async throws -> CreateTaskListIntentResponse {
        guard let title = intent.title else { return CreateTaskListIntentResponse(code: .failure) }
        do {
            let list = try await resolver.store.createList(
                named: title.spokenPhrase, items: (intent.taskTitles ?? []).map(\.spokenPhrase)
            )
            return CreateTaskListIntentResponse(code: .success, createdTaskList: list.taskList)
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return CreateTaskListIntentResponse(code: .failure)
        }
    }
}
