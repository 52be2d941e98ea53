public import Hark

extension ChatterExtension {
    /// Chatter's cards, in each of its languages: a message with whom it goes to and its words,
    /// quoted as the language quotes; the messages read out; messages marked. Row names are the
    /// definition's labels (`{{labels.…}}`), values as the assistant says them.
    public var snippetTemplates: [SnippetTemplate] {
        Self.cardWords.flatMap { locale, words in
            [
                SnippetTemplate(
                    intent: SendMessageIntent.intentName, code: "ready", locale: locale,
                    html: SnippetTemplate.card(words.newMessage, Self.recipients + Self.quoted("{{content}}", words))),
                SnippetTemplate(
                    intent: SendMessageIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(words.sent, Self.recipients + Self.quoted("{{content}}", words))),
                SnippetTemplate(
                    intent: SearchForMessagesIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(
                        words.messages, SnippetTemplate.row("{{labels.count}}", "{{count}}") + SnippetTemplate.text("{{summary}}"))),
                SnippetTemplate(
                    intent: SetMessageAttributeIntent.intentName, locale: locale,
                    html: SnippetTemplate.card(
                        words.marked,
                        SnippetTemplate.row("{{labels.attribute}}", "{{attribute}}") + "{{#count}}"
                            + SnippetTemplate.row("{{labels.count}}", "{{count}}")
                            + "{{/count}}")),
            ]
        }
    }

    static let recipients =
        #"<div class="snippet-row"><span class="snippet-name">{{labels.recipients}}</span> <span class="snippet-value">{{#recipients}}<span class="snippet-item">{{.}}</span> {{/recipients}}</span></div>"#

    static func quoted(_ value: String, _ words: CardWords) -> String {
        SnippetTemplate.text(words.open + value + words.close)
    }

    /// The words of the cards, per locale.
    struct CardWords {
        var newMessage: String
        var sent: String
        var messages: String
        var marked: String
        var open: String
        var close: String
    }

    static let cardWords: [(String, CardWords)] = [
        (
            "en",
            CardWords(
                newMessage: "New message", sent: "Message sent", messages: "Messages", marked: "Messages marked", open: "“", close: "”")
        ),
        (
            "es",
            CardWords(
                newMessage: "Mensaje nuevo", sent: "Mensaje enviado", messages: "Mensajes", marked: "Mensajes marcados", open: "«",
                close: "»")
        ),
        (
            "fr",
            CardWords(
                newMessage: "Nouveau message", sent: "Message envoyé", messages: "Messages", marked: "Messages marqués", open: "«\u{00A0}",
                close: "\u{00A0}»")
        ),
        ("ja", CardWords(newMessage: "新しいメッセージ", sent: "送信済み", messages: "メッセージ", marked: "マークしました", open: "「", close: "」")),
        (
            "ar",
            CardWords(
                newMessage: "رسالة جديدة", sent: "تم إرسال الرسالة", messages: "الرسائل", marked: "تم تعليم الرسائل", open: "«", close: "»")
        ),
    ]
}
