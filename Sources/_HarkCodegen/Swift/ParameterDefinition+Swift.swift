internal import HarkDefinition

extension ValueType {
    /// The Swift type generated code uses: `TaskList`, `Int`, or the custom type's own name.
    var swiftName: String {
        switch self {
        case .builtIn(let type): type.swiftTypeName
        case .custom(let name): SwiftName.escaped(name)
        }
    }

    /// Whether the Swift type comes from Foundation, which a generated file must then import.
    var isFoundationType: Bool {
        self == .builtIn(.decimal) || self == .builtIn(.dateComponents)
    }
}

extension ParameterDefinition {
    /// The name as written in Swift: escaped when it is a keyword.
    var swiftName: String { SwiftName.escaped(name) }

    /// The type of the value without optionality: `SpeakableString`, or `[SpeakableString]` for a list.
    var swiftType: String { isList ? "[\(type.swiftName)]" : type.swiftName }

    /// The type of a stored property holding the value: `SpeakableString?`, `[SpeakableString]?`.
    var optionalSwiftType: String { swiftType + "?" }

    /// The expression for the untyped value of the property, or `nil` when the property is `nil`.
    /// It says `self.` so that a parameter named `parameters` is not taken for the local variable.
    var parameterValueExpression: String {
        let property = "self.\(swiftName)"
        return isList ? "\(property).map { .list($0.map(\\.parameterValue)) }" : "\(property)?.parameterValue"
    }

    /// The expression reading the typed value from a `[String: ParameterValue]` named `parameters`.
    func typedValueExpression(in parameters: String, of owner: String) -> String {
        let function = isList ? "typedList" : "typedValue"
        return "try \(function)(\(SwiftLiteral.string(name)), in: \(parameters), of: \(owner))"
    }
}
