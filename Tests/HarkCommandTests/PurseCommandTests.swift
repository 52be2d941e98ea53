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

    /// Payments whose amount is a number said alone, in a locale with a region, in several ways;
    /// the amount said back in the region's currency, and what the wallet keeps after the yes.
    struct BareNumber: Sendable, CustomTestStringConvertible {
        var locale: String
        var sentences: [String]
        /// The amount as it is said back.
        var amount: String
        /// The wallet's balance of that currency after one payment.
        var balance: String
        var yes: String
        var testDescription: String { locale }
    }

    static let bareNumbers: [BareNumber] = [
        BareNumber(
            locale: "en-US", sentences: ["pay Carlos 20", "send Carlos twenty", "send 20 to Carlos", "pay Carlos 20 for lunch"],
            amount: "$20", balance: "\"USD\" : \"100\"", yes: "yes"),
        BareNumber(
            locale: "en-GB", sentences: ["pay Carlos 20", "give Carlos twenty"], amount: "£20", balance: "\"GBP\" : \"70\"",
            yes: "yes"),
        BareNumber(
            locale: "es-ES", sentences: ["paga 20 a Carlos", "envía veinte a Carlos", "págale 20 a Carlos"], amount: "20 €",
            balance: "\"EUR\" : \"230\"", yes: "sí"),
        BareNumber(
            locale: "fr-FR", sentences: ["envoie vingt à Carlos", "paie 20 à Carlos"], amount: "20\u{00A0}€",
            balance: "\"EUR\" : \"230\"", yes: "oui"),
        BareNumber(
            locale: "ja-JP", sentences: ["カルロスに2000送って", "カルロスに二千送金して"], amount: "2,000円", balance: "\"JPY\" : \"28000\"",
            yes: "はい"),
        BareNumber(
            locale: "ar-SA", sentences: ["ادفع لكارلوس 20", "أرسل 20 إلى كارلوس"], amount: "20 ريال", balance: "\"SAR\" : \"480\"",
            yes: "نعم"),
    ]

    @Test("a number said alone is the region's currency, said back before anything is sent", arguments: bareNumbers)
    func aNumberAlone(script: BareNumber) throws {
        for sentence in script.sentences {
            let data = TemporaryDirectory()
            #expect(try BuiltExecutable.hark.run(["allow", "Purse", "--data-dir", data.path]).status == 0)
            let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", script.locale])
            let asked = try conversation.say(sentence)
            #expect(asked.intent == "SendPayment", "\(sentence): \(asked.say)")
            #expect(asked.expecting == .confirmation, "\(sentence): \(asked.say)")
            #expect(asked.say.contains(script.amount) && asked.say.contains("Carlos Ruiz"), "\(sentence): \(asked.say)")
            #expect(try conversation.say(script.yes).code == "success", "\(sentence)")
            #expect(try conversation.finish().status == 0)
            let wallet = data.url.appending(path: "containers/group.com.example.hark.purse/wallet.json")
            let saved = try String(contentsOf: wallet, encoding: .utf8)
            #expect(saved.contains(script.balance), "\(sentence): \(saved)")
        }
    }

    @Test("a currency the wallet does not hold is refused with the reason, nothing sent")
    func aCurrencyTheWalletDoesNotHold() throws {
        // Arabic without a region is Egypt's (Unicode's likely region), and Purse holds no pounds.
        let data = TemporaryDirectory()
        #expect(try BuiltExecutable.hark.run(["allow", "Purse", "--data-dir", data.path]).status == 0)
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", "ar"])
        let asked = try conversation.say("ادفع لكارلوس 20")
        #expect(asked.intent == "SendPayment")
        #expect(asked.say.contains("لا يمكنني إرسال المال بهذه العملة"), "\(asked.say)")
        #expect(asked.expecting == .value, "asks for the amount again: \(asked.say)")
        let confirm = try conversation.say("20 ريال")
        #expect(confirm.expecting == .confirmation && confirm.say.contains("20 ريال"), "\(confirm.say)")
        #expect(try conversation.finish().status == 0)
    }

    @Test(
        "an amount answering 'How much?' is the answer, though it is a conversion request too",
        arguments: [
            ("en", "pay Carlos", "20 euros", "€20", "yes"), ("es", "paga a Carlos", "20 euros", "20 €", "sí"),
            ("fr", "paie Carlos", "20 euros", "20\u{00A0}€", "oui"), ("ja", "カルロスに送金して", "20ユーロ", "20ユーロ", "はい"),
            ("ar", "ادفع لكارلوس", "20 يورو", "20 يورو", "نعم"),
        ])
    func anAmountAnswersHowMuch(locale: String, request: String, answer: String, amount: String, yes: String) throws {
        let data = TemporaryDirectory()
        #expect(try BuiltExecutable.hark.run(["allow", "Purse", "--data-dir", data.path]).status == 0)
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", locale])
        let howMuch = try conversation.say(request)
        #expect(howMuch.intent == "SendPayment" && howMuch.expecting == .value, "\(howMuch.say)")
        let confirm = try conversation.say(answer)
        #expect(confirm.intent == "SendPayment", "not Currency Rates: \(confirm.say)")
        #expect(confirm.expecting == .confirmation && confirm.say.contains(amount), "\(confirm.say)")
        #expect(try conversation.say(yes).code == "success")
        #expect(try conversation.finish().status == 0)
    }
}
