import Chatter
import CityRide
import Forkful
import Foundation
import Hark
import HarkAssistant
import HarkServer
import HarkTesting
import Pacer
import Purse
import Testing

/// The cards of the demo apps on the built-in domains — CityRide, Pacer, Purse and Chatter — and
/// of Forkful, on intents of its own: one for each intent, in each of the five languages: the app's own card (not the default one), its
/// title in the language, the values as the assistant says them under the definition's labels.
@Suite("the demo apps' cards")
struct DemoAppCardTests {
    static let locales = ["en", "es", "fr", "ja", "ar"]

    static func renderer() throws -> (SnippetRenderer, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let apps: [any AppExtension] = [
            CityRideExtension(book: RideBook(container: folder.url.appending(path: "rides"))),
            PacerExtension(log: WorkoutLog(container: folder.url.appending(path: "workouts"))),
            PurseExtension(wallet: Wallet(container: folder.url.appending(path: "wallet"))),
            ChatterExtension(mailbox: Mailbox(container: folder.url.appending(path: "mailbox"))),
            ForkfulExtension(orders: OrderBook(container: folder.url.appending(path: "orders"))),
        ]
        return (try SnippetRenderer(assistant: try Assistant(apps: apps)), folder)
    }

    /// A turn of each intent, with the words its card must show in every language.
    struct Case: Sendable, CustomTestStringConvertible {
        var app: String
        var intent: String
        var code: String
        var parameters: [String: ParameterValue]
        /// Text every language's card shows (names, plates: what is not translated).
        var shows: [String]
        /// The card's title, per language.
        var titles: [String: String]
        /// Text the card shows, per language.
        var said: [String: String] = [:]
        /// Text no language's card shows.
        var neverSaid: [String] = []
        var testDescription: String { "\(intent) \(code)" }
    }

    static let anna = ParameterValue.person(Person(displayName: "Anna Jones", identifier: "anna.jones"))
    static let euros = ParameterValue.currencyAmount(CurrencyAmount(amount: 20, currencyCode: "EUR"))

    static let cases: [Case] = [
        Case(
            app: ChatterApp.manifest.identifier, intent: "SendMessage", code: "ready",
            parameters: ["recipients": .list([anna]), "content": .string("lunch is on me")], shows: ["Anna Jones", "lunch is on me"],
            titles: ["en": "New message", "es": "Mensaje nuevo", "fr": "Nouveau message", "ja": "新しいメッセージ", "ar": "رسالة جديدة"]),
        Case(
            app: ChatterApp.manifest.identifier, intent: "SearchForMessages", code: "success",
            parameters: ["count": .integer(1), "summary": .string("From Anna Jones: “hi”")], shows: ["From Anna Jones: “hi”"],
            titles: ["en": "Messages", "es": "Mensajes", "fr": "Messages", "ja": "メッセージ", "ar": "الرسائل"]),
        Case(
            app: ChatterApp.manifest.identifier, intent: "SetMessageAttribute", code: "success",
            parameters: ["count": .integer(4), "attribute": .enumeration("read")], shows: ["4"],
            titles: [
                "en": "Messages marked", "es": "Mensajes marcados", "fr": "Messages marqués", "ja": "マークしました", "ar": "تم تعليم الرسائل",
            ]),
        Case(
            app: PurseApp.manifest.identifier, intent: "SendPayment", code: "ready",
            parameters: ["payee": anna, "currencyAmount": euros, "note": .string("lunch")], shows: ["Anna Jones", "20", "lunch"],
            titles: ["en": "Payment", "es": "Pago", "fr": "Paiement", "ja": "送金", "ar": "دفعة"]),
        Case(
            app: PurseApp.manifest.identifier, intent: "RequestPayment", code: "success",
            parameters: ["payer": anna, "currencyAmount": euros], shows: ["Anna Jones", "20"],
            titles: ["en": "Requested", "es": "Solicitado", "fr": "Demandé", "ja": "請求しました", "ar": "تم الطلب"]),
        Case(
            app: PacerApp.manifest.identifier, intent: "StartWorkout", code: "successWithGoal",
            parameters: ["workoutName": .enumeration("run"), "goalValue": .decimal(30), "workoutGoalUnitType": .enumeration("minute")],
            shows: ["30"], titles: [:]),
        // The goal with its unit as the language counts it: "1 hour", «ساعة».
        Case(
            app: PacerApp.manifest.identifier, intent: "StartWorkout", code: "successWithGoal",
            parameters: ["workoutName": .enumeration("cycle"), "goalValue": .decimal(1), "workoutGoalUnitType": .enumeration("hour")],
            shows: [], titles: [:],
            said: ["en": "1 hour", "es": "1 hora", "fr": "1 heure", "ja": "1時間", "ar": "ساعة"],
            neverSaid: ["1 hours", "1 horas", "1 heures", "1 ساعة"]),
        Case(
            app: PacerApp.manifest.identifier, intent: "EndWorkout", code: "success",
            parameters: ["workoutName": .enumeration("run"), "elapsedMinutes": .integer(12)], shows: ["12"], titles: [:]),
        Case(
            app: CityRideApp.manifest.identifier, intent: "RequestRide", code: "success",
            parameters: [
                "rideOptionName": .speakableString(SpeakableString(spokenPhrase: "Economy")), "price": euros, "pickupMinutes": .integer(6),
                "driverName": .string("Marta"), "vehicle": .string("Toyota Prius"), "licensePlate": .string("4821 KLM"),
            ],
            shows: ["Economy", "Marta", "Toyota Prius", "4821 KLM", "6"],
            titles: ["en": "Ride booked", "es": "Viaje reservado", "fr": "Trajet réservé", "ja": "予約済み", "ar": "تم حجز الرحلة"]),
        Case(
            app: CityRideApp.manifest.identifier, intent: "ListRideOptions", code: "success",
            parameters: [
                "rideOptions": .list([
                    .speakableString(SpeakableString(spokenPhrase: "Economy")), .speakableString(SpeakableString(spokenPhrase: "Comfort")),
                ]),
                "cheapestOption": .speakableString(SpeakableString(spokenPhrase: "Economy")), "cheapestPrice": euros,
            ],
            shows: ["Economy", "Comfort", "20"], titles: ["en": "Rides", "es": "Viajes", "fr": "Trajets", "ja": "車種", "ar": "الرحلات"]),
        Case(
            app: CityRideApp.manifest.identifier, intent: "GetRideStatus", code: "success",
            parameters: ["driverName": .string("Marta"), "vehicle": .string("Toyota Prius"), "licensePlate": .string("4821 KLM")],
            shows: ["Marta", "4821 KLM"], titles: ["en": "Your ride", "es": "Tu viaje", "fr": "Votre trajet", "ja": "配車状況", "ar": "رحلتك"]),
        Case(
            app: ForkfulApp.manifest.identifier, intent: "FindRestaurants", code: "successCuisine",
            parameters: ["cuisine": .enumeration("thai"), "restaurants": .list([.string("Thai Basil"), .string("Bangkok Garden")])],
            shows: ["Thai Basil", "Bangkok Garden"],
            titles: ["en": "Near you", "es": "Cerca de ti", "fr": "Près de chez vous", "ja": "近くのお店", "ar": "بالقرب منك"]),
        Case(
            app: ForkfulApp.manifest.identifier, intent: "FindRestaurants", code: "takeoutOnly",
            parameters: ["restaurant": .enumeration("tacoBell"), "phone": .string("555-0134")], shows: ["555-0134"],
            titles: ["en": "takeout only", "es": "solo para llevar", "fr": "à emporter seulement", "ja": "持ち帰りのみ", "ar": "سفري فقط"]),
        Case(
            app: ForkfulApp.manifest.identifier, intent: "OrderFood", code: "ready",
            parameters: ["restaurant": .enumeration("pizzaHut"), "items": .list([.string("2 × pepperoni pizza")]), "total": euros],
            shows: ["2 × pepperoni pizza", "20"], titles: [:]),
        Case(
            app: ForkfulApp.manifest.identifier, intent: "OrderFood", code: "success",
            parameters: [
                "restaurant": .enumeration("pizzaHut"), "items": .list([.string("2 × pepperoni pizza")]), "total": euros,
                "orderNumber": .string("F1001"), "minutes": .integer(35),
            ],
            shows: ["F1001", "2 × pepperoni pizza", "20", "35"],
            titles: ["en": "on its way", "es": "en camino", "fr": "en route", "ja": "お届け中", "ar": "في الطريق"]),
        Case(
            app: ForkfulApp.manifest.identifier, intent: "GetOrderStatus", code: "delivered",
            parameters: [
                "restaurant": .enumeration("pizzaHut"), "items": .list([.string("2 × pepperoni pizza")]), "orderNumber": .string("F1001"),
            ],
            shows: ["F1001", "2 × pepperoni pizza"],
            titles: ["en": "Order F1001", "es": "Pedido F1001", "fr": "Commande F1001", "ja": "注文 F1001", "ar": "الطلب F1001"]),
    ]

    @Test("each intent has the app's own card, in each language", arguments: cases)
    func ownCard(_ item: Case) throws {
        let (cards, folder) = try Self.renderer()
        defer { withExtendedLifetime(folder) {} }
        for locale in Self.locales {
            let turn = AssistantTurn(
                conversation: "c", say: "…", app: item.app, intent: item.intent, code: item.code, parameters: item.parameters)
            let card = try #require(cards.snippet(for: turn, locale: locale), "\(locale)")
            #expect(card.source == .app, "\(locale): \(card.html)")
            let text = card.lines(locale: locale).joined(separator: "\n")
            for shown in item.shows { #expect(text.contains(shown), "\(locale): \(shown) in \(text)") }
            if let title = item.titles[locale] { #expect(text.contains(title), "\(locale): \(text)") }
            if let said = item.said[locale] { #expect(text.contains(said), "\(locale): \(said) in \(text)") }
            for wrong in item.neverSaid { #expect(!text.contains(wrong), "\(locale): \(wrong) in \(text)") }
            #expect(!text.contains("{{") && !text.contains("labels."), "\(locale): \(text)")
        }
    }

    @Test("Forkful draws no card when there is no order to show")
    func noOrderNoCard() throws {
        let (cards, folder) = try Self.renderer()
        defer { withExtendedLifetime(folder) {} }
        let turn = AssistantTurn(
            conversation: "c", say: "…", app: ForkfulApp.manifest.identifier, intent: "GetOrderStatus", code: "failureNoOrder",
            parameters: [:])
        for locale in Self.locales { #expect(cards.snippet(for: turn, locale: locale) == nil, "\(locale)") }
    }
}
