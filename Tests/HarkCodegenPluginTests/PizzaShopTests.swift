import Foundation
import Hark
import Testing

/// The Swift the build plugin generates from `PizzaShop.intents.yaml`, used as an app would.
struct PizzaShopTests {
    /// A pizzeria that is out of some pizzas.
    struct Pizzeria: OrderPizzaIntentHandling {
        var soldOut: Set<PizzaKind> = []

        func handle(intent: OrderPizzaIntent) async throws -> OrderPizzaIntentResponse {
            guard let kind = intent.kind else { return OrderPizzaIntentResponse(code: .failure) }
            if soldOut.contains(kind) { return .failurePizzaUnavailable(kind: kind) }
            return OrderPizzaIntentResponse(code: .success, kind: kind, orderNumber: "A-42")
        }
    }

    @Test func typedIntentRoundTripsThroughTheUntypedOne() throws {
        let order = OrderPizzaIntent(kind: .quattroFormaggi, quantity: 2, extraToppings: [.olives, .mushrooms])
        let intent = order.intent
        #expect(
            intent
                == Intent(
                    name: "OrderPizza",
                    parameters: [
                        "kind": .enumeration("quattroFormaggi"),
                        "quantity": .integer(2),
                        "extraToppings": .list([.enumeration("olives"), .enumeration("mushrooms")]),
                    ]))
        #expect(try OrderPizzaIntent(intent) == order)
        #expect(OrderPizzaIntent.intentName == "OrderPizza")
    }

    @Test func handlerResolvesWithSiriKitsDefaults() async throws {
        let handler = OrderPizzaIntentHandler(Pizzeria())
        let empty = Intent(name: "OrderPizza")
        #expect(try await handler.resolve(parameter: "kind", of: empty) == [.needsValue])
        #expect(try await handler.resolve(parameter: "quantity", of: empty) == [.notRequired])
        #expect(try await handler.resolve(parameter: "extraToppings", of: empty) == [.notRequired])

        let order = OrderPizzaIntent(kind: .margherita, extraToppings: [.olives, .mushrooms]).intent
        #expect(try await handler.resolve(parameter: "kind", of: order) == [.success(.enumeration("margherita"))])
        #expect(
            try await handler.resolve(parameter: "extraToppings", of: order) == [
                .success(.enumeration("olives")), .success(.enumeration("mushrooms")),
            ])
        #expect(try await handler.confirm(intent: order).code == .ready)
    }

    @Test func customCodeCarriesItsValue() async throws {
        let handler = OrderPizzaIntentHandler(Pizzeria(soldOut: [.margherita]))
        let response = try await handler.handle(intent: OrderPizzaIntent(kind: .margherita).intent)
        #expect(response == IntentResponse(code: "failurePizzaUnavailable", parameters: ["kind": .enumeration("margherita")]))
        #expect(try OrderPizzaIntentResponse(response) == .failurePizzaUnavailable(kind: .margherita))

        let success = try await handler.handle(intent: OrderPizzaIntent(kind: .quattroFormaggi).intent)
        #expect(success.code == .success)
        #expect(success["orderNumber"] == .string("A-42"))
    }

    @Test func responseCodesAreTheStandardOnesThenTheIntentsOwn() {
        #expect(
            OrderPizzaIntentResponse.Code.allCases.map(\.rawValue) == [
                "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
                "failurePizzeriaClosed", "failurePizzaUnavailable",
            ])
        #expect(throws: HarkError.self) {
            try OrderPizzaIntentResponse(IntentResponse(code: "failureOvenOnFire"))
        }
    }

    @Test func anOverriddenResolveIsWhatTheAssistantGets() async throws {
        struct Picky: OrderPizzaIntentHandling {
            func resolveKind(for intent: OrderPizzaIntent) async throws -> ResolutionResult<PizzaKind> {
                intent.kind == nil ? .disambiguation(PizzaKind.allCases) : .success(intent.kind!)
            }
            func handle(intent: OrderPizzaIntent) async throws -> OrderPizzaIntentResponse {
                OrderPizzaIntentResponse(code: .success)
            }
        }
        let results = try await OrderPizzaIntentHandler(Picky()).resolve(parameter: "kind", of: Intent(name: "OrderPizza"))
        #expect(results == [.disambiguation([.enumeration("margherita"), .enumeration("quattroFormaggi")])])
    }

    @Test func manifestComesFromTheAppSection() {
        let manifest = PizzaShop.manifest
        #expect(manifest.identifier == "com.example.pizzashop")
        #expect(manifest.displayName == "Pizza Shop")
        #expect(manifest.alternativeNames == [AppManifest.AlternativeName(name: "PizzaShop", pronunciation: "pizza shop")])
        #expect(manifest.usageDescription.value(for: "es-MX") == "Pizza Shop toma tus pedidos.")
        #expect(manifest.supportedIntents == ["OrderPizza", "CheckOrder"])
        // CheckOrder is marked restrictedWhileLocked on the intent itself.
        #expect(manifest.isRestrictedWhileLocked("OrderPizza"))
        #expect(manifest.isRestrictedWhileLocked("CheckOrder"))
        #expect(manifest.userActivityTypes == ["com.example.pizzashop.menu"])
        #expect(manifest.examples.map(\.intent) == ["OrderPizza", "CheckOrder"])
        #expect(manifest.examples(in: "ja").map(\.sentence) == ["マルゲリータを注文して", "注文42はどこ"])
        #expect(manifest.examples(in: "en").map(\.sentence) == ["order a Margherita pizza", #"where is my order "42""#])
        #expect(manifest.appGroup == "group.com.example.pizzashop")
    }

    @Test func definitionEmbedsTheFileByteForByte() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "PizzaShop.intents.yaml")
        #expect(PizzaShop.definition.fileName == "PizzaShop.intents.yaml")
        #expect(Data(PizzaShop.definition.text.utf8) == (try Data(contentsOf: file)))
    }

    @Test func valuesAreSaidInTheUsersLanguage() {
        #expect(PizzaKind.margherita.displayName(locale: "en") == "Margherita")
        #expect(PizzaKind.margherita.displayName(locale: "es") == "Margarita")
        #expect(PizzaKind.quattroFormaggi.displayName(locale: "fr-CA") == "quatre fromages")
        #expect(PizzaKind.quattroFormaggi.displayName(locale: "ja") == "クアトロフォルマッジ")
        // A language the file does not cover falls back to English.
        #expect(PizzaKind.margherita.displayName(locale: "de") == "Margherita")
        #expect(PizzaKind.synonyms[.margherita]?["en"] == ["Margherita", "cheese pizza"])
        #expect(PizzaKind.typeDisplayName.value(for: "ar") == "بيتزا")
    }

    @Test func foundationValuesTravelToo() throws {
        let check = CheckOrderIntent(orderNumber: "A-42", tip: Decimal(string: "2.50"))
        #expect(check.intent["tip"] == .decimal(Decimal(string: "2.50")!))
        #expect(try CheckOrderIntent(check.intent) == check)
        #expect(CheckOrderIntentResponse.success(minutesLeft: 12).response["minutesLeft"] == .integer(12))
    }
}
