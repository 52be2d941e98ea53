public import Hark
public import ListOMatKit

/// Creates a note ("create a note called Ideas", "make a note called Ideas saying buy a boat").
/// A title already taken is unsupported (`noteExists`).
public struct CreateNoteHandler: CreateNoteIntentHandling {
    let resolver: ListResolver

    /// A handler over the notes beside `store`, matching titles by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    public func resolveTitle(for intent: CreateNoteIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let title = intent.title, !title.spokenPhrase.trimmingWhitespace.isEmpty else { return .needsValue }
        let notes = try resolver.store.notes.notes()
        if case .exact(let existing) = resolver.matcher.match(title.spokenPhrase, among: notes, name: \.title) {
            return .unsupported(reason: Reasons.noteExists(existing[0].title, language: resolver.language))
        }
        return .success(SpeakableString(spokenPhrase: title.spokenPhrase.trimmingWhitespace))
    }

    public func resolveContent(for intent: CreateNoteIntent) async throws -> ResolutionResult<String> {
        guard let content = intent.content, !content.trimmingWhitespace.isEmpty else { return .notRequired }
        return .success(content.trimmingWhitespace)
    }

    /// List-o-Mat keeps its notes in one place: a group is not something it has.
    public func resolveGroupName(for intent: CreateNoteIntent) async throws -> ResolutionResult<SpeakableString> {
        .notRequired
    }

    public func handle(intent: CreateNoteIntent) async throws -> CreateNoteIntentResponse {
        guard let title = intent.title else { return CreateNoteIntentResponse(code: .failure) }
        do {
            let note = try await resolver.store.notes.createNote(titled: title.spokenPhrase, content: intent.content ?? "")
            return CreateNoteIntentResponse(code: .success, createdNote: note.note)
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return CreateNoteIntentResponse(code: .failure)
        }
    }
}

/// Adds text to the end of a note ("add buy a boat to my Ideas note"). A note the user does not
/// have is offered to be created with the text.
public struct AppendToNoteHandler: AppendToNoteIntentHandling {
    let resolver: ListResolver

    /// A handler over the notes beside `store`, matching titles by the rules of `language`.
    public init(store: ListStore, language: String) {
        self.resolver = ListResolver(store: store, matcher: NameMatcher(language: language))
    }

    public func resolveTargetNote(for intent: AppendToNoteIntent) async throws -> ResolutionResult<Note> {
        try resolver.resolveNote(intent.targetNote, parameter: "targetNote", offeringToCreate: true)
    }

    public func resolveContent(for intent: AppendToNoteIntent) async throws -> ResolutionResult<String> {
        guard let content = intent.content, !content.trimmingWhitespace.isEmpty else { return .needsValue }
        return .success(content.trimmingWhitespace)
    }

    /// Appends the text; a note without an identifier that is not in the store is the one the
    /// user agreed to create ("Shall I create it?"), made with the text.
    public func handle(intent: AppendToNoteIntent) async throws -> AppendToNoteIntentResponse {
        guard let target = intent.targetNote, let content = intent.content else {
            return AppendToNoteIntentResponse(code: .failure)
        }
        do {
            let notes = resolver.store.notes
            if let note = resolver.find(target, in: try notes.notes()) {
                return AppendToNoteIntentResponse(code: .success, note: try await notes.append(content, to: note.id).note)
            }
            let title = target.title.spokenPhrase.trimmingWhitespace
            guard target.identifier == nil, target.title.identifier == nil, !title.isEmpty else {
                return AppendToNoteIntentResponse(code: .failure)
            }
            return AppendToNoteIntentResponse(code: .success, note: try await notes.createNote(titled: title, content: content).note)
        } catch {
            guard error.isAboutTheRequest else { throw error }
            return AppendToNoteIntentResponse(code: .failure)
        }
    }
}
