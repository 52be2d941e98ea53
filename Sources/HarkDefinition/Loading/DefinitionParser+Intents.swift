internal import Yams

extension DefinitionParser {
    static let intentKeys = [
        "description", "title", "parameters", "resolutionOrder", "confirmation", "restrictedWhileLocked", "response", "sentences",
        "examples",
    ]
    static let sentenceKeys = ["sentence", "values"]
    static let parameterKeys = ["type", "list", "required", "displayName", "prompts", "unsupportedReasons"]
    static let propertyKeys = ["type", "list", "displayName"]

    mutating func readIntents(_ node: Node) -> [IntentDefinition] {
        var intents: [IntentDefinition] = []
        for entry in reader.mapping(node, "'intents'") ?? [] {
            guard Identifier.isUpperCamel(entry.key) else {
                reader.error("intent name '\(entry.key)' must be UpperCamelCase letters and digits, e.g. AddTasks", at: entry.keyLocation)
                continue
            }
            if let intent = readIntent(entry) { intents.append(intent) }
        }
        return intents
    }

    private mutating func readIntent(_ entry: Entry) -> IntentDefinition? {
        let name = entry.key
        guard let fields = reader.fields(entry.value, "intent '\(name)'", allowed: Self.intentKeys) else { return nil }
        var intent = IntentDefinition(name: name, location: entry.keyLocation)
        intent.description = fields["description"].flatMap { reader.nonEmptyString($0, "the description of '\(name)'") }
        if let title = fields["title"] {
            intent.title = localized(title, "the title of '\(name)'")
            for (locale, text) in intent.title.sorted(by: { $0.key < $1.key }) where text.contains(where: { "{}".contains($0) }) {
                reader.error(
                    "the \(locale) title of '\(name)' has braces; a title is plain words, and a shortcut's values follow it (\"Show rate: bitcoin\")",
                    at: reader.location(of: title)
                )
            }
        }
        if let parameters = fields["parameters"] {
            intent.parameters = readParameters(parameters, of: name)
        }
        intent.resolutionOrder = intent.parameters.map(\.name)
        if let order = fields["resolutionOrder"] {
            readResolutionOrder(order, into: &intent)
        }
        if let confirmation = fields["confirmation"], let text = reader.string(confirmation, "the confirmation of '\(name)'") {
            if let policy = IntentDefinition.ConfirmationPolicy(rawValue: text) {
                intent.confirmation = policy
            } else {
                reader.error("confirmation of '\(name)' must be 'never' or 'always', not '\(text)'", at: reader.location(of: confirmation))
            }
        }
        if let restricted = fields["restrictedWhileLocked"] {
            intent.restrictedWhileLocked = reader.bool(restricted, "restrictedWhileLocked of '\(name)'") ?? false
        }
        if let response = fields["response"] {
            intent.response = readResponse(response, of: name)
        }
        if let sentences = fields["sentences"] {
            intent.sentences = readSentences(sentences, of: name)
        }
        if let examples = fields["examples"] {
            intent.examples = readIntentExamples(examples, of: intent)
        }
        return intent
    }

    // MARK: Parameters

    private mutating func readParameters(_ node: Node, of intent: String) -> [ParameterDefinition] {
        var parameters: [ParameterDefinition] = []
        for entry in reader.mapping(node, "the parameters of '\(intent)'") ?? [] {
            let what = "parameter '\(entry.key)' of '\(intent)'"
            guard checkMemberName(entry.key, what: what, at: entry.keyLocation),
                let fields = reader.fields(entry.value, what, allowed: Self.parameterKeys),
                var parameter = readTypedMember(entry, fields: fields, what: what)
            else { continue }
            if let required = fields["required"] {
                parameter.isRequired = reader.bool(required, "'required' of \(what)") ?? false
            }
            if let prompts = fields["prompts"] {
                parameter.prompts = readPrompts(prompts, of: what)
            }
            if let reasons = fields["unsupportedReasons"] {
                for reason in reader.mapping(reasons, "the unsupportedReasons of \(what)") ?? [] {
                    guard Identifier.isLowerCamel(reason.key) else {
                        reader.error(
                            "reason code '\(reason.key)' of \(what) must be lowerCamelCase, e.g. noSuchList", at: reason.keyLocation)
                        continue
                    }
                    parameter.unsupportedReasons[reason.key] = localized(reason.value, "unsupported reason '\(reason.key)' of \(what)")
                }
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// The type, list-ness and display name shared by parameters and response properties.
    private mutating func readTypedMember(_ entry: Entry, fields: Fields, what: String) -> ParameterDefinition? {
        guard let typeNode = fields["type"] else {
            reader.error("\(what) needs a 'type', e.g. type: SpeakableString", at: entry.keyLocation)
            return nil
        }
        guard let typeName = reader.nonEmptyString(typeNode, "the type of \(what)") else { return nil }
        let type = ValueType(name: typeName)
        if case .custom(let custom) = type, !customTypeNames.contains(custom) {
            let known = BuiltInType.allCases.map(\.rawValue) + customTypeNames.sorted()
            reader.error(
                "unknown type '\(typeName)' for \(what); known types: \(known.joined(separator: ", "))",
                at: reader.location(of: typeNode)
            )
            return nil
        }
        var member = ParameterDefinition(name: entry.key, type: type, location: entry.keyLocation)
        if let list = fields["list"] {
            member.isList = reader.bool(list, "'list' of \(what)") ?? false
        }
        if let displayName = fields["displayName"] {
            member.displayName = localized(displayName, "the displayName of \(what)")
        }
        return member
    }

    private mutating func checkMemberName(_ name: String, what: String, at location: SourceLocation) -> Bool {
        if !Identifier.isLowerCamel(name) {
            reader.error("\(what) must be named in lowerCamelCase letters and digits, e.g. targetTaskList", at: location)
            return false
        }
        if Identifier.reservedMemberNames.contains(name) || Identifier.swiftKeywords.contains(name) {
            reader.error("\(what): '\(name)' is reserved in generated code; choose another name", at: location)
            return false
        }
        return true
    }

    private mutating func readPrompts(_ node: Node, of what: String) -> ParameterDefinition.Prompts {
        guard let fields = reader.fields(node, "the prompts of \(what)", allowed: ["needsValue", "disambiguation", "confirmation"]) else {
            return ParameterDefinition.Prompts()
        }
        var prompts = ParameterDefinition.Prompts()
        if let node = fields["needsValue"] { prompts.needsValue = localized(node, "prompt 'needsValue' of \(what)") }
        if let node = fields["disambiguation"] { prompts.disambiguation = localized(node, "prompt 'disambiguation' of \(what)") }
        if let node = fields["confirmation"] { prompts.confirmation = localized(node, "prompt 'confirmation' of \(what)") }
        return prompts
    }

    private mutating func readResolutionOrder(_ node: Node, into intent: inout IntentDefinition) {
        let names = reader.stringList(node, "the resolutionOrder of '\(intent.name)'")
        var order: [String] = []
        for name in names {
            if intent.parameter(named: name.value) == nil {
                reader.error(
                    "resolutionOrder of '\(intent.name)' names '\(name.value)', which is not one of its parameters", at: name.location)
            } else if order.contains(name.value) {
                reader.error("resolutionOrder of '\(intent.name)' names '\(name.value)' twice", at: name.location)
            } else {
                order.append(name.value)
            }
        }
        let missing = intent.parameters.map(\.name).filter { !order.contains($0) }
        if !missing.isEmpty {
            reader.error(
                "resolutionOrder of '\(intent.name)' must name every parameter; missing: \(missing.joined(separator: ", "))",
                at: reader.location(of: node)
            )
        }
        if missing.isEmpty { intent.resolutionOrder = order }
    }

    // MARK: Response

    private mutating func readResponse(_ node: Node, of intent: String) -> ResponseDefinition {
        var response = ResponseDefinition()
        guard let fields = reader.fields(node, "the response of '\(intent)'", allowed: ["properties", "codes"]) else { return response }
        for entry in fields["properties"].flatMap({ reader.mapping($0, "the response properties of '\(intent)'") }) ?? [] {
            let what = "response property '\(entry.key)' of '\(intent)'"
            guard checkMemberName(entry.key, what: what, at: entry.keyLocation),
                let propertyFields = reader.fields(entry.value, what, allowed: Self.propertyKeys),
                let property = readTypedMember(entry, fields: propertyFields, what: what)
            else { continue }
            response.properties.append(property)
        }
        for entry in fields["codes"].flatMap({ reader.mapping($0, "the response codes of '\(intent)'") }) ?? [] {
            if let code = readCode(entry, of: intent, propertyNames: Set(response.properties.map(\.name))) {
                response.codes.append(code)
            }
        }
        return response
    }

    /// A code as `name: {locale: text}` or `name: {parameters: [...], templates: {locale: text}}`.
    private mutating func readCode(_ entry: Entry, of intent: String, propertyNames: Set<String>) -> ResponseCodeDefinition? {
        let what = "response code '\(entry.key)' of '\(intent)'"
        guard Identifier.isLowerCamel(entry.key), !Identifier.swiftKeywords.contains(entry.key) else {
            reader.error("\(what) must be named in lowerCamelCase, e.g. failurePizzaUnavailable", at: entry.keyLocation)
            return nil
        }
        var code = ResponseCodeDefinition(name: entry.key, location: entry.keyLocation)
        guard case .mapping(let mapping) = entry.value else {
            reader.error("\(what) must map locales to sentences, or have 'templates' and 'parameters'", at: entry.keyLocation)
            return nil
        }
        let isLongForm = mapping.keys.contains { $0.string == "templates" || $0.string == "parameters" }
        if isLongForm {
            guard let fields = reader.fields(entry.value, what, allowed: ["parameters", "templates"]) else { return nil }
            if let parameters = fields["parameters"] {
                for parameter in reader.stringList(parameters, "the parameters of \(what)") {
                    if propertyNames.contains(parameter.value) {
                        code.parameters.append(parameter.value)
                    } else {
                        reader.error(
                            "\(what) carries '\(parameter.value)', which is not a response property of '\(intent)'; declare it under response: properties:",
                            at: parameter.location
                        )
                    }
                }
            }
            if let templates = fields["templates"] {
                code.templates = localized(templates, "the templates of \(what)")
            }
        } else {
            code.templates = localized(entry.value, "the templates of \(what)")
        }
        return code
    }

    // MARK: Sentences

    /// The elements of a mapping from locale to one string or a list of them (an intent's
    /// `sentences` or `examples`), each locale checked against the declared ones.
    private mutating func localizedElements(_ node: Node, _ field: String, of intent: String) -> [(locale: String, elements: [Node])] {
        var lists: [(locale: String, elements: [Node])] = []
        for entry in reader.mapping(node, "the \(field) of '\(intent)'") ?? [] {
            guard checkLocale(entry.key, at: entry.keyLocation, in: "the \(field) of '\(intent)'") else { continue }
            let elements: [Node] =
                if case .scalar = entry.value { [entry.value] } else {
                    reader.sequence(entry.value, "the \(entry.key) \(field) of '\(intent)'")
                }
            lists.append((entry.key, elements))
        }
        return lists
    }

    /// `examples: {en: ["put [oat milk](taskTitles) on my list", …]}`: each mark names a
    /// parameter of the intent.
    private mutating func readIntentExamples(_ node: Node, of intent: IntentDefinition) -> [String: [IntentExample]] {
        var examples: [String: [IntentExample]] = [:]
        for (locale, elements) in localizedElements(node, "examples", of: intent.name) {
            for element in elements {
                let what = "an example of '\(intent.name)' in \(locale)"
                guard let written = reader.nonEmptyString(element, what) else { continue }
                let location = reader.location(of: element)
                switch IntentExample.parsing(written, location: location) {
                case .success(let example):
                    for slot in example.slots where intent.parameter(named: slot.parameter) == nil {
                        let known = intent.parameters.map(\.name).joined(separator: ", ")
                        reader.error(
                            "\(what) marks '\(slot.text)' as '\(slot.parameter)', which is not a parameter of '\(intent.name)' (\(known.isEmpty ? "it has none" : known))",
                            at: location
                        )
                    }
                    examples[locale, default: []].append(example)
                case .failure(let failure):
                    reader.error("\(what): \(failure.message)", at: location)
                }
            }
        }
        return examples
    }

    private mutating func readSentences(_ node: Node, of intent: String) -> [String: [SentenceTemplate]] {
        var sentences: [String: [SentenceTemplate]] = [:]
        for (locale, elements) in localizedElements(node, "sentences", of: intent) {
            for element in elements {
                let what = "a \(locale) sentence of '\(intent)'"
                if case .mapping = element {
                    if let sentence = readSentenceWithValues(element, what: what) { sentences[locale, default: []].append(sentence) }
                    continue
                }
                guard let source = reader.nonEmptyString(element, what),
                    let template = reader.template(source, node: element, what: what)
                else { continue }
                sentences[locale, default: []].append(SentenceTemplate(template: template, location: reader.location(of: element)))
            }
        }
        return sentences
    }

    /// `{sentence: "start [a] {workoutName} for an hour", values: {goalValue: 1, …}}`: a
    /// sentence with the values it gives parameters its words say without a slot. The values'
    /// parameters and types are checked by ``DefinitionValidator``.
    private mutating func readSentenceWithValues(_ node: Node, what: String) -> SentenceTemplate? {
        guard let fields = reader.fields(node, what, allowed: Self.sentenceKeys) else { return nil }
        guard let sentence = fields["sentence"] else {
            reader.error("\(what) needs a 'sentence': the template, beside its 'values'", at: reader.location(of: node))
            return nil
        }
        guard let source = reader.nonEmptyString(sentence, what),
            let template = reader.template(source, node: sentence, what: what)
        else { return nil }
        var values: [SentenceTemplate.FixedValue] = []
        for entry in fields["values"].flatMap({ reader.mapping($0, "the values of \(what)") }) ?? [] {
            guard case .scalar = entry.value else {
                reader.error("the value of '\(entry.key)' in \(what) must be one value, not \(entry.value.kindName)", at: entry.keyLocation)
                continue
            }
            guard let value = reader.nonEmptyString(entry.value, "the value of '\(entry.key)' in \(what)") else { continue }
            values.append(SentenceTemplate.FixedValue(parameter: entry.key, value: value, location: entry.keyLocation))
        }
        if fields["values"] == nil {
            reader.warning("\(what) is a mapping without 'values'; write the sentence as text", at: reader.location(of: node))
        }
        return SentenceTemplate(template: template, location: reader.location(of: sentence), values: values)
    }
}
