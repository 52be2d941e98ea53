import Hark

/// Finds where a request names an installed app, and what the request says without the name.
///
/// An app may be named by its display name, an alternative name or the pronunciation of one
/// ("List-o-Mat", "ListOMat", "list oh mat"), in the words of ``AppNamePatterns`` ("in …",
/// "… con …", "…で"). Names are compared normalized and run together, so case, accents, hyphens
/// and spaces do not matter: "List-o-Mat", "list o mat" and "LISTOMAT" are one name.
///
/// Detection only tries the places a name can stand, each against a dictionary of every app's
/// name in every pattern, so it costs a few normalizations of short strings per request.
struct AppNameDetector: Sendable {
    /// An app named in a request.
    struct Mention: Sendable, Hashable {
        /// The app's identifier.
        var app: String
        /// The request without the app's name and the words around it, as written.
        var remainder: String
        /// The remainder as the language normalizes it: what matching it starts from, made once
        /// for every search that reads it.
        var normalizedRemainder: String

        /// The app named, and the rest of the request around the name, trimmed and normalized.
        init(app: String, rest: String, normalizer: TextNormalizer) {
            self.app = app
            remainder = AppNameDetector.trimmed(rest)
            normalizedRemainder = normalizer.normalize(remainder)
        }
    }

    /// The names in every pattern of one language, run together, with the app each names.
    private struct Targets: Sendable {
        var leading: [String: String] = [:]
        var trailing: [String: String] = [:]
        var inner: [String: String] = [:]
        var longest = 0
        /// Every app's names as ``AppNameDetector/skeleton(_:_:)``s: a text whose skeleton
        /// holds none of them names no app, and is not searched further.
        var skeletons: Set<[UInt8]> = []
    }

    private let targets: [String: Targets]

    /// Longer texts are searched for a name at their ends only.
    static let maximumInnerSearchLength = 200

    init(apps: [AppManifest]) {
        var targets: [String: Targets] = [:]
        for language in LanguageProfile.supportedLanguages {
            let normalizer = TextNormalizer(language: language)
            let patterns = AppNamePatterns.forLanguage(language)
            var found = Targets()
            func table(_ names: [String], app: String, patterns: [AppNamePatterns.Pattern], into table: inout [String: String]) {
                for name in names {
                    for pattern in patterns {
                        let key = Self.compact(pattern.before + " " + name + " " + pattern.after, normalizer)
                        if !key.isEmpty, table[key] == nil { table[key] = app }
                    }
                }
            }
            for app in apps {
                let names = Self.names(of: app).filter { !Self.compact($0, normalizer).isEmpty }
                table(names, app: app.identifier, patterns: patterns.leading, into: &found.leading)
                table(names, app: app.identifier, patterns: patterns.trailing, into: &found.trailing)
                table(names, app: app.identifier, patterns: patterns.inner, into: &found.inner)
                for name in names { found.skeletons.insert(Self.skeleton(name, normalizer)) }
            }
            let keys = found.leading.keys.map(\.count) + found.trailing.keys.map(\.count) + found.inner.keys.map(\.count)
            found.longest = keys.max() ?? 0
            targets[language] = found
        }
        self.targets = targets
    }

    /// Every way `text` names an app, at its start first, then at its end, then (Japanese) inside.
    /// `normalized` is the text as the language normalizes it, when the caller has it already.
    func mentions(in text: String, language: String, normalized: String? = nil) -> [Mention] {
        guard let targets = targets[language], targets.longest > 0 else { return [] }
        let normalizer = TextNormalizer(language: language)
        let skeleton = Self.skeleton(normalized: normalized ?? normalizer.normalize(text))
        guard targets.skeletons.contains(where: { SentenceIndex.contains(skeleton, $0[...]) }) else { return [] }
        let characters = Array(text)
        // What normalizing turns into nothing (spaces, punctuation, control characters) adds
        // nothing to a name: a naming that ends or starts with it is the one without it, already
        // looked up, and its remainder the same once normalized. Not looking those up again keeps
        // the search linear in such text ("ListOMat" and a thousand spaces).
        let ignorable = characters.map { Self.isIgnorable($0, normalizer) }
        let spaced = language != "ja"
        let limit = targets.longest
        var leading: [Mention] = []
        var trailing: [Mention] = []
        for end in 1...max(characters.count, 1) where end <= characters.count {
            if ignorable[end - 1] { continue }
            if spaced, end < characters.count, !Self.isBoundary(characters[end]) { continue }
            let key = Self.compact(String(characters[..<end]), normalizer)
            if key.count > limit { break }
            if let app = targets.leading[key] {
                leading.append(Mention(app: app, rest: String(characters[end...]), normalizer: normalizer))
            }
        }
        for start in stride(from: characters.count - 1, through: 0, by: -1) {
            if ignorable[start] { continue }
            if spaced, start > 0, !Self.isBoundary(characters[start - 1]) { continue }
            let key = Self.compact(String(characters[start...]), normalizer)
            if key.count > limit { break }
            if let app = targets.trailing[key] {
                trailing.append(Mention(app: app, rest: String(characters[..<start]), normalizer: normalizer))
            }
        }
        // The longest naming first: "ListOMatで…" is the name with its particle, not the bare name.
        var mentions = Array(leading.reversed()) + Array(trailing.reversed())
        if !targets.inner.isEmpty, characters.count <= Self.maximumInnerSearchLength {
            mentions += innerMentions(characters, ignorable: ignorable, targets: targets.inner, limit: limit, normalizer: normalizer)
        }
        return mentions.filter { !$0.remainder.isEmpty }
    }

    private func innerMentions(
        _ characters: [Character], ignorable: [Bool], targets: [String: String], limit: Int, normalizer: TextNormalizer
    ) -> [Mention] {
        let initials = Set(targets.keys.compactMap(\.first))
        var mentions: [Mention] = []
        for start in characters.indices {
            guard let first = Self.compact(String(characters[start]), normalizer).first, initials.contains(first) else {
                continue
            }
            for end in (start + 1)...characters.count where !ignorable[end - 1] {
                let key = Self.compact(String(characters[start..<end]), normalizer)
                if key.count > limit { break }
                if let app = targets[key] {
                    let remainder = String(characters[..<start]) + String(characters[end...])
                    mentions.append(Mention(app: app, rest: remainder, normalizer: normalizer))
                }
            }
        }
        return mentions
    }

    /// Every name of an app: display name, alternative names and their pronunciations.
    static func names(of app: AppManifest) -> [String] {
        var names = [app.displayName]
        for alternative in app.alternativeNames {
            names.append(alternative.name)
            if let pronunciation = alternative.pronunciation { names.append(pronunciation) }
        }
        return names
    }

    /// The letters and digits of the text once normalized, as UTF-8: what is left of a name
    /// wherever it stands. Normalizing works scalar by scalar apart from spaces and punctuation,
    /// which a skeleton leaves out, so the skeleton of a name found in a text is always a part
    /// of the text's skeleton.
    static func skeleton(_ text: String, _ normalizer: TextNormalizer) -> [UInt8] {
        skeleton(normalized: normalizer.normalize(text))
    }

    /// The skeleton of text already normalized.
    static func skeleton(normalized text: String) -> [UInt8] {
        var kept = UTF8Writer(capacity: text.utf8.count)
        for scalar in text.unicodeScalars where isSkeletal(scalar) {
            kept.append(scalar)
        }
        return kept.bytes
    }

    private static func isSkeletal(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        // Most of an Arabic or Japanese text, and accented letters: alphabetic, no marks.
        if ScalarFolding.isPlainLetter(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }

    /// The text normalized, without spaces.
    static func compact(_ text: String, _ normalizer: TextNormalizer) -> String {
        normalizer.normalize(text).filter { $0 != " " }
    }

    /// Whether normalizing `character` leaves nothing of it: asked only of characters made of
    /// what normalizing turns into spaces (whitespace, control characters, punctuation) or, in
    /// Japanese, removes (wave dashes, full-width or not).
    private static func isIgnorable(_ character: Character, _ normalizer: TextNormalizer) -> Bool {
        let isJapanese = normalizer.language == "ja"
        guard
            character.unicodeScalars.allSatisfy({
                ScalarFolding.isSpace($0) || ScalarFolding.isPunctuation($0) || (isJapanese && removedInJapanese.contains($0))
            })
        else {
            return false
        }
        return compact(String(character), normalizer).isEmpty
    }

    /// The wave dashes Japanese normalizing removes, and the full-width one NFKC makes `~`.
    private static let removedInJapanese = JapaneseFolding.waveDashes.union(["\u{FF5E}"])

    private static func isBoundary(_ character: Character) -> Bool {
        character.isWhitespace || character.isPunctuation
    }

    /// The text without the whitespace and separating punctuation left at its ends.
    ///
    /// Only the ends are read: the text between them is copied as it is, whatever its length.
    static func trimmed(_ text: String) -> String {
        func isTrimmed(_ character: Character) -> Bool { character.isWhitespace || separators.contains(character) }
        guard let first = text.firstIndex(where: { !isTrimmed($0) }), let last = text.lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    private static let separators: Set<Character> = [",", "،", "、", ":", ";", "؛", "-", "—", "–", "，", "："]
}
