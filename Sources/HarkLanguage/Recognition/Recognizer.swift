public import Hark
public import HarkDefinition

/// Understands requests: turns "In ListOMat, add rice, onions and olives to the grocery list"
/// into the intent `AddTasks` for List-o-Mat with its list and its three items.
///
/// A recognizer compiles the sentence templates of its definition files once, for every
/// language they cover, and is then a value to share freely: recognizing is a pure function of
/// the text, the locale and a ``Vocabulary`` snapshot.
///
/// ```swift
/// let recognizer = try Recognizer(definitions: [listsAndNotes], apps: [listOMat])
/// let recognition = try recognizer.recognize("In ListOMat, show the grocery store list", locale: "en")
/// recognition.best?.intent                        // "SearchForNotebookItems"
/// recognition.best?.parameters["title"]?.heard    // "grocery store"
/// ```
///
/// How a request is read:
///
/// 0. A question about what the user can say ("what can ListOMat do?", "what can you do?") is
///    the assistant's own: it gives ``Recognition/help`` and no candidates.
/// 1. An app named at the start or the end ("In ListOMat, …", "… con List-o-Mat", "ListOMatで…"),
///    by its display name, an alternative name or its pronunciation, is found and set aside; the
///    candidates are then the intents that app handles, and none when it handles nothing the
///    request asks (``Recognition/namedApp`` still says which app was named). Without a name, or
///    when the rest matches no sentence at all (the "name" was an ordinary word), the whole text
///    is matched, and a candidate names the one installed app that handles its intent, or lists
///    them all for the dialog to ask.
/// 2. The text is matched against every sentence of the language. Free-text slots are read into
///    typed values (``RecognizedParameter``) and looked up in the vocabulary.
/// 3. Readings are ranked by how much of the text they account for: template words and list
///    values count fully, words matching vocabulary count by how closely they match, free text
///    that matches nothing counts not at all; then fewer free-text slots, fewer skipped words.
///    Two different intents that account for the text equally well are a tie.
///
/// 4. When no sentence matches and trained models are given (``using(_:)``), the trained layer
///    reads the text: its most likely intent, if likely enough, is the one candidate
///    (``Candidate/layer`` `.trained`, with its ``Candidate/confidence``). It never replaces a
///    template's match; it only declines a match whose template accounts for less than half
///    the text when its model finds "none of these" likelier than the template's intent
///    ("remove today's meeting at evening" is not a request to remove an item).
///
/// Text that neither layer understands gives no candidate, never a guess, with the near misses.
public struct Recognizer: Sendable {
    /// Requests longer than this many characters (Unicode scalars) are not matched: they give
    /// no candidate, at once. The assistant refuses them before recognition, saying why.
    public static let maximumInputLength = 1_000
    /// How many matching steps one request may take in all: matching it for each app it names,
    /// then whole, then searching its near misses. A request as long as ``maximumInputLength``
    /// allows takes about 120,000 in Japanese, where every character is a place to split, and
    /// people's requests a few thousand; text that is neither stops here rather than taking
    /// each search's own budget in turn.
    static let requestStepBudget = 150_000
    /// How many characters (Unicode scalars) of free text one request may read into values in
    /// all, over its matches: reading a value (splitting items, reading a date or money,
    /// asking the vocabulary) costs in proportion to its text. People's requests read at most
    /// 781 (the demo apps' 516 test sentences); a request as long as ``maximumInputLength``
    /// allows, matched by dozens of templates, some 48,000. Matches are read best first, and
    /// the best of each search is always read, so a request stops here having read the
    /// matches that could rank highest.
    static let requestReadingBudget = 4_000
    /// At most this many candidates are reported.
    public static let maximumCandidates = 10

    /// The definition files whose sentences the recognizer understands.
    public let definitions: [DefinitionFile]
    /// The installed apps.
    public let apps: [AppManifest]

    /// One intent of one definition file, with the installed apps that handle it.
    ///
    /// A class: every match read looks its intent up, and a copy of the definitions would
    /// retain and release each of their many parts.
    final class IntentEntry: Sendable {
        let definition: IntentDefinition
        let file: DefinitionFile
        let apps: [String]
        /// The intent's parameters, in the definition's order.
        let parameters: [ParameterEntry]

        init(definition: IntentDefinition, file: DefinitionFile, apps: [String]) {
            self.definition = definition
            self.file = file
            self.apps = apps
            parameters = definition.parameters.map(ParameterEntry.init)
        }

        /// The parameter named `name`. Searched rather than hashed: an intent has a few, and
        /// comparing a few short names costs less than hashing one.
        func parameter(named name: String) -> ParameterEntry? {
            parameters.first { $0.name == name }
        }
    }

    /// One parameter of an intent, as reading a slot needs it. A class for the same reason as
    /// ``IntentEntry``: each slot of each match looks its parameter up, and a copy of its
    /// definition retains and releases its names, prompts and reasons in every language.
    final class ParameterEntry: Sendable {
        let definition: ParameterDefinition
        let name: String
        /// ``Recognizer/accountsForItself(_:)``.
        let accountsForItself: Bool
        /// ``Recognizer/takesOnlyItsKind(_:)``.
        let takesOnlyItsKind: Bool
        /// Whether free text in the parameter's slot is a `String` as said.
        let isFreeString: Bool

        init(_ definition: ParameterDefinition) {
            self.definition = definition
            name = definition.name
            accountsForItself = Recognizer.accountsForItself(definition)
            takesOnlyItsKind = Recognizer.takesOnlyItsKind(definition)
            isFreeString = definition.type == .builtIn(.string)
        }
    }

    /// The matcher of each language code the definitions have sentences for.
    let matchers: LanguageMatchers
    /// The intents by the key their sentences carry in their metadata.
    let intents: [String: IntentEntry]
    let appNames: AppNameDetector
    /// The assistant's own sentences for ``HelpRequest``s, per language.
    let help: LanguageMatchers
    /// The trained layer's models by language, each with the index of its definition file
    /// (``using(_:)``).
    var trained: [String: [(model: TrainedModel, file: Int)]] = [:]
    /// Whether every match is read into a candidate, not only those that can rank among the
    /// kept ones (``candidates(for:namedApp:lookup:limit:)``): for the tests that check both agree.
    var readsEveryMatch = false

    /// The metadata key of a sentence that names its intent's ``IntentEntry``.
    static let intentKey = "hark.intent"

    /// When a recognizer compiles the sentences of each language.
    public enum Compilation: Sendable, Hashable {
        /// Every language now: a template that does not compile is an error at once. For
        /// validating, installing, and long-running processes.
        case everyLanguage
        /// Each language the first time a request in it is recognized, once: a command that
        /// answers one request pays only for its language. A template that does not compile is
        /// then an error of the first ``Recognizer/recognize(_:locale:vocabulary:)`` in that
        /// language (definition files are validated when apps are installed).
        case onFirstUse
    }

    /// Compiles the sentence templates of these definition files for every locale they cover,
    /// once: all now, or each language on first use (`compiling`).
    ///
    /// Locales of languages Hark does not understand are left out (see
    /// ``LanguageProfile/supportedLanguages``).
    ///
    /// - Throws: ``LanguageError`` naming the file and locale whose templates do not compile;
    ///   `duplicateApp` naming an app given twice (those who install apps check it first and say
    ///   so in their own terms: `AssistantError.duplicateApp`, the extension installer's clash),
    ///   rather than route its requests to either copy at random.
    public init(definitions: [DefinitionFile], apps: [AppManifest], compiling: Compilation = .everyLanguage) throws(LanguageError) {
        var identifiers: Set<String> = []
        for app in apps where !identifiers.insert(app.identifier).inserted {
            throw LanguageError(code: .duplicateApp, message: "the app \(app.identifier) is given twice; each app can be installed once")
        }
        let eagerly = compiling == .everyLanguage
        self.definitions = definitions
        self.apps = apps
        self.appNames = AppNameDetector(apps: apps)
        self.help = try HelpSentences.matchers(apps: apps, eagerly: eagerly)

        var intents: [String: IntentEntry] = [:]
        var sentences: [String: [GrammarIntent]] = [:]
        var skipWords: [String: [String]] = [:]
        for (fileIndex, file) in definitions.enumerated() {
            for intent in file.intents {
                let key = "\(fileIndex)/\(intent.name)"
                intents[key] = IntentEntry(definition: intent, file: file, apps: Self.apps(handling: intent, of: file, among: apps))
                for (language, grammarIntent) in Self.grammarIntents(intent, of: file, key: key) {
                    sentences[language, default: []].append(grammarIntent)
                }
            }
            for (locale, words) in file.skipWords.sorted(by: { $0.key < $1.key }) {
                let language = LanguageProfile.languageCode(of: locale)
                for word in words where !(skipWords[language]?.contains(word) ?? false) {
                    skipWords[language, default: []].append(word)
                }
            }
        }
        let paths = intents.mapValues(\.file.path)
        let (allSentences, allSkipWords) = (sentences, skipWords)
        self.matchers = try LanguageMatchers(languages: Array(sentences.keys), eagerly: eagerly) { language in
            let grammarIntents = allSentences[language] ?? []
            do throws(LanguageError) {
                let grammar = try Grammar(locale: language, intents: grammarIntents, skipWords: allSkipWords[language] ?? [])
                return Matcher(grammar: grammar)
            } catch {
                let culprit = grammarIntents.first { intent in
                    (try? Grammar(locale: language, intents: [intent])) == nil
                }
                let path = culprit.flatMap { paths[$0.sentences.first?.metadata[Self.intentKey] ?? ""] }
                throw LanguageError.invalidTemplates(error, path: path ?? "a definition file", locale: language)
            }
        }
        self.intents = intents
    }

    /// The language codes the recognizer has sentences for, sorted.
    public var languages: [String] {
        matchers.languages
    }

    /// The installed apps that handle `intent`: for an app's own definition file, that app;
    /// for a built-in domain, every app whose manifest lists the intent.
    static func apps(handling intent: IntentDefinition, of file: DefinitionFile, among apps: [AppManifest]) -> [String] {
        if let owner = file.app?.identifier {
            return apps.contains { $0.identifier == owner } ? [owner] : []
        }
        return apps.filter { $0.supports(intent.name) }.map(\.identifier)
    }

    /// The intent's sentences as one grammar intent per language, each sentence carrying its
    /// lists (from the parameters' types) and the file's rules for its locale.
    static func grammarIntents(_ intent: IntentDefinition, of file: DefinitionFile, key: String) -> [(String, GrammarIntent)] {
        var byLanguage: [String: [GrammarSentence]] = [:]
        for (locale, templates) in intent.sentences.sorted(by: { $0.key < $1.key }) {
            let language = LanguageProfile.languageCode(of: locale)
            guard LanguageProfile.supportedLanguages.contains(language) else { continue }
            let lists = DefinitionLists.lists(for: intent, in: file, locale: locale)
            var rules = (file.rules[language] ?? [:]).mapValues(\.template)
            for (name, rule) in file.rules[locale] ?? [:] { rules[name] = rule.template }
            for template in templates {
                byLanguage[language, default: []].append(
                    GrammarSentence(
                        template: template.template,
                        fixedSlots: Dictionary(template.values.map { ($0.parameter, $0.value) }, uniquingKeysWith: { first, _ in first }),
                        metadata: [intentKey: key], localLists: lists, localRules: rules
                    ))
            }
        }
        return byLanguage.sorted { $0.key < $1.key }.map { ($0.key, GrammarIntent(name: intent.name, sentences: $0.value)) }
    }
}
