/// A handler for one intent, as the assistant drives it: resolve each parameter, confirm, handle.
///
/// Apps rarely implement this directly. Each intent in a definition file gets a typed protocol
/// (`AddTasksIntentHandling`) and a bridge (`AddTasksIntentHandler`) that adopts this one; an
/// ``AppExtension`` returns the bridge from `handler(for:)`.
///
/// Every method may throw: the assistant turns an error into a clear failure that names the app,
/// and so it does with a call that misses its deadline.
public protocol IntentHandling: Sendable {
    /// Resolves one parameter of `intent`. A list parameter gets one result per item; any other
    /// parameter gets exactly one result.
    func resolve(parameter: String, of intent: Intent) async throws -> [ResolutionResult<ParameterValue>]

    /// Checks the resolved intent before it is handled; answers `.ready` or a failure code.
    func confirm(intent: Intent) async throws -> IntentResponse

    /// Carries the intent out.
    func handle(intent: Intent) async throws -> IntentResponse
}
