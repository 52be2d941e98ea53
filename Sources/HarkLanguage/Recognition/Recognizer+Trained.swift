public import HarkDefinition

extension Recognizer {
    /// This recognizer with the trained layer's `models`: those of its definition files, learned
    /// from their current text (a model whose ``TrainedModel/fingerprint`` differs from its
    /// file's is left out, so an out-of-date model never answers).
    public func using(_ models: [TrainedModel]) -> Recognizer {
        var recognizer = self
        recognizer.trained = [:]
        guard !models.isEmpty else { return recognizer }
        let fingerprints = definitions.map(TrainedModel.fingerprint(of:))
        for model in models {
            guard
                let file = definitions.indices.first(where: { definitions[$0].name == model.file && fingerprints[$0] == model.fingerprint })
            else { continue }
            recognizer.trained[model.language, default: []].append((model, file))
        }
        return recognizer
    }

    /// The languages the trained layer reads, sorted.
    public var trainedLanguages: [String] {
        trained.keys.sorted()
    }

    /// What the trained layer understood: a candidate, or that the app the user named does not
    /// handle what they asked for ("In Notely, start a new list": Notely has no lists).
    enum TrainedAnswer {
        case candidate(Candidate)
        case namedAppCannotDoIt(String)
    }

    /// The trained layer's answer for `text`, if a model finds an intent likely enough: first for
    /// the rest of the text after an app's name, then for the whole text (the "name" may have
    /// been an ordinary word).
    func trainedAnswer(_ text: String, mentions: [AppNameDetector.Mention], language: String, lookup: VocabularyLookup) -> TrainedAnswer? {
        guard let models = trained[language], !models.isEmpty else { return nil }
        let attempts = mentions.map { ($0.remainder, Optional($0.app)) } + [(text, nil)]
        let normalizer = TextNormalizer(language: language)
        for (text, app) in attempts {
            let tokens = LearningTokens(text, normalizer: normalizer)
            var best: (reading: TrainedModel.Reading, model: TrainedModel, file: Int)?
            for (model, file) in models {
                guard let reading = model.read(tokens, minimumProbability: model.threshold) else { continue }
                if best.map({ reading.probability > $0.reading.probability }) ?? true { best = (reading, model, file) }
            }
            guard let best else { continue }
            if let app, !(intents["\(best.file)/\(best.reading.intent)"]?.apps.contains(app) ?? false) {
                return .namedAppCannotDoIt(app)
            }
            let key = "\(best.file)/\(best.reading.intent)"
            guard let entry = intents[key] else { continue }
            let slots = Self.matchedSlots(best.reading.slots, of: entry.definition, gazetteer: best.model.gazetteer, language: language)
            let score = MatchScore(
                literalCharacters: 0, wildcardCount: slots.values.filter(\.isWildcard).count, skippedWords: 0, slotCount: slots.count)
            var memo = ReadingMemo(language: language)
            guard
                var reading = reading(
                    intentKey: key, slots: slots, score: score, template: "", namedApp: app, lookup: lookup, memo: &memo)
            else { continue }
            let runnerUp = best.reading.runnerUpIntent.isEmpty ? "none of these" : best.reading.runnerUpIntent
            var reason =
                "trained layer: \(best.reading.intent) \(Self.percent(best.reading.probability)) likely"
                + " (next: \(runnerUp) \(Self.percent(best.reading.runnerUpProbability)); needs \(Self.percent(best.model.threshold)))"
            if !reading.vocabularyNotes.isEmpty { reason += "; vocabulary: " + reading.vocabularyNotes.joined(separator: ", ") }
            reading.candidate.reason = reason
            reading.candidate.layer = .trained
            reading.candidate.confidence = best.reading.probability
            return .candidate(reading.candidate)
        }
        return nil
    }

    /// Whether the trained layer declines a template's match that accounts for less than half
    /// the text ("remove today's meeting at evening" is "remove {tasks}" with nearly all of it
    /// free text): its model finds "none of these" likelier than the template's intent. A match
    /// that accounts for most of the text, by its template's words, its list values or the
    /// user's vocabulary, is never declined.
    func trainedLayerDeclines(_ text: String, intentKey: String, coverage: Int, language: String) -> Bool {
        guard let models = trained[language], let slash = intentKey.firstIndex(of: "/"),
            let file = Int(intentKey[..<slash]), let model = models.first(where: { $0.file == file })?.model
        else { return false }
        let total = Self.characterCount(text, TextNormalizer(language: language))
        guard coverage * 2 < total * 100 else { return false }
        let intent = String(intentKey[intentKey.index(after: slash)...])
        guard let probabilities = model.probabilities(text) else { return false }
        return probabilities.none > (probabilities.intents[intent] ?? 0)
    }

    static func percent(_ probability: Double) -> String {
        "\(Int((probability * 100).rounded()))%"
    }

    /// The tagged words as the slots a match would give: a listed type's words as the value they
    /// name (left out when they name none: the dialog then asks), anything else as free text. A
    /// list parameter tagged twice gets both.
    static func matchedSlots(
        _ tagged: [IntentExample.Slot], of intent: IntentDefinition, gazetteer: Gazetteer, language: String
    ) -> [String: MatchedSlot] {
        let normalizer = TextNormalizer(language: language)
        var slots: [String: MatchedSlot] = [:]
        for slot in tagged {
            guard let parameter = intent.parameter(named: slot.parameter) else { continue }
            let isListed: Bool
            switch parameter.type {
            case .custom, .builtIn(.taskStatus), .builtIn(.boolean): isListed = true
            default: isListed = false
            }
            if isListed {
                guard slots[slot.parameter] == nil else { continue }
                let tokens = LearningTokens(slot.text, normalizer: normalizer)
                let phrase = tokens.normalized(0..<tokens.count, language: language)
                if let entry = gazetteer.phrases[phrase]?.first(where: { $0.type == parameter.type.name }) {
                    slots[slot.parameter] = MatchedSlot(text: slot.text, value: entry.identifier)
                }
            } else if let existing = slots[slot.parameter] {
                if parameter.isList {
                    let joined = existing.text + ", " + slot.text
                    slots[slot.parameter] = MatchedSlot(text: joined, value: joined, isWildcard: true)
                }
            } else {
                slots[slot.parameter] = MatchedSlot(text: slot.text, value: slot.text, isWildcard: true)
            }
        }
        return slots
    }
}
