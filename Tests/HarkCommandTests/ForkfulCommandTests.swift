import Foundation
import HarkAssistant
import HarkDialog
import HarkTesting
import Testing

/// Forkful, the food-delivery demo, through `hark converse --jsonl` in every language: nothing on
/// the way at first; an order said back with its total and placed after yes; where it is, then;
/// a place that delivers and one that does takeout only; a cuisine with several places asks which.
@Suite("Forkful through hark converse", .serialized)
struct ForkfulCommandTests {
    struct Script: Sendable, CustomTestStringConvertible {
        var locale: String
        var status: String
        var nothingOnTheWay: String
        var order: String
        var ready: String
        var yes: String
        var onTheWayPrefix: String
        var delivers: String
        var takeoutOnly: String
        var cuisine: String
        var which: String
        var testDescription: String { locale }
    }

    static let scripts: [Script] = [
        Script(
            locale: "en", status: "where is my food", nothingOnTheWay: "You have no food order on the way.",
            order: "order egg rolls and fried rice from Peking Garden",
            ready: "1 × egg rolls and 1 × fried rice from Peking Garden, $12.45: shall I order?", yes: "yes",
            onTheWayPrefix: "Your order from Peking Garden (1 × egg rolls and 1 × fried rice) arrives in about",
            delivers: "does Domino's deliver", takeoutOnly: "does China Wok deliver", cuisine: "order me some chinese food",
            which: "Which restaurant: Peking Garden, Panda Express or China Wok?"),
        Script(
            locale: "es", status: "dónde está mi pedido de comida", nothingOnTheWay: "No tienes ningún pedido de comida en camino.",
            order: "pide rollitos de primavera y arroz frito en Peking Garden",
            ready: "1 × rollitos de primavera y 1 × arroz frito de Peking Garden, 12,45 US$: ¿hago el pedido?", yes: "sí",
            onTheWayPrefix: "Tu pedido de Peking Garden (1 × rollitos de primavera y 1 × arroz frito) llega en unos",
            delivers: "¿Domino's reparte a domicilio?", takeoutOnly: "¿China Wok reparte a domicilio?",
            cuisine: "pide comida china a domicilio",
            which: "¿Qué restaurante: Peking Garden, Panda Express o China Wok?"),
        Script(
            locale: "fr", status: "où en est ma commande de repas", nothingOnTheWay: "Vous n'avez aucune commande de repas en cours.",
            order: "commande des nems et du riz cantonais chez Peking Garden",
            ready: "1 × nems et 1 × riz cantonais chez Peking Garden, 12,45\u{A0}$US : je commande ?", yes: "oui",
            onTheWayPrefix: "Votre commande de chez Peking Garden (1 × nems et 1 × riz cantonais) arrive dans",
            delivers: "est-ce que Domino's livre", takeoutOnly: "est-ce que China Wok livre", cuisine: "commande chinois en livraison",
            which: "Quel restaurant : Peking Garden, Panda Express ou China Wok ?"),
        Script(
            locale: "ja", status: "注文した料理はいつ届く", nothingOnTheWay: "配達中の料理の注文はありません。",
            order: "北京飯店で春巻きとチャーハンを注文して", ready: "北京飯店で1 × 春巻きと1 × チャーハン、合計12.45ドルです。注文しますか？", yes: "はい",
            onTheWayPrefix: "北京飯店の注文（1 × 春巻きと1 × チャーハン）は約", delivers: "ドミノ・ピザは配達してる？", takeoutOnly: "チャイナウォックは配達してる？",
            cuisine: "中華の出前を注文して", which: "どのお店ですか：北京飯店、パンダエクスプレスかチャイナウォック？"),
        Script(
            locale: "ar", status: "أين طلب الطعام الخاص بي", nothingOnTheWay: "ليس لديك طلب طعام في الطريق.",
            order: "اطلب سبرينغ رول وأرز مقلي من حديقة بكين",
            ready: "1 × سبرينغ رول و1 × أرز مقلي من حديقة بكين، 12.45 دولار: هل أطلب؟", yes: "نعم", onTheWayPrefix: "طلبك من حديقة بكين",
            delivers: "هل دومينوز يوصل", takeoutOnly: "هل تشاينا ووك يوصل", cuisine: "أريد أن أطلب أكل صيني توصيل",
            which: "أي مطعم: حديقة بكين، باندا إكسبرس أو تشاينا ووك؟"),
    ]

    @Test(
        "nothing on the way; an order said back with its total, placed after yes, then on its way; who delivers; which place",
        arguments: scripts)
    func order(script: Script) throws {
        let data = TemporaryDirectory()
        let allowed = try BuiltExecutable.hark.run(["allow", "Forkful", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", script.locale])

        let nothing = try conversation.say(script.status)
        #expect(nothing.intent == "GetOrderStatus")
        #expect(nothing.say == script.nothingOnTheWay)

        let asked = try conversation.say(script.order)
        #expect(asked.intent == "OrderFood")
        #expect(asked.expecting == .confirmation, "an order is always said back first: \(asked.say)")
        #expect(asked.say == script.ready)
        let placed = try conversation.say(script.yes)
        #expect(placed.code == "success", "\(placed.say)")
        #expect(placed.say.contains("F1001"), "the order's number: \(placed.say)")

        let status = try conversation.say(script.status)
        #expect(status.code == "success", "\(status.say)")
        #expect(status.say.hasPrefix(script.onTheWayPrefix), "\(status.say)")

        #expect(try conversation.say(script.delivers).code == "delivers")
        #expect(try conversation.say(script.takeoutOnly).code == "takeoutOnly")

        let which = try conversation.say(script.cuisine)
        #expect(which.intent == "OrderFood")
        #expect(which.expecting == .choice, "three Chinese places: \(which.say)")
        #expect(which.say == script.which)
        #expect(try conversation.finish().status == 0)

        let saved = try String(
            contentsOf: data.url.appending(path: "containers/group.com.example.hark.forkful/orders.json"), encoding: .utf8)
        #expect(saved.contains("\"number\" : \"F1001\"") && saved.contains("pekingGarden"))
    }
}
