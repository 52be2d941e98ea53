public import Hark

/// An error from the assistant's setup or its management API: a code to match on and a message
/// that names the culprit.
public struct AssistantError: CodedError {
    /// What kind of problem it is.
    public struct Code: ErrorCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's definition file does not parse, or its templates do not compile.
        public static let invalidDefinition: Code = "invalidDefinition"
        /// Two installed apps share an identifier.
        public static let duplicateApp: Code = "duplicateApp"
        /// No installed app has this identifier.
        public static let unknownApp: Code = "unknownApp"
        /// No installed app handles this intent, or the app named does not.
        public static let unknownIntent: Code = "unknownIntent"
        /// The intent names a parameter its definition does not have.
        public static let unknownParameter: Code = "unknownParameter"
        /// A parameter's value is not of the parameter's type.
        public static let invalidParameterValue: Code = "invalidParameterValue"
        /// The assistant does not speak this locale.
        public static let unsupportedLocale: Code = "unsupportedLocale"
    }

    public var code: Code
    /// A sentence for people, naming the file, app or locale at fault.
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    static func duplicateApp(_ identifier: String) -> AssistantError {
        AssistantError(code: .duplicateApp, message: "two installed apps have the identifier '\(identifier)'")
    }

    static func unknownApp(_ app: String, installed: [String]) -> AssistantError {
        AssistantError(
            code: .unknownApp,
            message:
                "no installed app has the identifier '\(app)'; installed: \(installed.isEmpty ? "none" : installed.joined(separator: ", "))"
        )
    }
}
