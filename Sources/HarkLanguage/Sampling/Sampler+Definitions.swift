public import HarkDefinition

extension Sampler {
    /// A sentence sampled from a definition file, with the intent it asks for.
    public struct IntentSample: Sendable, Hashable {
        /// The intent's name.
        public var intent: String
        /// The template the sentence was sampled from, as written.
        public var template: String
        /// The sentence and its slot values.
        public var sample: Sample
    }

    /// A sampler for the sentences of `intent` of `file` in `locale`: the file's rules for the
    /// locale, the lists of the intent's parameter types (as the ``Recognizer`` builds them) and
    /// sample free text for its parameters by type (people, money, spans of time, places) or
    /// else by name.
    public init(intent: IntentDefinition, of file: DefinitionFile, locale: String, seed: UInt64 = 0) {
        let language = LanguageProfile.languageCode(of: locale)
        var rules = (file.rules[language] ?? [:]).mapValues(\.template)
        for (name, rule) in file.rules[locale] ?? [:] { rules[name] = rule.template }
        var wildcardSamples = SampleValues.listsAndNotes(language: language)
        for parameter in intent.parameters {
            if let typed = SampleValues.forType(parameter.type, isList: parameter.isList, language: language) {
                wildcardSamples[parameter.name] = typed
            }
        }
        self.init(
            locale: locale,
            rules: rules,
            lists: DefinitionLists.lists(for: intent, in: file, locale: locale),
            wildcardSamples: wildcardSamples,
            seed: seed
        )
    }

    /// Up to `perTemplate` sentences of every template of every intent of `file` in `locale`,
    /// intents in file order. A sentence's slots include the values its template gives
    /// without a slot (``SentenceTemplate/values``), with no words of their own.
    public static func samples(of file: DefinitionFile, locale: String, perTemplate: Int, seed: UInt64 = 0) -> [IntentSample] {
        var samples: [IntentSample] = []
        for intent in file.intents {
            let sampler = Sampler(intent: intent, of: file, locale: locale, seed: seed)
            for template in intent.sentences[locale] ?? [] {
                for var sample in sampler.samples(of: template.template, count: perTemplate) {
                    // What the sentence's words say without a slot ("for an hour": a goal of 1
                    // hour), unless a slot of the template says it.
                    for fixed in template.values where sample.slots[fixed.parameter] == nil {
                        sample.slots[fixed.parameter] = SampledSlot(text: "", value: fixed.value, items: [fixed.value], isWildcard: false)
                    }
                    samples.append(IntentSample(intent: intent.name, template: template.source, sample: sample))
                }
            }
        }
        return samples
    }
}
