import Foundation
import HarkTesting
import Testing

/// What to say to an app, on the command line: `hark validate` checks the examples of a
/// definition file, `hark apps --examples` lists them, and "what can List-o-Mat do?" is answered
/// with them by `ask`, `talk` and `converse`.
@Suite("hark command line: what to say", .serialized)
struct ExampleCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shippedApps = [
        "Examples/ListOMat/Sources/ListOMatExtension/ListOMat.intents.yaml",
        "Examples/PizzaShop/PizzaShopApp.intents.yaml",
        "Examples/CurrencyRates/CurrencyRatesApp.intents.yaml",
        "Examples/Tally/Sources/Tally/TallyApp.intents.yaml",
    ]

    /// The first example of each shipped app, as "what can you do?" and `apps --examples` say it.
    static let firstExamples: [String: [String]] = [
        "en": ["show the grocery store list", "order a Margherita pizza", "what is the rate for the dollar"],
        "es": ["muestra la lista de la tienda de comestibles", "pide una pizza margarita", "cuál es el cambio del dólar"],
        "fr": ["affiche la liste de l'épicerie", "commande une pizza margherita", "quel est le taux du dollar"],
        "ja": ["食料品店のリストを見せて", "マルゲリータピザを注文して", "ドルのレートを教えて"],
        "ar": ["اعرض قائمة متجر البقالة", "اطلب بيتزا مارغريتا", "ما سعر الدولار"],
    ]

    @Test("every shipped app's examples are understood as the intents they claim, in all its languages")
    func shippedExamplesValidate() throws {
        let result = try BuiltExecutable.hark.run(["validate"] + Self.shippedApps.map { Self.root.appendingPathComponent($0).path })
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.count == Self.shippedApps.count)
    }

    @Test("validate reports an example understood as another intent, or not at all, at its line and column")
    func badExample() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("Notes.intents.yaml")
        try """
        locales: [en, es, fr, ja, ar]
        app:
          id: com.example.notes
          displayName: Notes
          usageDescription: {en: "Notes.", es: "Notas.", fr: "Notes.", ja: "メモ。", ar: "ملاحظات."}
          supportedIntents: [CreateNote, AddTasks]
          examples:
            - intent: CreateNote
              en: "add milk to the grocery list"
              es: "añade leche a la lista de la compra"
              fr: "ajoute du lait à la liste de courses"
              ja: "買い物リストに牛乳を追加して"
              ar: "أضف حليب إلى قائمة التسوق"
            - intent: AddTasks
              en: "add milk to the grocery list"
              es: "añade leche a la lista de la compra"
              fr: "ajoute du lait à la liste de courses"
              ja: "買い物リストに牛乳を追加して"
              ar: "blah blah blah"

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try BuiltExecutable.hark.run(["validate", file.path])
        #expect(result.status != 0)
        let errors = result.error.split(separator: "\n").map(String.init)
        #expect(errors.count == 6, "\(result.error)")
        for (line, locale) in zip(9...13, ["en", "es", "fr", "ja", "ar"]) {
            #expect(
                errors.contains {
                    $0.hasPrefix("\(file.path):\(line):11: error: the \(locale) sentence of example 1,")
                        && $0.hasSuffix("is understood as 'AddTasks', not as 'CreateNote', which it claims")
                })
        }
        #expect(
            errors.contains {
                $0.hasPrefix("\(file.path):19:11: error: the ar sentence of example 2, \"blah blah blah\", matches no sentence template")
            })
        #expect(!result.output.contains("ok"))
    }

    @Test("apps --examples lists each installed app's examples in the chosen language", arguments: ["en", "es", "fr", "ja", "ar"])
    func appsExamples(locale: String) throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(["apps", "--examples", "--locale", locale, "--data-dir", data.path])
        #expect(result.status == 0, "\(result.error)")
        for sentence in Self.firstExamples[locale]! {
            #expect(result.lines.contains { $0.hasPrefix("    \"\(sentence)\" (") }, "\(result.output)")
        }
        let plain = try BuiltExecutable.hark.run(["apps", "--locale", locale, "--data-dir", data.path])
        #expect(!plain.output.contains(Self.firstExamples[locale]![0]), "examples only when asked for")
    }

    static let listOMatAnswers = [
        "en": "Here are some things you can ask List-o-Mat: “show the grocery store list”, ",
        "es": "Estas son algunas cosas que puedes pedirle a List-o-Mat: «muestra la lista de la tienda de comestibles», ",
        "fr": "Voici quelques demandes que vous pouvez faire à List-o-Mat : « affiche la liste de l'épicerie », ",
        "ja": "List-o-Matには、たとえばこう話しかけられます：「食料品店のリストを見せて」、",
        "ar": "إليك بعض ما يمكنك أن تطلبه من List-o-Mat: «اعرض قائمة متجر البقالة»، ",
    ]

    static let questions = [
        "en": "what can List-o-Mat do?", "es": "¿qué puede hacer ListOMat?", "fr": "que peut faire ListOMat ?",
        "ja": "ListOMatで何ができる？", "ar": "ماذا يستطيع ListOMat أن يفعل؟",
    ]

    @Test("ask: what List-o-Mat can do, answered with its examples", arguments: ["en", "es", "fr", "ja", "ar"])
    func ask(locale: String) throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(["ask", "--locale", locale, "--data-dir", data.path, Self.questions[locale]!])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix(Self.listOMatAnswers[locale]!), "\(result.output)")
    }

    @Test("talk and converse --jsonl answer the same, and what the assistant can do names every app")
    func talkAndConverse() throws {
        let data = try TemporaryDirectory()
        let talk = try BuiltExecutable.hark.run(["--data-dir", data.path], input: "how do I use ListOMat\nwhat can you do?\n")
        #expect(talk.status == 0, "\(talk.error)")
        #expect(talk.lines.contains { $0.hasPrefix(Self.listOMatAnswers["en"]!) }, "\(talk.output)")
        let everyApp = try #require(talk.lines.first { $0.hasPrefix("Here is something you can ask each of your apps: ") })
        for sentence in Self.firstExamples["en"]! { #expect(everyApp.contains("“\(sentence)”")) }

        let converse = try BuiltExecutable.hark.run(
            ["converse", "--jsonl", "--data-dir", data.path], input: "{\"text\": \"ListOMatの使い方\", \"locale\": \"ja\"}\n")
        #expect(converse.status == 0, "\(converse.error)")
        let turn = try #require(try JSONSerialization.jsonObject(with: Data(converse.output.utf8)) as? [String: Any])
        #expect((turn["say"] as? String)?.hasPrefix(Self.listOMatAnswers["ja"]!) == true, "\(converse.output)")
        #expect(turn["expecting"] as? String == "nothing")
    }
}
