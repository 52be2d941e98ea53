import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import HarkShortcuts

/// `/v1/activities` and `/v1/shortcuts/{shortcut}/run`: what the user does in an app itself,
/// donated as a shortcut, and any shortcut run again — an intent through the conversation, an
/// activity handed back to its app.
extension HarkServer {
    func donateActivity(_ input: Operations.DonateActivity.Input) async throws -> Operations.DonateActivity.Output {
        let body =
            switch input.body {
            case .json(let body): body
            }
        let user = try Caller.user
        let locale = try checkedLocale(body.locale)
        let shortcut: Shortcut
        do {
            shortcut = try await assistant.donate(body.activity, app: body.app, session: Session(user: user))
        } catch let error as ShortcutsError {
            throw ServerError.invalidValue(error.message)
        }
        return .created(
            .init(body: .json(.init(shortcut: shortcut.shortIdentifier, title: assistant.title(of: shortcut, locale: locale)))))
    }

    func runShortcut(_ input: Operations.RunShortcut.Input) async throws -> Operations.RunShortcut.Output {
        let body =
            switch input.body {
            case .json(let body): body
            }
        let user = try Caller.user
        let reference = input.path.shortcut
        let locale = try checkedLocale(body.locale)
        let session = Session(user: user, isAuthenticated: body.locked != true, timeZone: try Self.timeZone(body.timeZone))
        guard let turn = try await assistant.runShortcut(reference, locale: locale, session: session) else {
            throw ServerError(status: .notFound, code: .notFound, message: "you have no shortcut '\(reference)'")
        }
        return .ok(.init(body: .json(.init(turn, card: snippets.snippet(for: turn, locale: locale)))))
    }
}
