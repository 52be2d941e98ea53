internal import HarkDefinition

/// Writes the bridge from an intent's typed handling protocol to ``/Hark/IntentHandling``, the
/// untyped protocol the assistant drives.
///
/// ```text
/// public struct OrderPizzaIntentHandler: IntentHandling {
///     public init(_ base: some OrderPizzaIntentHandling)
/// }
/// ```
struct HandlerGenerator {
    var intent: IntentDefinition

    private var intentType: String { "\(intent.name)Intent" }

    func write(into writer: inout SwiftWriter) {
        writer.doc(
            """
            Drives a typed handler (``\(intent.name)IntentHandling``) with untyped intents, as the
            assistant does: what an ``AppExtension`` returns from `handler(for:)`.
            """)
        writer.block("public struct \(intent.name)IntentHandler: IntentHandling") { writer in
            writer.doc("The typed handler that does the work.")
            writer.line("public let base: any \(intent.name)IntentHandling")
            writer.separator()
            writer.doc("Wraps `base` for the assistant.")
            writer.block("public init(_ base: some \(intent.name)IntentHandling)") { writer in
                writer.line("self.base = base")
            }
            writer.separator()
            writeResolve(into: &writer)
            writer.separator()
            writer.doc("Reads the typed intent and asks `base` to confirm it.")
            writer.block("public func confirm(intent: Intent) async throws -> IntentResponse") { writer in
                writer.line("try await base.confirm(intent: \(intentType)(intent)).response")
            }
            writer.separator()
            writer.doc("Reads the typed intent and asks `base` to handle it.")
            writer.block("public func handle(intent: Intent) async throws -> IntentResponse") { writer in
                writer.line("try await base.handle(intent: \(intentType)(intent)).response")
            }
        }
    }

    private func writeResolve(into writer: inout SwiftWriter) {
        writer.doc(
            """
            Reads the typed intent and asks `base` to resolve `parameter`.

            - Throws: ``HarkError`` with code `unknownParameter` when the intent has no such
              parameter, `wrongParameterType` when a value in `intent` is of the wrong kind.
            """)
        let signature = "public func resolve(parameter: String, of intent: Intent) async throws -> [ResolutionResult<ParameterValue>]"
        writer.block(signature) { writer in
            let unknown = "throw HarkError.unknownParameter(parameter, of: \(intentType).intentName)"
            guard !intent.parameters.isEmpty else {
                writer.line(unknown)
                return
            }
            writer.line("switch parameter {")
            for parameter in intent.parametersInResolutionOrder {
                writer.line("case \(SwiftLiteral.string(parameter.name)):")
                writer.indented { writer in
                    let call = "base.resolve\(SwiftName.capitalized(parameter.name))(for: \(intentType)(intent))"
                    writer.line(parameter.isList ? "return try await \(call).map(\\.erased)" : "return [try await \(call).erased]")
                }
            }
            writer.line("default:")
            writer.indented { writer in writer.line(unknown) }
            writer.line("}")
        }
    }
}
