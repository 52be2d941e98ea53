public import HarkAssistant
import HarkDialog
import Testing

/// What every ``AuthorizationStore`` does.
public enum AuthorizationStoreChecks {
    static let listOMat = "com.app-o-mat.listomat"
    static let notely = "com.example.notely"

    public static let all: [StoreCheck<any AuthorizationStore>] = [
        StoreCheck("an app nobody was asked about is not determined") { open in
            let store = try await open()
            #expect(try await store.status(app: listOMat, user: "ana") == .notDetermined)
        },
        StoreCheck("an answer is kept per user and per app, and another opening reads it") { open in
            let writer = try await open()
            try await writer.setStatus(.allowed, app: listOMat, user: "ana")
            try await writer.setStatus(.denied, app: listOMat, user: "ben")
            let reader = try await open()
            #expect(try await reader.status(app: listOMat, user: "ana") == .allowed)
            #expect(try await reader.status(app: listOMat, user: "ben") == .denied)
            #expect(try await reader.status(app: notely, user: "ana") == .notDetermined)
        },
        StoreCheck("an answer can be changed, and forgotten") { open in
            let store = try await open()
            try await store.setStatus(.allowed, app: listOMat, user: "ana")
            try await store.setStatus(.denied, app: listOMat, user: "ana")
            #expect(try await store.status(app: listOMat, user: "ana") == .denied)
            try await store.setStatus(.notDetermined, app: listOMat, user: "ana")
            #expect(try await store.status(app: listOMat, user: "ana") == .notDetermined)
        },
    ]
}
