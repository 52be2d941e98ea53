import HarkDefinition

/// Small definition files built in Swift, for tests about one feature of the generated code.
enum DefinitionModels {
    static let location = SourceLocation(file: "Test.intents.yaml", line: 1, column: 1)

    /// A file named `name` with the given types and intents and no app section.
    static func file(
        name: String = "Test",
        path: String? = nil,
        locales: [String] = ["en"],
        app: AppDefinition? = nil,
        types: [CustomTypeDefinition] = [],
        intents: [IntentDefinition]
    ) -> DefinitionFile {
        DefinitionFile(
            path: path ?? "\(name).intents.yaml",
            name: name,
            source: "# \(name)\n",
            locales: locales,
            app: app,
            types: types,
            intents: intents
        )
    }

    static func intent(
        _ name: String,
        _ parameters: [ParameterDefinition] = [],
        resolutionOrder: [String]? = nil,
        response: ResponseDefinition = ResponseDefinition()
    ) -> IntentDefinition {
        IntentDefinition(name: name, parameters: parameters, resolutionOrder: resolutionOrder, response: response, location: location)
    }

    static func parameter(_ name: String, _ type: ValueType, list: Bool = false, required: Bool = false) -> ParameterDefinition {
        ParameterDefinition(name: name, type: type, isList: list, isRequired: required, location: location)
    }

    static func type(_ name: String, values: [String]) -> CustomTypeDefinition {
        CustomTypeDefinition(
            name: name,
            values: values.map { .init(identifier: $0, synonyms: ["en": [$0]], location: location) },
            location: location
        )
    }
}
