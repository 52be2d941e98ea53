/// A request the user made, as structured data: which intent, with which parameter values.
///
/// This is the untyped form the assistant, the dialog and the stores pass around. Generated
/// types (`AddTasksIntent`, …) wrap it with typed properties.
public struct Intent: Sendable, Hashable, Codable {
    /// The intent's name as its definition file declares it: `"AddTasks"`, `"OrderPizza"`.
    public var name: String
    /// Parameter values by parameter name. A parameter the user did not give is absent.
    public var parameters: [String: ParameterValue]
    /// An identifier for this particular request, if the caller assigns one.
    public var identifier: String?

    public init(name: String, parameters: [String: ParameterValue] = [:], identifier: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.identifier = identifier
    }

    public init(from decoder: any Decoder) throws {
        // `parameters` may be left out when there are none.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        parameters = try container.decodeIfPresent([String: ParameterValue].self, forKey: .parameters) ?? [:]
        identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
    }

    /// The value of a parameter, or `nil` when it was not given.
    public subscript(parameter: String) -> ParameterValue? {
        get { parameters[parameter] }
        set { parameters[parameter] = newValue }
    }
}
