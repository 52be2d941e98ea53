public import HarkDefinition

/// A compiled set of intents, their sentences, lists, rules and skip words for one language.
///
/// Compiling checks every template once: rules are expanded (a rule that expands into itself is
/// an error), list values are normalized into a trie, and each sentence becomes a small program
/// over normalized text that a ``Matcher`` runs. Lists may also be supplied at match time, which
/// needs no recompiling.
///
/// ```swift
/// let grammar = try Grammar(
///     locale: "en",
///     intents: [GrammarIntent(name: "AddTasks", sentences: [
///         GrammarSentence(template: try Template(parsing: "add {title} to [my] {list} list")),
///     ])],
///     lists: ["title": .wildcard, "list": .values(["groceries", "work"])]
/// )
/// let best = Matcher(grammar: grammar).match("Add milk to my groceries list").first
/// // best?.slots["title"]?.text == "milk"
/// ```
public struct Grammar: Sendable {
    /// The locale whose normalization rules apply (`"en"`, `"es-MX"`, `"ja"`).
    public private(set) var locale: String
    /// The intents, in order.
    public private(set) var intents: [GrammarIntent]
    /// The lists every sentence can use.
    public private(set) var lists: [String: SlotList]
    /// The expansion rules every sentence can use.
    public private(set) var rules: [String: Template]
    /// Words and phrases dropped from the user's text when matching with them fails.
    public private(set) var skipWords: [String]

    /// The compiled form that matchers run.
    let compiled: CompiledGrammar

    /// Compiles a grammar.
    ///
    /// - Parameters:
    ///   - runtimeLists: The names of the lists callers will supply at match time. `nil` (the
    ///     default) means any list may come at match time, so a list defined nowhere is not an
    ///     error (its slot matches nothing until a list is supplied); a set makes every other
    ///     undefined list an error.
    /// - Throws: ``LanguageError`` for an unsupported locale, an unknown rule, a recursive rule, an
    ///   unknown list (see `runtimeLists`), or a template too large to compile.
    public init(
        locale: String,
        intents: [GrammarIntent],
        lists: [String: SlotList] = [:],
        rules: [String: Template] = [:],
        skipWords: [String] = [],
        runtimeLists: Set<String>? = nil
    ) throws(LanguageError) {
        self.locale = locale
        self.intents = intents
        self.lists = lists
        self.rules = rules
        self.skipWords = skipWords
        self.compiled = try CompiledGrammar(
            locale: locale, intents: intents, lists: lists, rules: rules, skipWords: skipWords,
            runtimeLists: runtimeLists
        )
    }
}
