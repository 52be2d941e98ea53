internal import HarkDefinition

/// Writes the typed intent: one optional property per parameter, and conversions to and from
/// the untyped ``/Hark/Intent``.
///
/// ```text
/// public struct OrderPizzaIntent: Sendable, Hashable {
///     public static let intentName = "OrderPizza"
///     public var kind: PizzaKind?
///     public init(kind: PizzaKind? = nil, quantity: Int? = nil)
///     public init(_ intent: Intent) throws(HarkError)
///     public var intent: Intent { get }
/// }
/// ```
struct IntentGenerator {
    var intent: IntentDefinition
    var file: DefinitionFile

    private var typeName: String { "\(intent.name)Intent" }

    func write(into writer: inout SwiftWriter) {
        writer.doc(intent.description ?? "The `\(intent.name)` intent of `\(file.fileName)`.")
        writer.doc(
            """

            The typed form of an ``Intent`` named `\(intent.name)`: read one with ``init(_:)``, turn it
            back with ``intent``. A parameter the user has not given is `nil`.
            """)
        writer.block("public struct \(typeName): Sendable, Hashable") { writer in
            writer.doc("The intent's name, as ``Intent/name`` holds it.")
            writer.line("public static let intentName = \(SwiftLiteral.string(intent.name))")
            for parameter in intent.parameters {
                writer.separator()
                writer.doc(documentation(of: parameter))
                writer.line("public var \(parameter.swiftName): \(parameter.optionalSwiftType)")
            }
            writer.separator()
            writeMemberwiseInit(into: &writer)
            writer.separator()
            writeInitFromIntent(into: &writer)
            writer.separator()
            writeIntentProperty(into: &writer)
        }
    }

    private func documentation(of parameter: ParameterDefinition) -> String {
        let name = file.documentationText(parameter.displayName).map { "\"\($0)\"" } ?? "`\(parameter.name)`"
        var text =
            parameter.isList
            ? "The values of \(name) (type `\(parameter.swiftType)`), each resolved on its own."
            : "The value of \(name) (type `\(parameter.swiftType)`)."
        if parameter.isRequired {
            if let prompt = file.documentationText(parameter.prompts.needsValue) {
                text += "\n\nRequired: when it is missing, the assistant asks \"\(prompt)\""
            } else {
                text += "\n\nRequired: when it is missing, the assistant asks for it."
            }
        }
        return text
    }

    private func writeMemberwiseInit(into writer: inout SwiftWriter) {
        writer.doc("Creates the intent with the values given; the others are absent.")
        guard !intent.parameters.isEmpty else {
            writer.line("public init() {}")
            return
        }
        let arguments = intent.parameters.map { "\($0.swiftName): \($0.optionalSwiftType) = nil" }
        writer.block("public init", arguments: arguments) { writer in
            for parameter in intent.parameters {
                writer.line("self.\(parameter.swiftName) = \(parameter.swiftName)")
            }
        }
    }

    private func writeInitFromIntent(into writer: inout SwiftWriter) {
        writer.doc(
            """
            Reads the typed intent from an untyped one.

            A list parameter takes a ``ParameterValue/list(_:)`` or a single value.

            - Throws: ``HarkError`` with code `wrongIntent` when `intent` is another intent, or
              `wrongParameterType` when a parameter holds a value of the wrong kind.
            """)
        writer.block("public init(_ intent: Intent) throws(HarkError)") { writer in
            writer.block("guard intent.name == Self.intentName else") { writer in
                writer.line("throw .wrongIntent(intent.name, expected: Self.intentName)")
            }
            for parameter in intent.parameters {
                let value = parameter.typedValueExpression(in: "intent.parameters", of: "Self.intentName")
                writer.line("self.\(parameter.swiftName) = \(value)")
            }
        }
    }

    private func writeIntentProperty(into writer: inout SwiftWriter) {
        writer.doc("The untyped intent, without the parameters that are `nil`.")
        writer.block("public var intent: Intent") { writer in
            guard !intent.parameters.isEmpty else {
                writer.line("Intent(name: Self.intentName)")
                return
            }
            writer.line("var parameters: [String: ParameterValue] = [:]")
            for parameter in intent.parameters {
                writer.line("parameters[\(SwiftLiteral.string(parameter.name))] = \(parameter.parameterValueExpression)")
            }
            writer.line("return Intent(name: Self.intentName, parameters: parameters)")
        }
    }
}
