/// Why a handler cannot work with a parameter value.
///
/// The `code` names the reason for the assistant and for templates in the definition file
/// (`unsupportedReasons:` of a parameter); `message` is a ready sentence in the user's
/// language when the app prefers to word it itself.
public struct UnsupportedReason: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A stable name for the reason: `"noSuchList"`, `"negativeNumber"`.
    public var code: String
    /// The reason, said to the user; `nil` leaves the wording to the definition file or the assistant.
    public var message: String?
    /// Values the reason's template may use.
    public var parameters: [String: ParameterValue]

    public init(code: String, message: String? = nil, parameters: [String: ParameterValue] = [:]) {
        self.code = code
        self.message = message
        self.parameters = parameters
    }

    public var description: String { message ?? code }
}
