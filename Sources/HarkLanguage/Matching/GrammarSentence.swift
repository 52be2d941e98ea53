public import HarkDefinition

/// One sentence template of an intent, with what Home Assistant attaches to a group of sentences.
///
/// Its parts are kept in one shared, copy-on-write box: every ``Match`` carries its sentence,
/// and matches are copied as they are merged, ranked and read, so a copy retains one reference
/// rather than each of the template, its slots, metadata, lists and rules.
public struct GrammarSentence: Sendable, Hashable {
    /// The template the user's text must match.
    public var template: Template {
        get { storage.template }
        set { uniqueStorage().template = newValue }
    }
    /// Slots set by the sentence itself (Home Assistant's `slots:`), as output text.
    ///
    /// A slot the template also captures keeps the captured value.
    public var fixedSlots: [String: String] {
        get { storage.fixedSlots }
        set { uniqueStorage().fixedSlots = newValue }
    }
    /// Opaque metadata carried to matches (Home Assistant's requires_context/excludes_context, an
    /// app id, a source file) for the caller to filter on.
    public var metadata: [String: String] {
        get { storage.metadata }
        set { uniqueStorage().metadata = newValue }
    }
    /// Lists local to this sentence group (Home Assistant's per-intent `lists`), overriding the
    /// grammar's and those supplied at match time.
    public var localLists: [String: SlotList] {
        get { storage.localLists }
        set { uniqueStorage().localLists = newValue }
    }
    /// Rules local to this sentence group (Home Assistant's per-data `expansion_rules`),
    /// overriding the grammar's.
    public var localRules: [String: Template] {
        get { storage.localRules }
        set { uniqueStorage().localRules = newValue }
    }

    /// A sentence of `template`, with what Home Assistant attaches to its group.
    public init(
        template: Template,
        fixedSlots: [String: String] = [:],
        metadata: [String: String] = [:],
        localLists: [String: SlotList] = [:],
        localRules: [String: Template] = [:]
    ) {
        storage = Storage(template: template, fixedSlots: fixedSlots, metadata: metadata, localLists: localLists, localRules: localRules)
    }

    public static func == (left: GrammarSentence, right: GrammarSentence) -> Bool {
        left.storage === right.storage
            || (left.template == right.template && left.fixedSlots == right.fixedSlots && left.metadata == right.metadata
                && left.localLists == right.localLists && left.localRules == right.localRules)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(fixedSlots)
        hasher.combine(metadata)
        hasher.combine(localLists)
        hasher.combine(localRules)
    }

    private var storage: Storage

    /// The box, copied first when another sentence shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(
                template: storage.template, fixedSlots: storage.fixedSlots, metadata: storage.metadata,
                localLists: storage.localLists, localRules: storage.localRules)
        }
        return storage
    }

    /// The parts. Changed only through ``uniqueStorage()``, when no other sentence holds it,
    /// so sharing it across threads is safe.
    private final class Storage: @unchecked Sendable {
        var template: Template
        var fixedSlots: [String: String]
        var metadata: [String: String]
        var localLists: [String: SlotList]
        var localRules: [String: Template]

        init(
            template: Template, fixedSlots: [String: String], metadata: [String: String], localLists: [String: SlotList],
            localRules: [String: Template]
        ) {
            self.template = template
            self.fixedSlots = fixedSlots
            self.metadata = metadata
            self.localLists = localLists
            self.localRules = localRules
        }
    }
}
