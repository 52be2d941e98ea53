/// The naming rules of definition files: names become Swift identifiers in generated code.
enum Identifier {
    /// `AddTasks`, `PizzaKind`: starts with an upper-case ASCII letter, then letters and digits.
    static func isUpperCamel(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    /// `targetTaskList`, `margherita`: starts with a lower-case ASCII letter, then letters and digits.
    static func isLowerCamel(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Names generated code uses for its own members, which parameters must not take.
    static let reservedMemberNames: Set<String> = ["intent", "code", "response", "userActivity", "intentName", "definition", "manifest"]

    /// Swift keywords that cannot name a member without backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "catch", "false", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "try", "any",
        "some", "await", "async",
    ]

    /// `en`, `es`, `fr-CA`, `zh-Hant-TW`: a BCP 47 language tag of the common shapes.
    static func isLocale(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.unicodeScalars.allSatisfy(isIdentifierScalar)
        }
    }

    /// `com.app-o-mat.listomat`: two or more dot-separated labels of letters, digits and hyphens.
    static func isReverseDNS(_ identifier: String) -> Bool {
        let labels = identifier.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty && label.unicodeScalars.allSatisfy { isIdentifierScalar($0) || $0 == "-" }
            }
    }
}
