import Foundation
import Hark
import HarkDefinition
import Testing

@testable import HarkLanguage

/// Input no person types, in each of the five languages: each gets an answer (a reading or
/// none) at once, never a hang. A request longer than ``Recognizer/maximumInputLength``
/// characters gives no candidate without being read; the assistant and the server refuse it
/// before recognition, saying why (their own tests).
@Suite("pathological input", .timeLimit(.minutes(2)))
struct PathologicalInputTests {
    /// "Add milk to the grocery list" in each language, as a person writes it.
    static let request = [
        "en": "add milk to the grocery list",
        "es": "añade leche a la lista de la compra",
        "fr": "ajoute du lait à la liste de courses",
        "ja": "買い物リストに牛乳を追加して",
        "ar": "أضف حليب إلى قائمة التسوق",
    ]

    static func recognize(_ text: String, _ locale: String) throws -> Recognition {
        try RecognizerFixtures.recognizer.recognize(text, locale: locale)
    }

    @Test(
        "a 1 MB sentence, a 10,000-character word and a request repeated a thousand times give no candidate",
        arguments: RecognizerFixtures.locales)
    func overLongInput(locale: String) throws {
        let request = try #require(Self.request[locale])
        let megabyte = String(repeating: request + " ", count: 1_000_000 / request.utf8.count + 1)
        #expect(megabyte.utf8.count > 1_000_000)
        let word = String(repeating: locale == "ja" ? "買" : locale == "ar" ? "ب" : "a", count: 10_000)
        let repeated = Array(repeating: request, count: 1_000).joined(separator: locale == "ja" ? "" : " ")
        for text in [megabyte, word, repeated] {
            let recognition = try Self.recognize(text, locale)
            #expect(recognition.candidates.isEmpty)
        }
    }

    @Test(
        "at the length limit, a request repeated with no spaces, or one long word, is read and answered",
        arguments: RecognizerFixtures.locales)
    func atTheLimit(locale: String) throws {
        let request = try #require(Self.request[locale])
        let separator = locale == "ja" ? "" : " "
        let count =
            (Recognizer.maximumInputLength + separator.unicodeScalars.count)
            / (request.unicodeScalars.count + separator.unicodeScalars.count)
        let repeated = Array(repeating: request, count: count).joined(separator: separator)
        #expect(repeated.unicodeScalars.count <= Recognizer.maximumInputLength)
        #expect(repeated.unicodeScalars.count > Recognizer.maximumInputLength - request.unicodeScalars.count - 1)
        // Whatever it reads, it reads every time the same way, and a reading is well formed.
        let first = try Self.recognize(repeated, locale)
        #expect(try Self.recognize(repeated, locale) == first)
        for candidate in first.candidates { #expect(!candidate.intent.isEmpty) }

        let word = String(repeating: locale == "ja" ? "買" : locale == "ar" ? "ب" : "a", count: Recognizer.maximumInputLength)
        #expect(try Self.recognize(word, locale).candidates.isEmpty)
    }

    @Test(
        "NUL, control characters, bidi marks and bytes that are not UTF-8 around a request: it is still read",
        arguments: RecognizerFixtures.locales)
    func controlCharacters(locale: String) throws {
        let request = try #require(Self.request[locale])
        let expected = try Self.recognize(request, locale).best?.intent
        #expect(expected == "AddTasks")
        // Bytes that are not UTF-8 are what a socket or a pipe can carry: they arrive as U+FFFD.
        let invalid = String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80] as [UInt8], as: UTF8.self)
        // Characters that write nothing are passed over.
        for noise in ["\u{0}", "\u{200F}\u{202E}\u{FEFF}", "\t\r"] {
            #expect(try Self.recognize(noise + request + noise, locale).best?.intent == expected)
        }
        // A terminal's escape sequence or replaced bytes are words of their own: read as any other
        // text, the same way each time.
        for noise in ["\u{1}\u{7}\u{1B}[31m", invalid] {
            let recognition = try Self.recognize(noise + request + noise, locale)
            #expect(try Self.recognize(noise + request + noise, locale) == recognition)
        }
        for noise in ["\u{0}", "\u{1B}", invalid] {
            let only = String(repeating: noise, count: 500)
            #expect(try Self.recognize(only, locale).candidates.isEmpty)
        }
    }

    /// The five built-in domains in every language, as the fuzzer's recognizer has them.
    static let allDomains: Recognizer = {
        let files = RecognizerBoundedReadingTests.domains
        let app = AppManifest(
            identifier: "com.example.everything", displayName: "Everything", supportedIntents: files.flatMap { $0.intents.map(\.name) })
        do {
            return try Recognizer(definitions: files, apps: [app])
        } catch {
            fatalError("the built-in domains do not compile: \(error)")
        }
    }()

    @Test(
        "a request as long as the limit allows, the same words again and again, is matched well within the budget",
        arguments: [
            ("en", "add rice, onions and olives to the grocery list "), ("es", "añade leche a la lista de la compra "),
            ("fr", "ajoute du lait à la liste de courses "), ("ja", "買い物リストに牛乳を追加して"), ("ar", "أضف الحليب إلى قائمة التسوق "),
        ])
    func longRequestWithinBudget(language: String, words: String) throws {
        var text = ""
        while text.unicodeScalars.count + words.unicodeScalars.count <= Recognizer.maximumInputLength { text += words }
        let matcher = try #require(try Self.allDomains.matchers.matcher(for: language))
        let search = matcher.matchSearch(text, normalized: nil)
        // Measured: about 120,000 steps in Japanese, where every character is a place to split,
        // and under 10,000 in the others; the budget, 2,000,000, is for what no one says.
        #expect(search.steps < Matcher.callBudget / 10, "\(search.steps) steps")
        // The recognizer gives one request this much for all its matching: enough for this one.
        #expect(search.steps < Recognizer.requestStepBudget, "\(search.steps) steps")
        #expect(try Self.allDomains.recognize(text, locale: language).best != nil)
        #expect(search.longestRun < Matcher.sentenceBudget, "\(search.longestRun) steps")
    }

    @Test(
        "near misses of requests people make are found well within the budget, and not cut short",
        arguments: [
            ("en", "summon a chariot to the airport tomorrow at eight"),
            ("es", "convoca una carroza al aeropuerto mañana a las ocho"),
            ("fr", "convoque un carrosse pour l'aéroport demain à huit heures"),
            ("ja", "明日の8時に空港まで馬車を召喚して"),
            ("ar", "استدع عربة إلى المطار غدا الساعة الثامنة"),
        ])
    func nearMissesOfPeoplesRequests(language: String, text: String) throws {
        let matcher = try #require(try Self.allDomains.matchers.matcher(for: language))
        // Nothing matches it, so near misses are searched.
        #expect(matcher.match(text).map(\.intent) == [])
        let search = matcher.nearMissSearch(text)
        // Measured on the demo apps' 516 test sentences with a word added: at most 12,975 steps.
        #expect(search.steps < Matcher.nearMissBudget / 4, "\(search.steps) steps")
        #expect(search.misses.count == 3)
    }

    @Test("near misses of the requests the fuzzer found slow stay within their budget")
    func nearMissBudget() throws {
        // Fuzz/Regressions/recognizer: the first byte picks the language, the rest is the
        // request, with bytes that are not UTF-8 read as U+FFFD.
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Fuzz/Regressions/recognizer")
        let inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(inputs.count >= 3)
        for input in inputs {
            let bytes = try [UInt8](Data(contentsOf: input))
            let language = RecognizerFixtures.locales[Int(bytes[0]) % RecognizerFixtures.locales.count]
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let matcher = try #require(try Self.allDomains.matchers.matcher(for: language))
            let runs = matcher.grammar.compiled.sentences.count * MatchInput(text, grammar: matcher.grammar.compiled).variants.count
            let search = matcher.nearMissSearch(text)
            #expect(search.steps <= Matcher.nearMissBudget + runs, "\(input.lastPathComponent)")
            // No sentence's search takes more than its share: the budget shared equally, or the
            // least a search gets (and the step on which it stops).
            let share = max(Matcher.nearMissBudget / runs, Matcher.nearMissShare)
            #expect(search.longestRun <= share + 1, "\(input.lastPathComponent)")
            // Cut short, they still say how far the closest sentences got.
            #expect(search.misses.count == 3, "\(input.lastPathComponent)")
        }
    }

    /// How many characters of free text recognizing `text` reads into values, as the recognizer
    /// reads the matches of the whole text, and what it gives.
    static func reading(_ text: String, _ language: String, everyMatch: Bool = false) throws -> (characters: Int, best: Candidate?) {
        var recognizer = allDomains
        recognizer.readsEveryMatch = everyMatch
        let matcher = try #require(try recognizer.matchers.matcher(for: language))
        let lookup = VocabularyLookup(
            vocabulary: RecognizerFixtures.vocabulary(
                lists: ["Grocery Store", "Hardware Store"].map { SpeakableString(spokenPhrase: $0) }), locale: language,
            reading: ParameterReading.Context(locale: language, timeZone: .gmt))
        var budget = Recognizer.requestReadingBudget
        let ranked = recognizer.candidates(
            for: matcher.match(text), namedApp: nil, lookup: lookup, limit: Recognizer.maximumCandidates, budget: &budget)
        return (Recognizer.requestReadingBudget - budget, ranked.candidates.first)
    }

    @Test(
        "people's longest requests read a fraction of the reading budget, and every match that could rank",
        arguments: [
            ("en", "send a message to the climbing group saying we meet at six"),
            ("en", "send a text to my sister and ask her to call me tonight"),
            ("es", "envía un mensaje a mi hermana diciendo que llegaré a las dos"),
            ("fr", "commande une voiture pour demain matin 7 heures pour aller à l'aéroport"),
            ("ja", "妹に2時に着くとメッセージを送って"),
            ("ar", "أرسل رسالة إلى أختي أقول فيها إنني سأصل في الثانية"),
        ])
    func peoplesRequestsWithinReadingBudget(language: String, text: String) throws {
        let read = try Self.reading(text, language)
        // Measured on the demo apps' 516 test sentences: at most 781 characters.
        #expect(read.characters < Recognizer.requestReadingBudget / 4, "\(read.characters) characters")
        #expect(read.best != nil)
        #expect(read.best == (try Self.reading(text, language, everyMatch: true)).best)
    }

    @Test("a request that dozens of templates match with long free text stops reading at the budget, best first")
    func readingBudget() throws {
        // Run 10's input: an English message amid Arabic and Spanish junk, matched 45 ways with
        // some 200 characters of free text each.
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Fuzz/Regressions/recognizer")
        let bytes = try [UInt8](Data(contentsOf: folder.appending(path: "slow-message-amid-junk-en")))
        let junk = (
            RecognizerFixtures.locales[Int(bytes[0]) % RecognizerFixtures.locales.count], String(decoding: bytes.dropFirst(), as: UTF8.self)
        )
        var long = ""
        while long.unicodeScalars.count + 48 <= Recognizer.maximumInputLength { long += "add rice, onions and olives to the grocery list " }
        for (language, text) in [junk, ("en", long)] {
            let every = try Self.reading(text, language, everyMatch: true)
            let read = try Self.reading(text, language)
            #expect(every.characters > 2 * Recognizer.requestReadingBudget, "\(every.characters) characters")
            // The match that goes over it is the last read, and no match's free text is longer than the request.
            #expect(read.characters <= Recognizer.requestReadingBudget + Recognizer.maximumInputLength, "\(read.characters) characters")
            #expect(read.best != nil)
        }
        #expect(try Self.allDomains.recognize(long, locale: "en").best?.intent == "AddTasks")
    }
}
