import Foundation
import Hark
import Testing

@Suite("Resolution results and responses")
struct ResolutionAndResponseTests {
    @Test("the six outcomes of SiriKit's Table 3-1 exist and name themselves")
    func outcomes() {
        let results: [ResolutionResult<TaskList>] = [
            .success(TaskList(title: "Grocery Store")),
            .disambiguation([TaskList(title: "Grocery Store"), TaskList(title: "Hardware Store")]),
            .confirmationRequired(TaskList(title: "Grocery Store")),
            .needsValue,
            .notRequired,
            .unsupported(),
        ]
        #expect(results.map(\.outcome) == ResolutionResult<TaskList>.Outcome.allCases)
        #expect(results.first?.resolvedValue?.title == "Grocery Store")
        #expect(results.dropFirst().allSatisfy { $0.resolvedValue == nil })
    }

    @Test("erasing keeps the outcome and converts the values")
    func erased() {
        let result = ResolutionResult<TaskList>.disambiguation([TaskList(title: "A"), TaskList(title: "B")]).erased
        #expect(result == .disambiguation([.taskList(TaskList(title: "A")), .taskList(TaskList(title: "B"))]))
        let reason = UnsupportedReason(code: "noSuchList", message: "No such list.", parameters: ["title": .string("Gym")])
        #expect(ResolutionResult<TaskList>.unsupported(reason: reason).erased == .unsupported(reason: reason))
    }

    @Test(
        "results cross a process boundary as JSON",
        arguments: [
            ResolutionResult<ParameterValue>.success(.string("rice")),
            .disambiguation([.integer(1), .integer(2)]),
            .confirmationRequired(.speakableString("Grocery Store")),
            .needsValue,
            .notRequired,
            .unsupported(reason: nil),
            .unsupported(reason: UnsupportedReason(code: "listExists")),
        ])
    func resultRoundTrip(result: ResolutionResult<ParameterValue>) throws {
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(ResolutionResult<ParameterValue>.self, from: data) == result)
    }

    @Test("standard and custom response codes; failures are recognized by name")
    func codes() throws {
        #expect(
            IntentResponse.Code.standard.map(\.rawValue) == [
                "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
            ])
        #expect(IntentResponse.Code.failureRequiringAppLaunch.isFailure)
        #expect(!IntentResponse.Code.success.isFailure)
        let custom = IntentResponse.Code("failurePizzaUnavailable")
        #expect(custom.isFailure && !custom.isStandard)
        let response = IntentResponse(code: custom, parameters: ["kind": .enumeration("margherita")])
        let data = try JSONEncoder().encode(response)
        #expect(String(decoding: data, as: UTF8.self).contains(#""code":"failurePizzaUnavailable""#))
        #expect(try JSONDecoder().decode(IntentResponse.self, from: data) == response)
    }

    @Test("localized strings fall back from region to language to English")
    func localizedStrings() {
        let text: LocalizedString = ["en": "Which list?", "es": "¿Qué lista?", "fr-CA": "Quelle liste?"]
        #expect(text.value(for: "es-MX") == "¿Qué lista?")
        #expect(text.value(for: "es_ES") == "¿Qué lista?")
        #expect(text.value(for: "fr") == "Quelle liste?")
        #expect(text.value(for: "ja") == "Which list?")
        #expect(text.hasValue(for: "es-MX") && !text.hasValue(for: "ja"))
        #expect(LocalizedString([:]).value(for: "en") == nil)
    }

    @Test("a manifest answers what it supports and restricts")
    func manifest() throws {
        let manifest = AppManifest(
            identifier: "com.app-o-mat.listomat",
            displayName: "List-o-Mat",
            alternativeNames: [.init(name: "ListOMat", pronunciation: "list oh mat")],
            usageDescription: ["en": "List-o-Mat manages your lists."],
            supportedIntents: ["AddTasks", "DeleteTasks"],
            intentsRestrictedWhileLocked: ["DeleteTasks"]
        )
        #expect(manifest.supports("AddTasks") && !manifest.supports("OrderPizza"))
        #expect(manifest.isRestrictedWhileLocked("DeleteTasks") && !manifest.isRestrictedWhileLocked("AddTasks"))
        let data = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(AppManifest.self, from: data) == manifest)
    }

    @Test("a manifest carries its examples through JSON, and one from before examples still reads")
    func manifestExamples() throws {
        let manifest = AppManifest(
            identifier: "com.app-o-mat.listomat", displayName: "List-o-Mat", supportedIntents: ["AddTasks"],
            examples: [
                AppManifest.Example(
                    intent: "AddTasks",
                    sentence: [
                        "en": "add milk to the grocery list", "es": "añade leche a la lista de la compra",
                        "fr": "ajoute du lait à la liste",
                        "ja": "買い物リストに牛乳を追加して", "ar": "أضف حليب إلى قائمة التسوق",
                    ])
            ]
        )
        let data = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(AppManifest.self, from: data) == manifest)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((json["examples"] as? [[String: Any]])?.first?["intent"] as? String == "AddTasks")
        #expect(manifest.examples(in: "ja-JP").map(\.sentence) == ["買い物リストに牛乳を追加して"])
        #expect(manifest.examples(in: "de").isEmpty)

        let old = #"{"identifier": "com.example.old", "displayName": "Old", "supportedIntents": ["AddTasks"]}"#
        #expect(try JSONDecoder().decode(AppManifest.self, from: Data(old.utf8)).examples == [])
    }
}
