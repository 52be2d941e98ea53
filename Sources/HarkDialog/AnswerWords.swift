import HarkLanguage

/// The words people answer follow-up questions with, per language, as written; the reader
/// compares them after the language's normalization (case, accents, Arabic letter variants).
enum AnswerWords {
    static let yes: [String: [String]] = [
        "en": [
            "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "of course", "please do", "do it", "go ahead",
            "right", "correct", "that's right", "that's it", "absolutely", "definitely", "allow", "y",
        ],
        "es": [
            "sí", "si", "vale", "claro", "de acuerdo", "por supuesto", "correcto", "eso es", "hazlo", "dale",
            "ok", "exacto", "venga", "permitir",
        ],
        "fr": [
            "oui", "ouais", "d'accord", "bien sûr", "ok", "vas-y", "allez-y", "exactement", "c'est ça",
            "volontiers", "tout à fait", "autoriser", "si",
        ],
        "ja": [
            "はい", "うん", "お願い", "お願いします", "ええ", "そう", "そうです", "いいよ", "いいです", "オーケー",
            "ok", "了解", "ok です", "許可", "許可する",
        ],
        "ar": [
            "نعم", "أجل", "حسنا", "حسنًا", "اي", "ايوه", "أيوه", "طيب", "موافق", "تمام", "بالتأكيد", "اكيد",
            "ok", "اسمح",
        ],
    ]

    static let no: [String: [String]] = [
        "en": ["no", "nope", "nah", "no thanks", "no thank you", "don't", "do not", "not that", "wrong", "n"],
        "es": ["no", "no gracias", "para nada", "que no", "no lo hagas"],
        "fr": ["non", "non merci", "pas du tout", "surtout pas", "ne le fais pas"],
        "ja": ["いいえ", "いや", "いえ", "違う", "ちがう", "違います", "だめ", "ダメ", "いらない", "結構です"],
        "ar": ["لا", "كلا", "لا شكرا", "ليس", "لأ"],
    ]

    /// What people say to go on once they have unlocked the device, as the unlock question asks
    /// them to ("go on", «sigue», « continue », 「続けて」, "تابع"): the whole answer, never a prefix,
    /// so that "continue my run" stays a request of its own.
    static let goOn: [String: [String]] = [
        "en": ["go on", "continue", "carry on", "keep going", "done", "unlocked", "i unlocked it", "it's unlocked"],
        "es": ["sigue", "continúa", "continua", "seguir", "adelante", "listo", "ya está", "desbloqueado"],
        "fr": ["continue", "continuez", "poursuis", "c'est fait", "déverrouillé", "c'est déverrouillé"],
        "ja": ["続けて", "続けてください", "続行", "解除した", "解除しました", "ロックを解除した"],
        "ar": ["تابع", "استمر", "أكمل", "اكمل", "تم", "فتحته"],
    ]

    static let cancel: [String: [String]] = [
        "en": ["cancel", "never mind", "nevermind", "stop", "forget it", "quit", "abort", "cancel that", "forget about it"],
        "es": ["cancela", "cancelar", "cancélalo", "olvídalo", "olvidalo", "déjalo", "para", "detente", "basta", "olvida eso"],
        "fr": ["annule", "annuler", "annulez", "laisse tomber", "laissez tomber", "oublie", "oublie ça", "arrête", "stop", "arrêtez"],
        "ja": ["キャンセル", "やめて", "やめる", "中止", "取り消し", "もういい", "キャンセルして", "やっぱりやめる"],
        "ar": ["إلغاء", "ألغ", "الغ", "ألغي", "انسَ الأمر", "انس الامر", "انس", "توقف", "خلاص", "ألغ ذلك"],
    ]

    /// Words for positions, by 1-based position; `0` stands for "the last one".
    static let ordinals: [String: [Int: [String]]] = [
        "en": [
            1: ["first", "1st", "one"], 2: ["second", "2nd", "two"], 3: ["third", "3rd", "three"],
            4: ["fourth", "4th", "four"], 5: ["fifth", "5th", "five"], 0: ["last", "final", "latter"],
        ],
        "es": [
            1: ["primero", "primera", "primer", "uno", "una", "1º", "1ª"], 2: ["segundo", "segunda", "dos", "2º", "2ª"],
            3: ["tercero", "tercera", "tercer", "tres"], 4: ["cuarto", "cuarta", "cuatro"], 5: ["quinto", "quinta", "cinco"],
            0: ["último", "última", "ultimo", "ultima"],
        ],
        "fr": [
            1: ["premier", "première", "un", "une", "1er", "1re"], 2: ["deuxième", "second", "seconde", "deux", "2e"],
            3: ["troisième", "trois", "3e"], 4: ["quatrième", "quatre", "4e"], 5: ["cinquième", "cinq", "5e"],
            0: ["dernier", "dernière"],
        ],
        "ja": [
            1: ["1番目", "一番目", "最初", "1つ目", "一つ目", "ひとつめ", "1番", "一番", "1個目"],
            2: ["2番目", "二番目", "2つ目", "二つ目", "ふたつめ", "2番", "二番", "2個目"],
            3: ["3番目", "三番目", "3つ目", "三つ目", "みっつめ", "3番", "三番"],
            4: ["4番目", "四番目", "4つ目", "四つ目", "4番"], 5: ["5番目", "五番目", "5つ目", "五つ目", "5番"],
            0: ["最後", "最後の", "一番最後"],
        ],
        "ar": [
            1: ["الأول", "الأولى", "أول", "واحد"], 2: ["الثاني", "الثانية", "ثاني", "اثنان", "اثنين"],
            3: ["الثالث", "الثالثة", "ثالث", "ثلاثة"], 4: ["الرابع", "الرابعة", "رابع", "أربعة"],
            5: ["الخامس", "الخامسة", "خامس", "خمسة"], 0: ["الأخير", "الأخيرة", "آخر", "اخر"],
        ],
    ]

    /// Words around an answer that carry no value: articles, "one", "number", politeness,
    /// prepositions a value may come with ("to the grocery list"), "it's".
    static let filler: [String: [String]] = [
        "en": [
            "the", "a", "an", "my", "our", "one", "number", "option", "please", "to", "on", "in", "into", "for",
            "from", "it's", "its", "it", "is", "that", "call", "called", "named", "use", "with", "i", "mean", "meant",
        ],
        "es": [
            "el", "la", "los", "las", "lo", "mi", "mis", "un", "una", "número", "opción", "por", "favor", "a", "al",
            "en", "de", "del", "para", "es", "se", "llama", "con", "que", "quiero", "decir", "me", "refiero",
        ],
        "fr": [
            "le", "la", "les", "l", "ma", "mon", "mes", "numéro", "option", "s'il", "te", "vous", "plaît",
            "à", "a", "au", "aux", "dans", "sur", "de", "du", "des", "d", "pour", "c'est", "c", "est", "ça",
            "celui", "celle", "avec", "je", "veux", "dire",
        ],
        "ja": [],
        "ar": ["رقم", "من", "فضلك", "إلى", "الى", "في", "على", "ل", "هو", "هي", "اقصد", "أقصد"],
    ]

    /// Japanese endings around an answer: particles and polite endings ("買い物リストです", "2番目で").
    static let japaneseEndings = [
        "でお願いします", "にしてください", "でお願い", "にして", "がいいです", "がいい", "です", "ですね", "だよ",
        "のほう", "の方", "のもの", "のやつ", "で", "に", "へ", "を", "の", "。", "！", "？",
    ]
}

/// A language's answer words as ``AnswerReader`` compares them — normalized, fillers split into
/// words — made once per language instead of at every answer.
struct NormalizedAnswerWords: Sendable {
    let yes: [String]
    let no: [String]
    let goOn: [String]
    let cancel: [String]
    /// The words a value is said among: articles, "please", "the one".
    let filler: Set<String>
    /// The words of each position ("second", «segunda»), normalized.
    let ordinals: [Int: Set<String>]

    private init(_ normalizer: TextNormalizer) {
        let language = normalizer.language
        func phrases(_ table: [String: [String]]) -> [String] {
            (table[language] ?? []).map(normalizer.normalize).filter { !$0.isEmpty }
        }
        yes = phrases(AnswerWords.yes)
        no = phrases(AnswerWords.no)
        goOn = phrases(AnswerWords.goOn)
        cancel = phrases(AnswerWords.cancel)
        filler = Set((AnswerWords.filler[language] ?? []).flatMap { normalizer.words(normalizer.normalize($0)).map(String.init) })
        ordinals = (AnswerWords.ordinals[language] ?? [:]).mapValues { Set($0.map(normalizer.normalize)) }
    }

    private static let made = PerLanguage<NormalizedAnswerWords>()

    /// The words of `normalizer`'s language; kept for the languages with answer words, made for
    /// the call for any other (which has none).
    static func of(_ normalizer: TextNormalizer) -> NormalizedAnswerWords {
        guard AnswerWords.yes[normalizer.language] != nil else { return NormalizedAnswerWords(normalizer) }
        return made.value(normalizer.language) { NormalizedAnswerWords(normalizer) }
    }
}
