import HarkDefinition
import HarkLanguage
import Testing

@Suite("Matcher: languages")
struct MatcherLanguageTests {
    @Test("Spanish and French: accents optional, elided articles split off")
    func spanishAndFrench() throws {
        let spanish = Matcher(
            grammar: try MatcherFixtures.grammar(
                "es", ["Add": ["añade {item} a [la] lista {list}"]],
                lists: ["item": .wildcard, "list": .values(["compras", "música"])]
            ))
        let match = try #require(spanish.match("Añade leche de almendras a la lista musica").first)
        #expect(match.slotValues == ["item": "leche de almendras", "list": "música"])
        #expect(match.slots["list"]?.text == "musica")

        let french = Matcher(
            grammar: try MatcherFixtures.grammar(
                "fr", ["TurnOn": ["allume [la |le |l']{area}"]], lists: ["area": .values(["entrée", "cuisine"])]
            ))
        #expect(french.match("Allume l'entrée").first?.slotValues == ["area": "entrée"])
        #expect(french.match("allume la cuisine").first?.slotValues == ["area": "cuisine"])
        #expect(french.match("allume l’entree").first?.slots["area"]?.text == "entree")
    }

    @Test("English possessive 's stays attached, as the user types it")
    func possessive() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                ["Get": ["what is <name>['s] level"]], lists: ["name": .values(["the sensor"])], rules: ["name": "{name}"]
            ))
        #expect(matcher.match("what is the sensor's level?").first?.slotValues == ["name": "the sensor"])
        #expect(matcher.match("what is the sensor level").first?.slotValues == ["name": "the sensor"])
    }

    @Test("Japanese: no spaces between template pieces, slot values and wildcards")
    func japanese() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                "ja", ["Add": ["{item}を{list}に追加[して]"], "TurnOn": ["{area}の電気を(つけて|点けて)"]],
                lists: ["item": .wildcard, "list": .values(["買い物リスト", "やることリスト"]), "area": .values(["台所", "リビング"])]
            ))
        let add = try #require(matcher.match("牛乳を買い物リストに追加して").first)
        #expect(add.slotValues == ["item": "牛乳", "list": "買い物リスト"])
        #expect(matcher.match("台所の電気をつけて").first?.slotValues == ["area": "台所"])
        #expect(matcher.match("ﾘﾋﾞﾝｸﾞ の 電気を 点けて。").first?.slotValues == ["area": "リビング"], "half-width kana and stray spaces")
        #expect(matcher.match("牛乳を買い物リストに").isEmpty)
    }

    @Test(
        "Arabic: a word or value may carry an attached و or ال",
        arguments: [
            ("أضف الحليب إلى القائمة", "الحليب"),
            ("وأضف الحليب إلى القائمة", "الحليب"),
            ("أضف الحليب إلى قائمة", "الحليب"),
            ("أضف الحليب إلى وقائمة", "الحليب"),
        ])
    func arabicClitics(text: String, item: String) throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                "ar", ["Add": ["أضف {item} إلى [ال]قائمة"]], lists: ["item": .wildcard]
            ))
        let match = try #require(matcher.match(text).first, "\(text)")
        #expect(match.slots["item"]?.text == item)
    }

    @Test("Arabic: list values after و, ال and لل")
    func arabicValues() throws {
        let matcher = Matcher(
            grammar: try MatcherFixtures.grammar(
                "ar", ["TurnOn": ["شغل {area}"], "Add": ["أضف {item} {list}"]],
                lists: ["area": .values(["المطبخ"]), "item": .wildcard, "list": .values(["القائمة"])]
            ))
        #expect(matcher.match("شغل المطبخ").first?.slotValues == ["area": "المطبخ"])
        #expect(matcher.match("وشغل والمطبخ").first?.slotValues == ["area": "المطبخ"])
        #expect(matcher.match("أضف خبز للقائمة").first?.slotValues == ["item": "خبز", "list": "القائمة"])
        #expect(matcher.match("شغل مطبخ").isEmpty, "a value written with ال is not found without it")
    }
}
