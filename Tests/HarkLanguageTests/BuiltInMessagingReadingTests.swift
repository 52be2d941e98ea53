import Hark
import HarkLanguage
import Testing

/// Asking whether there are messages, as people ask it, in the built-in Messaging domain: a
/// time is a time, not a sender named after it, and "new" is the unread ones.
@Suite("Messaging: any messages")
struct BuiltInMessagingReadingTests {
    @Test(
        arguments: [
            ("en", "any messages from yesterday?", nil, "yesterday", nil), ("en", "any new messages", nil, nil, "unread"),
            ("en", "new messages from Anna", "Anna", nil, "unread"), ("en", "any messages from Bob", "Bob", nil, nil),
            ("es", "¿algún mensaje de ayer?", nil, "ayer", nil), ("fr", "des messages d'hier ?", nil, "hier", nil),
            ("ja", "昨日のメッセージある？", nil, "昨日", nil), ("ar", "هل هناك رسائل من الأمس؟", nil, "الأمس", nil),
        ] as [(String, String, String?, String?, String?)])
    func anyMessages(locale: String, text: String, sender: String?, time: String?, attribute: String?) throws {
        let best = try #require(try PathologicalInputTests.allDomains.recognize(text, locale: locale).best, "\(text)")
        #expect(best.intent == "SearchForMessages", "\(text)")
        #expect(best.parameters["senders"]?.heard == sender, "\(text)")
        #expect(best.parameters["dateTimeRange"]?.heard == time, "\(text)")
        if let attribute {
            #expect(best.parameters["attributes"]?.value.listElements.first == .enumeration(attribute), "\(text)")
        }
    }
}
