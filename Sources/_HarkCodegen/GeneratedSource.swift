/// One generated Swift file: its name and contents.
public struct GeneratedSource: Sendable, Hashable {
    /// `PizzaShop.swift` for `PizzaShop.intents.yaml`.
    public var fileName: String
    /// The Swift source.
    public var contents: String

    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}
