import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import Hummingbird

/// `/v1/conversations` and `/v1/invoke`: turns of a conversation, by text or by intent.
extension HarkServer {
    func addConversationRoutes(to api: RouterGroup<ServerRequestContext>) {
        api.get("me") { _, context in
            try JSONBody.response(API.Me(user: context.authenticatedUser))
        }
        api.post("conversations") { request, context in
            let body = try await JSONBody.decode(API.TurnRequest.self, from: request, context: context)
            return try await respond(to: body, conversation: nil, user: context.authenticatedUser)
        }
        api.post("conversations/:id") { request, context in
            let id = try context.parameters.require("id")
            let user = try context.authenticatedUser
            let body = try await JSONBody.decode(API.TurnRequest.self, from: request, context: context)
            return try await locks.run(user: user, conversation: id) {
                guard try await assistant.conversation(id, user: user) != nil else {
                    throw ServerError.unknownConversation(id)
                }
                return try await respond(to: body, conversation: id, user: user)
            }
        }
        api.get("conversations/:id") { _, context in
            let id = try context.parameters.require("id")
            guard let transcript = try await assistant.transcript(of: id, user: context.authenticatedUser) else {
                throw ServerError.unknownConversation(id)
            }
            return try JSONBody.response(API.Transcript(conversation: id, transcript: transcript))
        }
        api.post("invoke") { request, context in
            let user = try context.authenticatedUser
            let body = try await JSONBody.decode(API.InvokeRequest.self, from: request, context: context)
            let locale = body.locale ?? "en"
            try assistant.checkLocale(locale)
            let intent = Intent(name: body.intent, parameters: body.parameters ?? [:])
            do {
                try assistant.checkInvocation(of: intent, app: body.app)
            } catch let error as AssistantError where [.unknownIntent, .unknownParameter, .invalidParameterValue].contains(error.code) {
                throw ServerError.invalidValue(error.message)
            }
            let turn = await assistant.invoke(
                intent, app: body.app, locale: locale, session: Session(user: user, isAuthenticated: body.locked != true))
            return try JSONBody.response(API.Turn(turn: turn, card: snippets.snippet(for: turn, locale: locale)))
        }
    }

    private func respond(to body: API.TurnRequest, conversation: String?, user: String) async throws -> Response {
        let locale = body.locale ?? "en"
        try assistant.checkLocale(locale)
        let text = body.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw ServerError.invalidValue("'text' is empty; say something")
        }
        let session = Session(user: user, isAuthenticated: body.locked != true)
        let turn = await assistant.respond(to: text, locale: locale, conversation: conversation, session: session)
        return try JSONBody.response(API.Turn(turn: turn, card: snippets.snippet(for: turn, locale: locale)))
    }
}

extension ServerRequestContext {
    /// The user the bearer token named; only `/v1` routes, behind ``BearerAuthentication``, ask.
    var authenticatedUser: String {
        get throws {
            guard let user else {
                throw ServerError(status: .unauthorized, code: .unauthorized, message: "the request carries no token")
            }
            return user
        }
    }
}
