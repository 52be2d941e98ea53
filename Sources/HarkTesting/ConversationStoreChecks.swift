public import Foundation
public import HarkAssistant
import HarkDialog
import Testing

/// What every ``ConversationStore`` does.
public enum ConversationStoreChecks {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    public static let all: [StoreCheck<any ConversationStore>] = [
        StoreCheck("a saved conversation comes back as it was, under its user and id only") { open in
            let store = try await open()
            var conversation = Conversation(id: "c1", user: "ana", locale: "es", now: start)
            conversation.transcript.append(TranscriptEntry(speaker: .user, text: "muestra la lista de la compra", at: start))
            try await store.save(conversation)
            #expect(try await store.conversation(id: "c1", user: "ana") == conversation)
            #expect(try await store.conversation(id: "c1", user: "ben") == nil)
            #expect(try await store.conversation(id: "c2", user: "ana") == nil)
        },
        StoreCheck("what one opening saves, another reads; saving again replaces it") { open in
            let writer = try await open()
            var conversation = Conversation(id: "c1", user: "ana", locale: "ja", now: start)
            try await writer.save(conversation)
            conversation.transcript.append(TranscriptEntry(speaker: .assistant, text: "どのリストですか?", at: start.addingTimeInterval(1)))
            try await writer.save(conversation)
            let reader = try await open()
            #expect(try await reader.conversation(id: "c1", user: "ana") == conversation)
        },
        StoreCheck("the same id of two users is two conversations") { open in
            let store = try await open()
            try await store.save(Conversation(id: "c1", user: "ana", locale: "es", now: start))
            try await store.save(Conversation(id: "c1", user: "ben", locale: "ar", now: start))
            #expect(try await store.conversation(id: "c1", user: "ana")?.locale == "es")
            #expect(try await store.conversation(id: "c1", user: "ben")?.locale == "ar")
        },
        StoreCheck("removing inactive conversations removes those last changed before the date, and counts them") { open in
            let store = try await open()
            try await store.save(Conversation(id: "old", user: "ana", now: start))
            try await store.save(Conversation(id: "new", user: "ana", now: start.addingTimeInterval(600)))
            try await store.save(Conversation(id: "old", user: "ben", now: start.addingTimeInterval(100)))
            #expect(try await store.removeConversations(inactiveSince: start.addingTimeInterval(300)) == 2)
            #expect(try await store.conversation(id: "old", user: "ana") == nil)
            #expect(try await store.conversation(id: "old", user: "ben") == nil)
            #expect(try await store.conversation(id: "new", user: "ana") != nil)
            #expect(try await store.removeConversations(inactiveSince: start.addingTimeInterval(300)) == 0)
        },
    ]
}
