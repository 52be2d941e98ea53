/// What a handler answers to `confirm` or `handle`: a code and the values the answer carries.
///
/// Standard codes are SiriKit's; an intent's definition file may declare custom codes
/// (`failurePizzaUnavailable`) whose templates use the response's parameters.
public struct IntentResponse: Sendable, Hashable, Codable {
    /// How the request went.
    public var code: Code
    /// Response properties and the values custom codes carry, by name.
    public var parameters: [String: ParameterValue]
    /// What the user was doing, for the app to go on with it when the request is better finished
    /// in the app itself (SiriKit's `userActivity`): with `continueInApp` or a failure, the
    /// assistant offers to hand it to the app (``AppExtension/continueActivity(_:)``).
    public var userActivity: UserActivity?

    public init(code: Code, parameters: [String: ParameterValue] = [:], userActivity: UserActivity? = nil) {
        self.code = code
        self.parameters = parameters
        self.userActivity = userActivity
    }

    public init(from decoder: any Decoder) throws {
        // `parameters` may be left out when there are none, and `userActivity` when there is
        // none, as extensions in any language write them.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Code.self, forKey: .code)
        parameters = try container.decodeIfPresent([String: ParameterValue].self, forKey: .parameters) ?? [:]
        userActivity = try container.decodeIfPresent(UserActivity.self, forKey: .userActivity)
    }

    /// Whether the assistant offers to go on in the app: the response carries a user activity
    /// and its code is `continueInApp` or a failure.
    public var continuesInApp: Bool {
        userActivity != nil && (code == .continueInApp || code.isFailure)
    }

    /// The value of a response property, or `nil` when absent.
    public subscript(parameter: String) -> ParameterValue? {
        get { parameters[parameter] }
        set { parameters[parameter] = newValue }
    }

    /// A response code: one of SiriKit's standard codes or a custom one from a definition file.
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// The handler is ready to handle the intent (an answer to `confirm`).
        public static let ready: Code = "ready"
        /// The user should continue in the app.
        public static let continueInApp: Code = "continueInApp"
        /// The request was accepted and is still being carried out.
        public static let inProgress: Code = "inProgress"
        /// The request was carried out.
        public static let success: Code = "success"
        /// The request could not be carried out.
        public static let failure: Code = "failure"
        /// The request could not be carried out here; the user must open the app.
        public static let failureRequiringAppLaunch: Code = "failureRequiringAppLaunch"

        /// SiriKit's six standard codes.
        public static let standard: [Code] = [.ready, .continueInApp, .inProgress, .success, .failure, .failureRequiringAppLaunch]

        /// Whether this is one of the standard codes.
        public var isStandard: Bool { Self.standard.contains(self) }

        /// Whether the code reports a failure: `failure`, `failureRequiringAppLaunch` and custom
        /// codes whose name starts with `failure`, as SiriKit's generated codes do.
        public var isFailure: Bool { rawValue.hasPrefix("failure") }

        public var description: String { rawValue }

        public init(from decoder: any Decoder) throws {
            self.rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
