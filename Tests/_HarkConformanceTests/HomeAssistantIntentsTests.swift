import Foundation
import HarkDefinition
import Testing

@testable import _HarkConformance

/// Home Assistant's intent data (hassil's YAML) read into ``HomeAssistantIntents``, in each of
/// Hark's five languages.
@Suite("Home Assistant intent data: the model")
struct HomeAssistantIntentsTests {
    func parse(_ text: String, path: String = "sentences/xx/test.yaml") throws -> HomeAssistantIntents {
        try HomeAssistantIntents(parsing: text, path: path)
    }

    @Test("English: lists of every kind, rules, skip words and a block's context")
    func english() throws {
        let intents = try parse(
            """
            language: "en"
            intents:
              HassLightSet:
                data:
                  - sentences:
                      - "[<set>] [the] brightness (<in_here>;to <brightness>)"
                    expansion_rules:
                      in_here: "[in] here"
                    response: brightness
                    requires_context:
                      domain: light
                      area:
                        slot: true
                    excludes_context:
                      device_class: [door, window]
                    slots:
                      domain: light
            lists:
              color:
                values:
                  - "red"
                  - in: "(max|maximum)"
                    out: 100
                  - in: kitchen light
                    out: light.kitchen
                    context:
                      domain: light
              brightness:
                range:
                  type: percentage
                  from: 0
                  to: 100
                  multiplier: 0.01
              message:
                wildcard: true
            expansion_rules:
              set: "(set|change)"
              brightness: "{brightness}[%| percent]"
            skip_words:
              - "please"
              - "can you"
            """)
        #expect(intents.language == "en")
        #expect(intents.warnings.isEmpty)
        let group = try #require(intents.intent(named: "HassLightSet")?.data.first)
        #expect(group.sentences.map(\.source) == ["[<set>] [the] brightness (<in_here>;to <brightness>)"])
        #expect(group.sentenceLocations.first == SourceLocation(file: "sentences/xx/test.yaml", line: 6, column: 13))
        #expect(group.expansionRules["in_here"]?.source == "[in] here")
        #expect(group.response == "brightness")
        #expect(group.slots == ["domain": .text("light")])
        #expect(
            group.requiresContext == [
                HomeAssistantContextRule(key: "domain", values: [.text("light")]),
                HomeAssistantContextRule(key: "area", values: nil, slot: "area"),
            ])
        #expect(group.excludesContext == [HomeAssistantContextRule(key: "device_class", values: [.text("door"), .text("window")])])

        guard case .values(let colors)? = intents.lists["color"] else {
            Issue.record("color is not a value list")
            return
        }
        #expect(colors.map(\.input.source) == ["red", "(max|maximum)", "kitchen light"])
        #expect(colors.map(\.output) == [.text("red"), .number(100), .text("light.kitchen")])
        #expect(colors[2].context == ["domain": .text("light")])
        #expect(
            intents.lists["brightness"]
                == .range(HomeAssistantRange(kind: .percentage, from: 0, to: 100, multiplier: Decimal(string: "0.01"))))
        #expect(intents.lists["message"] == .wildcard)
        #expect(intents.expansionRules.keys.sorted() == ["brightness", "set"])
        #expect(intents.skipWords == ["please", "can you"])
    }

    @Test("Spanish: a template written as a plain value has no output, so the slot takes what was said")
    func spanish() throws {
        let intents = try parse(
            """
            language: es
            intents:
              HassStartTimer:
                data:
                  - sentences: ["(pon|inicia) un temporizador de {timer_half:minutes} hora"]
            lists:
              timer_half:
                values:
                  - in: "medi(o|a)"
                    out: 30
                  - "cuarto[s]"
                  - "1/2"
            """)
        guard case .values(let values)? = intents.lists["timer_half"] else {
            Issue.record("timer_half is not a value list")
            return
        }
        #expect(values.map(\.output) == [.number(30), nil, .text("1/2")])
        #expect(values[1].input.expression == .sequence([.text("cuarto"), .optional(.text("s"))]))
        #expect(
            intents.intents.first?.data.first?.sentences.first?.expression.slotReferences == [
                SlotReference(list: "timer_half", slot: "minutes")
            ])
    }

    @Test("French: an output may be a list, and merging files joins an intent's blocks")
    func french() throws {
        var intents = try parse(
            """
            language: fr
            intents:
              HassTurnOn:
                data:
                  - sentences: ["allume [la|le|les] {name}"]
            lists:
              cover_classes:
                values:
                  - in: "store[s] [vénitien[s]]"
                    out: [blind, shade]
            """, path: "sentences/fr/homeassistant_HassTurnOn.yaml")
        intents.merge(
            try parse(
                """
                language: fr
                intents:
                  HassTurnOn:
                    data:
                      - sentences: ["ouvre {cover_classes:device_class} [dans] {area}"]
                        slots: { domain: cover }
                  HassTurnOff:
                    data:
                      - sentences: ["éteins {name}"]
                """, path: "sentences/fr/cover_HassTurnOn.yaml"))
        #expect(intents.intents.map(\.name) == ["HassTurnOn", "HassTurnOff"])
        #expect(intents.intent(named: "HassTurnOn")?.data.count == 2)
        guard case .values(let classes)? = intents.lists["cover_classes"] else {
            Issue.record("cover_classes is not a value list")
            return
        }
        #expect(classes.first?.output == .list([.text("blind"), .text("shade")]))
    }

    @Test("Japanese: whitespace-free text and the ignore_whitespace setting")
    func japanese() throws {
        let intents = try parse(
            """
            language: ja
            settings:
              ignore_whitespace: true
            intents:
              HassTurnOn:
                data:
                  - sentences:
                      - "{name}を(つけて|オンにして)[ください]"
            """)
        #expect(intents.ignoresWhitespace)
        #expect(intents.intents.first?.data.first?.sentences.first?.expression.slotReferences == [SlotReference("name")])
    }

    @Test("Arabic: right-to-left templates and required keywords")
    func arabic() throws {
        let intents = try parse(
            """
            language: ar
            intents:
              HassTimerStatus:
                data:
                  - sentences:
                      - "[ما هي] حالة (المؤقت|المؤقتات)"
                    required_keywords:
                      - "المؤقت"
                      - "المؤقتات"
            """)
        let group = try #require(intents.intents.first?.data.first)
        #expect(group.requiredKeywords == ["المؤقت", "المؤقتات"])
        #expect(group.sentences.first?.expression.isEmpty == false)
    }

    @Test("a language directory loads every file in name order, merged")
    func directory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-ha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "language: en\nlists:\n  color:\n    values: [red]\nskip_words: [please]\n"
            .write(to: directory.appendingPathComponent("_common.yaml"), atomically: true, encoding: .utf8)
        try "language: en\nintents:\n  HassTurnOn:\n    data:\n      - sentences: [\"turn on {name}\"]\n"
            .write(to: directory.appendingPathComponent("homeassistant_HassTurnOn.yaml"), atomically: true, encoding: .utf8)
        try "language: en\nintents:\n  HassTurnOn:\n    data:\n      - sentences: [\"lights on\"]\n"
            .write(to: directory.appendingPathComponent("light_HassTurnOn.yaml"), atomically: true, encoding: .utf8)
        let intents = try HomeAssistantIntents(directory: directory)
        #expect(intents.language == "en")
        #expect(intents.intent(named: "HassTurnOn")?.data.flatMap { $0.sentences.map(\.source) } == ["turn on {name}", "lights on"])
        guard case .values(let colors)? = intents.lists["color"] else {
            Issue.record("color is not a value list")
            return
        }
        #expect(colors.map(\.output) == [.text("red")])
        #expect(colors.first?.location == SourceLocation(file: directory.appendingPathComponent("_common.yaml").path, line: 4, column: 14))
        #expect(intents.skipWords == ["please"])
    }
}
