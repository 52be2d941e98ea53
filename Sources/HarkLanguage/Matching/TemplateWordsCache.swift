/// The template words of each piece of template text, normalized once per grammar compilation.
final class TemplateWordsCache {
    let profile: LanguageProfile
    private var cache: [String: LanguageProfile.TemplateWords] = [:]

    init(profile: LanguageProfile) {
        self.profile = profile
    }

    func of(_ text: String) -> LanguageProfile.TemplateWords {
        if let words = cache[text] { return words }
        let words = profile.templateWords(text)
        cache[text] = words
        return words
    }
}
