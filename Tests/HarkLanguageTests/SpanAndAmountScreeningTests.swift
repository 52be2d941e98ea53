import Foundation
import Hark
import Testing

@testable import HarkLanguage

/// `DateRangeParser.screensWords` and `MoneyParser.screensWords`: a text with a word that is in
/// no span of time (or no amount) and in no number is refused before it is read. The shortcut
/// must refuse only what reading would refuse: each test reads the same texts with and without
/// it and expects the same answers, on phrases people say and on phrases built at random from
/// the pieces they are made of, with other words among them.
@Suite struct SpanAndAmountScreeningTests {
    static let languages = ["en", "es", "fr", "ar"]

    /// The pieces spans of time are said with, written here as people write them (not taken from
    /// the reader's tables, which the screen is built from): days, days of the week, times in
    /// words and digits, halves of the day, times from now, the last days, "since".
    static let spanPieces: [String: [String]] = [
        "en": [
            "at", "around", "about", "by", "for", "at about", "tomorrow", "tonight", "today", "this evening", "the day after tomorrow",
            "five", "5", "seventeen", "twelve", "half past", "a quarter to", "ten past", "twenty minutes to", "thirty", "o'clock", "pm",
            "a.m.", "in the evening", "at night", "noon", "midnight", "in", "20", "minutes", "an hour", "hours", "from now",
            "in half an hour", "the last", "the past", "days", "three", "yesterday", "last week", "this month", "since", "monday",
            "on friday", "next tuesday", "last friday", "morning", "17:30", "5pm", "8:15am", "sharp", "within", "a few minutes",
        ],
        "es": [
            "a las", "a la", "para las", "sobre las", "hacia las", "mañana", "hoy", "esta noche", "pasado mañana", "por la mañana",
            "cinco", "5", "una", "diecisiete", "y media", "y cuarto", "menos cuarto", "en punto", "de la tarde", "de la mañana",
            "mediodía", "medianoche", "en", "dentro de", "20", "minutos", "una hora", "horas", "media hora", "los últimos", "días",
            "tres", "ayer", "la semana pasada", "este mes", "desde", "el lunes", "el viernes pasado", "el próximo martes", "17:30",
            "17h", "horas", "en un rato",
        ],
        "fr": [
            "à", "vers", "pour", "aux alentours de", "demain", "ce soir", "aujourd'hui", "après-demain", "matin", "cinq", "5", "dix-sept",
            "une", "heures", "h", "et demie", "et quart", "moins le quart", "du soir", "du matin", "pile", "midi", "minuit", "dans", "20",
            "minutes", "une heure", "une demi-heure", "les", "derniers jours", "trois", "hier", "la semaine dernière", "ce mois-ci",
            "depuis", "lundi", "vendredi dernier", "mardi prochain", "17h30", "d'ici",
        ],
        "ar": [
            "الساعة", "في الساعة", "عند", "حوالي", "غدا", "الليلة", "اليوم", "بعد غد", "صباحا", "مساء", "الخامسة", "الثامنة", "خمسة", "5",
            "والنصف", "وربع", "إلا ربع", "بالضبط", "الظهر", "منتصف الليل", "بعد", "خلال", "20", "دقيقة", "ساعة", "نصف ساعة", "آخر",
            "أيام", "ثلاثة", "أمس", "الأسبوع الماضي", "هذا الشهر", "منذ", "الجمعة", "يوم الاثنين", "الثلاثاء القادم", "17:30",
        ],
    ]

    /// Words that are in no span and no amount, as the free text a slot takes has them.
    static let otherWords: [String: [String]] = [
        "en": ["people", "Anna", "work", "the airport", "milk", "lunch", "for our milk", "each", "to", "the"],
        "es": ["personas", "Ana", "el trabajo", "leche", "la comida", "cada uno", "para", "el"],
        "fr": ["personnes", "Marie", "le travail", "lait", "le déjeuner", "chacun", "la gare", "le"],
        "ar": ["أشخاص", "آنا", "العمل", "حليب", "الغداء", "لكل", "إلى", "المطار"],
    ]

    /// The pieces amounts are said with: numbers in words and digits, currency words and
    /// symbols, hundredths and the words that join them.
    static let amountPieces: [String: [String]] = [
        "en": [
            "20", "twenty", "three", "a hundred and five", "7.50", "1,500", "$15", "€7.50", "£3", "euros", "euro", "dollars", "bucks",
            "pounds", "pounds sterling", "yen", "swiss francs", "usd", "EUR", "and", "fifty", "cents", "pence", "a",
        ],
        "es": [
            "20", "veinte", "tres", "ciento cinco", "7,50", "1.000", "15 €", "euros", "dólares", "libras", "libras esterlinas",
            "pesos mexicanos",
            "con", "y", "cincuenta", "céntimos", "centavos", "pavos",
        ],
        "fr": [
            "20", "vingt", "trois", "quatre-vingts", "7,50", "15 €", "euros", "dollars", "livres", "livres sterling", "francs suisses",
            "et", "cinquante", "centimes", "balles", "cinq",
        ],
        "ar": [
            "20", "عشرين", "عشرة", "خمسين", "٢٠", "7.50", "يورو", "دولارا", "دولارات", "ريالا", "جنيه إسترليني", "و", "و50", "25", "سنتا",
            "قرش",
        ],
    ]

    /// `count` phrases of one to four of `pieces`, chosen at random (the same each run).
    static func phrases(of pieces: [String], count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: " ")
        }
    }

    /// Spans as the reader's own tests say them, the pieces alone, and phrases of the pieces at
    /// random, with and without other words among them.
    @Test(arguments: languages)
    func spanScreeningReadsWhatReadingEveryTextReads(language: String) {
        let screened = DateRangeParser(language: language)
        var reading = screened
        reading.screensWords = false
        let pieces = Self.spanPieces[language, default: []]
        let others = Self.otherWords[language, default: []]
        var texts = ClockReadingTests.moments.filter { $0.0 == language }.map(\.1) + pieces
        texts += Self.phrases(of: pieces, count: 4_000, seed: 18)
        texts += Self.phrases(of: pieces + others, count: 2_000, seed: 19)
        var read = 0
        for text in texts {
            let span = reading.span(text)
            #expect(screened.span(text) == span, "\(language): \(text)")
            if span != nil { read += 1 }
        }
        // The texts hold many spans, or the test would check little.
        #expect(read >= 200, "\(language): only \(read) of \(texts.count) texts are spans")
        // What the shortcut is for: the free text a pickup time's slot takes is refused.
        for text in others.map({ "\($0) 5" }) + others {
            #expect(screened.span(text) == nil, "\(language): \(text)")
        }
    }

    /// Amounts said every way the parser's tests say them, the pieces alone, and phrases of the
    /// pieces at random, with and without other words among them; a number alone read in the
    /// user's currency too.
    @Test(arguments: languages)
    func amountScreeningReadsWhatReadingEveryTextReads(language: String) {
        let screened = MoneyParser(language: language)
        var reading = screened
        reading.screensWords = false
        let pieces = Self.amountPieces[language, default: []]
        let others = Self.otherWords[language, default: []]
        var texts = pieces
        texts += Self.phrases(of: pieces, count: 4_000, seed: 20)
        texts += Self.phrases(of: pieces + others, count: 2_000, seed: 21)
        var read = 0
        for text in texts {
            let amount = reading.parse(text, numberAloneIn: "EUR")
            #expect(screened.parse(text, numberAloneIn: "EUR") == amount, "\(language): \(text)")
            #expect(screened.parse(text) == reading.parse(text), "\(language): \(text)")
            if amount != nil { read += 1 }
        }
        #expect(read >= 200, "\(language): only \(read) of \(texts.count) texts are amounts")
        for text in others.map({ "\($0) 20" }) + others {
            #expect(screened.parse(text, numberAloneIn: "EUR") == nil, "\(language): \(text)")
        }
    }
}
