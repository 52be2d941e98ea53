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
