/// Why a handler cannot work with a parameter value.
///
/// The `code` names the reason for the assistant and for templates in the definition file
/// (`unsupportedReasons:` of a parameter); `message` is a ready sentence in the user's
/// language when the app prefers to word it itself.
///
/// With an `offer`, the reason is a question: the app cannot use what the user said as it is,
/// but can use `offer` if the user agrees ("You don't have a list called garden. Shall I create
/// it?"). Yes takes the offered value as the parameter's; no asks for another value.
public struct UnsupportedReason: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A stable name for the reason: `"noSuchList"`, `"negativeNumber"`.
    public var code: String
    /// The reason, said to the user; `nil` leaves the wording to the definition file or the assistant.
    public var message: String?
    /// Values the reason's template may use.
    public var parameters: [String: ParameterValue]
    /// A value the app can use instead, if the user says yes to `message`.
    public var offer: ParameterValue?

    public init(
        code: String, message: String? = nil, parameters: [String: ParameterValue] = [:], offer: ParameterValue? = nil
    ) {
        self.code = code
        self.message = message
        self.parameters = parameters
        self.offer = offer
    }

    public var description: String { message ?? code }
}
