import Foundation
import HTTPTypes
import Hark
import HarkAccounts
import HarkAssistant

/// `/v1/conversations`, `/v1/invoke` and `/v1/me`: turns of a conversation, by text or by intent.
extension HarkServer {
    func getMe(_ input: Operations.GetMe.Input) async throws -> Operations.GetMe.Output {
        let account = try Caller.authenticatedAccount
        return .ok(.init(body: .json(.init(user: account.name, tokenExpiresAt: account.expiresAt))))
    }

    func startConversation(_ input: Operations.StartConversation.Input) async throws -> Operations.StartConversation.Output {
        let body =
            switch input.body {
            case .json(let body): body
            }
        let user = try Caller.user
        if let limiter = conversationLimiter, let retryAfter = limiter.admit(user) {
            try await limits.waitBeforeRefusing()
            throw ServerError.tooManyRequests(
                "'\(user)' has started \(limiter.perMinute) conversations in the last minute, the most a user may", retryAfter: retryAfter)
        }
        return .ok(.init(body: .json(try await respond(to: body, conversation: nil, user: user))))
    }

    func continueConversation(_ input: Operations.ContinueConversation.Input) async throws -> Operations.ContinueConversation.Output {
        let body =
            switch input.body {
            case .json(let body): body
            }
        let id = input.path.id
        let user = try Caller.user
        let turn = try await locks.run(user: user, conversation: id) {
            guard try await assistant.conversation(id, user: user) != nil else {
                throw ServerError.unknownConversation(id)
            }
            return try await respond(to: body, conversation: id, user: user)
        }
        return .ok(.init(body: .json(turn)))
    }

    func getConversation(_ input: Operations.GetConversation.Input) async throws -> Operations.GetConversation.Output {
        let id = input.path.id
        guard let transcript = try await assistant.transcript(of: id, user: Caller.user) else {
            throw ServerError.unknownConversation(id)
        }
        return .ok(.init(body: .json(.init(conversation: id, transcript: transcript.map(Components.Schemas.TranscriptEntry.init)))))
    }

    func invoke(_ input: Operations.Invoke.Input) async throws -> Operations.Invoke.Output {
        let body =
            switch input.body {
            case .json(let body): body
            }
        let user = try Caller.user
        let locale = try checkedLocale(body.locale)
        let intent = Intent(name: body.intent, parameters: body.parameters?.additionalProperties ?? [:])
        do {
            try assistant.checkInvocation(of: intent, app: body.app)
        } catch {
            guard [.unknownIntent, .unknownParameter, .invalidParameterValue].contains(error.code) else { throw error }
            throw ServerError.invalidValue(error.message)
        }
        let session = Session(user: user, isAuthenticated: body.locked != true, timeZone: try Self.timeZone(body.timeZone))
        let turn = try failIfFailed(await assistant.invoke(intent, app: body.app, locale: locale, session: session))
        return .ok(.init(body: .json(.init(turn, card: snippets.snippet(for: turn, locale: locale)))))
    }

    private func respond(to body: Components.Schemas.UserTurn, conversation: String?, user: String) async throws
        -> Components.Schemas.AssistantTurn
    {
        let locale = try checkedLocale(body.locale)
        let text = body.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw ServerError.invalidValue("'text' is empty; say something")
        }
        let length = text.unicodeScalars.count
        guard length <= Assistant.maximumRequestLength else {
            throw ServerError.invalidValue(
                "'text' is \(length) characters long; a request may be at most \(Assistant.maximumRequestLength)")
        }
        let session = Session(user: user, isAuthenticated: body.locked != true, timeZone: try Self.timeZone(body.timeZone))
        let turn = try failIfFailed(await assistant.respond(to: text, locale: locale, conversation: conversation, session: session))
        return .init(turn, card: snippets.snippet(for: turn, locale: locale))
    }

    /// `turn`, unless the assistant could not do its part (a store it could not write, the disk
    /// full): then a 500 `internalError` whose message is the apology and the reason, in the
    /// user's language, rather than a 200 a client would take for an answer.
    private func failIfFailed(_ turn: AssistantTurn) throws -> AssistantTurn {
        guard turn.failure == nil else {
            throw ServerError(status: .internalServerError, code: .internalError, message: turn.say)
        }
        return turn
    }

    /// The time zone `name` names (an IANA name: Europe/Paris, UTC), or `nil` when absent.
    static func timeZone(_ name: String?) throws -> TimeZone? {
        guard let name else { return nil }
        guard OpenAPIDocument.allows(name, as: "TimeZone"), let zone = TimeZone(identifier: name) else {
            throw ServerError.invalidValue("'timeZone' must be a time zone's IANA name, such as Europe/Paris or UTC, not '\(name)'")
        }
        return zone
    }

    /// `locale`, or English when absent, once it is known to be a locale the document allows
    /// and the assistant speaks.
    ///
    /// - Throws: ``ServerError`` `unsupportedLocale` (400) naming it.
    func checkedLocale(_ locale: String?) throws -> String {
        guard let locale else { return "en" }
        guard OpenAPIDocument.allows(locale, as: "Locale") else {
            throw ServerError(
                status: .badRequest, code: .unsupportedLocale,
                message: "'\(locale)' is not a locale the assistant speaks: use en, es, fr, ja or ar, with or without a region (en-GB)"
            )
        }
        try assistant.checkLocale(locale)
        return locale
    }
}
