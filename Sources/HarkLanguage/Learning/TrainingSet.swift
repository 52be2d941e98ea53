public import HarkDefinition

/// The sentences a trained model of one definition file learns from in one locale, each with
/// its intent (none for a request the file does not handle) and the words that give parameters:
///
/// * sentences sampled from every template of every intent, with the file's value lists and
///   sample free text (``Sampler``), up to ``samplesPerTemplate`` a template and
///   ``samplesPerIntent`` an intent;
/// * the intent's `examples` from the file, with their marked parameters;
/// * the app's `examples` (intent only: they mark no parameters);
/// * requests no app here handles (``OutOfDomainSentences``), as the "none" class.
struct TrainingSet: Sendable {
    struct Sentence: Sendable, Hashable {
        var text: String
        /// The intent; `nil` for a request the file does not handle.
        var intent: String?
        /// The words of each parameter, in order; empty when the sentence marks none.
        var slots: [IntentExample.Slot]
        /// Whether the slots are known (the slot tagger learns only from these).
        var isTagged: Bool
    }

    static let samplesPerTemplate = 30
    static let samplesPerIntent = 700

    var sentences: [Sentence]

    init(sentences: [Sentence]) {
        self.sentences = sentences
    }

    /// The sentences for `file` in `locale` (a language code: the file's sentences in it and in
    /// its regional locales are used).
    init(file: DefinitionFile, language: String, seed: UInt64 = 1) {
        var sentences: [Sentence] = []
        for intent in file.intents {
            let locales = intent.sentences.keys.filter { LanguageProfile.languageCode(of: $0) == language }.sorted()
            for locale in locales {
                let templates = intent.sentences[locale] ?? []
                guard !templates.isEmpty else { continue }
                let sampler = Sampler(intent: intent, of: file, locale: locale, seed: seed)
                let count = min(Self.samplesPerIntent, Self.samplesPerTemplate * templates.count)
                for sample in sampler.samples(of: templates.map(\.template), count: count) {
                    let slots = sample.slots.sorted { $0.key < $1.key }.compactMap { name, slot -> IntentExample.Slot? in
                        guard intent.parameter(named: name) != nil, !slot.text.isEmpty else { return nil }
                        return IntentExample.Slot(parameter: name, text: slot.text)
                    }
                    sentences.append(Sentence(text: sample.text, intent: intent.name, slots: slots, isTagged: true))
                }
            }
            for (locale, examples) in intent.examples.sorted(by: { $0.key < $1.key })
            where LanguageProfile.languageCode(of: locale) == language {
                for example in examples {
                    sentences.append(Sentence(text: example.text, intent: intent.name, slots: example.slots, isTagged: true))
                }
            }
        }
        for example in file.app?.examples ?? [] {
            for (locale, text) in example.sentences.sorted(by: { $0.key < $1.key })
            where LanguageProfile.languageCode(of: locale) == language {
                sentences.append(Sentence(text: text, intent: example.intent, slots: [], isTagged: false))
            }
        }
        for text in OutOfDomainSentences.sentences(language: language) {
            sentences.append(Sentence(text: text, intent: nil, slots: [], isTagged: false))
        }
        self.sentences = Self.balanced(sentences)
    }

    /// Every intent has at least this many sentences to learn from (its own, repeated): an
    /// intent with two short templates must not drown among the requests for something else.
    static let minimumPerIntent = 120

    /// `sentences` with each intent's repeated up to ``minimumPerIntent``: what liblinear would
    /// get from weighting the intent's examples more.
    static func balanced(_ sentences: [Sentence]) -> [Sentence] {
        var byIntent: [String: [Sentence]] = [:]
        for sentence in sentences {
            if let intent = sentence.intent { byIntent[intent, default: []].append(sentence) }
        }
        var balanced = sentences
        for (_, own) in byIntent.sorted(by: { $0.key < $1.key }) where own.count < minimumPerIntent {
            for index in 0..<(minimumPerIntent - own.count) { balanced.append(own[index % own.count]) }
        }
        return balanced
    }

    /// The tag of every token of `sentence`: `0` outside any parameter, `2k + 1` where parameter
    /// `k` of `parameters` begins and `2k + 2` inside it. `nil` when a marked slot's words are not
    /// found among the tokens.
    static func tags(of sentence: Sentence, tokens: LearningTokens, parameters: [String], normalizer: TextNormalizer) -> [Int]? {
        var tags = [Int](repeating: 0, count: tokens.count)
        var taken = [Bool](repeating: false, count: tokens.count)
        for slot in sentence.slots {
            guard let index = parameters.firstIndex(of: slot.parameter) else { continue }
            let words = LearningTokens(slot.text, normalizer: normalizer)
            guard words.count > 0 else { continue }
            guard let range = tokens.find(words, avoiding: taken) else { return nil }
            for position in range {
                tags[position] = position == range.lowerBound ? 2 * index + 1 : 2 * index + 2
                taken[position] = true
            }
        }
        return tags
    }
}
