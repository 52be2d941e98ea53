/// A definition file that cannot be used, with every problem found in it.
///
/// Parsing never stops at the first problem: `diagnostics` holds all of them, errors and
/// warnings, in file order.
public struct DefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, in file order.
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Only the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line per problem, `path:line:column: error: message`.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
