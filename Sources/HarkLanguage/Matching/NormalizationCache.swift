import Synchronization

/// What a grammar learns about words and characters from the normalizer, kept across calls:
/// normalizing costs microseconds, and users keep using the same words.
///
/// Each table is bounded: when full, it is emptied and starts again.
final class NormalizationCache: Sendable {
    static let capacity = 8_192

    private let characterForms = Mutex<[Character: CharacterForm]>([:])
    /// By scalar value: hashing a `Character` normalizes it first, which cost more than the lookup.
    private let scalarForms = Mutex<[UInt32: CharacterForm]>([:])
    private let cliticSkips = Mutex<[[UInt8]: [MatchText.CliticSkip]]>([:])
    private let numberWords = Mutex<[[UInt8]: Bool]>([:])

    /// The normalized form of one character of the user's text.
    func form(of character: Character, _ normalize: () -> CharacterForm) -> CharacterForm {
        Self.lookUp(character, in: characterForms, normalize)
    }

    /// The normalized form of one scalar of the user's text that is a character by itself.
    func form(of scalar: Unicode.Scalar, _ normalize: () -> CharacterForm) -> CharacterForm {
        Self.lookUp(scalar.value, in: scalarForms, normalize)
    }

    /// The clitic skips of an Arabic word.
    func cliticSkips(of word: [UInt8], _ find: () -> [MatchText.CliticSkip]) -> [MatchText.CliticSkip] {
        Self.lookUp(word, in: cliticSkips, find)
    }

    /// Whether a normalized word spells a number.
    func isNumberWord(_ word: [UInt8], _ parse: () -> Bool) -> Bool {
        Self.lookUp(word, in: numberWords, parse)
    }

    private static func lookUp<Key: Hashable & Sendable, Value: Sendable>(
        _ key: Key, in table: borrowing Mutex<[Key: Value]>, _ make: () -> Value
    ) -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        let value = make()
        table.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
