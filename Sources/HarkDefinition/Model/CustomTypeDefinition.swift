/// A custom value type: an enumeration whose values have identifiers and localized synonyms.
///
/// ```yaml
/// types:
///   PizzaKind:
///     values:
///       margherita: { en: [Margherita, cheese pizza], es: [Margarita] }
/// ```
/// The first synonym of a locale is how the assistant says the value.
public struct CustomTypeDefinition: Sendable, Hashable {
    public var name: String
    /// How the assistant names the type itself, per locale ("pizza").
    public var displayName: [String: String]
    public var values: [Value]
    public var location: SourceLocation

    public init(name: String, displayName: [String: String] = [:], values: [Value], location: SourceLocation) {
        self.name = name
        self.displayName = displayName
        self.values = values
        self.location = location
    }

    /// One value of a custom type.
    public struct Value: Sendable, Hashable {
        /// A Swift-identifier-like name: `margherita`, `quattroFormaggi`.
        public var identifier: String
        /// Words for the value per locale; the first is the display form.
        public var synonyms: [String: [String]]
        /// The word the assistant says after a number, per locale and plural category (`zero`,
        /// `one`, `two`, `few`, `many`, `other`, as CLDR names them): "1 hour", "2 hours",
        /// «3 ساعات», «11 ساعة». Empty when the value is never counted; then the display form
        /// is said after any number.
        public var counted: [String: [PluralCategory: String]]
        public var location: SourceLocation

        public init(
            identifier: String, synonyms: [String: [String]], counted: [String: [PluralCategory: String]] = [:],
            location: SourceLocation
        ) {
            self.identifier = identifier
            self.synonyms = synonyms
            self.counted = counted
            self.location = location
        }
    }
}
