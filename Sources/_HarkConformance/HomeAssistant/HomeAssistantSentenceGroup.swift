public import HarkDefinition

/// One block of an intent's `data`: sentence templates and what holds for all of them.
///
/// ```yaml
/// - sentences:
///     - "[<numeric_value_set>] <name> brightness [to] <brightness>"
///   slots: { domain: light }
///   requires_context: { domain: light }
///   expansion_rules: { in_here: "[in] here" }
///   response: brightness
/// ```
public struct HomeAssistantSentenceGroup: Sendable, Hashable {
    /// The templates, in file order.
    public var sentences: [Template]
    /// Where each template is written, in the same order as ``sentences``.
    public var sentenceLocations: [SourceLocation]
    /// Slots every match of the group gets (`slots`), unless the template captures them.
    public var slots: [String: HomeAssistantValue]
    /// What the match's context must hold (`requires_context`), in file order.
    public var requiresContext: [HomeAssistantContextRule]
    /// What the match's context must not hold (`excludes_context`), in file order.
    public var excludesContext: [HomeAssistantContextRule]
    /// Expansion rules only these sentences see (`expansion_rules`), overriding the language's.
    public var expansionRules: [String: Template]
    /// Lists only these sentences see (`lists`), overriding the language's.
    public var lists: [String: HomeAssistantList]
    /// The key of the response to speak (`response`); Home Assistant says `default` when absent.
    public var response: String?
    /// Words of which the user's text must hold at least one for the group to be tried
    /// (`required_keywords`); `nil` when the group names none.
    public var requiredKeywords: Set<String>?
    /// Data returned with a match (`metadata`).
    public var metadata: [String: HomeAssistantValue]
    /// Where the block starts.
    public var location: SourceLocation?

    public init(
        sentences: [Template],
        sentenceLocations: [SourceLocation] = [],
        slots: [String: HomeAssistantValue] = [:],
        requiresContext: [HomeAssistantContextRule] = [],
        excludesContext: [HomeAssistantContextRule] = [],
        expansionRules: [String: Template] = [:],
        lists: [String: HomeAssistantList] = [:],
        response: String? = nil,
        requiredKeywords: Set<String>? = nil,
        metadata: [String: HomeAssistantValue] = [:],
        location: SourceLocation? = nil
    ) {
        self.sentences = sentences
        self.sentenceLocations = sentenceLocations
        self.slots = slots
        self.requiresContext = requiresContext
        self.excludesContext = excludesContext
        self.expansionRules = expansionRules
        self.lists = lists
        self.response = response
        self.requiredKeywords = requiredKeywords
        self.metadata = metadata
        self.location = location
    }

    /// Whether a match of this group with `context` (the caller's context merged with the
    /// matched values' contexts) stands, as hassil decides after matching; and if so, the slots
    /// the context fills (`slot: true`).
    ///
    /// - Returns: `nil` when an exclusion or a requirement fails; otherwise the copied slots.
    public func contextSlots(for context: [String: String]) -> [String: String]? {
        guard excludesContext.areAvoided(by: context), requiresContext.areSatisfied(by: context) else { return nil }
        var copied: [String: String] = [:]
        for rule in requiresContext {
            if let slot = rule.slot, let value = context[rule.key] { copied[slot] = value }
        }
        return copied
    }

    /// Whether `context` leaves the group possible, as hassil checks it before matching (with
    /// the caller's context) and for each list value (with the value's own context): keys the
    /// context lacks pass, since more context may still come from other values.
    public func admits(_ context: [String: String]) -> Bool {
        requiresContext.areSatisfied(by: context, allowingMissingKeys: true) && excludesContext.areAvoided(by: context)
    }
}
