import Foundation
import HarkDefinition
import Testing

@testable import _HarkConformance

/// Home Assistant's test files and fixtures, and how a recognition result is judged against a
/// test, as Home Assistant's own test runner judges it.
@Suite("Home Assistant intent data: tests and fixtures")
struct HomeAssistantTestFileTests {
    @Test("Spanish: a test file with typed slots, a context and several responses")
    func spanishTestFile() throws {
        let file = try HomeAssistantTestFile(
            parsing: """
                language: es
                tests:
                  - sentences:
                      - "pon la luz del salón al 50%"
                      - "luz del salón al 50 por ciento"
                    intent:
                      name: HassLightSet
                      slots:
                        brightness: 50
                        name: "Luz del salón"
                      context:
                        area: Salón
                    response:
                      - "Brillo ajustado"
                      - "Hecho"
                """, path: "tests/es/light_HassLightSet.yaml")
        #expect(file.name == "light_HassLightSet")
        #expect(file.sentenceCount == 2)
        let test = try #require(file.tests.first)
        #expect(test.intent == "HassLightSet")
        #expect(test.slots == ["brightness": .number(50), "name": .text("Luz del salón")])
        #expect(test.contextText == ["area": "Salón"])
        #expect(test.responses == ["Brillo ajustado", "Hecho"])
        #expect(test.location?.line == 3)
    }

    @Test("Arabic and Japanese fixtures: floors, areas, entities with spoken states and attributes")
    func fixtures() throws {
        let arabic = try HomeAssistantFixtures(
            parsing: """
                language: ar
                floors:
                  - name: "الطابق الأول"
                    id: first_floor
                areas:
                  - name: "المطبخ"
                    id: kitchen
                    floor: first_floor
                entities:
                  - name: "باب المرآب"
                    id: cover.garage_door
                    area: kitchen
                    state:
                      in: "مفتوح"
                      out: "open"
                    attributes:
                      device_class: garage
                      current_position: 50
                timers: []
                """, path: "tests/ar/_fixtures.yaml")
        #expect(arabic.floors == [.init(name: "الطابق الأول", id: "first_floor")])
        #expect(arabic.areas == [.init(name: "المطبخ", id: "kitchen", floor: "first_floor")])
        let door = try #require(arabic.entities.first)
        #expect(door.domain == "cover")
        #expect(door.spokenState == "مفتوح")
        #expect(door.state == "open")
        #expect(door.context == ["domain": "cover", "device_class": "garage", "current_position": "50"])
        #expect(arabic.warnings.isEmpty)

        let japanese = try HomeAssistantFixtures(
            parsing: """
                language: ja
                entities:
                  - name: "[リビングの](テレビ|TV)"
                    id: media_player.tv
                """, path: "tests/ja/_fixtures.yaml")
        #expect(japanese.entities.first?.spokenNames == ["リビングのテレビ", "リビングのTV", "テレビ", "TV"])
    }

    @Test("a fixture entity needs a name and a domain.object id")
    func badFixtures() {
        #expect(throws: DefinitionError.self) {
            try HomeAssistantFixtures(parsing: "language: en\nentities:\n  - name: Lamp\n    id: lamp\n", path: "f.yaml")
        }
        do {
            _ = try HomeAssistantFixtures(parsing: "language: en\nentities:\n  - id: light.lamp\n", path: "f.yaml")
            Issue.record("an entity without a name loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["f.yaml:3:5: error: an entity needs a 'name' and an 'id'"])
        }
    }

    @Test("judging a result: intent, every slot both ways, typed values, lists and the context")
    func failures() {
        let test = HomeAssistantTestCase(
            sentences: ["set the bedroom lamp to 50%"],
            intent: "HassLightSet",
            slots: ["brightness": .number(50), "name": .text("Bedroom Lamp"), "device_class": .list([.text("blind"), .text("shade")])],
            context: ["area": .text("Bedroom")]
        )
        let good: [String: HomeAssistantValue] = [
            "brightness": .number(50), "name": .text("Bedroom Lamp"), "device_class": .text("shade"),
        ]
        #expect(test.failure(intent: "HassLightSet", slots: good, context: ["area": "Bedroom"]) == nil)
        #expect(
            test.failure(intent: "HassTurnOn", slots: good, context: ["area": "Bedroom"]) == "recognized HassTurnOn instead of HassLightSet"
        )

        var text = good
        text["brightness"] = .text("50")
        #expect(test.failure(intent: "HassLightSet", slots: text, context: ["area": "Bedroom"]) == "slot brightness=50, expected 50")

        var extra = good
        extra["area"] = .text("Bedroom")
        #expect(test.failure(intent: "HassLightSet", slots: extra, context: ["area": "Bedroom"]) == "unexpected slot area=Bedroom")

        var missing = good
        missing["name"] = nil
        #expect(test.failure(intent: "HassLightSet", slots: missing, context: ["area": "Bedroom"]) == "missing slot name")

        var both = good
        both["device_class"] = .list([.text("shade"), .text("blind"), .text("awning")])
        #expect(test.failure(intent: "HassLightSet", slots: both, context: ["area": "Bedroom"]) == nil)

        #expect(
            test.failure(intent: "HassLightSet", slots: good, context: ["area": "Bedroom", "domain": "light"])
                == "context {area=Bedroom, domain=light}, expected {area=Bedroom}")
    }

    @Test("context rules: required values, any value, exclusions and copied slots")
    func contextRules() {
        let group = HomeAssistantSentenceGroup(
            sentences: [],
            requiresContext: [
                HomeAssistantContextRule(key: "domain", values: [.text("light"), .text("switch")]),
                HomeAssistantContextRule(key: "area", values: nil, slot: "area"),
            ],
            excludesContext: [HomeAssistantContextRule(key: "device_class", values: [.text("door")])]
        )
        #expect(group.contextSlots(for: ["domain": "light", "area": "Kitchen"]) == ["area": "Kitchen"])
        #expect(group.contextSlots(for: ["domain": "light"]) == nil)
        #expect(group.contextSlots(for: ["domain": "cover", "area": "Kitchen"]) == nil)
        #expect(group.contextSlots(for: ["domain": "switch", "area": "Kitchen", "device_class": "door"]) == nil)
        #expect(group.admits([:]))
        #expect(group.admits(["domain": "switch"]))
        #expect(!group.admits(["domain": "cover"]))
        #expect(!group.admits(["device_class": "door"]))
    }
}
