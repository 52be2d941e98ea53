import Synchronization

/// A matcher per language, compiled when the language is first needed, or all at once.
///
/// Compiling is most of what starting takes (`hark ask` compiles the sentences of every installed
/// app), and a request needs only its own language: a recognizer made to compile on first use
/// compiles Spanish the first time someone speaks Spanish to it, once, and shares the result.
final class LanguageMatchers: Sendable {
    /// The languages there are sentences for, sorted.
    let languages: [String]
    /// Compiles one language; ``matcher(for:)`` gives its error as a ``LanguageError``.
    private let compile: @Sendable (String) throws -> Matcher
    private let compiled = Mutex<[String: Matcher]>([:])

    /// Matchers for `languages`, each made by `compile`; with `eagerly`, every one is compiled
    /// now, so that a template that does not compile is an error here rather than later.
    init(languages: [String], eagerly: Bool, compile: @escaping @Sendable (String) throws -> Matcher)
        throws(LanguageError)
    {
        self.languages = languages.sorted()
        self.compile = compile
        if eagerly {
            for language in self.languages {
                _ = try matcher(for: language)
            }
        }
    }

    /// The matcher of `language`, compiled now if it was not yet; `nil` when there are no
    /// sentences in that language.
    func matcher(for language: String) throws(LanguageError) -> Matcher? {
        if let matcher = compiled.withLock({ $0[language] }) { return matcher }
        guard languages.contains(language) else { return nil }
        // Compiled outside the lock: two first requests in one language may both compile it, and
        // the first result is kept; neither waits on a lock while the other compiles.
        let matcher: Matcher
        do {
            matcher = try compile(language)
        } catch let error as LanguageError {
            throw error
        } catch {
            throw LanguageError(code: .invalidTemplates, message: "the sentences of '\(language)' do not compile: \(error)")
        }
        return compiled.withLock { matchers in
            if let existing = matchers[language] { return existing }
            matchers[language] = matcher
            return matcher
        }
    }
}
