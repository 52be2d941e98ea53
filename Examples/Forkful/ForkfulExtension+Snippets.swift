public import Hark

extension ForkfulExtension {
    /// Forkful's cards, in each of its languages: the places found (of a cuisine or any); one
    /// place, how long it takes to deliver and its number; an order said back before it is placed
    /// (the dishes and the total) and once placed (its number and when it arrives or is ready);
    /// an order's status (none when there is no order). Row names are the definition's labels, values as the assistant says
    /// them (money as the language writes it).
    public var snippetTemplates: [SnippetTemplate] {
        let places = SnippetTemplate.list("restaurants")
        let dishes = SnippetTemplate.list("items")
        return Self.cardWords.flatMap { locale, words in
            [
                SnippetTemplate(
                    intent: FindRestaurantsIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(words.nearYou, places)),
                SnippetTemplate(
                    intent: FindRestaurantsIntent.intentName, code: "successCuisine", locale: locale,
                    html: SnippetTemplate.card(words.nearYou + " · {{cuisine}}", places)),
                SnippetTemplate(
                    intent: FindRestaurantsIntent.intentName, code: "delivers", locale: locale,
                    html: SnippetTemplate.card("{{restaurant}}", SnippetTemplate.rows(["minutes", "phone"]))),
                SnippetTemplate(
                    intent: FindRestaurantsIntent.intentName, code: "takeoutOnly", locale: locale,
                    html: SnippetTemplate.card(
                        "{{restaurant}}", SnippetTemplate.row(words.service, words.takeoutOnly) + SnippetTemplate.rows(["phone"]))),
                SnippetTemplate(
                    intent: OrderFoodIntent.intentName, code: "ready", locale: locale,
                    html: SnippetTemplate.card("{{restaurant}}", dishes + SnippetTemplate.rows(["total"]))),
                SnippetTemplate(
                    intent: OrderFoodIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(
                        words.order,
                        dishes + SnippetTemplate.rows(["restaurant", "total", "minutes"])
                            + SnippetTemplate.row(words.status, words.onItsWay))),
                SnippetTemplate(
                    intent: OrderFoodIntent.intentName, code: "successPickup", locale: locale,
                    html: SnippetTemplate.card(
                        words.order,
                        dishes + SnippetTemplate.rows(["restaurant", "total", "minutes"]) + SnippetTemplate.row(words.status, words.pickup))
                ),
            ]
                + ["success", "successPickup", "delivered", "readyForPickup"].map { code in
                    SnippetTemplate(
                        intent: GetOrderStatusIntent.intentName, code: code, locale: locale,
                        html: SnippetTemplate.card(words.order, dishes + SnippetTemplate.rows(["restaurant", "minutes"])))
                }
        }
    }

    /// The words of the cards, per locale; `{{…}}` are the response's values.
    struct CardWords {
        var nearYou: String
        var order: String
        var status: String
        var onItsWay: String
        var pickup: String
        var service: String
        var takeoutOnly: String
    }

    static let cardWords: [(String, CardWords)] = [
        (
            "en",
            CardWords(
                nearYou: "Near you", order: "Order {{orderNumber}}", status: "status", onItsWay: "on its way", pickup: "pickup",
                service: "service", takeoutOnly: "takeout only")
        ),
        (
            "es",
            CardWords(
                nearYou: "Cerca de ti", order: "Pedido {{orderNumber}}", status: "estado", onItsWay: "en camino", pickup: "para recoger",
                service: "servicio", takeoutOnly: "solo para llevar")
        ),
        (
            "fr",
            CardWords(
                nearYou: "Près de chez vous", order: "Commande {{orderNumber}}", status: "état", onItsWay: "en route",
                pickup: "à emporter", service: "service", takeoutOnly: "à emporter seulement")
        ),
        (
            "ja",
            CardWords(
                nearYou: "近くのお店", order: "注文 {{orderNumber}}", status: "状況", onItsWay: "お届け中", pickup: "お持ち帰り",
                service: "サービス", takeoutOnly: "持ち帰りのみ")
        ),
        (
            "ar",
            CardWords(
                nearYou: "بالقرب منك", order: "الطلب {{orderNumber}}", status: "الحالة", onItsWay: "في الطريق", pickup: "للاستلام",
                service: "الخدمة", takeoutOnly: "سفري فقط")
        ),
    ]
}
