public import Hark

extension PizzaShopExtension {
    /// Pizza Shop's cards, in each of its languages: an order taken, with its number, the pizza,
    /// how many and that it is on its way; a pizza sold out. The values come as the assistant
    /// says them (the pizza by its name in the language, the quantity with its separators).
    public var snippetTemplates: [SnippetTemplate] {
        Self.cardWords.flatMap { locale, words in
            [
                SnippetTemplate(
                    intent: OrderPizzaIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(
                        words.order,
                        SnippetTemplate.row(words.pizza, "{{kind}}") + SnippetTemplate.row(words.quantity, words.howMany)
                            + SnippetTemplate.row(words.status, words.onItsWay))),
                SnippetTemplate(
                    intent: OrderPizzaIntent.intentName, code: "failurePizzaUnavailable", locale: locale,
                    html: SnippetTemplate.card(words.soldOut, SnippetTemplate.row(words.pizza, "{{kind}}"))),
            ]
        }
    }

    /// The words of the cards, per locale; `{{…}}` are the response's values.
    struct CardWords {
        var order: String
        var pizza: String
        var quantity: String
        var howMany: String
        var status: String
        var onItsWay: String
        var soldOut: String
    }

    static let cardWords: [(String, CardWords)] = [
        (
            "en",
            CardWords(
                order: "Order {{orderNumber}}", pizza: "Pizza", quantity: "Quantity", howMany: "{{quantity}}",
                status: "Status", onItsWay: "On its way", soldOut: "Sold out")
        ),
        (
            "es",
            CardWords(
                order: "Pedido {{orderNumber}}", pizza: "Pizza", quantity: "Cantidad", howMany: "{{quantity}}",
                status: "Estado", onItsWay: "En camino", soldOut: "Agotada")
        ),
        (
            "fr",
            CardWords(
                order: "Commande {{orderNumber}}", pizza: "Pizza", quantity: "Quantité", howMany: "{{quantity}}",
                status: "État", onItsWay: "En route", soldOut: "Épuisée")
        ),
        (
            "ja",
            CardWords(
                order: "注文 {{orderNumber}}", pizza: "ピザ", quantity: "枚数", howMany: "{{quantity}}枚",
                status: "状況", onItsWay: "お届け中", soldOut: "売り切れ")
        ),
        (
            "ar",
            CardWords(
                order: "الطلب {{orderNumber}}", pizza: "البيتزا", quantity: "العدد", howMany: "{{quantity}}",
                status: "الحالة", onItsWay: "في الطريق", soldOut: "نفدت")
        ),
    ]
}
