/// One problem found in a definition file, with where it is.
///
/// Printed as `path:line:column: error: message`, which editors and build logs show inline.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
