public import HarkDefinition

/// One test of a ``HomeAssistantTestFile``: sentences that must all be recognized as one
/// intent with the same slots.
public struct HomeAssistantTestCase: Sendable, Hashable {
    /// The sentences, as a user would say them.
    public var sentences: [String]
    /// The expected intent's name.
    public var intent: String
    /// The expected slots: exactly these, no more. A list means any one of its values.
    public var slots: [String: HomeAssistantValue]
    /// What the caller knows when the sentence is said (`intent: context:`), such as the area
    /// of the device listening; when present, the match must end with exactly this context.
    public var context: [String: HomeAssistantValue]
    /// The expected spoken responses (`response`), any one of them.
    public var responses: [String]
    /// Where the test starts.
    public var location: SourceLocation?

    public init(
        sentences: [String],
        intent: String,
        slots: [String: HomeAssistantValue] = [:],
        context: [String: HomeAssistantValue] = [:],
        responses: [String] = [],
        location: SourceLocation? = nil
    ) {
        self.sentences = sentences
        self.intent = intent
        self.slots = slots
        self.context = context
        self.responses = responses
        self.location = location
    }

    /// The test's context as text, the form matchers carry context in.
    public var contextText: [String: String] { context.mapValues(\.description) }

    /// Why a recognition result fails this test, checked as Home Assistant's own test runner
    /// checks it (responses aside); `nil` when it passes.
    ///
    /// - Parameters:
    ///   - intent: The recognized intent's name.
    ///   - slots: Every slot of the result (captured, fixed and copied from the context), typed
    ///     as hassil types them: a range's number as `.number`, a list value's `out` as written,
    ///     text as `.text`.
    ///   - context: The context the match ended with: the test's, merged with the matched
    ///     values' contexts.
    public func failure(intent: String, slots: [String: HomeAssistantValue], context: [String: String]) -> String? {
        guard intent == self.intent else { return "recognized \(intent) instead of \(self.intent)" }
        for name in slots.keys.sorted() {
            guard let got = slots[name] else { continue }
            guard let expected = self.slots[name] else { return "unexpected slot \(name)=\(got)" }
            guard Self.matches(expected: expected, got: got) else { return "slot \(name)=\(got), expected \(expected)" }
        }
        if let missing = self.slots.keys.sorted().first(where: { slots[$0] == nil }) {
            return "missing slot \(missing)"
        }
        if !self.context.isEmpty, context != contextText {
            return "context {\(Self.listed(context))}, expected {\(Self.listed(contextText))}"
        }
        return nil
    }

    /// Home Assistant's comparison, Python's `==` and `in`: a list expected means one of its
    /// values; a list got must hold every value of a list expected, or the single one expected.
    private static func matches(expected: HomeAssistantValue, got: HomeAssistantValue) -> Bool {
        switch (expected, got) {
        case (.list(let wanted), .list(let values)):
            return wanted.allSatisfy(values.contains)
        case (_, .list(let values)):
            return values.contains(expected)
        default:
            return expected.alternatives.contains(got)
        }
    }

    private static func listed(_ context: [String: String]) -> String {
        context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
