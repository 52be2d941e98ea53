import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkTesting
import PizzaShop
import Testing

/// Pizza Shop through `hark`, with the real extension in its own process: every path of the
/// order reachable by talking, the pizzeria's command line deciding what is sold out, and order
/// numbers that go on across runs of the extension.
@Suite("ordering pizza through hark", .serialized)
struct OrderingTests {
    let data: TemporaryDirectory

    init() throws {
        data = try TemporaryDirectory(prefix: "pizza-shop-e2e")
        try run(BuiltExecutable.hark, ["allow", "PizzaShop"])
        // Open all day, so that the tests do not depend on the hour they run at.
        try run(BuiltExecutable("pizzeria"), ["hours", "0", "24"])
    }

    @discardableResult
    func run(_ executable: BuiltExecutable, _ arguments: [String], input: String = "", sourceLocation: SourceLocation = #_sourceLocation)
        throws -> BuiltExecutable.Result
    {
        let result = try executable.run(arguments + ["--data-dir", data.path], input: input)
        #expect(result.status == 0, "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        return result
    }

    struct Order: Sendable, CustomTestStringConvertible {
        var locale: String
        var request: String
        var question: String
        var kind: String
        var yes: String
        var testDescription: String { locale }
    }

    static let orders = [
        Order(locale: "en", request: "I want to order a pizza", question: "Which pizza?", kind: "pepperoni", yes: "yes"),
        Order(locale: "es", request: "quiero pedir una pizza", question: "¿Qué pizza?", kind: "margarita", yes: "sí"),
        Order(locale: "fr", request: "je voudrais commander une pizza", question: "Quelle pizza ?", kind: "margherita", yes: "oui"),
        Order(locale: "ja", request: "ピザを注文したい", question: "どのピザにしますか？", kind: "マルゲリータ", yes: "はい"),
        Order(locale: "ar", request: "أريد أن أطلب بيتزا", question: "أي بيتزا؟", kind: "مارغريتا", yes: "نعم"),
    ]

    @Test("an order without a pizza asks which, then takes it; each order's number follows the last, across runs")
    func orderWithoutAKind() throws {
        for (index, order) in Self.orders.enumerated() {
            let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", order.locale])
            let asked = try conversation.say(order.request)
            #expect(asked.say == order.question, "\(order.locale)")
            #expect(asked.expecting == .value, "\(order.locale)")
            #expect(try conversation.say(order.kind).expecting == .confirmation, "\(order.locale)")
            let done = try conversation.say(order.yes)
            #expect(done.code == "success", "\(order.locale): \(done.say)")
            let number = String(format: "P-%04d", index + 1)
            #expect(done.parameters["orderNumber"] == .string(number), "\(order.locale)")
            #expect(done.say.contains(number), "\(order.locale): \(done.say)")
            #expect(try conversation.finish().status == 0)
        }
        let listed = try run(BuiltExecutable("pizzeria"), ["orders"]).lines
        #expect(listed.map { String($0.prefix(6)) } == ["P-0001", "P-0002", "P-0003", "P-0004", "P-0005"])
    }

    @Test(
        "a pizza the pizzeria sold out is refused by name, with its card, in every language",
        arguments: [
            ("en", "order a margherita pizza", "Sorry, Margherita is sold out.\n  Pizza Shop\n  Sold out\n  Pizza: Margherita\n"),
            ("es", "quiero una pizza margarita", "Lo siento, no queda margarita.\n  Pizza Shop\n  Agotada\n  Pizza: margarita\n"),
            ("fr", "commande une pizza margherita", "Désolé, plus de margherita.\n  Pizza Shop\n  Épuisée\n  Pizza : margherita\n"),
            ("ja", "マルゲリータを注文して", "すみません、マルゲリータは売り切れです。\n  Pizza Shop\n  売り切れ\n  ピザ：マルゲリータ\n"),
            ("ar", "اطلب بيتزا مارغريتا", "عذرًا، نفدت مارغريتا.\n  Pizza Shop\n  نفدت\n  البيتزا: مارغريتا\n"),
        ])
    func soldOut(locale: String, request: String, answer: String) throws {
        try run(BuiltExecutable("pizzeria"), ["sold-out", "margherita"])
        #expect(try run(BuiltExecutable.hark, ["ask", "--locale", locale, request]).output == answer)
        try run(BuiltExecutable("pizzeria"), ["back", "margherita"])
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", locale])
        #expect(try conversation.say(request).expecting == .confirmation, "back on the menu, it can be ordered")
        _ = try conversation.finish()
    }

    @Test(
        "an order taken is drawn as Pizza Shop's card under the answer, in every language",
        arguments: [
            (
                "en", "get me two pepperoni pizzas", "yes",
                "2 × pepperoni: shall I order?\nOrder P-0001: 2 × pepperoni is on its way.\n"
                    + "  Pizza Shop\n  Order P-0001\n  Pizza: pepperoni\n  Quantity: 2\n  Status: On its way\n"
            ),
            (
                "es", "quiero pedir dos pizzas de champiñones", "sí",
                "2 × champiñones: ¿hago el pedido?\nPedido P-0001: 2 × champiñones en camino.\n"
                    + "  Pizza Shop\n  Pedido P-0001\n  Pizza: champiñones\n  Cantidad: 2\n  Estado: En camino\n"
            ),
            (
                "fr", "je voudrais commander deux pizzas quatre fromages", "oui",
                "2 × quatre fromages : je commande ?\nCommande P-0001 : 2 × quatre fromages en route.\n"
                    + "  Pizza Shop\n  Commande P-0001\n  Pizza : quatre fromages\n  Quantité : 2\n  État : En route\n"
            ),
            (
                "ja", "ペパロニを2枚注文して", "はい",
                "ペパロニを2枚、注文しますか？\n注文P-0001：ペパロニを2枚お届けします。\n"
                    + "  Pizza Shop\n  注文 P-0001\n  ピザ：ペパロニ\n  枚数：2枚\n  状況：お届け中\n"
            ),
            (
                "ar", "أريد أن أطلب 2 بيتزا بيبروني", "نعم",
                "2 × بيبروني: هل أطلب؟\nالطلب P-0001: 2 × بيبروني في الطريق.\n"
                    + "  Pizza Shop\n  الطلب P-0001\n  البيتزا: بيبروني\n  العدد: 2\n  الحالة: في الطريق\n"
            ),
        ])
    func orderCard(locale: String, request: String, yes: String, transcript: String) throws {
        let talk = try run(BuiltExecutable.hark, ["talk", "--locale", locale], input: "\(request)\n\(yes)\n")
        #expect(talk.output == transcript)
    }
}
