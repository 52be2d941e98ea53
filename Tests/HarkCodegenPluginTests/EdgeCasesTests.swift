import Foundation
import Hark
import Testing

/// The Swift generated from `EdgeCases.intents.yaml` compiles and behaves: a file that tempts the
/// raw string literal, an intent with nothing in it, names generated code uses for itself.
struct EdgeCasesTests {
    struct Pong: PingIntentHandling {
        func handle(intent: PingIntent) async throws -> PingIntentResponse {
            PingIntentResponse(code: .success)
        }
    }

    @Test func definitionWithQuotesAndHashesIsEmbeddedByteForByte() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "EdgeCases.intents.yaml")
        #expect(Data(EdgeCases.definition.text.utf8) == (try Data(contentsOf: file)))
    }

    @Test func anIntentWithoutParametersStillBridges() async throws {
        let handler = PingIntentHandler(Pong())
        #expect(try await handler.handle(intent: PingIntent().intent) == IntentResponse(code: .success))
        await #expect(throws: HarkError.unknownParameter("anything", of: "Ping")) {
            try await handler.resolve(parameter: "anything", of: Intent(name: "Ping"))
        }
    }

    @Test func parametersNamedLikeGeneratedLocalsRoundTrip() throws {
        let share = ShareNotesIntent(notes: [Note(title: "Recipes")], parameters: "p", value: 3)
        #expect(
            share.intent.parameters == [
                "notes": .list([.note(Note(title: "Recipes"))]),
                "parameters": .string("p"),
                "value": .integer(3),
            ])
        #expect(try ShareNotesIntent(share.intent) == share)
        let response = ShareNotesIntentResponse(code: .failureNoRecipients, parameters: "q")
        #expect(try ShareNotesIntentResponse(response.response) == response)
    }

    @Test func aFactoryWhoseValuesAreOrderedUnlikeThePropertiesCompiles() throws {
        let response = ShareNotesIntentResponse.failureUnreachable(
            recipients: [Person(displayName: "Ana")], sharedNotes: [Note(title: "Recipes")]
        )
        #expect(response.code == .failureUnreachable)
        #expect(response.recipients == [Person(displayName: "Ana")])
        #expect(response.sharedNotes == [Note(title: "Recipes")])
        #expect(response.parameters == nil)
        #expect(try ShareNotesIntentResponse(response.response) == response)
    }
}
