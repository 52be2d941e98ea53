public import HarkDefinition

/// One key of a sentence group's `requires_context` or `excludes_context`.
///
/// ```yaml
/// requires_context:
///   domain: light                 # the context's domain must be light
///   device_class: [door, window]  # … one of these
///   area:
///     slot: true                  # any area, copied into the slot `area`
/// excludes_context:
///   domain: [cover, scene]        # the context's domain must be neither
/// ```
///
/// The context is what the caller knows (the device the user speaks to, its area) merged with
/// the `context` of every list value the match used; values matched later win.
public struct HomeAssistantContextRule: Sendable, Hashable {
    /// The context key: `domain`, `area`, `device_class`, …
    public var key: String
    /// The accepted (or, to exclude, the rejected) values; `nil` accepts any value that is set.
    public var values: [HomeAssistantValue]?
    /// The slot the context's value is copied into when the rule holds (`slot: true` copies into
    /// the slot named like the key, `slot: name` into `name`); `nil` copies nothing.
    public var slot: String?

    public init(key: String, values: [HomeAssistantValue]?, slot: String? = nil) {
        self.key = key
        self.values = values
        self.slot = slot
    }

    /// Whether `value`, the context's value for ``key``, is one of ``values`` (or set at all,
    /// when ``values`` is `nil`). Context values compare as text.
    public func accepts(_ value: String?) -> Bool {
        guard let value else { return false }
        guard let values else { return true }
        return values.contains { $0.description == value }
    }
}

extension Array where Element == HomeAssistantContextRule {
    /// Whether `context` satisfies every requirement. With `allowingMissingKeys`, a key the
    /// context lacks passes, as hassil does before matching, when more context may still come
    /// from the values matched.
    public func areSatisfied(by context: [String: String], allowingMissingKeys: Bool = false) -> Bool {
        allSatisfy { rule in
            guard let value = context[rule.key] else { return allowingMissingKeys }
            return rule.accepts(value)
        }
    }

    /// Whether `context` avoids every exclusion: a key the context lacks passes; a rule without
    /// values (which excludes nothing in hassil) passes too.
    public func areAvoided(by context: [String: String]) -> Bool {
        allSatisfy { rule in
            guard let value = context[rule.key], let values = rule.values else { return true }
            return !values.contains { $0.description == value }
        }
    }
}
