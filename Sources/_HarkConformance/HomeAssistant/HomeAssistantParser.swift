public import HarkDefinition
package import Yams

/// Reads Home Assistant's YAML (intent data, test files, fixtures) into the `HomeAssistant…`
/// models, collecting every problem as a located diagnostic.
///
/// Unknown keys are warnings, not errors: Home Assistant's format grows, and hassil itself
/// ignores keys it does not know.
package struct HomeAssistantParser {
    package var reader: YAMLReader

    package static let intentsFileKeys = ["language", "intents", "lists", "expansion_rules", "skip_words", "settings", "responses"]
    package static let intentKeys = ["data"]
    package static let groupKeys = [
        "sentences", "slots", "requires_context", "excludes_context", "expansion_rules", "lists", "response",
        "required_keywords", "metadata", "settings", "inferred_domain", "name_domains",
    ]

    package init(path: String) {
        reader = YAMLReader(path: path)
    }

    /// The parsed value with the warnings attached, or the error with every diagnostic.
    package func finish<Value>(_ parsed: Value?, warnings: WritableKeyPath<Value, [Diagnostic]>) throws(DefinitionError) -> Value {
        let diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        guard var value = parsed, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw DefinitionError(diagnostics: diagnostics)
        }
        value[keyPath: warnings] = diagnostics
        return value
    }

    /// The document's root node, or `nil` after recording why there is none.
    package mutating func root(of text: String, what: String) -> Node? {
        do {
            guard text.utf8.count <= DefinitionFile.maximumSize else {
                reader.error(
                    "\(what) is larger than \(DefinitionFile.maximumSize / 1024) KiB, the most Hark reads", at: reader.location(of: nil))
                return nil
            }
            if let key = CollectionKeyCheck.firstCollectionKey(in: text) {
                reader.error(
                    "\(what) has a key that is a list or a mapping; Home Assistant's files use plain keys",
                    at: SourceLocation(file: reader.path, line: key.line, column: key.column))
                return nil
            }
            guard let root = try Yams.compose(yaml: text) else {
                reader.error("\(what) is empty", at: reader.location(of: nil))
                return nil
            }
            // The limits of definition files: aliases may not make a small file stand for billions of values.
            guard root.expands(within: DefinitionFile.maximumValues) else {
                reader.error(
                    "\(what) holds more than \(DefinitionFile.maximumValues) values once its YAML aliases are expanded",
                    at: reader.location(of: nil))
                return nil
            }
            return root
        } catch {
            for diagnostic in YAMLErrorTranslator(path: reader.path, text: text).diagnostics(for: error) {
                reader.error(diagnostic.message, at: diagnostic.location)
            }
            return nil
        }
    }

    /// A mapping's entries; keys outside `known` are warned about and dropped.
    package mutating func fields(_ node: Node, _ what: String, known: [String]) -> Fields? {
        guard let entries = reader.mapping(node, what) else { return nil }
        for entry in entries where !known.contains(entry.key) {
            reader.warning(
                "unknown key '\(entry.key)' in \(what) is ignored; known keys: \(known.joined(separator: ", "))",
                at: entry.keyLocation
            )
        }
        return Fields(entries: entries.filter { known.contains($0.key) }, location: reader.location(of: node))
    }

    // MARK: Intent data

    package mutating func parseIntents(_ text: String) -> HomeAssistantIntents? {
        guard let root = root(of: text, what: "the intents file"),
            let fields = fields(root, "the intents file", known: Self.intentsFileKeys)
        else { return nil }
        var intents = HomeAssistantIntents(language: "")
        if let language = fields["language"] {
            intents.language = reader.nonEmptyString(language, "'language'") ?? ""
        } else {
            reader.error("missing 'language': name the data's language, e.g. language: en", at: fields.location)
        }
        if let node = fields["intents"] {
            for entry in reader.mapping(node, "'intents'") ?? [] {
                if let intent = readIntent(entry) { intents.intents.append(intent) }
            }
        }
        if let node = fields["lists"] { intents.lists = readLists(node, "'lists'") }
        if let node = fields["expansion_rules"] { intents.expansionRules = readRules(node, "'expansion_rules'") }
        if let node = fields["skip_words"] {
            intents.skipWords = reader.stringList(node, "'skip_words'").map(\.value)
        }
        if let node = fields["settings"], let settings = reader.mapping(node, "'settings'") {
            if let entry = settings.first(where: { $0.key == "ignore_whitespace" }) {
                intents.ignoresWhitespace = reader.bool(entry.value, "'ignore_whitespace'") ?? false
            }
        }
        return intents
    }

    private mutating func readIntent(_ entry: Entry) -> HomeAssistantIntent? {
        let what = "intent '\(entry.key)'"
        guard let fields = fields(entry.value, what, known: Self.intentKeys) else { return nil }
        guard let data = fields["data"] else {
            reader.error("\(what) has no 'data': list its blocks of sentences", at: entry.keyLocation)
            return nil
        }
        let groups = reader.sequence(data, "the data of \(what)").enumerated().compactMap { index, node in
            readGroup(node, "block \(index + 1) of \(what)")
        }
        return HomeAssistantIntent(name: entry.key, data: groups)
    }

    private mutating func readGroup(_ node: Node, _ what: String) -> HomeAssistantSentenceGroup? {
        guard let fields = fields(node, what, known: Self.groupKeys) else { return nil }
        var group = HomeAssistantSentenceGroup(sentences: [], location: fields.location)
        if let sentences = fields["sentences"] {
            for sentence in reader.stringList(sentences, "the sentences of \(what)") {
                let node = sentenceNode(sentence, in: sentences)
                if let template = reader.template(sentence.value, node: node, what: "a sentence of \(what)") {
                    group.sentences.append(template)
                    group.sentenceLocations.append(sentence.location)
                }
            }
        } else {
            reader.error("\(what) has no 'sentences'", at: fields.location)
        }
        if let slots = fields["slots"] { group.slots = readValues(slots, "the slots of \(what)") }
        if let node = fields["requires_context"] {
            group.requiresContext = readContextRules(node, "'requires_context' of \(what)", allowsSlots: true)
        }
        if let node = fields["excludes_context"] {
            group.excludesContext = readContextRules(node, "'excludes_context' of \(what)", allowsSlots: false)
        }
        if let node = fields["expansion_rules"] { group.expansionRules = readRules(node, "the expansion rules of \(what)") }
        if let node = fields["lists"] { group.lists = readLists(node, "the lists of \(what)") }
        if let node = fields["response"] { group.response = reader.nonEmptyString(node, "the response of \(what)") }
        if let node = fields["required_keywords"] {
            group.requiredKeywords = Set(reader.stringList(node, "the required keywords of \(what)").map(\.value))
        }
        if let node = fields["metadata"] { group.metadata = readValues(node, "the metadata of \(what)") }
        return group
    }

    /// The node a sentence was read from, so template errors point into it.
    private func sentenceNode(_ sentence: Located<String>, in list: Node) -> Node {
        guard case .sequence(let sequence) = list else { return list }
        return sequence.first { reader.location(of: $0) == sentence.location } ?? list
    }

    private mutating func readRules(_ node: Node, _ what: String) -> [String: Template] {
        var rules: [String: Template] = [:]
        for entry in reader.mapping(node, what) ?? [] {
            let rule = "rule <\(entry.key)>"
            if let source = reader.string(entry.value, rule), let template = reader.template(source, node: entry.value, what: rule) {
                rules[entry.key] = template
            }
        }
        return rules
    }
}
