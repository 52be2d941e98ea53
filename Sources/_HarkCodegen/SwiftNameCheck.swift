internal import HarkDefinition

/// Finds the names in a definition file that would make its generated Swift fail to compile:
/// types that clash with each other or with the names generated code relies on, members that
/// clash with generated members.
///
/// The loader validates the file's own rules; these are the generator's.
struct SwiftNameCheck {
    var file: DefinitionFile

    /// Type names the generated code uses, from Hark, Swift and Foundation, and the definition
    /// language's own type names: a custom type or intent must not take them.
    static let reservedTypeNames: Set<String> = Set(BuiltInType.allCases.flatMap { [$0.rawValue, $0.swiftTypeName] })
        .union([
            "AppExtension", "AppManifest", "DefinitionSource", "HarkError", "Intent", "IntentHandling",
            "IntentResponse", "IntentValue", "LocalizedString", "ParameterValue", "ResolutionResult",
            "Any", "Array", "CaseIterable", "Codable", "Dictionary", "Foundation", "Hark", "Hashable",
            "Optional", "Protocol", "Self", "Sendable", "Swift", "Type",
        ])

    /// Static members of a generated custom-type enumeration, which its values must not shadow.
    static let reservedValueNames: Set<String> = ["allCases", "synonyms", "typeDisplayName", "init"]

    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let start = SourceLocation(file: file.path, line: 1, column: 1)
        if !SwiftName.isIdentifier(file.name) || SwiftName.keywords.contains(file.name) {
            diagnostics.append(
                .error(
                    "generated code names an enum after the file, and '\(file.name)' is not a Swift identifier: "
                        + "rename the file, e.g. to '\(suggestedFileName).intents.yaml'",
                    at: start
                ))
        }

        var declared: [String: String] = [:]
        /// Records the type `name`, described as `what`, or a diagnostic when the name is taken.
        func declare(_ name: String, _ what: String, at location: SourceLocation) {
            if Self.reservedTypeNames.contains(name) {
                diagnostics.append(
                    .error(
                        "\(what) would hide '\(name)' of Hark, Swift or Foundation, which generated code uses: rename it",
                        at: location
                    ))
            } else if let earlier = declared[name] {
                diagnostics.append(.error("\(what) clashes with \(earlier): rename one of them", at: location))
            } else {
                declared[name] = what
            }
        }

        declare(file.name, "the enum '\(file.name)' generated for the file", at: start)
        for type in file.types {
            declare(type.name, "the type '\(type.name)'", at: type.location)
            if type.values.isEmpty {
                diagnostics.append(.error("the type '\(type.name)' has no values; give it at least one", at: type.location))
            }
            for value in type.values where Self.reservedValueNames.contains(value.identifier) {
                diagnostics.append(
                    .error(
                        "the value '\(value.identifier)' of '\(type.name)' clashes with a member generated code declares: rename it",
                        at: value.location
                    ))
            }
        }
        for intent in file.intents {
            for suffix in ["Intent", "IntentHandling", "IntentResponse", "IntentHandler"] {
                let name = intent.name + suffix
                declare(name, "the type '\(name)' generated for the intent '\(intent.name)'", at: intent.location)
            }
            diagnostics += memberDiagnostics(of: intent)
        }
        return diagnostics
    }

    /// Parameters and properties named like generated members, and codes that carry properties
    /// the response does not have.
    private func memberDiagnostics(of intent: IntentDefinition) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for parameter in intent.parameters where parameter.name == "intent" {
            diagnostics.append(.error("a parameter cannot be named 'intent': generated intents use that name", at: parameter.location))
        }
        for property in intent.response.properties where ["code", "response", "userActivity"].contains(property.name) {
            diagnostics.append(
                .error(
                    "a response property cannot be named '\(property.name)': generated responses use that name",
                    at: property.location
                ))
        }
        for code in intent.response.codes {
            if code.name == "allCases" {
                diagnostics.append(.error("a response code cannot be named 'allCases'", at: code.location))
            }
            for name in code.parameters where intent.response.property(named: name) == nil {
                diagnostics.append(
                    .error(
                        "the code '\(code.name)' carries '\(name)', which is not a property of the response of '\(intent.name)'",
                        at: code.location
                    ))
            }
        }
        return diagnostics
    }

    /// The file's base name with every run of non-identifier characters removed and the next
    /// letter upper-cased: `pizza-shop` → `PizzaShop`.
    private var suggestedFileName: String {
        let words = file.name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let name = words.map { SwiftName.capitalized(String($0)) }.joined()
        return name.first?.isNumber == false ? name : "Definitions" + name
    }
}
