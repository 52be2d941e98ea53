public import HarkDefinition

/// What the trained understanding layer knows of one definition file in one language: an
/// intent classifier and a slot tagger, learned by liblinear from the file's own sentences
/// (``TrainingSet``).
///
/// The ``Recognizer`` asks it only when no template matches: templates stay exact, explainable
/// and fast, and a model never overrides one. A model answers an intent only when that intent is
/// more likely than "none of these" and at least ``threshold`` likely; otherwise Hark says it
/// did not understand.
///
/// ```swift
/// let model = TrainedModel.train(file: listsAndNotes, language: "en")
/// let reading = model.read("read me my list for shopping")
/// reading?.intent       // "SearchForNotebookItems"
/// reading?.probability  // about 0.7
/// ```
public struct TrainedModel: Sendable, Hashable {
    /// The version of the training and of the saved form: a model saved by another version is
    /// trained again.
    public static let version = 6
    /// The probability a model's best intent needs before it is an answer: chosen on the
    /// development data (docs/Understanding.md, "The trained layer").
    public static let defaultThreshold = 0.55

    /// The definition file's name (``DefinitionFile/name``).
    public var file: String
    /// The language code the model reads.
    public var language: String
    /// Which text of the file, and which version of the training, the model was learned from
    /// (``fingerprint(of:)``).
    public var fingerprint: UInt64
    /// The probability an answer needs.
    public var threshold: Double
    /// The classifier's classes: "" (none of these) first, then the intents.
    var intents: [String]
    var classifier: LinearModel
    /// The tagger's parameters: tag `2k + 1` begins parameter `k`, `2k + 2` continues it, `0` is
    /// outside any.
    var parameters: [String]
    var tagger: LinearModel
    var gazetteer: Gazetteer
    /// The parameters of each intent, which are all the tagger may give it.
    var intentParameters: [String: [String]]

    /// One way the model understood a request.
    public struct Reading: Sendable, Hashable {
        /// The intent.
        public var intent: String
        /// How likely the classifier finds it, from 0 to 1.
        public var probability: Double
        /// The next most likely intent ("" for none of these).
        public var runnerUpIntent: String
        /// How likely the classifier finds the runner-up.
        public var runnerUpProbability: Double
        /// The words the tagger gave each parameter, as the user wrote them, in order.
        public var slots: [IntentExample.Slot]
    }

    /// The fingerprint of a definition file's text with this version of the training: a model
    /// whose fingerprint differs is out of date.
    public static func fingerprint(of file: DefinitionFile) -> UInt64 {
        var hasher = FeatureHash(.bias)
        hasher.add("\(version)")
        hasher.add(String(trainingFingerprint, radix: 16))
        hasher.add(file.source)
        return hasher.value
    }

    /// What the training learns from besides the definition file — the requests no app handles —
    /// so that a Hark whose own sentences changed learns its models again.
    static let trainingFingerprint: UInt64 = {
        var hasher = FeatureHash(.bias)
        for language in LanguageProfile.supportedLanguages.sorted() {
            for sentence in OutOfDomainSentences.sentences(language: language) { hasher.add(sentence) }
        }
        return hasher.value
    }()

    /// The languages `file` has sentences or examples in, that Hark understands.
    public static func languages(of file: DefinitionFile) -> [String] {
        var languages: Set<String> = []
        for intent in file.intents {
            for locale in intent.sentences.keys { languages.insert(LanguageProfile.languageCode(of: locale)) }
            for locale in intent.examples.keys { languages.insert(LanguageProfile.languageCode(of: locale)) }
        }
        return languages.filter { LanguageProfile.supportedLanguages.contains($0) }.sorted()
    }

    /// Learns `file`'s intents and parameters in `language`, telling `progress` how far it is
    /// (from 0 to 1).
    public static func train(file: DefinitionFile, language: String, progress: (Double) -> Void = { _ in }) -> TrainedModel {
        train(file: file, language: language, set: TrainingSet(file: file, language: language), progress: progress)
    }

    static func train(file: DefinitionFile, language: String, set: TrainingSet, progress: (Double) -> Void = { _ in }) -> TrainedModel {
        let normalizer = TextNormalizer(language: language)
        let gazetteer = Gazetteer(file: file, locale: language)
        let intents = [""] + file.intents.map(\.name)
        var parameters: [String] = []
        var intentParameters: [String: [String]] = [:]
        for intent in file.intents {
            intentParameters[intent.name] = intent.parameters.map(\.name)
            for parameter in intent.parameters where !parameters.contains(parameter.name) { parameters.append(parameter.name) }
        }

        var sentenceExamples: [LinearModel.Example] = []
        var tokenExamples: [LinearModel.Example] = []
        for (index, sentence) in set.sentences.enumerated() {
            if index % 200 == 0 { progress(0.3 * Double(index) / Double(max(1, set.sentences.count))) }
            guard let label = intents.firstIndex(of: sentence.intent ?? "") else { continue }
            let tokens = LearningTokens(sentence.text, normalizer: normalizer)
            guard tokens.count > 0 else { continue }
            let found = gazetteer.matches(in: tokens, language: language)
            sentenceExamples.append(
                LinearModel.Example(features: LearningFeatures.sentence(tokens, gazetteer: found, normalizer: normalizer), label: label))
            guard sentence.isTagged, let intent = sentence.intent,
                let tags = TrainingSet.tags(of: sentence, tokens: tokens, parameters: parameters, normalizer: normalizer)
            else { continue }
            let words = tokens.tokens.map(\.normalized)
            let capitalized = tokens.tokens.map(\.isCapitalized)
            let gazetteerTags = LearningFeatures.gazetteerTags(found, count: tokens.count)
            var previous = "O"
            for position in 0..<tokens.count {
                let features = LearningFeatures.token(
                    at: position, of: words, capitalized: capitalized, gazetteerTags: gazetteerTags, previousLabel: previous,
                    intent: intent, normalizer: normalizer)
                tokenExamples.append(LinearModel.Example(features: features, label: tags[position]))
                previous = Self.tagName(tags[position], parameters: parameters)
            }
        }
        progress(0.3)
        let classifier = LinearModel.train(sentenceExamples, classCount: intents.count)
        progress(0.6)
        let tagger = LinearModel.train(tokenExamples, classCount: 1 + 2 * parameters.count)
        progress(1)
        return TrainedModel(
            file: file.name, language: language, fingerprint: fingerprint(of: file), threshold: defaultThreshold,
            intents: intents, classifier: classifier, parameters: parameters, tagger: tagger, gazetteer: gazetteer,
            intentParameters: intentParameters
        )
    }

    static func tagName(_ tag: Int, parameters: [String]) -> String {
        tag == 0 ? "O" : (tag % 2 == 1 ? "B-" : "I-") + parameters[(tag - 1) / 2]
    }

    /// The intents the classifier knows, in the file's order.
    public var intentNames: [String] { Array(intents.dropFirst()) }

    /// How the model understands `text`: its most likely intent, however likely, with the
    /// parameters' words; `nil` when "none of these" is the most likely.
    ///
    /// - Parameter minimumProbability: Below this, no reading (and no tagging, which costs more
    ///   than classifying).
    public func read(_ text: String, minimumProbability: Double = 0) -> Reading? {
        read(LearningTokens(text, normalizer: TextNormalizer(language: language)), minimumProbability: minimumProbability)
    }

    /// ``read(_:minimumProbability:)`` of text already cut into tokens in the model's language,
    /// so that several models read one request from the same tokens.
    func read(_ tokens: LearningTokens, minimumProbability: Double = 0) -> Reading? {
        guard tokens.count > 0 else { return nil }
        let normalizer = TextNormalizer(language: language)
        let (found, probabilities) = classify(tokens, normalizer: normalizer)
        var ranked = Array(probabilities.indices)
        ranked.sort { probabilities[$0] > probabilities[$1] }
        guard let best = ranked.first, best != 0, probabilities[best] >= minimumProbability else { return nil }
        let second = ranked.dropFirst().first ?? 0
        let intent = intents[best]
        return Reading(
            intent: intent, probability: probabilities[best], runnerUpIntent: intents[second],
            runnerUpProbability: ranked.count > 1 ? probabilities[second] : 0,
            slots: slots(of: tokens, intent: intent, gazetteer: found, normalizer: normalizer)
        )
    }

    /// How likely the classifier finds each intent for `text`, and "none of these"; `nil` for
    /// text with no words.
    public func probabilities(_ text: String) -> (none: Double, intents: [String: Double])? {
        let normalizer = TextNormalizer(language: language)
        let tokens = LearningTokens(text, normalizer: normalizer)
        guard tokens.count > 0 else { return nil }
        let probabilities = classify(tokens, normalizer: normalizer).probabilities
        var intents: [String: Double] = [:]
        for index in 1..<self.intents.count { intents[self.intents[index]] = probabilities[index] }
        return (probabilities[0], intents)
    }

    /// The values the tokens name, and the classifier's probability of each class ("none of
    /// these" first).
    private func classify(_ tokens: LearningTokens, normalizer: TextNormalizer) -> (
        found: [(range: Range<Int>, entries: [Gazetteer.Entry])], probabilities: [Double]
    ) {
        let found = gazetteer.matches(in: tokens, language: language)
        return (found, classifier.probabilities(LearningFeatures.sentence(tokens, gazetteer: found, normalizer: normalizer)))
    }

    /// The parameters' words, tagged token by token from the first, each tag the most likely
    /// one that `intent` has and that may follow the one before.
    func slots(
        of tokens: LearningTokens, intent: String, gazetteer found: [(range: Range<Int>, entries: [Gazetteer.Entry])],
        normalizer: TextNormalizer
    ) -> [IntentExample.Slot] {
        let own = Set((intentParameters[intent] ?? []).compactMap { parameters.firstIndex(of: $0) })
        guard !own.isEmpty else { return [] }
        let words = tokens.tokens.map(\.normalized)
        let capitalized = tokens.tokens.map(\.isCapitalized)
        let gazetteerTags = LearningFeatures.gazetteerTags(found, count: tokens.count)
        var tags: [Int] = []
        var previous = 0
        for position in 0..<tokens.count {
            let features = LearningFeatures.token(
                at: position, of: words, capitalized: capitalized, gazetteerTags: gazetteerTags,
                previousLabel: Self.tagName(previous, parameters: parameters), intent: intent, normalizer: normalizer)
            let values = tagger.decisionValues(features)
            var best = 0
            for tag in 1..<values.count {
                let parameter = (tag - 1) / 2
                guard own.contains(parameter) else { continue }
                if tag % 2 == 0, previous != tag, previous != tag - 1 { continue }
                if values[tag] > values[best] { best = tag }
            }
            tags.append(best)
            previous = best
        }
        var slots: [IntentExample.Slot] = []
        var position = 0
        while position < tags.count {
            guard tags[position] != 0 else {
                position += 1
                continue
            }
            let begin = position
            let parameter = (tags[position] - 1) / 2
            position += 1
            while position < tags.count, tags[position] == 2 * parameter + 2 { position += 1 }
            slots.append(IntentExample.Slot(parameter: parameters[parameter], text: tokens.text(of: begin..<position)))
        }
        return slots
    }
}
