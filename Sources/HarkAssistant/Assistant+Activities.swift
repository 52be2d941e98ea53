public import Foundation
public import Hark
import HarkDialog
public import HarkShortcuts

/// User activities: what the user does in an app itself, donated so it is suggested like any
/// shortcut, and handed back to the app when the user runs it.
extension Assistant {
    /// Donates `activity`, something the user just did in `app` itself (Currency Rates' rates
    /// screen), for the session's user at their place; it becomes a shortcut, suggested and
    /// phrased like one.
    ///
    /// - Throws: ``AssistantError`` `unknownApp`; ``ShortcutsError`` `undeclaredActivityType`
    ///   when the app's manifest does not declare the type, `missingTitle` without a title.
    @discardableResult
    public func donate(_ activity: UserActivity, app: String, session: Session = Session()) async throws -> Shortcut {
        guard let manifest = extensions[app]?.manifest else { throw AssistantError.unknownApp(app, installed: apps.map(\.identifier)) }
        try await shortcuts.donate(activity, app: manifest, user: session.user, date: clock.now(), place: session.place)
        return Shortcut(app: app, activity: activity)
    }

    /// Hands `activity` back to `app`, which answers what to say and show (its card has the
    /// activity's type as `intent` and `continueActivity` as `code`); an app that does not
    /// continue activities here leaves the user to it: "You can continue in Currency Rates."
    public func continueActivity(
        _ activity: UserActivity, app: String, locale: String, conversation: String? = nil, session: Session = Session()
    ) async -> AssistantTurn {
        let id = conversation ?? UUID().uuidString
        let name = displayName(of: app)
        guard let appExtension = extensions[app] else {
            return AssistantTurn(conversation: id, say: Wording.unknownApp.text(in: locale, ["app": app]))
        }
        do {
            guard try await authorizations.status(app: app, user: session.user) == .allowed else {
                return AssistantTurn(conversation: id, say: Wording.appNotAllowed.text(in: locale, ["app": name]), app: app)
            }
        } catch {
            return .failed(error, conversation: id, locale: locale)
        }
        let outcome = await HandlerContext.$current.withValue(HandlerContext(locale: locale, user: session.user)) {
            await withDeadline(configuration.handlerDeadline, clock: clock) { try await appExtension.continueActivity(activity) }
        }
        switch outcome {
        case .value(let continuation?):
            return AssistantTurn(
                conversation: id, say: continuation.say, app: app, intent: activity.activityType, code: ActivityContinuation.code,
                parameters: continuation.parameters)
        case .value(nil):
            return AssistantTurn(conversation: id, say: Wording.continueInApp.text(in: locale, ["app": name]), app: app)
        case .threw:
            return AssistantTurn(conversation: id, say: Wording.appRanIntoProblem.text(in: locale, ["app": name]), app: app)
        case .missedDeadline:
            return AssistantTurn(conversation: id, say: Wording.appDidNotAnswer.text(in: locale, ["app": name]), app: app)
        }
    }

    /// Runs the user's shortcut `reference` (its identifier or short identifier): its intent
    /// through the conversation, or its activity handed back to the app. `nil` when the user has
    /// no such shortcut.
    public func runShortcut(
        _ reference: String, locale: String, conversation: String? = nil, session: Session = Session()
    ) async throws -> AssistantTurn? {
        guard let shortcut = try await shortcuts.shortcut(reference, user: session.user) else { return nil }
        switch shortcut.action {
        case .intent(let intent):
            return await invoke(intent, app: shortcut.app, locale: locale, conversation: conversation, session: session)
        case .userActivity(let activity):
            return await continueActivity(activity, app: shortcut.app, locale: locale, conversation: conversation, session: session)
        }
    }
}
