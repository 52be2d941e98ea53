import Hark

/// Answers one request of the protocol with an extension: the same for every transport.
enum MessageDispatcher {
    /// The reply to `message`, made with `app` at `version`.
    static func reply(to message: ExtensionMessage, app: some AppExtension, version: String) async -> ExtensionMessage {
        let id = message.id
        switch message.type {
        case .describe:
            return .description(id: id, ExtensionDescription(app, version: version))
        case .resolve, .confirm, .handle:
            guard let intent = message.intent else { return .error(id: id, "a \(message.type.rawValue) request needs an intent") }
            let context = message.context ?? ExtensionMessage.Context(user: HandlerContext.defaultUser, locale: "en")
            return await HandlerContext.$current.withValue(HandlerContext(locale: context.locale, user: context.user)) {
                guard let handler = app.handler(for: intent) else {
                    return .error(id: id, "\(app.manifest.displayName) does not handle \(intent.name)")
                }
                do {
                    switch message.type {
                    case .resolve:
                        guard let parameter = message.parameter else { return .error(id: id, "a resolve request needs a parameter") }
                        return .resolved(id: id, try await handler.resolve(parameter: parameter, of: intent))
                    case .confirm:
                        return .response(id: id, try await handler.confirm(intent: intent))
                    default:
                        return .response(id: id, try await handler.handle(intent: intent))
                    }
                } catch {
                    return .error(id: id, String(describing: error))
                }
            }
        case .continueActivity:
            guard let activity = message.activity else { return .error(id: id, "a continueActivity request needs an activity") }
            let context = message.context ?? ExtensionMessage.Context(user: HandlerContext.defaultUser, locale: "en")
            return await HandlerContext.$current.withValue(HandlerContext(locale: context.locale, user: context.user)) {
                do {
                    return .continued(id: id, try await app.continueActivity(activity))
                } catch {
                    return .error(id: id, String(describing: error))
                }
            }
        default:
            return .error(id: id, "\(message.type.rawValue) is not a request an extension answers")
        }
    }
}
