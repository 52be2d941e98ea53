import HarkDefinition

/// Free text for sampling sentences, per language: list names, items, note titles and note
/// contents for the Lists & Notes domain, and a few plain words for any other slot.
///
/// The samples avoid the words templates are made of ("to", "list", "note", "de", "を"…), so that
/// every sampled sentence reads back one way only: "凧を買うをレシピメモに追加" could be either
/// "凧" added to the note "買うをレシピ" or "凧を買う" added to "レシピ".
enum SampleValues {
    struct Language {
        var listNames: [String]
        var items: [String]
        var noteTitles: [String]
        var noteContents: [String]
    }

    static let languages: [String: Language] = [
        "en": Language(
            listNames: ["grocery", "Grocery Store", "packing", "work", "Hardware Store", "weekend"],
            items: ["apples", "milk", "rice", "onions", "olives", "eggs", "bread", "socks"],
            noteTitles: ["Ideas", "Recipes", "Travel plans"],
            noteContents: ["buy a kite", "call mum", "book the hotel"]
        ),
        "es": Language(
            listNames: ["compra", "tienda de comestibles", "viaje", "trabajo", "ferretería"],
            items: ["manzanas", "leche", "arroz", "cebollas", "aceitunas", "huevos", "pan", "calcetines"],
            noteTitles: ["Ideas", "Recetas", "Vacaciones"],
            noteContents: ["comprar una cometa", "llamar al fontanero", "reservar el hotel"]
        ),
        "fr": Language(
            listNames: ["courses", "épicerie", "voyage", "travail", "bricolage"],
            items: ["pommes", "lait", "riz", "oignons", "olives", "œufs", "pain", "chaussettes"],
            noteTitles: ["Idées", "Recettes", "Vacances"],
            noteContents: ["acheter un cerf-volant", "appeler maman", "réserver l'hôtel"]
        ),
        "ja": Language(
            listNames: ["買い物", "旅行", "仕事", "週末", "ホームセンター"],
            items: ["りんご", "牛乳", "米", "玉ねぎ", "オリーブ", "卵", "パン", "靴下"],
            noteTitles: ["アイデア", "レシピ", "旅行メモ"],
            noteContents: ["凧揚げ", "母に電話する", "ホテルの予約"]
        ),
        "ar": Language(
            listNames: ["التسوق", "البقالة", "السفر", "العمل", "متجر الأدوات"],
            items: ["تفاح", "حليب", "أرز", "بصل", "زيتون", "بيض", "خبز", "جوارب"],
            noteTitles: ["أفكار", "وصفات", "الإجازة"],
            noteContents: ["شراء طائرة ورقية", "الاتصال بأمي", "حجز الفندق"]
        ),
    ]

    /// A few plain words for a free-text slot nothing else fills.
    static func generic(language: String) -> [WildcardSample] {
        guard let samples = languages[language] else { return ["test"] }
        return samples.items.prefix(4).map { WildcardSample($0) }
    }

    /// Free text for the parameters of the Lists & Notes intents, by parameter name.
    static func listsAndNotes(language: String) -> [String: [WildcardSample]] {
        guard let samples = languages[language] else { return [:] }
        let lists = samples.listNames.map { WildcardSample($0) }
        let notes = samples.noteTitles.map { WildcardSample($0) }
        let single = samples.items.map { WildcardSample($0) }
        var several: [WildcardSample] = single
        for (index, item) in samples.items.enumerated() {
            let next = samples.items[(index + 1) % samples.items.count]
            let third = samples.items[(index + 3) % samples.items.count]
            several.append(WildcardSample(items: [item, next]))
            several.append(WildcardSample(items: [item, next, third]))
        }
        return [
            "title": lists + notes,
            "targetTaskList": lists,
            "taskList": lists,
            "taskTitles": several,
            "tasks": several,
            "targetTask": single,
            "targetNote": notes,
            "content": samples.noteContents.map { WildcardSample($0) },
            "groupName": lists,
        ]
    }
}

extension SampleValues {
    /// Free text for a parameter of `type` that its name gives none for: people for a `Person`,
    /// amounts with their currency for a `CurrencyAmount`, spans of time for a
    /// `DateComponentsRange`, places for a `Location`, and for a list of people, several names
    /// joined. Each is text the parameter's reading accepts, so a sampled sentence reads back as
    /// sampled (a money slot takes only money).
    static func forType(_ type: ValueType, isList: Bool, language: String) -> [WildcardSample]? {
        guard let words = typed[language] else { return nil }
        switch type {
        case .builtIn(.person):
            guard isList else { return words.people.map { WildcardSample($0) } }
            var samples = words.people.map { WildcardSample($0) }
            for (index, person) in words.people.enumerated() {
                samples.append(WildcardSample(items: [person, words.people[(index + 1) % words.people.count]]))
            }
            return samples
        case .builtIn(.currencyAmount): return words.money.map { WildcardSample($0) }
        case .builtIn(.dateComponentsRange): return words.spans.map { WildcardSample($0) }
        case .builtIn(.location): return words.places.map { WildcardSample($0) }
        default: return nil
        }
    }

    struct TypedWords {
        var people: [String]
        var money: [String]
        var spans: [String]
        var places: [String]
    }

    static let typed: [String: TypedWords] = [
        "en": TypedWords(
            people: ["Anna Smith", "Carlos", "Yuki Tanaka", "Omar", "Marie", "Pierre Martin"],
            money: ["20 euros", "$15", "twelve dollars", "€7.50", "30 pounds"],
            spans: ["yesterday", "today", "last week", "this week", "the last 3 days"],
            places: ["the airport", "the train station", "home", "work", "the museum"]),
        "es": TypedWords(
            people: ["Anna Smith", "Carlos", "Yuki Tanaka", "Omar", "Marie", "Pierre Martin"],
            money: ["20 euros", "15 dólares", "doce euros", "7,50 €", "30 libras"],
            spans: ["ayer", "hoy", "la semana pasada", "esta semana", "anteayer"],
            places: ["el aeropuerto", "la estación", "casa", "el trabajo", "el museo"]),
        "fr": TypedWords(
            people: ["Anna Smith", "Carlos", "Yuki Tanaka", "Omar", "Marie", "Pierre Martin"],
            money: ["20 euros", "15 dollars", "douze euros", "7,50 €", "30 livres"],
            spans: ["hier", "aujourd'hui", "la semaine dernière", "cette semaine", "avant-hier"],
            places: ["l'aéroport", "la gare", "la maison", "le travail", "le musée"]),
        "ja": TypedWords(
            people: ["アンナ", "カルロス", "ゆき", "健太", "マリー", "ピエール"],
            money: ["2000円", "二千円", "20ドル", "15ユーロ", "500円"],
            spans: ["昨日", "今日", "先週", "今週", "おととい"],
            places: ["空港", "駅", "家", "会社", "美術館"]),
        "ar": TypedWords(
            people: ["عمر", "كارلوس", "فاطمة", "آنا", "بيير", "يوكي"],
            money: ["20 يورو", "عشرين دولارا", "15 دولارا", "30 جنيها", "عشرة يورو"],
            spans: ["أمس", "اليوم", "الأسبوع الماضي", "هذا الأسبوع", "أول أمس"],
            places: ["المطار", "المحطة", "البيت", "العمل", "المتحف"]),
    ]
}
