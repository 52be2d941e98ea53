import Hark
import HarkDefinition

/// What reading one request's matches has worked out, shared by all its matches: many templates
/// capture the same words ("20 euros" as the amount of a dozen payment sentences), and the words
/// are read into a value, and counted, once.
struct ReadingMemo {
    /// The normalizer of the request's language.
    let normalizer: TextNormalizer
    private var values: [ValueKey: ParameterValue?] = [:]
    /// The intent of each sentence read, by its place in the grammar (``MatchScore/sentenceOrder``),
    /// `nil` for a sentence of no intent the recognizer knows (``Recognizer/intent(of:memo:)``).
    /// One memo reads the matches of one grammar. A request reads a few sentences: they are
    /// searched, not hashed.
    var intents: [(sentence: Int, intent: (key: String, entry: Recognizer.IntentEntry)?)] = []

    init(language: String) {
        normalizer = TextNormalizer(language: language)
    }

    /// The value of `slot`'s text for `parameter`, in the request's language, read once per
    /// text, type and request.
    mutating func value(of slot: MatchedSlot, parameter: ParameterDefinition, context: ParameterReading.Context) -> ParameterValue? {
        let language = normalizer.language
        // A list value or a number is read from what the matcher already found, which is cheap.
        guard slot.isWildcard else {
            return ParameterReading.value(of: slot, parameter: parameter, language: language, context: context)
        }
        let key = ValueKey(text: slot.text, type: parameter.type, isList: parameter.isList)
        if let known = values[key] { return known }
        let value = ParameterReading.value(of: slot, parameter: parameter, language: language, context: context)
        values[key] = value
        return value
    }

    /// At least as many as ``characterCount(_:)`` says, and the same for ASCII text without
    /// punctuation: for ASCII, normalizing only lowercases and turns punctuation into spaces,
    /// so the bytes that are not spaces are counted without normalizing.
    func characterBound(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return characterCount(text) }
            if byte != UInt8(ascii: " ") { count += 1 }
        }
        return count
    }

    /// The characters of `text` once normalized, spaces not counted (as the matcher counts literals).
    /// Not remembered: hashing a slot's words into a table cost more than normalizing them
    /// again, and few are counted twice.
    func characterCount(_ text: String) -> Int {
        Recognizer.characterCount(text, normalizer)
    }

    private struct ValueKey: Hashable {
        var text: String
        var type: ValueType
        var isList: Bool
    }
}
