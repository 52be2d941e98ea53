/// Checks the references between the parts of a parsed definition file: manifest lists against
/// intents, template slots and rules against parameters, placeholders against parameters and
/// response properties.
struct DefinitionValidator {
    let file: DefinitionFile
    var reader: YAMLReader

    mutating func validate() {
        if let app = file.app { validateManifest(app) }
        validateGeneratedNames()
        validateRules()
        for intent in file.intents {
            validateSentences(of: intent)
            validatePlaceholders(of: intent)
        }
    }

    // MARK: Manifest

    private mutating func validateManifest(_ app: AppDefinition) {
        let defined = Set(file.intents.map(\.name))
        var seen: Set<String> = []
        func location(of name: String) -> SourceLocation { app.listedIntentLocations[name] ?? app.location }
        for name in app.supportedIntents {
            if !seen.insert(name).inserted {
                reader.warning("'supportedIntents' lists '\(name)' twice", at: location(of: name))
            } else if !defined.contains(name) && BuiltInDomain.defining(name) == nil {
                let builtIn = BuiltInDomain.allCases.flatMap(\.intentNames)
                reader.error(
                    "'supportedIntents' names '\(name)', which is neither an intent of this file nor a built-in one (\(builtIn.joined(separator: ", ")))",
                    at: location(of: name)
                )
            }
        }
        for name in app.restrictedWhileLocked where !app.supportedIntents.contains(name) {
            reader.error("'restrictedWhileLocked' names '\(name)', which 'supportedIntents' does not list", at: location(of: name))
        }
        for (index, example) in app.examples.enumerated()
        where !app.supportedIntents.contains(example.intent) && !defined.contains(example.intent) {
            let handled = (app.supportedIntents + file.intents.map(\.name).filter { !app.supportedIntents.contains($0) })
            reader.error(
                "example \(index + 1) of the app claims the intent '\(example.intent)', which the app does not handle (it handles: \(handled.isEmpty ? "nothing" : handled.joined(separator: ", ")))",
                at: example.location
            )
        }
    }

    // MARK: Names in generated code

    private mutating func validateGeneratedNames() {
        var generated: [String: String] = [file.name: "the file's namespace"]
        for intent in file.intents {
            for suffix in ["Intent", "IntentHandling", "IntentHandler", "IntentResponse"] {
                generated[intent.name + suffix] = "intent '\(intent.name)'"
            }
            if let domain = BuiltInDomain.defining(intent.name), domain.rawValue != file.name {
                reader.error(
                    "intent '\(intent.name)' is built in (\(domain.rawValue)); list it in 'supportedIntents' instead of defining it",
                    at: intent.location)
            }
        }
        for type in file.types {
            if let owner = generated[type.name] {
                reader.error("type '\(type.name)' has the same name as the code generated for \(owner)", at: type.location)
            }
            let identifiers = type.values.map(\.identifier)
            for value in type.values where identifiers.filter({ $0 == value.identifier }).count > 1 {
                reader.error("type '\(type.name)' defines the value '\(value.identifier)' twice", at: value.location)
            }
        }
    }

    // MARK: Templates

    private mutating func validateRules() {
        for (locale, rules) in file.rules.sorted(by: { $0.key < $1.key }) {
            for rule in rules.values.sorted(by: { $0.location < $1.location }) {
                for name in rule.template.expression.ruleNames where rules[name] == nil {
                    reader.error("rule <\(rule.name)> (\(locale)) uses <\(name)>, which no \(locale) rule defines", at: rule.location)
                }
                if reachesItself(rule.name, rules: rules) {
                    reader.error("rule <\(rule.name)> (\(locale)) refers back to itself; rules cannot be recursive", at: rule.location)
                }
            }
        }
    }

    private func reachesItself(_ name: String, rules: [String: ExpansionRule]) -> Bool {
        var pending = rules[name]?.template.expression.ruleNames ?? []
        var visited: Set<String> = []
        while let next = pending.popLast() {
            if next == name { return true }
            guard visited.insert(next).inserted, let rule = rules[next] else { continue }
            pending.append(contentsOf: rule.template.expression.ruleNames)
        }
        return false
    }

    private mutating func validateSentences(of intent: IntentDefinition) {
        let parameterNames = Set(intent.parameters.map(\.name))
        let listNames = parameterNames.union(file.types.map(\.name)).union(BuiltInType.allCases.map(\.rawValue))
        for (locale, sentences) in intent.sentences.sorted(by: { $0.key < $1.key }) {
            let rules = file.rules[locale] ?? [:]
            for sentence in sentences {
                for name in sentence.template.expression.ruleNames where rules[name] == nil {
                    reader.error(
                        "a \(locale) sentence of '\(intent.name)' uses <\(name)>, which no \(locale) rule defines", at: sentence.location)
                }
                for slot in slots(of: sentence.template, rules: rules) {
                    if !parameterNames.contains(slot.slot) {
                        let known = intent.parameters.map(\.name).joined(separator: ", ")
                        reader.error(
                            "a \(locale) sentence of '\(intent.name)' uses the slot {\(slot.slot)}, which is not a parameter of '\(intent.name)' (parameters: \(known.isEmpty ? "none" : known))",
                            at: sentence.location
                        )
                    } else if !listNames.contains(slot.list) {
                        reader.error(
                            "a \(locale) sentence of '\(intent.name)' takes {\(slot.list):\(slot.slot)} from '\(slot.list)', which is neither a parameter nor a type",
                            at: sentence.location
                        )
                    }
                }
                for fixed in sentence.values {
                    validate(fixed, of: intent, what: "a \(locale) sentence of '\(intent.name)'")
                }
            }
        }
        if !intent.sentences.isEmpty {
            for locale in file.locales where intent.sentences[locale] == nil {
                reader.warning(
                    "intent '\(intent.name)' has no \(locale) sentences; it cannot be asked for in \(locale)", at: intent.location)
            }
        }
    }

    /// A value a sentence gives a parameter: the parameter is the intent's, and the value is
    /// one of its type's (a custom type's value name, a number, `true`/`false`, a task status).
    /// Money and spans of time are said in the sentence, where they are read as the user says them.
    private mutating func validate(_ fixed: SentenceTemplate.FixedValue, of intent: IntentDefinition, what: String) {
        guard let parameter = intent.parameter(named: fixed.parameter) else {
            let known = intent.parameters.map(\.name).joined(separator: ", ")
            reader.error(
                "\(what) gives a value to '\(fixed.parameter)', which is not a parameter of '\(intent.name)' (parameters: \(known.isEmpty ? "none" : known))",
                at: fixed.location
            )
            return
        }
        let problem: String?
        switch parameter.type {
        case .custom(let name):
            let names = file.type(named: name)?.values.map(\.identifier) ?? []
            problem =
                names.contains(fixed.value)
                ? nil : "is not a value of \(name) (\(names.joined(separator: ", ")))"
        case .builtIn(.integer):
            problem = Int(fixed.value) == nil ? "is not a whole number" : nil
        case .builtIn(.decimal):
            let isNumber = fixed.value.allSatisfy { "0123456789.-".contains($0) } && Double(fixed.value) != nil
            problem = isNumber ? nil : "is not a number, such as 1 or 2.5"
        case .builtIn(.boolean):
            problem = ["true", "false"].contains(fixed.value) ? nil : "is not true or false"
        case .builtIn(.taskStatus):
            problem = ["completed", "notCompleted"].contains(fixed.value) ? nil : "is not completed or notCompleted"
        case .builtIn(.currencyAmount), .builtIn(.dateComponentsRange):
            problem = "cannot be set by a sentence: \(parameter.type.name) is read from what the user says; give it a slot"
        default:
            problem = nil
        }
        if let problem {
            reader.error(
                "\(what) gives \(fixed.parameter) the value '\(fixed.value)', which \(problem)", at: fixed.location)
        }
    }

    /// The slots of a template and of the rules it uses, transitively.
    private func slots(of template: Template, rules: [String: ExpansionRule]) -> [SlotReference] {
        var slots = template.expression.slotReferences
        var pending = template.expression.ruleNames
        var visited: Set<String> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let rule = rules[name] else { continue }
            slots.append(contentsOf: rule.template.expression.slotReferences)
            pending.append(contentsOf: rule.template.expression.ruleNames)
        }
        return slots
    }

    // MARK: Placeholders

    private mutating func validatePlaceholders(of intent: IntentDefinition) {
        let parameterNames = Set(intent.parameters.map(\.name))
        for parameter in intent.parameters {
            let what = "parameter '\(parameter.name)' of '\(intent.name)'"
            check(parameter.prompts.needsValue, in: "prompt 'needsValue' of \(what)", allowed: parameterNames, at: parameter.location)
            check(
                parameter.prompts.disambiguation, in: "prompt 'disambiguation' of \(what)", allowed: parameterNames.union(["options"]),
                at: parameter.location)
            check(parameter.prompts.confirmation, in: "prompt 'confirmation' of \(what)", allowed: parameterNames, at: parameter.location)
            for (reason, texts) in parameter.unsupportedReasons.sorted(by: { $0.key < $1.key }) {
                check(texts, in: "unsupported reason '\(reason)' of \(what)", allowed: parameterNames, at: parameter.location)
            }
        }
        let responseNames = parameterNames.union(intent.response.properties.map(\.name))
        for code in intent.response.codes {
            check(code.templates, in: "response code '\(code.name)' of '\(intent.name)'", allowed: responseNames, at: code.location)
        }
    }

    private mutating func check(_ texts: [String: String], in what: String, allowed: Set<String>, at location: SourceLocation) {
        for (locale, text) in texts.sorted(by: { $0.key < $1.key }) {
            for (name, form) in Placeholder.parts(in: text) {
                if !allowed.contains(name) {
                    let choices =
                        allowed.isEmpty
                        ? "but there are no parameters or properties it could name"
                        : "which is not one of: \(allowed.sorted().joined(separator: ", "))"
                    reader.error("the \(locale) text of \(what) uses {\(name)}, \(choices)", at: location)
                }
                if let form, !Placeholder.forms.contains(form) {
                    reader.error(
                        "the \(locale) text of \(what) asks for the form '\(form)' of {\(name)}, which is not one of: "
                            + Placeholder.forms.sorted().joined(separator: ", "),
                        at: location)
                }
            }
        }
    }
}
