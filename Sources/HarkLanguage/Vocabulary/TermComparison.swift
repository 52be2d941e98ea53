/// Compares what the user said with one vocabulary value, in one language, and says how
/// closely they match: exactly, by containment, by sound or as a misspelling.
///
/// Each test is tried on whole phrases and word by word, and the closest kind wins:
///
/// * exact: the phrases are equal once normalized and run together;
/// * contains: the heard words are a run of the value's words ("store" in "grocery store"), or
///   the value's words a run of the heard words; in Japanese, one is inside the other;
/// * phonetic: the phrases sound alike, or each heard word sounds like the value's word in the
///   same place of a run;
/// * fuzzy: the phrases, or the words of a run, are within a few edits
///   (``EditDistance/allowedEdits(length:language:)``).
///
/// Heard text shorter than ``minimumPartialLength`` characters only ever matches exactly (in
/// Japanese, 2 kana or 1 kanji: "店" finds "食料品店").
enum TermComparison {
    /// Heard text must have this many characters to match part of a value, by sound or misspelled.
    static let minimumPartialLength = 3

    static func compare(
        heard: VocabularyTerm, value: VocabularyTerm, language: String
    ) -> (kind: VocabularyMatch.Kind, score: Double)? {
        guard heard.length > 0, value.length > 0 else { return nil }
        if heard.compact == value.compact { return (.exact, 1) }
        let partialLength = language == "ja" ? (heard.compact.allSatisfy(isIdeograph) ? 1 : 2) : minimumPartialLength
        guard heard.length >= partialLength else { return nil }
        let coverage = Double(min(heard.length, value.length)) / Double(max(heard.length, value.length))

        var found: [(kind: VocabularyMatch.Kind, score: Double)] = []
        if language == "ja" {
            if value.compact.contains(heard.compact) {
                found.append((.contains, 0.6 + 0.3 * coverage))
            } else if heard.compact.contains(value.compact), value.length >= partialLength {
                found.append((.contains, 0.5 + 0.3 * coverage))
            }
        } else if let run = bestRun(of: heard.words, in: value.words, language: language) {
            let kind: VocabularyMatch.Kind = run == .exact ? .contains : run
            found.append((kind, runScore(kind, coverage: coverage)))
        } else if value.length >= partialLength, bestRun(of: value.words, in: heard.words, language: language) == .exact {
            found.append((.contains, 0.5 + 0.3 * coverage))
        }
        if heard.compactSound.count >= 2 {
            if heard.compactSound == value.compactSound {
                found.append((.phonetic, 0.8))
            } else if language == "ja", value.compactSound.contains(heard.compactSound) {
                found.append((.phonetic, 0.5 + 0.25 * coverage))
            }
        }
        let longest = max(heard.length, value.length)
        let allowed = EditDistance.allowedEdits(length: longest, language: language)
        if let distance = EditDistance.distance(heard.compactScalars, value.compactScalars, limit: allowed) {
            found.append((.fuzzy, 0.7 * (1 - Double(distance) / Double(longest))))
        }
        return found.min { $0.kind != $1.kind ? $0.kind < $1.kind : $0.score > $1.score }
    }

    /// Whether a character is a CJK ideograph (a kanji), which is a word on its own.
    private static func isIdeograph(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }

    private static func runScore(_ kind: VocabularyMatch.Kind, coverage: Double) -> Double {
        switch kind {
        case .exact: 1
        case .contains: 0.6 + 0.3 * coverage
        case .phonetic: 0.5 + 0.25 * coverage
        case .fuzzy: 0.4 + 0.2 * coverage
        }
    }

    /// The closest way `part` matches a run of consecutive words of `whole`, word by word: the
    /// loosest word decides. `nil` when some word matches nothing in every run.
    private static func bestRun(
        of part: [VocabularyTerm.Word], in whole: [VocabularyTerm.Word], language: String
    ) -> VocabularyMatch.Kind? {
        guard !part.isEmpty, part.count <= whole.count else { return nil }
        var best: VocabularyMatch.Kind?
        for start in 0...(whole.count - part.count) {
            var loosest = VocabularyMatch.Kind.exact
            var matches = true
            for (offset, word) in part.enumerated() {
                guard let level = compareWords(word, whole[start + offset], language: language) else {
                    matches = false
                    break
                }
                loosest = max(loosest, level)
            }
            if matches, best.map({ loosest < $0 }) ?? true { best = loosest }
            if best == .exact { break }
        }
        return best
    }

    private static func compareWords(
        _ heard: VocabularyTerm.Word, _ value: VocabularyTerm.Word, language: String
    ) -> VocabularyMatch.Kind? {
        if heard.text == value.text { return .exact }
        let longest = max(heard.length, value.length)
        guard longest >= minimumPartialLength else { return nil }
        if !heard.sound.isEmpty, heard.sound == value.sound { return .phonetic }
        let allowed = EditDistance.allowedEdits(length: longest, language: language)
        return EditDistance.distance(heard.scalars, value.scalars, limit: allowed) != nil ? .fuzzy : nil
    }
}
