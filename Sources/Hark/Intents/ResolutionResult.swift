/// What a handler concluded about one parameter value: the six outcomes of SiriKit's resolution.
///
/// | outcome | when | what the assistant does |
/// |---|---|---|
/// | `success` | the value is exactly one thing the app knows | moves on |
/// | `disambiguation` | the value matches several things | asks "which one?" |
/// | `confirmationRequired` | the match is likely but not certain | asks "did you mean …?" |
/// | `needsValue` | the value is missing and required | asks for it |
/// | `notRequired` | the app does not need the value | moves on |
/// | `unsupported` | the app cannot work with the value | says why, asks again or stops |
public enum ResolutionResult<Value: Sendable>: Sendable {
    case success(Value)
    case disambiguation([Value])
    case confirmationRequired(Value)
    case needsValue
    case notRequired
    case unsupported(reason: UnsupportedReason? = nil)

    /// The same outcome with its values transformed.
    public func map<NewValue: Sendable>(_ transform: (Value) throws -> NewValue) rethrows -> ResolutionResult<NewValue> {
        switch self {
        case .success(let value): .success(try transform(value))
        case .disambiguation(let values): .disambiguation(try values.map(transform))
        case .confirmationRequired(let value): .confirmationRequired(try transform(value))
        case .needsValue: .needsValue
        case .notRequired: .notRequired
        case .unsupported(let reason): .unsupported(reason: reason)
        }
    }

    /// The resolved value, when the outcome is `success`.
    public var resolvedValue: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The outcome's name, for logs, transcripts and JSON.
    public var outcome: Outcome {
        switch self {
        case .success: .success
        case .disambiguation: .disambiguation
        case .confirmationRequired: .confirmationRequired
        case .needsValue: .needsValue
        case .notRequired: .notRequired
        case .unsupported: .unsupported
        }
    }

    /// The names of the six outcomes.
    public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
        case success, disambiguation, confirmationRequired, needsValue, notRequired, unsupported
    }
}

extension ResolutionResult: Equatable where Value: Equatable {}
extension ResolutionResult: Hashable where Value: Hashable {}

extension ResolutionResult: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case outcome, value, values, reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Outcome.self, forKey: .outcome) {
        case .success: self = .success(try container.decode(Value.self, forKey: .value))
        case .disambiguation: self = .disambiguation(try container.decode([Value].self, forKey: .values))
        case .confirmationRequired: self = .confirmationRequired(try container.decode(Value.self, forKey: .value))
        case .needsValue: self = .needsValue
        case .notRequired: self = .notRequired
        case .unsupported:
            self = .unsupported(reason: try container.decodeIfPresent(UnsupportedReason.self, forKey: .reason))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(outcome, forKey: .outcome)
        switch self {
        case .success(let value), .confirmationRequired(let value): try container.encode(value, forKey: .value)
        case .disambiguation(let values): try container.encode(values, forKey: .values)
        case .unsupported(let reason): try container.encodeIfPresent(reason, forKey: .reason)
        case .needsValue, .notRequired: break
        }
    }
}

extension ResolutionResult where Value: IntentValue {
    /// The outcome with its values as untyped parameter values, as the dialog consumes them.
    public var erased: ResolutionResult<ParameterValue> {
        map(\.parameterValue)
    }
}
