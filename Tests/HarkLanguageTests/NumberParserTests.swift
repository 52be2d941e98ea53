import Foundation
import HarkLanguage
import Testing

/// Reading a whole phrase as a number, in digits or words, in every language.
@Suite struct NumberParserTests {
    @Test(arguments: [
        ("en", "12", 12), ("en", "1,000", 1000), ("en", "-4", -4), ("en", "０７", 7),
        ("es", "12", 12), ("es", "1.000", 1000), ("es", "1.000.000", 1_000_000), ("fr", "1 000", 1000),
        ("fr", "12 500", 12500), ("ar", "٢٥", 25), ("ar", "۱۲", 12), ("ja", "２５", 25),
    ])
    func wholeNumbersInDigits(language: String, text: String, value: Int) {
        #expect(NumberParser(language: language).parse(text) == Decimal(value))
    }

    @Test(arguments: [
        ("en", "3.5", "3.5"), ("es", "3,5", "3.5"), ("fr", "3,5", "3.5"), ("es", "3.5", "3.5"),
        ("fr", "1 000,25", "1000.25"), ("en", "1,234.5", "1234.5"), ("ar", "٣٫٥", "3.5"),
        ("es", "1.234,5", "1234.5"), ("en", ".5", "0.5"), ("en", ".5.", "0.5"), ("en", "1000.", "1000"), ("en", "-0.25", "-0.25"),
        ("fr", ",5", "0.5"),
    ])
    func decimalsUseTheLanguagesSeparator(language: String, text: String, value: String) {
        #expect(NumberParser(language: language).parse(text) == Decimal(string: value))
    }

    @Test(arguments: [
        ("en", "3,5"), ("en", "1.2.3"), ("en", "3.5 thousand"), ("en", "12a"), ("en", "1,00"), ("fr", "1 00"), ("es", "1,2,3"),
        ("en", ""), ("en", "milk"), ("en", "5.5.5"), ("fr", "2 3"), ("en", "-"), ("en", "."),
    ])
    func malformedDigitsAreNoNumber(language: String, text: String) {
        #expect(NumberParser(language: language).parse(text) == nil)
    }

    @Test(arguments: [
        ("zero", 0), ("seven", 7), ("Twelve", 12), ("twenty", 20), ("twenty one", 21),
        ("twenty-one", 21), ("ninety-nine", 99), ("hundred", 100), ("a hundred", 100),
        ("one hundred", 100), ("a hundred and five", 105), ("one hundred five", 105),
        ("two hundred thirty-four", 234), ("eleven hundred", 1100), ("a thousand", 1000),
        ("two thousand and twenty-four", 2024), ("three thousand five hundred", 3500),
        ("3 thousand", 3000), ("a million", 1_000_000),
    ])
    func english(text: String, value: Int) {
        #expect(NumberParser(language: "en").parse(text) == Decimal(value))
    }

    @Test(arguments: [
        ("cero", 0), ("uno", 1), ("una", 1), ("quince", 15), ("dieciséis", 16), ("dieciseis", 16),
        ("veinte", 20), ("veintiuno", 21), ("veintidós", 22), ("veintidos", 22), ("veintitrés", 23),
        ("treinta y dos", 32), ("noventa y nueve", 99), ("cien", 100), ("ciento cinco", 105),
        ("ciento veinticinco", 125), ("doscientos", 200), ("quinientas", 500),
        ("setecientos setenta y siete", 777), ("mil", 1000), ("dos mil", 2000),
        ("mil quinientos", 1500), ("veintiún mil", 21000), ("cien mil", 100_000), ("un millón", 1_000_000),
    ])
    func spanish(text: String, value: Int) {
        #expect(NumberParser(language: "es").parse(text) == Decimal(value))
    }

    @Test(arguments: [
        ("zéro", 0), ("zero", 0), ("un", 1), ("une", 1), ("seize", 16), ("dix-sept", 17),
        ("vingt", 20), ("vingt et un", 21), ("vingt-deux", 22), ("soixante-dix", 70),
        ("soixante et onze", 71), ("soixante-douze", 72), ("soixante-dix-neuf", 79),
        ("quatre-vingts", 80), ("quatre-vingt", 80), ("quatre-vingt-un", 81), ("quatre-vingt-dix", 90),
        ("quatre-vingt-onze", 91), ("quatre-vingt-dix-neuf", 99), ("cent", 100), ("cent un", 101),
        ("deux cents", 200), ("deux cent un", 201), ("mille", 1000), ("deux mille", 2000),
        ("mille neuf cent quatre-vingt-dix", 1990), ("septante", 70), ("nonante-neuf", 99),
        ("huitante", 80), ("Quatre-Vingt-Dix", 90),
    ])
    func french(text: String, value: Int) {
        #expect(NumberParser(language: "fr").parse(text) == Decimal(value))
    }

    @Test(arguments: [
        ("〇", 0), ("零", 0), ("ゼロ", 0), ("一", 1), ("十", 10), ("十一", 11), ("二十五", 25),
        ("百", 100), ("百一", 101), ("三百", 300), ("千", 1000), ("三千五百", 3500),
        ("一万", 10000), ("一万二千三百四十五", 12345), ("二〇二四", 2024), ("3千", 3000),
        ("25万", 250_000), ("二 十 五", 25),
    ])
    func japanese(text: String, value: Int) {
        #expect(NumberParser(language: "ja").parse(text) == Decimal(value))
    }

    @Test(arguments: [
        ("صفر", 0), ("واحد", 1), ("اثنان", 2), ("اثنين", 2), ("ثلاثة", 3), ("ثلاث", 3),
        ("أربعة", 4), ("اربعه", 4), ("عشرة", 10), ("أحد عشر", 11), ("اثنا عشر", 12),
        ("ثلاثة عشر", 13), ("عشرون", 20), ("عشرين", 20), ("خمسة وعشرون", 25),
        ("خمسة و عشرين", 25), ("واحد وعشرون", 21), ("مئة", 100), ("مائة", 100), ("مئتان", 200),
        ("ثلاثمئة", 300), ("ثلاثمائة", 300), ("ثلاث مئة", 300), ("مئة وخمسة وعشرون", 125),
        ("ألف", 1000), ("الف", 1000), ("ألفان", 2000), ("ثلاثة آلاف", 3000),
        ("ثلاثة آلاف وخمسمئة", 3500), ("ألف ومئتان", 1200), ("خَمْسَة", 5),
    ])
    func arabic(text: String, value: Int) {
        #expect(NumberParser(language: "ar").parse(text) == Decimal(value))
    }

    @Test(arguments: [
        ("en", "one two"), ("en", "twenty twenty"), ("en", "a"), ("en", "and"), ("en", "five and"),
        ("en", "zero one"), ("en", "ten one"), ("en", "the milk"), ("en", "hundred hundred"),
        ("es", "y dos"), ("es", "dos tres"), ("fr", "dix un"), ("fr", "vingt vingt"),
        ("ja", "十十"), ("ja", "百千"), ("ja", "牛乳"), ("ar", "خمسة ستة"), ("ar", "بصل"),
        ("de", "zwei"), ("en", ""),
    ])
    func otherPhrasesAreNoNumber(language: String, text: String) {
        #expect(NumberParser(language: language).parse(text) == nil)
    }

    @Test(
        "a spoken decimal point",
        arguments: [
            ("en", "twenty point five", "20.5"), ("en", "three point one four", "3.14"),
            ("en", "zero point five", "0.5"), ("en", "7 point 5", "7.5"),
            ("es", "veinte coma cinco", "20.5"), ("es", "veinte coma veinticinco", "20.25"),
            ("fr", "vingt virgule cinq", "20.5"), ("fr", "dix-neuf virgule cinq", "19.5"),
            ("ja", "二十点五", "20.5"), ("ja", "三点一四", "3.14"),
            ("ar", "عشرون فاصلة خمسة", "20.5"),
        ])
    func spokenDecimalPoint(language: String, text: String, value: String) {
        #expect(NumberParser(language: language).parse(text) == Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test(
        "a decimal point without a number on both sides is no number",
        arguments: [
            ("en", "point five"), ("en", "twenty point"), ("en", "twenty point milk"), ("es", "coma cinco"),
            ("fr", "la virgule"), ("ja", "点五"), ("en", "twenty point five point five"),
        ])
    func incompleteDecimals(language: String, text: String) {
        #expect(NumberParser(language: language).parse(text) == nil)
    }

    @Test func unknownLanguagesReadDigits() {
        #expect(NumberParser(language: "de").parse("42") == 42)
        #expect(NumberParser(language: "de").words(for: 42) == nil)
    }
}
