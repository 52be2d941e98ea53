import Hark
import HarkLanguage
import Testing

/// Choosing a language's rules from a locale.
@Suite struct NormalizationLanguageProfileTests {
    @Test(arguments: [
        ("en", "en"), ("en-US", "en"), ("en_GB", "en"), ("es_MX", "es"), ("es-419", "es"),
        ("fr-CA", "fr"), ("FR", "fr"), ("ja-JP", "ja"), ("ar-EG", "ar"), (" ar_SA ", "ar"),
    ])
    func localesPickTheirLanguage(locale: String, language: String) throws {
        let profile = try LanguageProfile.forLocale(locale)
        #expect(profile.language == language)
        #expect(profile.normalizer.language == language)
    }

    @Test func scriptPropertiesFollowTheLanguage() throws {
        let japanese = try LanguageProfile.forLocale("ja-JP")
        #expect(!japanese.usesWordSpaces)
        #expect(!japanese.isRightToLeft)
        let arabic = try LanguageProfile.forLocale("ar-EG")
        #expect(arabic.usesWordSpaces)
        #expect(arabic.isRightToLeft)
        let english = try LanguageProfile.forLocale("en-US")
        #expect(english.usesWordSpaces && !english.isRightToLeft)
    }

    @Test func supportedLanguagesAreTheSeedLanguages() {
        #expect(LanguageProfile.supportedLanguages == ["en", "es", "fr", "ja", "ar"])
        for language in LanguageProfile.supportedLanguages {
            #expect((try? LanguageProfile.forLocale(language))?.language == language)
        }
    }

    @Test(arguments: ["de-DE", "pt_BR", "zh-Hans", "", "english"])
    func unsupportedLocalesNameThemselvesAndTheAlternatives(locale: String) {
        #expect {
            try LanguageProfile.forLocale(locale)
        } throws: { error in
            guard let error = error as? LanguageError else { return false }
            return error.message.contains("'\(locale)'")
                && LanguageProfile.supportedLanguages.allSatisfy(error.description.contains)
        }
    }

    @Test func theErrorMessageReadsWell() {
        let error = #expect(throws: LanguageError.self) { try LanguageProfile.forLocale("de-DE") }
        #expect(error?.message == "unsupported locale 'de-DE': Hark understands en, es, fr, ja, ar")
    }

    @Test func profilesOfOneLanguageAreEqual() throws {
        #expect(try LanguageProfile.forLocale("es-ES") == LanguageProfile.forLocale("es_MX"))
        #expect(try LanguageProfile.forLocale("es-ES") != LanguageProfile.forLocale("fr-FR"))
    }
}
