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

    /// Resolves the first of `parameters`, and may go on to the ones after it, in order, for as
    /// long as each one's results leave `intent` as it is (``Intent/keeps(_:after:)``): the
    /// resolutions the assistant would ask for one by one next, answered in one call. A handler
    /// in another process or on the network answers a whole request's parameters this way with
    /// one message or two instead of one each. The default resolves the first alone.
    ///
    /// - Returns: The first parameter's results, then those of the parameters after it that were
    ///   resolved, in the order asked.
    func resolve(parameters: [String], of intent: Intent) async throws -> [ResolvedParameter]

    /// Checks the resolved intent before it is handled; answers `.ready` or a failure code.
    func confirm(intent: Intent) async throws -> IntentResponse

    /// Carries the intent out.
    func handle(intent: Intent) async throws -> IntentResponse
}

extension IntentHandling {
    public func resolve(parameters: [String], of intent: Intent) async throws -> [ResolvedParameter] {
        guard let first = parameters.first else { return [] }
        return [ResolvedParameter(parameter: first, results: try await resolve(parameter: first, of: intent))]
    }
}

/// A parameter's name and the results its resolution gave.
public struct ResolvedParameter: Sendable, Hashable, Codable {
    public var parameter: String
    public var results: [ResolutionResult<ParameterValue>]

    public init(parameter: String, results: [ResolutionResult<ParameterValue>]) {
        self.parameter = parameter
        self.results = results
    }
}

extension Intent {
    /// Whether `results`, resolving `parameter`, leave the intent as it is: every result is
    /// `notRequired`, or the successes give back exactly the value the intent holds (one value,
    /// or a list of them). Any other outcome needs the user, and a new value changes the intent
    /// the next parameter is resolved with.
    public func keeps(_ parameter: String, after results: [ResolutionResult<ParameterValue>]) -> Bool {
        var accepted: [ParameterValue] = []
        for result in results {
            switch result {
            case .success(let value): accepted.append(value)
            case .notRequired: continue
            default: return false
            }
        }
        guard !accepted.isEmpty else { return true }
        let current = self[parameter]
        return current == .list(accepted) || (accepted.count == 1 && current == accepted[0])
    }
}
