import Foundation
import HarkAssistant
import HarkDialog
import HarkTesting
import Testing

/// Purse, the payments demo, through `hark converse --jsonl` in every language: a payment said
/// back with its amount before anything is sent, then sent; "Anna" asked about (two contacts
/// share the name); someone Purse does not know refused with the reason; more than the balance
/// refused with the balance; a request for money; and nothing done from a locked device until it
/// is unlocked.
@Suite("Purse through hark converse", .serialized)
struct PurseCommandTests {
    struct Script: Sendable, CustomTestStringConvertible {
        var locale: String
        /// A payment to one contact, with a note.
        var send: String
        /// The amount as the language writes it, said back before sending.
        var amount: String
        /// A payment to "Anna", whom two contacts answer to.
        var sendAnna: String
        /// A payment to someone Purse does not know, and their name as heard.
        var sendStranger: String
        var stranger: String
        /// More than the wallet's 250 euros.
        var sendTooMuch: String
        /// A request for money.
        var request: String
        var yes: String
        var testDescription: String { locale }
    }

    static let scripts: [Script] = [
        Script(
            locale: "en", send: "send Carlos 20 euros for lunch", amount: "€20", sendAnna: "pay Anna 15 euros",
            sendStranger: "send Bob 20 euros", stranger: "Bob", sendTooMuch: "send Carlos 1000 euros",
            request: "ask Pierre for 12.50 euros for the tickets", yes: "yes"),
        Script(
            locale: "es", send: "envía 20 euros a Carlos para la comida", amount: "20 €", sendAnna: "págale 15 euros a Anna",
            sendStranger: "envía 20 euros a Roberto", stranger: "Roberto", sendTooMuch: "envía 1000 euros a Carlos",
            request: "pídele 12,50 euros a Pierre", yes: "sí"),
        Script(
            locale: "fr", send: "envoie 20 euros à Carlos pour le déjeuner", amount: "20\u{00A0}€", sendAnna: "paie 15 euros à Anna",
            sendStranger: "envoie 20 euros à Robert", stranger: "Robert", sendTooMuch: "envoie 1000 euros à Carlos",
            request: "demande 12,50 euros à Pierre", yes: "oui"),
        Script(
            locale: "ja", send: "カルロスに20ユーロ送って", amount: "20ユーロ", sendAnna: "アンナに15ユーロ送って",
            sendStranger: "ボブに20ユーロ送って", stranger: "ボブ", sendTooMuch: "カルロスに1000ユーロ送って", request: "ピエールに12.5ユーロ請求して",
            yes: "はい"),
        Script(
            locale: "ar", send: "أرسل 20 يورو إلى كارلوس", amount: "20 يورو", sendAnna: "أرسل 15 يورو إلى آنا",
            sendStranger: "أرسل 20 يورو إلى بوب", stranger: "بوب", sendTooMuch: "أرسل 1000 يورو إلى كارلوس",
            request: "اطلب 12.5 يورو من بيير", yes: "نعم"),
    ]

    @Test("send after the amount is said back; Anna asked about; a stranger and too much refused; a request; locked", arguments: scripts)
    func payments(script: Script) throws {
        let data = TemporaryDirectory()
        let allowed = try BuiltExecutable.hark.run(["allow", "Purse", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", script.locale])
        let wallet = data.url.appending(path: "containers/group.com.example.hark.purse/wallet.json")

        // Said back, then sent.
        let asked = try conversation.say(script.send)
        #expect(asked.intent == "SendPayment", "\(asked.say)")
        #expect(asked.expecting == .confirmation, "\(asked.say)")
        #expect(asked.say.contains(script.amount) && asked.say.contains("Carlos Ruiz"), "\(asked.say)")
        #expect(!FileManager.default.fileExists(atPath: wallet.path), "nothing is sent before the yes")
        let sent = try conversation.say(script.yes)
        #expect(sent.code == "success", "\(sent.say)")
        #expect(sent.say.contains(script.amount), "\(sent.say)")

        // Two Annas: which one?
        let which = try conversation.say(script.sendAnna)
        #expect(which.expecting == .choice, "\(which.say)")
        #expect(which.choices.contains("Anna Smith") && which.choices.contains("Anna Jones"), "\(which.choices)")
        let chosen = try conversation.say("Anna Jones")
        #expect(chosen.expecting == .confirmation && chosen.say.contains("Anna Jones"), "\(chosen.say)")
        #expect(try conversation.say(script.yes).code == "success")

        // Someone Purse does not know: the reason names them; nothing is sent.
        let stranger = try conversation.say(script.sendStranger)
        #expect(stranger.intent == "SendPayment")
        #expect(stranger.say.contains(script.stranger), "\(stranger.say)")
        #expect(stranger.expecting != .confirmation, "\(stranger.say)")

        // More than the balance: a custom failure code that says the balance.
        let tooMuch = try conversation.say(script.sendTooMuch)
        #expect(tooMuch.code == "failureInsufficientFunds", "\(tooMuch.say)")

        // A request for money, said back first.
        let request = try conversation.say(script.request)
        #expect(request.intent == "RequestPayment", "\(request.say)")
        #expect(request.expecting == .confirmation, "\(request.say)")
        #expect(try conversation.say(script.yes).code == "success")

        // From a locked device: unlock first.
        let locked = try conversation.say(script.send, locked: true)
        #expect(locked.intent == "SendPayment")
        #expect(locked.expecting == .confirmation && !locked.say.contains(script.amount), "asks to unlock: \(locked.say)")
        #expect(try conversation.finish().status == 0)

        let saved = try String(contentsOf: wallet, encoding: .utf8)
        #expect(saved.contains("\"contact\" : \"carlos.ruiz\"") && saved.contains("\"contact\" : \"anna.jones\""), "\(saved)")
        #expect(saved.contains("\"EUR\" : \"215\""), "250 − 20 − 15: \(saved)")
        #expect(saved.contains("\"direction\" : \"requested\"") && saved.contains("\"amount\" : \"12.5\""), "\(saved)")
        #expect(!saved.contains("1000"), "\(saved)")
    }
}
