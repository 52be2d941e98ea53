import Foundation

/// One character of the user's text normalized on its own, and the most characters it can
/// stand for in any normalized text it is part of.
struct CharacterForm: Sendable {
    /// The character's normalized bytes, when it is normalized alone.
    let bytes: [UInt8]
    /// At least as many characters (spaces not counted) as the character adds to the
    /// normalized form of any text it is part of, so that adding up the bounds of a text's
    /// characters bounds the characters of the whole text normalized
    /// (``Recognizer/characterCount(_:_:)``) without normalizing it.
    ///
    /// The larger of two counts. Its normalized form alone counts what every rule that reads
    /// one character at a time makes of it: compatibility forms (`ﬁ` is `fi`), case (`İ`) and
    /// folded accents (`ß` is `ss`). Its compatibility form's scalars that are not whitespace
    /// count what the rules that read its neighbours may keep of it: punctuation kept between
    /// digits (`⒈5` is `1.5`, where `⒈` alone is `1`), an apostrophe kept inside a word, a
    /// dash after katakana that becomes `ー`. Every other rule that reads neighbours only takes
    /// away (spaces, French elisions, marks joined to their letter), and joining normalized
    /// pieces never makes more characters than the pieces had.
    let characterBound: Int

    init(_ character: String, profile: LanguageProfile) {
        bytes = profile.matchingBytes(character)
        let alone = String(decoding: bytes, as: UTF8.self).reduce(0) { $1 == " " ? $0 : $0 + 1 }
        let kept = character.precomposedStringWithCompatibilityMapping.unicodeScalars.reduce(0) {
            $1.properties.isWhitespace ? $0 : $0 + 1
        }
        characterBound = max(alone, kept)
    }
}

/// The ``CharacterForm`` of each ASCII character in one language, and the same packed into
/// bytes for aligning ASCII text without copying a form per character.
struct ASCIIForms: Sendable {
    let forms: [CharacterForm]
    /// By character: its form's one byte, ``noByte`` for an empty form; `nil` when some form
    /// has more than one byte (no language's has).
    let bytes: [UInt8]?
    /// By character: its form's ``CharacterForm/characterBound``.
    let bounds: [Int32]
    static let noByte: UInt8 = 0

    init(profile: LanguageProfile) {
        forms = (0..<128).map { CharacterForm(String(UnicodeScalar(UInt8($0))), profile: profile) }
        bounds = forms.map { Int32($0.characterBound) }
        let packed = forms.map { $0.bytes.count <= 1 ? ($0.bytes.first ?? Self.noByte) : nil }
        bytes = packed.contains(nil) ? nil : packed.map { $0! }
    }

    subscript(_ character: Int) -> CharacterForm { forms[character] }
}
