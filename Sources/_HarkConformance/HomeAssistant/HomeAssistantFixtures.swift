public import Foundation
public import HarkDefinition

/// The home that Home Assistant's tests of one language run against (`tests/<language>/_fixtures.yaml`):
/// floors, areas and entities, whose names fill the `floor`, `area` and `name` lists.
///
/// ```yaml
/// floors: [{ name: Upstairs, id: upstairs_id }]
/// areas: [{ name: Kitchen, id: kitchen_id, floor: upstairs_id }]
/// entities:
///   - { name: Kitchen Light, id: light.kitchen, area: kitchen_id, state: "on" }
///   - name: Front Door
///     id: binary_sensor.front_door
///     state: { in: open, out: "on" }
///     attributes: { device_class: door }
/// ```
public struct HomeAssistantFixtures: Sendable, Hashable {
    /// A floor of the home.
    public struct Floor: Sendable, Hashable {
        /// The name, possibly a template such as `[the] ground floor`.
        public var name: String
        public var id: String

        public init(name: String, id: String) {
            self.name = name
            self.id = id
        }
    }

    /// An area (a room) of the home.
    public struct Area: Sendable, Hashable {
        /// The name, possibly a template.
        public var name: String
        public var id: String
        /// The id of the floor the area is on.
        public var floor: String?

        public init(name: String, id: String, floor: String? = nil) {
            self.name = name
            self.id = id
            self.floor = floor
        }
    }

    /// A device or sensor of the home.
    public struct Entity: Sendable, Hashable {
        /// The name, possibly a template such as `[the] (TV|television)`.
        public var name: String
        /// `domain.object`: `light.kitchen`.
        public var id: String
        /// The id of the entity's area.
        public var area: String?
        /// The state as the user says it (`state: {in: …}`), when it differs from ``state``.
        public var spokenState: String?
        /// The state as Home Assistant names it: `on`, `off`, `open`, `21.5`.
        public var state: String?
        /// Attributes such as `device_class` or `unit_of_measurement`.
        public var attributes: [String: HomeAssistantValue]

        public init(
            name: String,
            id: String,
            area: String? = nil,
            spokenState: String? = nil,
            state: String? = nil,
            attributes: [String: HomeAssistantValue] = [:]
        ) {
            self.name = name
            self.id = id
            self.area = area
            self.spokenState = spokenState
            self.state = state
            self.attributes = attributes
        }

        /// The part of the id before the dot: `light` for `light.kitchen`.
        public var domain: String {
            id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? id
        }

        /// The context a matched name of this entity adds, as Home Assistant's test runner
        /// builds it: the domain, then every attribute, as text.
        public var context: [String: String] {
            var context = attributes.mapValues(\.description)
            context["domain"] = context["domain"] ?? domain
            return context
        }
    }

    /// The language code (`language`).
    public var language: String
    public var floors: [Floor]
    public var areas: [Area]
    public var entities: [Entity]
    /// Problems that did not stop loading, in file order.
    public var warnings: [Diagnostic]

    public init(language: String, floors: [Floor] = [], areas: [Area] = [], entities: [Entity] = [], warnings: [Diagnostic] = []) {
        self.language = language
        self.floors = floors
        self.areas = areas
        self.entities = entities
        self.warnings = warnings
    }

    /// Parses a fixtures file.
    ///
    /// - Throws: ``DefinitionError`` with every problem found, errors and warnings, in file order.
    public init(parsing text: String, path: String) throws(DefinitionError) {
        var parser = HomeAssistantParser(path: path)
        let parsed = parser.parseFixtures(text)
        self = try parser.finish(parsed, warnings: \.warnings)
    }

    /// Reads and parses the fixtures file at `url`.
    public init(contentsOf url: URL) throws(DefinitionError) {
        try self.init(parsing: try HomeAssistantFiles.text(of: url), path: url.path)
    }
}
