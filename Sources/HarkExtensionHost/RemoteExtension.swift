public import Hark
import HarkExtensionKit

/// An installed extension as the assistant sees it: an ``AppExtension`` whose manifest,
/// definitions and cards come from its install record, and whose handlers send each call to its
/// process or web service.
public struct RemoteExtension: AppExtension {
    /// The app as installed.
    public let app: InstalledApp
    let transport: any ExtensionTransport

    init(app: InstalledApp, transport: any ExtensionTransport) {
        self.app = app
        self.transport = transport
    }

    public var manifest: AppManifest { app.manifest }
    public var definitions: [DefinitionSource] { app.description.definitions }
    public var snippetTemplates: [SnippetTemplate] { app.description.snippetTemplates }

    /// A handler that forwards to the extension, for the user and locale of the call in progress.
    public func handler(for intent: Intent) -> (any IntentHandling)? {
        guard manifest.supports(intent.name) else { return nil }
        let context = HandlerContext.current ?? HandlerContext(locale: "en")
        return RemoteIntentHandler(transport: transport, context: ExtensionMessage.Context(user: context.user, locale: context.locale))
    }

    /// Sends the activity to the extension, which answers what to show, or nothing when the user
    /// must continue in the app.
    public func continueActivity(_ activity: UserActivity) async throws -> ActivityContinuation? {
        let context = HandlerContext.current ?? HandlerContext(locale: "en")
        let reply = try await transport.send(
            .continueActivity(id: 0, activity, context: ExtensionMessage.Context(user: context.user, locale: context.locale)),
            user: context.user, locale: context.locale)
        guard reply.type == .continued else {
            throw ExtensionFailure("it answered continueActivity with \(reply.type.rawValue)")
        }
        return reply.continuation
    }
}

/// Resolve, confirm and handle as messages to an extension.
struct RemoteIntentHandler: IntentHandling {
    let transport: any ExtensionTransport
    let context: ExtensionMessage.Context

    func resolve(parameter: String, of intent: Intent) async throws -> [ResolutionResult<ParameterValue>] {
        let reply = try await transport.send(
            .resolve(id: 0, parameter: parameter, of: intent, context: context), user: context.user, locale: context.locale)
        guard reply.type == .resolved, let results = reply.results else {
            throw ExtensionFailure("it answered resolve with \(reply.type.rawValue)")
        }
        return results
    }

    /// One `resolve` message for the first parameter, naming the others as `next`; the
    /// extension's `nextResults` are taken as far as they follow `parameters` in order (an
    /// extension that does not resolve ahead sends none).
    func resolve(parameters: [String], of intent: Intent) async throws -> [ResolvedParameter] {
        guard let first = parameters.first else { return [] }
        let next = Array(parameters.dropFirst())
        let reply = try await transport.send(
            .resolve(id: 0, parameter: first, of: intent, context: context, next: next), user: context.user, locale: context.locale)
        guard reply.type == .resolved, let results = reply.results else {
            throw ExtensionFailure("it answered resolve with \(reply.type.rawValue)")
        }
        var resolved = [ResolvedParameter(parameter: first, results: results)]
        for (expected, ahead) in zip(next, reply.nextResults ?? []) {
            guard ahead.parameter == expected else { break }
            resolved.append(ahead)
        }
        return resolved
    }

    func confirm(intent: Intent) async throws -> IntentResponse {
        try await call(.confirm, intent)
    }

    func handle(intent: Intent) async throws -> IntentResponse {
        try await call(.handle, intent)
    }

    private func call(_ type: ExtensionMessage.Kind, _ intent: Intent) async throws -> IntentResponse {
        let reply = try await transport.send(
            .call(type, id: 0, intent: intent, context: context), user: context.user, locale: context.locale)
        guard reply.type == .response, let response = reply.response else {
            throw ExtensionFailure("it answered \(type.rawValue) with \(reply.type.rawValue)")
        }
        return response
    }
}
