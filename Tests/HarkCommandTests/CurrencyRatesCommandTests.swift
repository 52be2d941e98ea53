import Foundation
import HarkTesting
import Testing

/// Currency Rates through `hark ask`, as people ask: the euro is one euro, numbers as the language
/// writes them, the app's card under the answer, and amounts converted between any two
/// currencies ("convert 20 dollars to yen"), in every language.
@Suite("Currency Rates through hark ask", .serialized)
struct CurrencyRatesCommandTests {
    let data: TemporaryDirectory

    init() throws {
        data = TemporaryDirectory()
        let allowed = try BuiltExecutable.hark.run(["allow", "CurrencyRates", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
    }

    func ask(_ locale: String, _ request: String) throws -> String {
        let result = try BuiltExecutable.hark.run(["ask", "--locale", locale, "--data-dir", data.path, request])
        #expect(result.status == 0, "\(result.error)")
        return result.output
    }

    @Test(
        "the euro is one euro, not 'worth 1 euros', in every language",
        arguments: [
            ("en", "how much is a euro worth", "One euro is one euro.\n  Currency Rates\n  euro\n  1 euro: €1\n"),
            ("es", "cuánto vale el euro", "Un euro es un euro.\n  Currency Rates\n  euro\n  1 euro: 1 €\n"),
            ("fr", "quel est le cours de l'euro", "Un euro vaut un euro.\n  Currency Rates\n  euro\n  1 euro : 1 €\n"),
            ("ja", "ユーロのレートを教えて", "1ユーロは1ユーロです。\n  Currency Rates\n  ユーロ\n  1ユーロ：1ユーロ\n"),
            ("ar", "ما سعر اليورو", "اليورو الواحد يساوي يورو واحدًا.\n  Currency Rates\n  يورو\n  1 يورو: 1 يورو\n"),
        ])
    func euro(locale: String, request: String, answer: String) throws {
        #expect(try ask(locale, request) == answer)
    }

    @Test(
        "a rate asked by code, said and drawn with the language's separators",
        arguments: [
            ("en", "show me the BTC rate", "One bitcoin is worth 58,900 euros.\n  Currency Rates\n  bitcoin\n  1 bitcoin: €58,900\n"),
            ("es", "a cuánto está el USD", "Un dólar vale 0,92 euros.\n  Currency Rates\n  dólar\n  1 dólar: 0,92 €\n"),
            (
                "fr", "combien vaut un BTC",
                "Un bitcoin vaut 58\u{202F}900 euros.\n  Currency Rates\n  bitcoin\n  1 bitcoin : 58\u{202F}900 €\n"
            ),
            ("ja", "JPYの為替レートは", "1円は0.0062ユーロです。\n  Currency Rates\n  円\n  1円：0.0062ユーロ\n"),
            ("ar", "كم سعر GBP", "واحد جنيه إسترليني يساوي 1.17 يورو.\n  Currency Rates\n  جنيه إسترليني\n  1 جنيه إسترليني: 1.17 يورو\n"),
        ])
    func byCode(locale: String, request: String, answer: String) throws {
        #expect(try ask(locale, request) == answer)
    }

    @Test("converse --jsonl keeps its one line per turn, without the card")
    func converseCarriesNoCard() throws {
        let result = try BuiltExecutable.hark.run(
            ["converse", "--jsonl", "--data-dir", data.path], input: "how much is a euro worth\n")
        let lines = result.lines
        #expect(lines.count == 1)
        let turn = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(Set(turn.keys) == ["conversation", "say", "expecting", "choices", "app", "intent", "code", "parameters"])
        #expect(turn["code"] as? String == "successEuro")
        #expect(turn["say"] as? String == "One euro is one euro.")
    }

    @Test(
        "an amount converted into another currency, through the euro rates, said the language's way",
        arguments: [
            ("en", "convert 20 dollars to yen", "US dollar to yen: 20 is 2,967.74."),
            ("en", "how much is a dollar in yen", "US dollar to yen: 1 is 148.39."),
            ("en", "what is the exchange rate of us dollar to pound sterling", "US dollar to pound sterling: 1 is 0.7863."),
            ("es", "convierte 20 dólares a yenes", "De dólar a yen: 20 son 2967,74."),
            ("fr", "combien font 20 dollars en yens", "De dollar en yen : 20 font 2\u{202F}967,74."),
            ("ja", "2000円をドルに換算して", "円から米ドル：2,000は13.48です。"),
            ("ar", "حول 20 دولار إلى ين", "من دولار إلى ين: 20 يساوي 2,967.74."),
            // How people ask it in Japanese and Arabic: "a dollar is how many yen", "the dollar in yen".
            ("ja", "1ドルは何円", "米ドルから円：1は148.39です。"),
            ("ja", "100ドルは何円ですか", "米ドルから円：100は14,838.71です。"),
            ("ar", "كم يساوي الدولار بالين", "من دولار إلى ين: 1 يساوي 148.39."),
            ("ar", "ما سعر صرف الدولار مقابل الين", "من دولار إلى ين: 1 يساوي 148.39."),
        ])
    func conversion(locale: String, request: String, answer: String) throws {
        #expect(try ask(locale, request).split(separator: "\n").first.map(String.init) == answer)
    }
}
