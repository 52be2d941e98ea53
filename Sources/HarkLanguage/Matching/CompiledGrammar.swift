import HarkDefinition

/// A ``Grammar`` compiled for matching: one program per sentence, compiled lists, the sentence
/// index and the normalized skip words. Immutable once built, so matchers share it freely.
final class CompiledGrammar: Sendable {
    let profile: LanguageProfile
    let sentences: [CompiledSentence]
    let index: SentenceIndex
    let skipWords: SkipWords
    /// The grammar's rules, for values of lists supplied at match time.
    let rules: [String: Template]
    /// A number for every list name the sentences use, which indexes lists supplied at match time.
    let listIDs: [String: Int]
    /// What the normalizer said about the users' words, kept across calls.
    let cache = NormalizationCache()
    /// The normalized form of each ASCII character, for aligning slots with the original text.
    let asciiForms: ASCIIForms

    init(
        locale: String, intents: [GrammarIntent], lists: [String: SlotList], rules: [String: Template],
        skipWords: [String], runtimeLists: Set<String>?
    ) throws(LanguageError) {
        let profile = try LanguageProfile.forLocale(locale)
        self.profile = profile
        self.rules = rules
        self.skipWords = SkipWords(skipWords, profile: profile)
        self.asciiForms = ASCIIForms(profile: profile)

        var grammarLists: [String: CompiledList] = [:]
        for (name, list) in lists {
            do {
                grammarLists[name] = try CompiledList(list, profile: profile, rules: rules)
            } catch {
                throw .invalidListValue(list: name, error)
            }
        }

        let words = TemplateWordsCache(profile: profile)
        var localCache: [SlotList: CompiledList] = [:]
        var listIDs: [String: Int] = [:]
        var sentences: [CompiledSentence] = []
        var clauses: [[RequiredClause]] = []
        for (intentIndex, intent) in intents.enumerated() {
            for (sentenceIndex, sentence) in intent.sentences.enumerated() {
                let sentenceRules = sentence.localRules.isEmpty ? rules : rules.merging(sentence.localRules) { $1 }
                let source = sentence.template.source
                let bind: ProgramCompiler.SlotBinder = { (reference) throws(LanguageError) in
                    var local: CompiledList?
                    if let list = sentence.localLists[reference.list] {
                        if let cached = localCache[list] {
                            local = cached
                        } else {
                            do throws(PhraseExpansion.Failure) {
                                local = try CompiledList(list, profile: profile, rules: sentenceRules)
                            } catch {
                                throw .invalidListValue(list: reference.list, error)
                            }
                            localCache[list] = local
                        }
                    }
                    let global = grammarLists[reference.list]
                    if local == nil, global == nil, let runtimeLists, !runtimeLists.contains(reference.list) {
                        throw .unknownList(reference.list, in: source)
                    }
                    let id = listIDs[reference.list] ?? listIDs.count
                    listIDs[reference.list] = id
                    return .init(list: reference.list, listID: id, slot: reference.slot, localList: local, grammarList: global)
                }
                var compiler = ProgramCompiler(words: words, rules: sentenceRules, source: source, bindSlot: bind)
                let (program, required) = try compiler.compile(sentence.template)
                sentences.append(CompiledSentence(intent: intentIndex, sentence: sentenceIndex, program: program))
                clauses.append(required)
            }
        }
        self.sentences = sentences
        self.listIDs = listIDs
        self.index = SentenceIndex(clauses: clauses, usesWordSpaces: profile.usesWordSpaces)
    }
}
