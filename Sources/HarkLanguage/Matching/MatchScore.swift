/// How good a match is, in a deterministic order: fewer wildcards first, then more literal
/// characters matched, then fewer skipped words, then less text taken by wildcards, then the
/// sentence that comes first in the grammar.
///
/// `a < b` means `a` is the better match.
public struct MatchScore: Sendable, Hashable, Comparable {
    /// Characters of the template's own text that the match used (spaces not counted; list
    /// values and numbers not counted), as hassil counts them.
    public var literalCharacters: Int
    /// How many slots were filled by wildcards.
    public var wildcardCount: Int
    /// How many skip words were dropped from the user's text for this match.
    public var skippedWords: Int
    /// How many slots the sentence captured from the text (fixed slots not counted).
    public var slotCount: Int
    /// Characters of normalized text that wildcards took; less is better (hassil prefers binding
    /// words to a list slot over letting a wildcard swallow them).
    public var wildcardCharacters: Int
    /// The position of the sentence in the grammar (intents in order, then their sentences).
    public var sentenceOrder: Int
    /// Human-readable: "14 literal characters, 1 wildcard, no skipped words".
    public var reason: String {
        Self.reason(literalCharacters: literalCharacters, wildcardCount: wildcardCount, skippedWords: skippedWords)
    }

    /// A score; its `reason` is worked out from the counts.
    public init(
        literalCharacters: Int, wildcardCount: Int, skippedWords: Int, slotCount: Int,
        wildcardCharacters: Int = 0, sentenceOrder: Int = 0
    ) {
        self.literalCharacters = literalCharacters
        self.wildcardCount = wildcardCount
        self.skippedWords = skippedWords
        self.slotCount = slotCount
        self.wildcardCharacters = wildcardCharacters
        self.sentenceOrder = sentenceOrder
    }

    /// Whether `lhs` is the better match.
    public static func < (lhs: MatchScore, rhs: MatchScore) -> Bool {
        if lhs.wildcardCount != rhs.wildcardCount { return lhs.wildcardCount < rhs.wildcardCount }
        if lhs.literalCharacters != rhs.literalCharacters { return lhs.literalCharacters > rhs.literalCharacters }
        if lhs.skippedWords != rhs.skippedWords { return lhs.skippedWords < rhs.skippedWords }
        if lhs.wildcardCharacters != rhs.wildcardCharacters { return lhs.wildcardCharacters < rhs.wildcardCharacters }
        if lhs.sentenceOrder != rhs.sentenceOrder { return lhs.sentenceOrder < rhs.sentenceOrder }
        return lhs.slotCount > rhs.slotCount
    }

    /// Written with appends into one string: it is worked out for the candidate of every request.
    private static func reason(literalCharacters: Int, wildcardCount: Int, skippedWords: Int) -> String {
        var reason = ""
        reason.reserveCapacity(64)
        func append(_ count: Int, _ singular: String, _ plural: String) {
            switch count {
            case 0:
                reason += "no "
                reason += plural
            case 1:
                reason += "1 "
                reason += singular
            default:
                reason += String(count)
                reason += " "
                reason += plural
            }
        }
        reason += String(literalCharacters)
        reason += literalCharacters == 1 ? " literal character" : " literal characters"
        reason += ", "
        append(wildcardCount, "wildcard", "wildcards")
        reason += ", "
        append(skippedWords, "skipped word", "skipped words")
        return reason
    }
}
