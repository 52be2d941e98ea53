public import Foundation
public import HarkDefinition

/// Home Assistant's intent data for one language: the `sentences/<language>/*.yaml` files of
/// the `home-assistant/intents` repository, in hassil's format.
///
/// ```swift
/// let intents = try HomeAssistantIntents(directory: URL(filePath: "intents/sentences/en"))
/// for intent in intents.intents { print(intent.name, intent.data.count) }
/// ```
///
/// Lists, expansion rules and skip words usually come from `_common.yaml`; the other files add
/// intents. Every problem found is reported at once, located `file:line:column`.
public struct HomeAssistantIntents: Sendable, Hashable {
    /// The language code (`language`): `en`, `es`, `fr`, `ja`, `ar`.
    public var language: String
    /// The intents, in order of first appearance.
    public var intents: [HomeAssistantIntent]
    /// The lists every sentence can use (`lists`), by name.
    public var lists: [String: HomeAssistantList]
    /// The expansion rules every sentence can use (`expansion_rules`), by name.
    public var expansionRules: [String: Template]
    /// Words and phrases the matcher may drop from the user's text (`skip_words`).
    public var skipWords: [String]
    /// Whether the language writes no spaces between words (`settings: ignore_whitespace`),
    /// as Japanese and Chinese do.
    public var ignoresWhitespace: Bool
    /// Problems that did not stop loading (unknown keys, for instance), in file order.
    public var warnings: [Diagnostic]

    public init(
        language: String,
        intents: [HomeAssistantIntent] = [],
        lists: [String: HomeAssistantList] = [:],
        expansionRules: [String: Template] = [:],
        skipWords: [String] = [],
        ignoresWhitespace: Bool = false,
        warnings: [Diagnostic] = []
    ) {
        self.language = language
        self.intents = intents
        self.lists = lists
        self.expansionRules = expansionRules
        self.skipWords = skipWords
        self.ignoresWhitespace = ignoresWhitespace
        self.warnings = warnings
    }

    /// The intent named `name`, if the data defines it.
    public func intent(named name: String) -> HomeAssistantIntent? {
        intents.first { $0.name == name }
    }

    /// Adds `other`'s contents, as hassil merges files: an intent defined in both gets the
    /// blocks of both, in order; lists, rules and settings of `other` win; skip words add up.
    /// Two value lists of the same name are joined, as hassil joins YAML lists.
    public mutating func merge(_ other: HomeAssistantIntents) {
        if language.isEmpty { language = other.language }
        for intent in other.intents {
            if let index = intents.firstIndex(where: { $0.name == intent.name }) {
                intents[index].data += intent.data
            } else {
                intents.append(intent)
            }
        }
        for (name, list) in other.lists {
            if case .values(let existing)? = lists[name], case .values(let added) = list {
                lists[name] = .values(existing + added)
            } else {
                lists[name] = list
            }
        }
        expansionRules.merge(other.expansionRules) { _, new in new }
        skipWords += other.skipWords.filter { !skipWords.contains($0) }
        ignoresWhitespace = ignoresWhitespace || other.ignoresWhitespace
        warnings += other.warnings
    }

    // MARK: Loading

    /// Parses one file of intent data.
    ///
    /// - Parameters:
    ///   - text: The YAML text.
    ///   - path: Where it came from; diagnostics name it.
    /// - Throws: ``DefinitionError`` with every problem found, errors and warnings, in file order.
    public init(parsing text: String, path: String) throws(DefinitionError) {
        var parser = HomeAssistantParser(path: path)
        let parsed = parser.parseIntents(text)
        self = try parser.finish(parsed, warnings: \.warnings)
    }

    /// Loads every `*.yaml` file of a language directory (`sentences/en`), in name order, and
    /// merges them (see ``merge(_:)``).
    ///
    /// - Throws: ``DefinitionError`` with the problems of every file, when any has an error or
    ///   the directory cannot be read.
    public init(directory: URL) throws(DefinitionError) {
        let files = try HomeAssistantFiles.yamlFiles(in: directory)
        var merged = HomeAssistantIntents(language: "")
        var diagnostics: [Diagnostic] = []
        for file in files {
            do {
                let text = try HomeAssistantFiles.text(of: file)
                merged.merge(try HomeAssistantIntents(parsing: text, path: file.path))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DefinitionError(diagnostics: diagnostics + merged.warnings)
        }
        if merged.language.isEmpty {
            merged.language = directory.lastPathComponent
        }
        self = merged
    }
}
