import Testing

/// One Swift block of the documentation, as `hark-doc-examples` found it.
struct DocumentedExampleRecord: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable {
        case statements, members, fileScope, manifest
    }

    /// The file, relative to the package's root.
    var path: String
    /// The line of the block's first line of code.
    var line: Int
    var kind: Kind
    var source: String

    var testDescription: String { "\(path):\(line)" }
}
