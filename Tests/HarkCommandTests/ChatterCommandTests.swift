import Foundation
import HarkAssistant
import HarkDialog
import HarkTesting
import Testing

/// Chatter, the messaging demo, through `hark converse --jsonl` in every language: a message said
/// back exactly as said before it is sent, then kept in the outbox; "Anna" asked about (two
/// contacts share the name); a group's members written to; someone Chatter does not know
/// refused with the reason; the new messages read out and so no longer new; yesterday's messages
/// found by their date; messages marked; and nothing read from a locked device.
@Suite("Chatter through hark converse", .serialized)
struct ChatterCommandTests {
    struct Script: Sendable, CustomTestStringConvertible {
        var locale: String
        /// A message to the user's sister, and its content as said.
        var send: String
        var content: String
        /// A message to "Anna", whom two contacts answer to.
        var sendAnna: String
        /// A message to the climbing group.
        var sendGroup: String
        /// A message to someone Chatter does not know, and their name as heard.
        var sendStranger: String
        var stranger: String
        /// "Read my new messages".
        var readNew: String
        /// "What did my sister send me yesterday".
        var readYesterday: String
        /// "Mark all my messages as unread".
        var markUnread: String
        /// A message to "Ruiz", part of Carlos Ruiz's name, which is asked about; `nil` where
        /// the language writes names without spaces.
        var partial: String? = nil
        var yes: String
        var testDescription: String { locale }
    }

    static let scripts: [Script] = [
        Script(
            locale: "en", send: "text my sister that I'll be there at two", content: "I'll be there at two",
            sendAnna: "send a message to Anna saying lunch is on me", sendGroup: "tell the climbing group that we meet at six",
            sendStranger: "text Bob saying hi", stranger: "Bob", readNew: "read my new messages",
            readYesterday: "what did my sister send me yesterday", markUnread: "mark all my messages as unread",
            partial: "text Ruiz saying see you soon", yes: "yes"),
        Script(
            locale: "es", send: "dile a mi hermana que llego a las dos", content: "llego a las dos",
            sendAnna: "envía un mensaje a Anna diciendo invito yo", sendGroup: "dile al grupo de escalada que nos vemos a las seis",
            sendStranger: "dile a Roberto que hola", stranger: "Roberto", readNew: "lee mis mensajes nuevos",
            readYesterday: "qué me escribió mi hermana ayer", markUnread: "marca todos los mensajes como no leídos",
            partial: "dile a Ruiz que hasta luego", yes: "sí"),
        Script(
            locale: "fr", send: "dis à ma sœur que j'arrive à deux heures", content: "j'arrive à deux heures",
            sendAnna: "envoie un message à Anna disant c'est moi qui invite",
            sendGroup: "dis au groupe escalade que rendez-vous à six heures",
            sendStranger: "dis à Robert que bonjour", stranger: "Robert", readNew: "lis mes nouveaux messages",
            readYesterday: "qu'est-ce que ma sœur m'a écrit hier", markUnread: "marque tous mes messages comme non lus",
            partial: "dis à Ruiz que à bientôt", yes: "oui"),
        Script(
            locale: "ja", send: "妹に「2時に着く」と送って", content: "2時に着く", sendAnna: "アンナに「ランチおごるよ」と送って",
            sendGroup: "クライミングのグループに「6時に集合」と送って", sendStranger: "ボブに「こんにちは」と送って", stranger: "ボブ",
            readNew: "新着メッセージを読んで", readYesterday: "昨日のメッセージを読んで", markUnread: "メッセージを全部未読にして", yes: "はい"),
        Script(
            locale: "ar", send: "أرسل رسالة إلى أختي تقول سأصل الساعة الثانية", content: "سأصل الساعة الثانية",
            sendAnna: "أرسل رسالة إلى آنا تقول الغداء على حسابي", sendGroup: "أرسل رسالة لمجموعة التسلق تقول نلتقي في السادسة",
            sendStranger: "أرسل رسالة إلى بوب تقول مرحبا", stranger: "بوب", readNew: "اقرأ رسائلي الجديدة", readYesterday: "اقرأ رسائل أمس",
            markUnread: "علم كل الرسائل على أنها غير مقروءة", partial: "أرسل رسالة إلى حداد تقول أراك لاحقا", yes: "نعم"),
    ]

    @Test(
        "said back, then sent; Anna asked about; a group; a stranger refused; new messages read once; yesterday's; marked; locked",
        arguments: scripts)
    func messages(script: Script) throws {
        let data = TemporaryDirectory()
        let allowed = try BuiltExecutable.hark.run(["allow", "Chatter", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", script.locale])
        let mailbox = data.url.appending(path: "containers/group.com.example.hark.chatter/messages.json")

        // Said back exactly, then sent.
        let asked = try conversation.say(script.send)
        #expect(asked.intent == "SendMessage", "\(asked.say)")
        #expect(asked.expecting == .confirmation, "\(asked.say)")
        #expect(asked.say.contains(script.content) && asked.say.contains("Lucía Pérez"), "\(asked.say)")
        let sent = try conversation.say(script.yes)
        #expect(sent.code == "success", "\(sent.say)")

        // Two Annas: which one?
        let which = try conversation.say(script.sendAnna)
        #expect(which.expecting == .choice, "\(which.say)")
        #expect(which.choices.contains("Anna Smith") && which.choices.contains("Anna Jones"), "\(which.choices)")
        let chosen = try conversation.say("Anna Jones")
        #expect(chosen.expecting == .confirmation && chosen.say.contains("Anna Jones"), "\(chosen.say)")
        #expect(try conversation.say(script.yes).code == "success")

        // A group: its members, named.
        let group = try conversation.say(script.sendGroup)
        #expect(group.expecting == .confirmation, "\(group.say)")
        #expect(["Carlos Ruiz", "Yuki Tanaka", "Omar Haddad"].allSatisfy(group.say.contains), "\(group.say)")
        #expect(try conversation.say(script.yes).code == "success")

        // Part of a name: "Did you mean Carlos Ruiz?" (Omar Haddad in Arabic), then said back.
        if let partial = script.partial {
            let likely = try conversation.say(partial)
            #expect(likely.expecting == .confirmation, "\(likely.say)")
            #expect(likely.say.contains("Carlos Ruiz") || likely.say.contains("Omar Haddad"), "\(likely.say)")
            let ready = try conversation.say(script.yes)
            #expect(ready.expecting == .confirmation && ready.say != likely.say, "said back after the name: \(ready.say)")
            #expect(try conversation.say(script.yes).code == "success")
        }

        // Someone Chatter does not know: the reason names them; nothing is sent.
        let stranger = try conversation.say(script.sendStranger)
        #expect(stranger.intent == "SendMessage")
        #expect(stranger.say.contains(script.stranger), "\(stranger.say)")
        #expect(stranger.expecting != .confirmation, "\(stranger.say)")
        let cancel = ["en": "cancel", "es": "cancela", "fr": "annule", "ja": "キャンセル", "ar": "إلغاء"][script.locale]!
        #expect(try conversation.say(cancel).expecting == .nothing)

        // The new messages, read out once: then they are no longer new.
        let unread = try conversation.say(script.readNew)
        #expect(unread.intent == "SearchForMessages", "\(unread.say)")
        #expect(unread.code == "success", "\(unread.say)")
        #expect(unread.say.contains("Are we still on for lunch at one?") && unread.say.contains("Marie Dubois"), "\(unread.say)")
        #expect(!unread.say.contains("Llego el sábado"), "a read message is not new: \(unread.say)")
        #expect(try conversation.say(script.readNew).code == "noMessages")

        // Yesterday's: the sister's message, found by its date.
        let yesterday = try conversation.say(script.readYesterday)
        #expect(yesterday.code == "success", "\(yesterday.say)")
        #expect(yesterday.say.contains("Llego el sábado a las diez."), "\(yesterday.say)")
        #expect(!yesterday.say.contains("Are we still on"), "today's message is not yesterday's: \(yesterday.say)")

        // Marked unread: the six, and again none changes.
        let marked = try conversation.say(script.markUnread)
        #expect(marked.intent == "SetMessageAttribute", "\(marked.say)")
        #expect(marked.code == "success" && marked.say.contains("6"), "\(marked.say)")
        #expect(try conversation.say(script.markUnread).code == "alreadySet")

        // From a locked device: nobody's messages are read out until it is unlocked.
        let locked = try conversation.say(script.readNew, locked: true)
        #expect(locked.intent == "SearchForMessages")
        #expect(!locked.say.contains("Are we still on"), "asks to unlock: \(locked.say)")
        #expect(try conversation.finish().status == 0)

        let saved = try String(contentsOf: mailbox, encoding: .utf8)
        #expect(saved.contains(script.content), "kept exactly as said: \(saved)")
        #expect(saved.contains("\"lucia.perez\"") && saved.contains("\"anna.jones\""), "\(saved)")
        #expect(saved.contains("\"carlos.ruiz\",") && saved.contains("\"group\" : \"Climbing\""), "\(saved)")
        #expect(!saved.contains("\"bob\""), "\(saved)")
    }

    @Test("a line of hark converse names its time zone; a name no one knows ends the conversation with the reason")
    func eachLineNamesItsTimeZone() throws {
        let data = TemporaryDirectory()
        #expect(try BuiltExecutable.hark.run(["allow", "Chatter", "--data-dir", data.path]).status == 0)
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", "en"])
        // Yesterday's message was sent a day ago: yesterday in every time zone, at either end of the day line.
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let yesterday = try conversation.say("read my messages from yesterday", timeZone: zone)
            #expect(yesterday.code == "success" && yesterday.say.contains("Llego el sábado a las diez."), "\(zone): \(yesterday.say)")
        }
        #expect(throws: ConversationRunner.Failure.self) { try conversation.say("read my new messages", timeZone: "Mars/Olympus_Mons") }
        let ending = try conversation.finish()
        #expect(ending.status != 0)
        #expect(ending.error.contains("'Mars/Olympus_Mons' is not an IANA name"), "\(ending.error)")
    }

    @Test(
        "a message said without 'that' or 'saying', as people say it in English, is said back before it is sent",
        arguments: [
            ("tell my sister I'll be there at two", "I'll be there at two", "Lucía Pérez"),
            ("text Carlos running late", "running late", "Carlos Ruiz"),
            ("let Marie know the meeting moved to three", "the meeting moved to three", "Marie Dubois"),
        ])
    func withoutThat(request: String, content: String, recipient: String) throws {
        let data = TemporaryDirectory()
        #expect(try BuiltExecutable.hark.run(["allow", "Chatter", "--data-dir", data.path]).status == 0)
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", "en"])
        // Chatter has run once, so its contacts are words the assistant knows (docs/Decisions.md, INVocabulary).
        #expect(try conversation.say("read my new messages").code == "success")
        let asked = try conversation.say(request)
        #expect(asked.intent == "SendMessage" && asked.expecting == .confirmation, "\(asked.say)")
        #expect(asked.say == "Send “\(content)” to \(recipient)?")
        #expect(try conversation.say("no").code == nil)
        #expect(try conversation.finish().status == 0)
        // Said no to: nothing is in the outbox.
        let mailbox = data.url.appending(path: "containers/group.com.example.hark.chatter/messages.json")
        let saved = try String(contentsOf: mailbox, encoding: .utf8)
        #expect(!saved.contains(content), "\(saved)")
    }
}
