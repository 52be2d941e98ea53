import Foundation
import Hark
import HarkDialog
import HarkTesting
import Testing

/// An order spends money, so Pizza Shop marks it restricted while locked: from a locked device
/// (`--locked`, or a turn's `"locked": true`) the assistant asks to unlock first, and goes on
/// once the device is unlocked.
@Suite("ordering from a locked device", .serialized)
struct LockedDeviceTests {
    let data: TemporaryDirectory

    init() throws {
        data = try TemporaryDirectory(prefix: "pizza-shop-locked")
        _ = try BuiltExecutable.hark.run(["allow", "PizzaShop", "--data-dir", data.path])
        _ = try BuiltExecutable("pizzeria").run(["hours", "0", "24", "--data-dir", data.path])
    }

    static let cases: [(locale: String, request: String, unlock: String, no: String)] = [
        ("en", "order a pepperoni pizza", "You need to unlock your device to do that with Pizza Shop. Unlock it, then say “go on”.", "no"),
        (
            "es", "pide una pizza de pepperoni",
            "Tienes que desbloquear tu dispositivo para hacer eso con Pizza Shop. Desbloquéalo y di «sigue».", "no"
        ),
        (
            "fr", "commande une pizza pepperoni",
            "Vous devez déverrouiller votre appareil pour faire ça avec Pizza Shop. Déverrouillez-le, puis dites « continue ».", "non"
        ),
        ("ja", "ペパロニピザを注文して", "Pizza Shopでそれを行うには、デバイスのロックを解除する必要があります。解除したら「続けて」と言ってください。", "いいえ"),
        ("ar", "اطلب بيتزا بيبروني", "عليك فتح قفل جهازك لفعل ذلك باستخدام Pizza Shop. افتحه ثم قل «تابع».", "لا"),
    ]

    @Test("hark ask --locked asks to unlock first, in every language, and orders nothing")
    func askLocked() throws {
        for language in Self.cases {
            let result = try BuiltExecutable.hark.run([
                "ask", "--locked", "--locale", language.locale, language.request, "--data-dir", data.path,
            ])
            #expect(result.status == 0)
            #expect(result.lines.first == language.unlock, "\(language.locale)")
        }
        let orders = try BuiltExecutable("pizzeria").run(["orders", "--data-dir", data.path])
        #expect(!orders.output.contains("P-0001"))
    }

    @Test("a locked turn asks to unlock; still locked, it asks again; unlocked, the order goes on")
    func unlockingGoesOn() throws {
        let input = [
            #"{"text": "order a pepperoni pizza", "locked": true}"#, #"{"text": "go on", "locked": true}"#,
            #"{"text": "go on", "locked": false}"#, "yes",
        ].joined(separator: "\n")
        let result = try BuiltExecutable.hark.run(["converse", "--jsonl", "--data-dir", data.path], input: input + "\n")
        let turns = result.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(turns.count == 4, "\(result.output) \(result.error)")
        guard turns.count == 4 else { return }
        #expect(turns[0]["say"] as? String == Self.cases[0].unlock)
        #expect(turns[0]["expecting"] as? String == "confirmation")
        #expect(turns[1]["say"] as? String == Self.cases[0].unlock)
        #expect(turns[2]["say"] as? String == "1 × pepperoni: shall I order?")
        #expect(turns[3]["code"] as? String == "success")
    }

    @Test("--locked on converse locks every turn; no cancels")
    func declining() throws {
        let result = try BuiltExecutable.hark.run(
            ["converse", "--jsonl", "--locked", "--locale", "fr", "--data-dir", data.path], input: "commande une pizza pepperoni\nnon\n")
        #expect(result.lines.count == 2)
        #expect(result.lines.last?.contains(#""say":"D'accord, c'est annulé.""#) == true, "\(result.output)")
    }
}
