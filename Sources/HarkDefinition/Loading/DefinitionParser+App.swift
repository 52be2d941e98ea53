internal import Yams

extension DefinitionParser {
    static let appKeys = [
        "id", "displayName", "alternativeNames", "usageDescription", "supportedIntents",
        "restrictedWhileLocked", "userActivityTypes", "appGroup", "examples",
    ]

    mutating func readApp(_ node: Node) -> AppDefinition? {
        guard let fields = reader.fields(node, "the 'app' section", allowed: Self.appKeys) else { return nil }
        var identifier = ""
        if let idNode = fields["id"], let id = reader.nonEmptyString(idNode, "the app's 'id'") {
            if Identifier.isReverseDNS(id) {
                identifier = id
            } else {
                reader.error("the app's id '\(id)' must be reverse-DNS, e.g. com.example.myapp", at: reader.location(of: idNode))
            }
        } else if fields["id"] == nil {
            reader.error("the 'app' section needs an 'id', e.g. id: com.example.myapp", at: fields.location)
        }
        var displayName = ""
        if let nameNode = fields["displayName"] {
            displayName = reader.nonEmptyString(nameNode, "the app's 'displayName'") ?? ""
        } else {
            reader.error("the 'app' section needs a 'displayName', the name the assistant says", at: fields.location)
        }
        var usageDescription: [String: String] = [:]
        if let usage = fields["usageDescription"] {
            usageDescription = localized(usage, "the app's 'usageDescription'")
        } else {
            reader.error(
                "the 'app' section needs a 'usageDescription' per locale: the user reads it when asked to allow the app",
                at: fields.location
            )
        }
        var app = AppDefinition(
            identifier: identifier,
            displayName: displayName,
            usageDescription: usageDescription,
            location: fields.location
        )
        if let names = fields["alternativeNames"] { app.alternativeNames = readAlternativeNames(names) }
        if let supported = fields["supportedIntents"] {
            let names = reader.stringList(supported, "'supportedIntents'")
            app.supportedIntents = names.map(\.value)
            for name in names { app.listedIntentLocations[name.value] = name.location }
        }
        if let restricted = fields["restrictedWhileLocked"] {
            let names = reader.stringList(restricted, "'restrictedWhileLocked'")
            app.restrictedWhileLocked = names.map(\.value)
            for name in names where app.listedIntentLocations[name.value] == nil {
                app.listedIntentLocations[name.value] = name.location
            }
        }
        if let activities = fields["userActivityTypes"] {
            for activity in reader.stringList(activities, "'userActivityTypes'") {
                if Identifier.isReverseDNS(activity.value) {
                    app.userActivityTypes.append(activity.value)
                } else {
                    reader.error(
                        "user-activity type '\(activity.value)' must be reverse-DNS, e.g. com.example.app.show", at: activity.location)
                }
            }
        }
        if let group = fields["appGroup"], let name = reader.nonEmptyString(group, "the app's 'appGroup'") {
            if Identifier.isReverseDNS(name) {
                app.appGroup = name
            } else {
                reader.error("app group '\(name)' must be reverse-DNS, e.g. group.com.example.myapp", at: reader.location(of: group))
            }
        }
        if let examples = fields["examples"] { app.examples = readExamples(examples) }
        return app
    }

    /// `examples:` — a list of `{intent: Name, en: "…", es: "…"}`, a sentence in every locale.
    private mutating func readExamples(_ node: Node) -> [AppDefinition.Example] {
        reader.sequence(node, "the app's 'examples'").enumerated().compactMap { index, element in
            let what = "example \(index + 1) of the app"
            guard let entries = reader.mapping(element, what) else { return nil }
            let location = reader.location(of: element)
            var intent: String?
            var sentences: [String: String] = [:]
            var sentenceLocations: [String: SourceLocation] = [:]
            for entry in entries {
                if entry.key == "intent" {
                    intent = reader.nonEmptyString(entry.value, "the 'intent' of \(what)")
                    continue
                }
                guard checkLocale(entry.key, at: entry.keyLocation, in: what) else { continue }
                if let sentence = reader.nonEmptyString(entry.value, "the \(entry.key) sentence of \(what)") {
                    sentences[entry.key] = sentence
                    sentenceLocations[entry.key] = reader.location(of: entry.value)
                }
            }
            checkCoverage(Set(sentences.keys), of: "a sentence of \(what)", at: location)
            guard let intent else {
                if !entries.contains(where: { $0.key == "intent" }) {
                    reader.error("\(what) needs an 'intent': the intent its sentences are understood as", at: location)
                }
                return nil
            }
            return AppDefinition.Example(intent: intent, sentences: sentences, location: location, sentenceLocations: sentenceLocations)
        }
    }

    private mutating func readAlternativeNames(_ node: Node) -> [AppDefinition.AlternativeName] {
        reader.sequence(node, "'alternativeNames'").compactMap { element in
            if case .scalar = element {
                return reader.nonEmptyString(element, "an alternative name").map { AppDefinition.AlternativeName(name: $0) }
            }
            guard let fields = reader.fields(element, "an alternative name", allowed: ["name", "pronunciation"]) else { return nil }
            guard let nameNode = fields["name"] else {
                reader.error("an alternative name needs a 'name'", at: fields.location)
                return nil
            }
            guard let name = reader.nonEmptyString(nameNode, "an alternative name") else { return nil }
            let pronunciation = fields["pronunciation"].flatMap { reader.nonEmptyString($0, "the pronunciation of '\(name)'") }
            return AppDefinition.AlternativeName(name: name, pronunciation: pronunciation)
        }
    }
}
