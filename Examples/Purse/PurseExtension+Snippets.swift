public import Hark

extension PurseExtension {
    /// Purse's cards, in each of its languages: a payment or a request for money, said back
    /// before it is made and shown once it is, with whom, how much (as the language writes money)
    /// and what for; too little money, with the balance. Row names are the definition's labels.
    public var snippetTemplates: [SnippetTemplate] {
        Self.cardWords.flatMap { locale, words in
            [
                SnippetTemplate(
                    intent: SendPaymentIntent.intentName, code: "ready", locale: locale,
                    html: SnippetTemplate.card(words.confirmPayment, Self.payment("payee"))),
                SnippetTemplate(
                    intent: SendPaymentIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(words.sent, Self.payment("payee"))),
                SnippetTemplate(
                    intent: SendPaymentIntent.intentName, code: "failureInsufficientFunds", locale: locale,
                    html: SnippetTemplate.card(words.notEnough, SnippetTemplate.row("{{labels.balance}}", "{{balance}}"))),
                SnippetTemplate(
                    intent: RequestPaymentIntent.intentName, code: "ready", locale: locale,
                    html: SnippetTemplate.card(words.confirmRequest, Self.payment("payer"))),
                SnippetTemplate(
                    intent: RequestPaymentIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(words.requested, Self.payment("payer"))),
            ]
        }
    }

    /// Who, how much and what for.
    static func payment(_ person: String) -> String {
        SnippetTemplate.row("{{labels.\(person)}}", "{{\(person)}}")
            + SnippetTemplate.row("{{labels.currencyAmount}}", "{{currencyAmount}}")
            + "{{#note}}" + SnippetTemplate.row("{{labels.note}}", "{{note}}") + "{{/note}}"
    }

    /// The titles of the cards, per locale.
    struct CardWords {
        var confirmPayment: String
        var sent: String
        var notEnough: String
        var confirmRequest: String
        var requested: String
    }

    static let cardWords: [(String, CardWords)] = [
        (
            "en",
            CardWords(
                confirmPayment: "Payment", sent: "Sent", notEnough: "Not enough money", confirmRequest: "Request", requested: "Requested")
        ),
        (
            "es",
            CardWords(
                confirmPayment: "Pago", sent: "Enviado", notEnough: "Saldo insuficiente", confirmRequest: "Solicitud",
                requested: "Solicitado")
        ),
        (
            "fr",
            CardWords(
                confirmPayment: "Paiement", sent: "Envoyé", notEnough: "Solde insuffisant", confirmRequest: "Demande", requested: "Demandé")
        ),
        ("ja", CardWords(confirmPayment: "送金", sent: "送金しました", notEnough: "残高不足", confirmRequest: "請求", requested: "請求しました")),
        (
            "ar",
            CardWords(
                confirmPayment: "دفعة", sent: "تم الإرسال", notEnough: "الرصيد غير كافٍ", confirmRequest: "طلب مبلغ", requested: "تم الطلب")
        ),
    ]
}
