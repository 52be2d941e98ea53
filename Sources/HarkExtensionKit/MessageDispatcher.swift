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
                        let results = try await handler.resolve(parameter: parameter, of: intent)
                        guard let next = message.next, !next.isEmpty, intent.keeps(parameter, after: results) else {
                            return .resolved(id: id, results)
                        }
                        return .resolved(id: id, results, next: await resolvingAhead(next, of: intent, with: handler))
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

    /// How long resolving ahead may add to a `resolve` request: enough for the resolutions that
    /// read what the app keeps, so that one reply stays within the assistant's deadline for one.
    static let aheadBudget = Duration.milliseconds(50)

    /// The results of `parameters` after a parameter that left `intent` as it was: each in turn,
    /// up to and with the first whose results would change the intent or need the user, within
    /// ``aheadBudget``. A resolution that throws ends the run without its result: the assistant
    /// asks for that parameter on its own and hears the error then.
    static func resolvingAhead(_ parameters: [String], of intent: Intent, with handler: any IntentHandling) async -> [ResolvedParameter] {
        let clock = ContinuousClock()
        let start = clock.now
        var resolved: [ResolvedParameter] = []
        for parameter in parameters {
            guard clock.now - start < aheadBudget, let results = try? await handler.resolve(parameter: parameter, of: intent) else { break }
            resolved.append(ResolvedParameter(parameter: parameter, results: results))
            guard intent.keeps(parameter, after: results) else { break }
        }
        return resolved
    }
}
