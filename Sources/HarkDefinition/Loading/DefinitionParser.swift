internal import Yams

/// Turns the text of a definition file into a ``DefinitionFile``, collecting every problem.
///
/// Reading checks shapes, names and locales as it goes; ``DefinitionValidator`` then checks the
/// references between parts (types, templates, placeholders, manifest lists).
struct DefinitionParser {
    var reader: YAMLReader
    /// The declared locales; every localized text must cover them.
    var locales: [String] = []
    var localesLocation: SourceLocation
    /// The names of the file's custom types, known before intents are read.
    var customTypeNames: Set<String> = []

    static let topLevelKeys = ["locales", "app", "types", "intents", "rules", "skipWords"]

    init(path: String) {
        reader = YAMLReader(path: path)
        localesLocation = SourceLocation(file: path, line: 1, column: 1)
    }

    /// The file, or `nil` when it has errors; `reader.diagnostics` holds them either way.
    mutating func parse(_ text: String, path: String) -> DefinitionFile? {
        guard text.utf8.count <= DefinitionFile.maximumSize else {
            reader.error(
                "the definition file is larger than \(DefinitionFile.maximumSize / 1024) KiB, the most Hark reads; split it into several files",
                at: localesLocation)
            return nil
        }
        if let key = CollectionKeyCheck.firstCollectionKey(in: text) {
            reader.error(
                "a key that is a list or a mapping; definition files use plain names as keys (a '?' before a key makes it complex)",
                at: SourceLocation(file: path, line: key.line, column: key.column))
            return nil
        }
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                reader.error("the definition file is empty; it needs at least 'locales' and 'intents' or 'app'", at: localesLocation)
                return nil
            }
            guard composed.expands(within: DefinitionFile.maximumValues) else {
                reader.error(
                    "the definition file holds more than \(DefinitionFile.maximumValues) values once its YAML aliases (*name) are expanded; write the repeated parts out, or use rules",
                    at: localesLocation)
                return nil
            }
            root = composed
        } catch {
            for diagnostic in YAMLErrorTranslator(path: path, text: text).diagnostics(for: error) {
                reader.error(diagnostic.message, at: diagnostic.location)
            }
            return nil
        }

        guard let fields = reader.fields(root, "the definition file", allowed: Self.topLevelKeys) else { return nil }
        readLocales(fields)

        var file = DefinitionFile(
            path: path,
            name: DefinitionFile.baseName(ofPath: path),
            source: text,
            locales: locales
        )
        if let app = fields["app"] { file.app = readApp(app) }
        if let types = fields["types"] { file.types = readTypes(types) }
        customTypeNames = Set(file.types.map(\.name))
        if let intents = fields["intents"] { file.intents = readIntents(intents) }
        if let rules = fields["rules"] { file.rules = readRules(rules) }
        if let skipWords = fields["skipWords"] { file.skipWords = readSkipWords(skipWords) }
        if file.app == nil && file.intents.isEmpty && file.types.isEmpty {
            reader.error("the definition file defines nothing: add 'intents', 'types' or an 'app' section", at: fields.location)
        }

        var validator = DefinitionValidator(file: file, reader: reader)
        validator.validate()
        reader = validator.reader
        file.warnings = reader.diagnostics.filter { $0.severity == .warning }
        return reader.diagnostics.contains { $0.severity == .error } ? nil : file
    }

    // MARK: Locales

    private mutating func readLocales(_ fields: Fields) {
        guard let entry = fields.entry("locales") else {
            reader.error("missing 'locales': list the locales the file covers, e.g. locales: [en, es]", at: fields.location)
            return
        }
        localesLocation = entry.keyLocation
        var seen: Set<String> = []
        for locale in reader.stringList(entry.value, "'locales'") {
            if !Identifier.isLocale(locale.value) {
                reader.error("'\(locale.value)' is not a locale identifier such as en, es or fr-CA", at: locale.location)
            } else if !seen.insert(locale.value).inserted {
                reader.error("locale '\(locale.value)' is listed twice", at: locale.location)
            } else {
                locales.append(locale.value)
            }
        }
        if locales.isEmpty && reader.diagnostics.isEmpty {
            reader.error("'locales' must list at least one locale", at: entry.keyLocation)
        }
    }

    /// A text per locale. Every key must be a declared locale; when `complete`, every declared
    /// locale must have a text.
    mutating func localized(_ node: Node, _ what: String, complete: Bool = true) -> [String: String] {
        guard let entries = reader.mapping(node, what) else { return [:] }
        var texts: [String: String] = [:]
        for entry in entries {
            guard checkLocale(entry.key, at: entry.keyLocation, in: what) else { continue }
            if let text = reader.nonEmptyString(entry.value, "the \(entry.key) text of \(what)") {
                texts[entry.key] = text
            }
        }
        if complete { checkCoverage(Set(texts.keys), of: what, at: reader.location(of: node)) }
        return texts
    }

    /// Whether `locale` is one of the declared locales; records an error when it is not.
    mutating func checkLocale(_ locale: String, at location: SourceLocation, in what: String) -> Bool {
        guard locales.contains(locale) else {
            let declared = locales.isEmpty ? "none" : locales.joined(separator: ", ")
            reader.error("\(what) has text for '\(locale)', which 'locales' does not declare (declared: \(declared))", at: location)
            return false
        }
        return true
    }

    mutating func checkCoverage(_ present: Set<String>, of what: String, at location: SourceLocation) {
        let missing = locales.filter { !present.contains($0) }
        if !missing.isEmpty {
            reader.error("\(what) is missing for \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: location)
        }
    }

    // MARK: Rules and skip words

    private mutating func readRules(_ node: Node) -> [String: [String: ExpansionRule]] {
        var rules: [String: [String: ExpansionRule]] = [:]
        for localeEntry in reader.mapping(node, "'rules'") ?? [] {
            guard checkLocale(localeEntry.key, at: localeEntry.keyLocation, in: "'rules'") else { continue }
            for ruleEntry in reader.mapping(localeEntry.value, "the \(localeEntry.key) rules") ?? [] {
                let what = "rule <\(ruleEntry.key)> (\(localeEntry.key))"
                guard let source = reader.nonEmptyString(ruleEntry.value, what),
                    let template = reader.template(source, node: ruleEntry.value, what: what)
                else { continue }
                rules[localeEntry.key, default: [:]][ruleEntry.key] = ExpansionRule(
                    name: ruleEntry.key, template: template, location: ruleEntry.keyLocation
                )
            }
        }
        return rules
    }

    private mutating func readSkipWords(_ node: Node) -> [String: [String]] {
        var skipWords: [String: [String]] = [:]
        for entry in reader.mapping(node, "'skipWords'") ?? [] {
            guard checkLocale(entry.key, at: entry.keyLocation, in: "'skipWords'") else { continue }
            skipWords[entry.key] = reader.stringList(entry.value, "the \(entry.key) skip words").map(\.value)
        }
        return skipWords
    }
}
