import Foundation
import HTTPTypes
import HarkAssistant
import HummingbirdTesting
import Testing

/// A turn's `locked` flag: a request restricted while locked asks to unlock, and goes on with
/// the first turn that is not locked.
@Suite("requests from a locked device over the API")
struct LockedDeviceAPITests {
    static let unlock = "You need to unlock your device to do that with Plain Notes. Unlock it, then say “go on”."

    @Test("a locked turn asks to unlock; the next unlocked turn goes on with the request")
    func unlockingGoesOn() async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: "org.example.plainnotes", user: "alice")
        try await fixture.application.test(.router) { client in
            let request = ["text": "In Plain Notes, create a note called Ideas", "locale": "en", "locked": true] as [String: Any]
            let asked = try await client.exchange(.post, "/v1/conversations", token: fixture.alice, json: request)
            #expect(asked.status == .ok)
            #expect(asked.say == Self.unlock)
            #expect(asked.expecting == "confirmation")
            let id = try #require(asked.conversation)

            let stillLocked = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "go on", "locale": "en", "locked": true])
            #expect(stillLocked.say == Self.unlock)

            let done = try await client.exchange(
                .post, "/v1/conversations/\(id)", token: fixture.alice, json: ["text": "go on", "locale": "en"])
            #expect(done.say == "Created the note Ideas.")
            #expect(done["code"] as? String == "success")
        }
    }

    @Test("an unlocked request and an invocation from a locked device")
    func unlockedAndInvoked() async throws {
        let fixture = try await ServerFixture()
        try await fixture.assistant.allow(app: "org.example.plainnotes", user: "alice")
        try await fixture.application.test(.router) { client in
            let unlocked = try await client.exchange(
                .post, "/v1/conversations", token: fixture.alice,
                json: ["text": "In Plain Notes, create a note called Ideas", "locale": "en", "locked": false])
            #expect(unlocked.say == "Created the note Ideas.")
            let invoked = try await client.exchange(
                .post, "/v1/invoke", token: fixture.alice,
                json: [
                    "intent": "CreateNote", "app": "org.example.plainnotes", "locale": "es", "locked": true,
                    "parameters": ["title": ["speakableString": ["spokenPhrase": "Ideas"]]],
                ] as [String: Any])
            #expect(invoked.say == "Tienes que desbloquear tu dispositivo para hacer eso con Plain Notes. Desbloquéalo y di «sigue».")
        }
    }
}
