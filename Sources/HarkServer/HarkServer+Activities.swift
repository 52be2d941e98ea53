import Foundation
import Hark
import HarkAssistant
import HarkShortcuts
import Hummingbird

/// `/v1/activities` and `/v1/shortcuts/{shortcut}/run`: what the user does in an app itself,
/// donated as a shortcut, and any shortcut run again — an intent through the conversation, an
/// activity handed back to its app.
extension HarkServer {
    func addActivityRoutes(to api: RouterGroup<ServerRequestContext>) {
        api.post("activities") { request, context in
            let user = try context.authenticatedUser
            let body = try await JSONBody.decode(API.ActivityDonation.self, from: request, context: context)
            let shortcut: Shortcut
            do {
                shortcut = try await assistant.donate(body.activity, app: body.app, session: Session(user: user))
            } catch let error as ShortcutsError {
                throw ServerError.invalidValue(error.message)
            }
            let locale = body.locale ?? "en"
            return try JSONBody.response(
                API.DonatedActivity(shortcut: shortcut.shortIdentifier, title: assistant.title(of: shortcut, locale: locale)),
                status: .created)
        }
        api.post("shortcuts/:shortcut/run") { request, context in
            let user = try context.authenticatedUser
            let reference = try context.parameters.require("shortcut")
            let body = try await JSONBody.decode(API.ShortcutRun.self, from: request, context: context)
            let locale = body.locale ?? "en"
            try assistant.checkLocale(locale)
            let session = Session(user: user, isAuthenticated: body.locked != true)
            guard let turn = try await assistant.runShortcut(reference, locale: locale, session: session) else {
                throw ServerError(status: .notFound, code: .notFound, message: "you have no shortcut '\(reference)'")
            }
            return try JSONBody.response(API.Turn(turn: turn, card: snippets.snippet(for: turn, locale: locale)))
        }
    }
}

extension API {
    /// `POST /v1/activities`: a user activity the app donates for the user.
    struct ActivityDonation: Decodable {
        var app: String
        var activity: UserActivity
        /// The language of the shortcut's title in the answer.
        var locale: String?
    }

    /// The answer to `POST /v1/activities`: the shortcut the activity is, by its identifier.
    struct DonatedActivity: Encodable {
        var shortcut: String
        var title: String
    }

    /// `POST /v1/shortcuts/{shortcut}/run`.
    struct ShortcutRun: Decodable {
        var locale: String?
        var locked: Bool?
    }
}
