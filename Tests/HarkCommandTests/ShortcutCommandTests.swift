import Foundation
import HarkTesting
import Testing

/// `hark suggest`, `hark shortcuts` and `hark phrases`, run as a process on a fresh data directory.
@Suite("hark shortcuts, suggestions and phrases", .serialized)
struct ShortcutCommandTests {
    /// Runs `arguments` on `data` and expects success.
    @discardableResult
    func hark(_ arguments: [String], _ data: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> BuiltExecutable.Result
    {
        let result = try BuiltExecutable.hark.run(arguments + ["--data-dir", data.path])
        #expect(result.status == 0, "hark \(arguments.joined(separator: " ")): \(result.error)", sourceLocation: sourceLocation)
        return result
    }

    /// The identifier `hark shortcuts` lists for the shortcut whose line contains `title`.
    func identifier(of title: String, _ data: TemporaryDirectory, locale: String = "en") throws -> String {
        let lines = try hark(["shortcuts", "--locale", locale], data).lines
        let line = try #require(lines.first { $0.contains(title) }, "\(lines)")
        return String(line.prefix(8))
    }

    /// The README's Shortcuts tour, command by command.
    @Test("requests are donated: suggest ranks them with why, shortcuts lists them, and a phrase with a parameter runs one")
    func suggestionsAndPhrasesInEnglish() throws {
        let data = try TemporaryDirectory()
        #expect(try hark(["suggest"], data).output == "No suggestions yet: shortcuts are learned from the requests you make.\n")
        try hark(["allow", "CurrencyRates"], data)
        for request in ["show the rate for the dollar", "how much is a bitcoin worth", "what's the rate for dollars"] {
            try hark(["ask", request], data)
        }

        let suggested = try hark(["suggest"], data).lines
        #expect(
            suggested == [
                "1. Show rate: US dollar — Currency Rates [8cf3246b]",
                "   why: score 1.58 = uses 1.58 × recency 1.00 × time 1.00 × weekday 1.00",
                "2. Show rate: bitcoin — Currency Rates [7a4c0792]",
                "   why: score 1.00 = uses 1.00 × recency 1.00 × time 1.00 × weekday 1.00",
            ])
        #expect(try hark(["suggest", "--limit", "1"], data).lines.count == 2)

        let shortcuts = try hark(["shortcuts"], data).lines
        try #require(shortcuts.count == 2, "\(shortcuts)")
        #expect(shortcuts[0].contains("  Show rate: US dollar — Currency Rates — 2 uses, last "))
        #expect(shortcuts[1].contains("  Show rate: bitcoin — Currency Rates — 1 use, last "))
        let bitcoin = try identifier(of: "bitcoin", data)
        #expect(bitcoin == "7a4c0792")

        let added = try hark(["phrases", "add", "rate check {currency}", "--shortcut", bitcoin], data)
        #expect(added.output == "Added: \"rate check {currency}\" (en) → Show rate: bitcoin — Currency Rates [\(bitcoin)]\n")
        #expect(try hark(["phrases"], data).output == "\"rate check {currency}\" (en) → Show rate: bitcoin — Currency Rates [\(bitcoin)]\n")
        #expect(
            try hark(["ask", "Rate check: yen!"], data).output
                == "One yen is worth 0.0062 euros.\n  Currency Rates\n  yen\n  1 yen: €0.0062\n")

        let edited = try hark(["phrases", "edit", "rate check {currency}", "price of {currency}"], data)
        #expect(edited.output.hasPrefix("Changed: \"price of {currency}\" (en) → Show rate: bitcoin"))
        #expect(
            try hark(["ask", "price of pounds"], data).output
                == "One pound sterling is worth 1.17 euros.\n  Currency Rates\n  pound sterling\n  1 pound sterling: €1.17\n")
        // The old wording is no phrase any more ("rate check yen" is still a request for a rate,
        // which the trained layer understands on its own).
        #expect(try hark(["phrases"], data).output.contains("rate check") == false)

        #expect(try hark(["phrases", "remove", "price of {currency}"], data).output == "Removed: \"price of {currency}\"\n")
        #expect(try hark(["phrases", "list"], data).output.hasPrefix("No phrases yet"))
        // The phrase's runs were donated like any request.
        #expect(try hark(["shortcuts"], data).lines.count == 4)
    }

    @Test("phrases are edited and removed by how they read, case, accents and punctuation aside")
    func phrasesFoundByHowTheyRead() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        try hark(["ask", "--locale", "fr", "combien vaut le dollar"], data)
        let dollar = try identifier(of: "dollar", data, locale: "fr")
        try hark(["phrases", "add", "--locale", "fr", "Le cours du dollar, s'il te plaît", "--shortcut", dollar], data)
        #expect(try hark(["phrases", "edit", "le cours du DOLLAR s’il te plait", "Où en est le dollar ?"], data).status == 0)
        #expect(try hark(["phrases"], data).output.hasPrefix("\"Où en est le dollar ?\" (fr) → Show rate: US dollar"))
        #expect(
            try hark(["ask", "--locale", "fr", "ou en est le dollar"], data).lines == [
                "Un dollar vaut 0,92 euros.", "  Currency Rates", "  dollar", "  1 dollar : 0,92 €",
            ])
        #expect(try hark(["phrases", "remove", "OU EN EST LE DOLLAR"], data).output == "Removed: \"Où en est le dollar ?\"\n")
    }

    @Test("talk and converse donate what they handle, as ask does")
    func talkAndConverseDonate() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        let talk = try BuiltExecutable.hark.run(["--data-dir", data.path], input: "show the rate for the euro\n")
        #expect(talk.output == "One euro is one euro.\n  Currency Rates\n  euro\n  1 euro: €1\n", "\(talk.error)")
        let converse = try BuiltExecutable.hark.run(
            ["converse", "--jsonl", "--data-dir", data.path], input: "{\"text\": \"ビットコインのレートを教えて\", \"locale\": \"ja\"}\n")
        #expect(converse.output.contains("\"code\":\"success\""), "\(converse.output)")
        let shortcuts = try hark(["shortcuts", "--locale", "ja"], data).lines
        #expect(shortcuts.count == 2)
        #expect(shortcuts.contains { $0.contains("レートを表示：ユーロ — Currency Rates — 1 use") }, "\(shortcuts)")
        #expect(shortcuts.contains { $0.contains("レートを表示：ビットコイン — Currency Rates — 1 use") }, "\(shortcuts)")
    }

    @Test("a Spanish phrase with a parameter, added and said in Spanish")
    func phraseInSpanish() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        try hark(["ask", "--locale", "es", "muéstrame el cambio del dólar"], data)
        let dollar = try identifier(of: "dólar", data, locale: "es")
        let added = try hark(["phrases", "add", "--locale", "es", "cambio de {currency}", "--shortcut", dollar], data)
        #expect(added.output == "Added: \"cambio de {currency}\" (es) → Ver el cambio: dólar — Currency Rates [\(dollar)]\n")
        #expect(
            try hark(["ask", "--locale", "es", "¿Cambio de BITCOIN?"], data).output
                == "Un bitcoin vale 58.900 euros.\n  Currency Rates\n  bitcoin\n  1 bitcoin: 58.900 €\n")
    }

    @Test("--near donates and suggests by place; --at takes a time, a weekday and time, or a date and time")
    func placesAndMoments() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        try hark(["ask", "--near", "48.8566,2.3522", "show the rate for the euro"], data)
        let here = try hark(["suggest", "--near", "48.8566,2.3522"], data).lines
        #expect(here.count == 2)
        #expect(here.last?.hasSuffix("× place 1.00") == true, "\(here)")

        let nextWeek = Calendar.current.date(byAdding: .day, value: 7, to: Date())!
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let dated = formatter.string(from: nextWeek)
        for moment in ["23:59", "friday 18:30", "Sat 07:00", dated, dated.replacingOccurrences(of: "T", with: " ")] {
            let result = try hark(["suggest", "--at", moment], data)
            #expect(result.lines.first?.hasPrefix("1. Show rate: euro") == true, "--at \(moment): \(result.output)")
        }
        let both = try hark(["suggest", "--at", "friday 18:30", "--near", "48.8566,2.3522"], data).lines
        #expect(both.last?.hasSuffix("× place 1.00") == true, "\(both)")
        // Southern and western coordinates start with a minus sign, and are values all the same.
        let sydney = try hark(["suggest", "--near", "-33.8568,151.2153"], data).lines
        // Far from every use: the place weighs at its floor.
        #expect(sydney.last?.hasSuffix("× place 0.10") == true, "\(sydney)")
    }

    @Test("a phrase already in use is refused with one clear line, and nothing changes")
    func phraseInUse() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        try hark(["ask", "show the rate for the dollar"], data)
        try hark(["ask", "how much is a bitcoin worth"], data)
        try hark(["phrases", "add", "Money, money!", "--shortcut", try identifier(of: "dollar", data)], data)

        let refused = try BuiltExecutable.hark.run([
            "phrases", "add", "money money", "--shortcut", try identifier(of: "bitcoin", data), "--data-dir", data.path,
        ])
        #expect(refused.status != 0)
        #expect(refused.error == "hark: the phrase 'money money' is already in use: 'Money, money!' runs 'ShowRate (currency: usd)'\n")
        #expect(try hark(["phrases"], data).lines.count == 1)
        #expect(
            try hark(["ask", "money money"], data).output
                == "One US dollar is worth 0.92 euros.\n  Currency Rates\n  US dollar\n  1 US dollar: €0.92\n")
    }

    @Test(
        "bad input: one clear line, a non-zero status",
        arguments: [
            (["suggest", "--at", "25:99"], "--at '25:99' is not a moment; use 2026-11-27T18:30"),
            (["suggest", "--at", "someday 18:30"], "--at 'someday 18:30' is not a moment"),
            (["suggest", "--at", "2026-02-30T10:00"], "--at '2026-02-30T10:00' is not a moment"),
            (["suggest", "--near", "91,0"], "--near '91,0' is not a place"),
            (["suggest", "--near", "paris"], "--near 'paris' is not a place"),
            (["ask", "--near", "1,2,3", "show the rate for the euro"], "--near '1,2,3' is not a place"),
            (["phrases", "add", "pizza time", "--shortcut", "deadbeef"], "you have no shortcut 'deadbeef'; `hark shortcuts` lists yours"),
            (["phrases", "edit", "pizza time", "pasta time"], "you have no phrase 'pizza time'; `hark phrases` lists yours"),
            (["phrases", "remove", "pizza time"], "you have no phrase 'pizza time'"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let data = try TemporaryDirectory()
        let result = try BuiltExecutable.hark.run(arguments + ["--data-dir", data.path])
        #expect(result.status != 0)
        #expect(result.error.hasPrefix("hark: "))
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test("a phrase whose slot names no parameter of the shortcut is refused")
    func invalidSlot() throws {
        let data = try TemporaryDirectory()
        try hark(["allow", "CurrencyRates"], data)
        try hark(["ask", "show the rate for the dollar"], data)
        let result = try BuiltExecutable.hark.run([
            "phrases", "add", "rate in {colour}", "--shortcut", try identifier(of: "dollar", data), "--data-dir", data.path,
        ])
        #expect(result.status != 0)
        #expect(
            result.error
                == "hark: the slot {colour} of the phrase 'rate in {colour}' names no parameter of 'ShowRate' (parameters: currency, amount, targetCurrency)\n"
        )
    }
}
