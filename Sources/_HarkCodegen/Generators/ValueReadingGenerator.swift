/// Writes the two file-private functions generated intents and responses read their typed values
/// with, once per file.
struct ValueReadingGenerator {
    func write(into writer: inout SwiftWriter) {
        writer.line("// MARK: - Reading typed values")
        writer.separator()
        writer.doc(
            """
            The value `name` in `parameters` as a `Value`, or `nil` when it is absent.

            - Throws: ``HarkError`` with code `wrongParameterType` when the value is of another kind.
            """)
        writer.line("private func typedValue<Value: IntentValue>(")
        writer.indented { writer in
            writer.line("_ name: String, in parameters: [String: ParameterValue], of owner: String")
        }
        writer.block(") throws(HarkError) -> Value?") { writer in
            writer.line("guard let value = parameters[name] else { return nil }")
            writer.block("guard let typed = Value(parameterValue: value) else") { writer in
                writer.line("throw .wrongParameterType(name, of: owner, expected: \"\\(Value.self)\", found: value.kind)")
            }
            writer.line("return typed")
        }
        writer.separator()
        writer.doc(
            """
            The values of the list `name` in `parameters` as `Value`s, or `nil` when it is absent. A
            single value is taken as a list of one.

            - Throws: ``HarkError`` with code `wrongParameterType` when an item is of another kind.
            """)
        writer.line("private func typedList<Value: IntentValue>(")
        writer.indented { writer in
            writer.line("_ name: String, in parameters: [String: ParameterValue], of owner: String")
        }
        writer.block(") throws(HarkError) -> [Value]?") { writer in
            writer.line("guard let value = parameters[name] else { return nil }")
            writer.line("var items: [Value] = []")
            writer.block("for element in value.listElements") { writer in
                writer.block("guard let item = Value(parameterValue: element) else") { writer in
                    writer.line("throw .wrongParameterType(name, of: owner, expected: \"a list of \\(Value.self)\", found: element.kind)")
                }
                writer.line("items.append(item)")
            }
            writer.line("return items")
        }
    }
}
