/// The one shape of Hark's errors, and of the apps' errors built on Hark: a ``code`` to match
/// on and a ``message`` for people that names what went wrong and where.
///
/// Each module has one error type of this shape (``HarkError`` here; `LanguageError`,
/// `AssistantError`, `ShortcutsError`, `StoreError`, … in the others). An app does the same:
///
/// ```swift
/// struct ShelfError: CodedError {
///     struct Code: ErrorCode {
///         var rawValue: String
///         init(rawValue: String) { self.rawValue = rawValue }
///         /// No shelf has the name given.
///         static let unknownShelf: Code = "unknownShelf"
///     }
///     var code: Code
///     var message: String
/// }
///
/// func report(_ error: ShelfError) -> String {
///     "\(error.code): \(error)"    // "unknownShelf: no shelf is called 'Attic'"
/// }
/// ```
public protocol CodedError: Error, Sendable, Hashable, CustomStringConvertible {
    associatedtype Code: ErrorCode
    /// What kind of problem this is.
    var code: Code { get }
    /// A sentence for people: what went wrong, naming the file, app, intent or value at fault.
    var message: String { get }
}

extension CodedError {
    /// The ``message``.
    public var description: String { message }
}

/// The code of a ``CodedError``: a name, compared by its text, with one static constant per
/// kind of problem. Codes are an open set, so that a module can add one without breaking the
/// `switch` of code that matches on them.
public protocol ErrorCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral
where RawValue == String {
    init(rawValue: String)
}

extension ErrorCode {
    /// The code's name.
    public var description: String { rawValue }

    public init(stringLiteral name: String) {
        self.init(rawValue: name)
    }
}
