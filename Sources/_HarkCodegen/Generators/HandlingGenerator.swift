internal import HarkDefinition

/// Writes the handling protocol an app implements for an intent, with SiriKit's defaults.
///
/// ```text
/// public protocol OrderPizzaIntentHandling: Sendable {
///     func resolveKind(for intent: OrderPizzaIntent) async throws -> ResolutionResult<PizzaKind>
///     func confirm(intent: OrderPizzaIntent) async throws -> OrderPizzaIntentResponse
///     func handle(intent: OrderPizzaIntent) async throws -> OrderPizzaIntentResponse
/// }
/// ```
/// Every method but `handle` has a default: a resolve method answers `.success` with the value
/// given, else `.needsValue` for a required parameter and `.notRequired` for the others (per item
/// for a list); `confirm` answers `.ready`.
struct HandlingGenerator {
    var intent: IntentDefinition

    private var intentType: String { "\(intent.name)Intent" }
    private var responseType: String { "\(intent.name)IntentResponse" }

    func write(into writer: inout SwiftWriter) {
        writer.doc(
            """
            Resolves, confirms and handles ``\(intentType)``: what an app implements for the intent.

            Only ``handle(intent:)`` must be written; the other methods have SiriKit's defaults.
            Hand an implementation to the assistant wrapped in ``\(intent.name)IntentHandler``.
            """)
        writer.block("public protocol \(intent.name)IntentHandling: Sendable") { writer in
            for parameter in intent.parametersInResolutionOrder {
                writer.separator()
                writer.doc(resolveDocumentation(of: parameter))
                writer.line("func \(resolveSignature(of: parameter))")
            }
            writer.separator()
            writer.doc(
                """
                Checks the resolved intent before it is handled: answers `.ready` when the app can
                handle it, or a failure code.
                """)
            writer.line("func \(confirmSignature)")
            writer.separator()
            writer.doc("Carries out the intent and says how it went.")
            writer.line("func handle(intent: \(intentType)) async throws -> \(responseType)")
        }
        writer.separator()
        writeDefaults(into: &writer)
    }

    private var confirmSignature: String {
        "confirm(intent: \(intentType)) async throws -> \(responseType)"
    }

    private func resolveSignature(of parameter: ParameterDefinition) -> String {
        let result = "ResolutionResult<\(parameter.type.swiftName)>"
        return "resolve\(SwiftName.capitalized(parameter.name))(for intent: \(intentType)) async throws -> "
            + (parameter.isList ? "[\(result)]" : result)
    }

    private func resolveDocumentation(of parameter: ParameterDefinition) -> String {
        let property = "``\(intentType)/\(parameter.name)``"
        let missing = parameter.isRequired ? ".needsValue" : ".notRequired"
        if parameter.isList {
            return """
                Resolves each value of \(property): one result per value, in order.

                The default answers `.success` for each value given, or `[\(missing)]` when there is none.
                """
        }
        return """
            Resolves \(property).

            The default answers `.success` with the value given, or `\(missing)` when there is none.
            """
    }

    private func writeDefaults(into writer: inout SwiftWriter) {
        writer.block("extension \(intent.name)IntentHandling") { writer in
            for parameter in intent.parametersInResolutionOrder {
                writer.separator()
                let missing = parameter.isRequired ? "needsValue" : "notRequired"
                if parameter.isList {
                    writer.doc("Answers `.success` for each value given, or `[.\(missing)]` when there is none.")
                    writer.block("public func \(resolveSignature(of: parameter))") { writer in
                        writer.block("guard let values = intent.\(parameter.swiftName), !values.isEmpty else") { writer in
                            writer.line("return [.\(missing)]")
                        }
                        writer.line("return values.map { .success($0) }")
                    }
                } else {
                    writer.doc("Answers `.success` with the value given, or `.\(missing)` when there is none.")
                    writer.block("public func \(resolveSignature(of: parameter))") { writer in
                        writer.block("guard let value = intent.\(parameter.swiftName) else") { writer in
                            writer.line("return .\(missing)")
                        }
                        writer.line("return .success(value)")
                    }
                }
            }
            writer.separator()
            writer.doc("Answers `.ready`.")
            writer.block("public func \(confirmSignature)") { writer in
                writer.line("\(responseType)(code: .ready)")
            }
        }
    }
}
