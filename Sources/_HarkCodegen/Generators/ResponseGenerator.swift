internal import HarkDefinition

/// Writes the typed response of an intent: its codes, standard and custom, its properties, a
/// factory per code that carries values, and conversions to and from ``/Hark/IntentResponse``.
///
/// ```text
/// public struct OrderPizzaIntentResponse: Sendable, Hashable {
///     public enum Code: String, Sendable, Hashable, CaseIterable { case ready, …, failurePizzaUnavailable }
///     public var code: Code
///     public var kind: PizzaKind?
///     public static func failurePizzaUnavailable(kind: PizzaKind) -> Self
/// }
/// ```
struct ResponseGenerator {
    var intent: IntentDefinition
    var file: DefinitionFile

    private var typeName: String { "\(intent.name)IntentResponse" }
    private var properties: [ParameterDefinition] { intent.response.properties }

    /// What each of SiriKit's standard codes means.
    static let standardCodes: [(name: String, meaning: String)] = [
        ("ready", "The handler is ready to handle the intent: an answer to `confirm`."),
        ("continueInApp", "The user should continue in the app."),
        ("inProgress", "The request was accepted and is still being carried out."),
        ("success", "The request was carried out."),
        ("failure", "The request could not be carried out."),
        ("failureRequiringAppLaunch", "The request could not be carried out here; the user must open the app."),
    ]

    func write(into writer: inout SwiftWriter) {
        writer.doc(
            """
            The answer to `confirm` and `handle` of ``\(intent.name)IntentHandling``: a code and the
            values the assistant's answer may use.
            """)
        writer.block("public struct \(typeName): Sendable, Hashable") { writer in
            writeCodes(into: &writer)
            writer.separator()
            writer.doc("How the request went.")
            writer.line("public var code: Code")
            writer.separator()
            writer.doc(
                """
                What the user was doing, for the app to go on with it: with `continueInApp` or a
                failure, the assistant offers to hand it back to the app.
                """)
            writer.line("public var userActivity: UserActivity?")
            for property in properties {
                writer.separator()
                let kind = property.isList ? "values" : "value"
                writer.doc("The response's \(kind) `\(property.name)` (type `\(property.swiftType)`).")
                writer.line("public var \(property.swiftName): \(property.optionalSwiftType)")
            }
            writer.separator()
            writer.doc("Creates a response with a code and the values given.")
            let arguments =
                ["code: Code", "userActivity: UserActivity? = nil"]
                + properties.map { "\($0.swiftName): \($0.optionalSwiftType) = nil" }
            writer.block("public init", arguments: arguments) { writer in
                writer.line("self.code = code")
                writer.line("self.userActivity = userActivity")
                for property in properties {
                    writer.line("self.\(property.swiftName) = \(property.swiftName)")
                }
            }
            for code in intent.response.codes where !code.parameters.isEmpty {
                writer.separator()
                writeFactory(for: code, into: &writer)
            }
            writer.separator()
            writeInitFromResponse(into: &writer)
            writer.separator()
            writeResponseProperty(into: &writer)
        }
    }

    private func writeCodes(into writer: inout SwiftWriter) {
        writer.doc("How the request went: SiriKit's standard codes, then the intent's own.")
        writer.block("public enum Code: String, Sendable, Hashable, CaseIterable") { writer in
            for (name, meaning) in Self.standardCodes {
                writer.doc(meaning + said(byCode: name))
                writer.line("case \(name)")
            }
            for code in intent.response.codes where !code.isStandard {
                writer.doc("A code of the intent's own." + said(byCode: code.name))
                writer.line("case \(SwiftName.escaped(code.name))")
            }
        }
    }

    /// ` The assistant says: "…"` with the code's template, or nothing when it has none.
    private func said(byCode name: String) -> String {
        guard let template = intent.response.code(named: name).flatMap({ file.documentationText($0.templates) }) else {
            return ""
        }
        return " The assistant says: \"\(template)\""
    }

    private func writeFactory(for code: ResponseCodeDefinition, into writer: inout SwiftWriter) {
        let carried = code.parameters.compactMap(intent.response.property(named:))
        writer.doc("A `\(code.name)` response with the values its answer uses.")
        let template = said(byCode: code.name)
        if !template.isEmpty {
            writer.doc("\n" + template.dropFirst())
        }
        let arguments = carried.map { "\($0.swiftName): \($0.swiftType)" }
        let name = SwiftName.escaped(code.name)
        writer.block("public static func \(name)", arguments: arguments, suffix: " -> Self") { writer in
            // The factory's arguments follow the code's `parameters`, but the memberwise init
            // takes its labelled arguments in the order of the response's properties.
            let values =
                properties
                .filter { property in carried.contains { $0.name == property.name } }
                .map { "\($0.swiftName): \($0.swiftName)" }
            writer.line("Self(" + (["code: .\(name)"] + values).joined(separator: ", ") + ")")
        }
    }

    private func writeInitFromResponse(into writer: inout SwiftWriter) {
        writer.doc(
            """
            Reads the typed response from an untyped one.

            - Throws: ``HarkError`` with code `unknownResponseCode` when the code is not one of
              ``Code``, or `wrongParameterType` when a value is of the wrong kind.
            """)
        writer.block("public init(_ response: IntentResponse) throws(HarkError)") { writer in
            writer.block("guard let code = Code(rawValue: response.code.rawValue) else") { writer in
                writer.line("throw .unknownResponseCode(response.code.rawValue, of: \(SwiftLiteral.string(intent.name)))")
            }
            writer.line("self.code = code")
            writer.line("self.userActivity = response.userActivity")
            for property in properties {
                let value = property.typedValueExpression(in: "response.parameters", of: SwiftLiteral.string(typeName))
                writer.line("self.\(property.swiftName) = \(value)")
            }
        }
    }

    private func writeResponseProperty(into writer: inout SwiftWriter) {
        writer.doc("The untyped response, without the values that are `nil`.")
        writer.block("public var response: IntentResponse") { writer in
            let code = "IntentResponse.Code(rawValue: code.rawValue)"
            guard !properties.isEmpty else {
                writer.line("IntentResponse(code: \(code), userActivity: userActivity)")
                return
            }
            writer.line("var parameters: [String: ParameterValue] = [:]")
            for property in properties {
                writer.line("parameters[\(SwiftLiteral.string(property.name))] = \(property.parameterValueExpression)")
            }
            writer.line("return IntentResponse(code: \(code), parameters: parameters, userActivity: userActivity)")
        }
    }
}
