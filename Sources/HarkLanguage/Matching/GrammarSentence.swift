public import HarkDefinition

/// One sentence template of an intent, with what Home Assistant attaches to a group of sentences.
public struct GrammarSentence: Sendable, Hashable {
    /// The template the user's text must match.
    public var template: Template
    /// Slots set by the sentence itself (Home Assistant's `slots:`), as output text.
    ///
    /// A slot the template also captures keeps the captured value.
    public var fixedSlots: [String: String]
    /// Opaque metadata carried to matches (Home Assistant's requires_context/excludes_context, an
    /// app id, a source file) for the caller to filter on.
    public var metadata: [String: String]
    /// Lists local to this sentence group (Home Assistant's per-intent `lists`), overriding the
    /// grammar's and those supplied at match time.
    public var localLists: [String: SlotList]
    /// Rules local to this sentence group (Home Assistant's per-data `expansion_rules`),
    /// overriding the grammar's.
    public var localRules: [String: Template]

    /// A sentence of `template`, with what Home Assistant attaches to its group.
    public init(
        template: Template,
        fixedSlots: [String: String] = [:],
        metadata: [String: String] = [:],
        localLists: [String: SlotList] = [:],
        localRules: [String: Template] = [:]
    ) {
        self.template = template
        self.fixedSlots = fixedSlots
        self.metadata = metadata
        self.localLists = localLists
        self.localRules = localRules
    }
}
