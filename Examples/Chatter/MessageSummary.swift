import DemoContacts
import Foundation

/// Messages read out in the turn's language: how many there are, then each one's sender and
/// content, newest first, at most ``limit`` of them.
///
/// "2 messages. From Anna Smith: “Are we still on for lunch at one?” From Carlos Ruiz: “…”"
struct MessageSummary {
    /// How many messages are read out; the rest are counted.
    static let limit = 5

    var language: String
    var contacts: Contacts

    func text(_ messages: [Message]) -> String {
        var parts = [count(messages.count)]
        for message in messages.prefix(Self.limit) {
            let sender = message.sender.flatMap { contacts.contact(id: $0)?.name } ?? message.sender ?? "?"
            parts.append(line(sender: sender, content: message.content))
        }
        if messages.count > Self.limit { parts.append(more(messages.count - Self.limit)) }
        return parts.joined(separator: language == "ja" ? "" : " ")
    }

    private func count(_ n: Int) -> String {
        switch language {
        case "es": n == 1 ? "Un mensaje." : "\(n) mensajes."
        case "fr": n == 1 ? "Un message." : "\(n) messages."
        case "ja": "メッセージが\(n)件あります。"
        case "ar":
            switch n {
            case 1: "لديك رسالة واحدة."
            case 2: "لديك رسالتان."
            case 3...10: "لديك \(n) رسائل."
            default: "لديك \(n) رسالة."
            }
        default: n == 1 ? "One message." : "\(n) messages."
        }
    }

    private func line(sender: String, content: String) -> String {
        switch language {
        case "es": "De \(sender): «\(content)»"
        case "fr": "De \(sender) : « \(content) »"
        case "ja": "\(sender)さんから：「\(content)」"
        case "ar": "من \(sender): «\(content)»"
        default: "From \(sender): “\(content)”"
        }
    }

    private func more(_ n: Int) -> String {
        switch language {
        case "es": "Y \(n) más."
        case "fr": "Et \(n) de plus."
        case "ja": "ほかに\(n)件あります。"
        case "ar": "وهناك \(n) أخرى."
        default: "And \(n) more."
        }
    }
}
