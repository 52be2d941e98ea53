import Hark
public import HarkAssistant
import HarkLanguage
import Testing

/// What every ``VocabularyStore`` does.
public enum VocabularyStoreChecks {
    static let listOMat = "com.app-o-mat.listomat"
    static let notely = "com.example.notely"

    public static let all: [StoreCheck<any VocabularyStore>] = [
        StoreCheck("words are kept per user, app and kind, and another opening reads them") { open in
            let writer = try await open()
            try await writer.setVocabulary(["Grocery Store", "Hardware Store"], of: "TaskList", app: listOMat, user: "ana")
            try await writer.setVocabulary(["買い物リスト"], of: "TaskList", app: listOMat, user: "ben")
            try await writer.setVocabulary(["milk"], of: "Task", app: listOMat, user: "ana")
            try await writer.setVocabulary(["Diario"], of: "Note", app: notely, user: "ana")
            let reader = try await open()
            let ana = try await reader.vocabulary(user: "ana")
            #expect(ana.values(kind: "TaskList", app: listOMat).map(\.spokenPhrase) == ["Grocery Store", "Hardware Store"])
            #expect(ana.values(kind: "Task", app: listOMat).map(\.spokenPhrase) == ["milk"])
            #expect(ana.values(kind: "Note", app: notely).map(\.spokenPhrase) == ["Diario"])
            #expect(try await reader.vocabulary(user: "ben").values(kind: "TaskList", app: listOMat).map(\.spokenPhrase) == ["買い物リスト"])
            #expect(try await reader.vocabulary(user: "cleo").values(kind: "TaskList", app: listOMat).isEmpty)
        },
        StoreCheck("a kind's new words replace its old ones, and leave other kinds alone") { open in
            let store = try await open()
            try await store.setVocabulary(["Grocery Store", "Hardware Store"], of: "TaskList", app: listOMat, user: "ana")
            try await store.setVocabulary(["milk"], of: "Task", app: listOMat, user: "ana")
            try await store.setVocabulary(["Grocery Store"], of: "TaskList", app: listOMat, user: "ana")
            let ana = try await store.vocabulary(user: "ana")
            #expect(ana.values(kind: "TaskList", app: listOMat).map(\.spokenPhrase) == ["Grocery Store"])
            #expect(ana.values(kind: "Task", app: listOMat).map(\.spokenPhrase) == ["milk"])
            try await store.setVocabulary([], of: "Task", app: listOMat, user: "ana")
            #expect(try await store.vocabulary(user: "ana").values(kind: "Task", app: listOMat).isEmpty)
        },
        StoreCheck("an app registering as SiriKit apps do registers for the default user; a registrar for another") { open in
            let store = try await open()
            try await store.setVocabulary(["Lista de la compra"], of: "TaskList", app: listOMat)
            try await store.registrar(for: "ana").setVocabulary(["Courses"], of: "TaskList", app: listOMat)
            #expect(
                try await store.vocabulary(user: Session.defaultUser).values(kind: "TaskList", app: listOMat).map(\.spokenPhrase) == [
                    "Lista de la compra"
                ])
            #expect(try await store.vocabulary(user: "ana").values(kind: "TaskList", app: listOMat).map(\.spokenPhrase) == ["Courses"])
        },
        StoreCheck("a spoken phrase keeps its pronunciation and identifier") { open in
            let store = try await open()
            let value = SpeakableString(spokenPhrase: "ListOMat Lists", identifier: "list-7", pronunciationHint: "list oh mat lists")
            try await store.setVocabulary([value], of: "TaskList", app: listOMat, user: "ana")
            #expect(try await store.vocabulary(user: "ana").values(kind: "TaskList", app: listOMat) == [value])
        },
    ]
}
