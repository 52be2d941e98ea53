public import Foundation

/// A Swift type that can be an intent parameter: it converts to and from ``ParameterValue``.
///
/// Generated intents use this to expose typed properties over an untyped ``Intent``. Custom
/// enumerations generated from definition files conform through their raw value.
public protocol IntentValue: Sendable, Hashable {
    /// The value, or `nil` when `parameterValue` holds something else.
    init?(parameterValue: ParameterValue)
    /// The value as an untyped parameter value.
    var parameterValue: ParameterValue { get }
}

extension String: IntentValue {
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .string(let value), .enumeration(let value): self = value
        case .speakableString(let value): self = value.spokenPhrase
        default: return nil
        }
    }
    public var parameterValue: ParameterValue { .string(self) }
}

extension SpeakableString: IntentValue {
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .speakableString(let value): self = value
        case .string(let value): self.init(spokenPhrase: value)
        default: return nil
        }
    }
    public var parameterValue: ParameterValue { .speakableString(self) }
}

extension Int: IntentValue {
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .integer(let value): self = value
        case .decimal(let value):
            guard let exact = Int(exactly: NSDecimalNumber(decimal: value).doubleValue) else { return nil }
            self = exact
        default: return nil
        }
    }
    public var parameterValue: ParameterValue { .integer(self) }
}

extension Decimal: IntentValue {
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .decimal(let value): self = value
        case .integer(let value): self = Decimal(value)
        default: return nil
        }
    }
    public var parameterValue: ParameterValue { .decimal(self) }
}

extension Bool: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .boolean(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .boolean(self) }
}

extension DateComponents: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .dateComponents(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .dateComponents(self) }
}

extension TaskStatus: IntentValue {}

/// Conformance for enumerations whose raw value is the case identifier used in definition files.
extension IntentValue where Self: RawRepresentable, RawValue == String {
    public init?(parameterValue: ParameterValue) {
        guard case .enumeration(let value) = parameterValue else { return nil }
        self.init(rawValue: value)
    }
    public var parameterValue: ParameterValue { .enumeration(rawValue) }
}
