public import Hark

/// An app whose one handler does what the test says: the stand-in for an app when the test is
/// about the assistant — a handler that fails, hangs, asks for a value, or answers slowly.
///
/// ```swift
/// var app = ScriptedApp(manifest: AppManifest(identifier: "org.example.lists", displayName: "Lists",
///                                             supportedIntents: ["AddTasks"]))
/// app.handler.onHandle = { intent in IntentResponse(code: .failure) }
/// ```
public struct ScriptedApp: AppExtension {
    public var manifest: AppManifest
    public var definitions: [DefinitionSource]
    /// The handler of every intent the app supports.
    public var handler: ScriptedHandler

    /// An app with `manifest` over `definitions` (by default the Lists & Notes domain), whose
    /// handler succeeds at everything until told otherwise.
    public init(
        manifest: AppManifest,
        definitions: [DefinitionSource] = [ListsAndNotes.definition],
        handler: ScriptedHandler = ScriptedHandler()
    ) {
        self.manifest = manifest
        self.definitions = definitions
        self.handler = handler
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        manifest.supportedIntents.contains(intent.name) ? handler : nil
    }
}

/// A handler made of closures: by default every value given is accepted, a request needs no
/// confirmation, and handling succeeds.
public struct ScriptedHandler: IntentHandling {
    /// Resolves one parameter; by default each value given succeeds and a missing one is not required.
    public var onResolve: @Sendable (_ parameter: String, _ intent: Intent) async throws -> [ResolutionResult<ParameterValue>]
    /// Confirms; by default `.ready`.
    public var onConfirm: @Sendable (_ intent: Intent) async throws -> IntentResponse
    /// Handles; by default `.success` with no values.
    public var onHandle: @Sendable (_ intent: Intent) async throws -> IntentResponse

    public init(
        onResolve: @escaping @Sendable (String, Intent) async throws -> [ResolutionResult<ParameterValue>] = ScriptedHandler
            .acceptingEveryValue,
        onConfirm: @escaping @Sendable (Intent) async throws -> IntentResponse = { _ in IntentResponse(code: .ready) },
        onHandle: @escaping @Sendable (Intent) async throws -> IntentResponse = { _ in IntentResponse(code: .success) }
    ) {
        self.onResolve = onResolve
        self.onConfirm = onConfirm
        self.onHandle = onHandle
    }

    public func resolve(parameter: String, of intent: Intent) async throws -> [ResolutionResult<ParameterValue>] {
        try await onResolve(parameter, intent)
    }

    public func confirm(intent: Intent) async throws -> IntentResponse { try await onConfirm(intent) }

    public func handle(intent: Intent) async throws -> IntentResponse { try await onHandle(intent) }

    /// Each value the intent holds for `parameter` succeeds; no value is `.notRequired`.
    public static let acceptingEveryValue: @Sendable (String, Intent) async throws -> [ResolutionResult<ParameterValue>] = {
        parameter, intent in
        intent[parameter].map { $0.listElements.map { .success($0) } } ?? [.notRequired]
    }

    /// Never returns, and ignores cancellation too: a handler that hangs.
    public static func hang() async {
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
}
