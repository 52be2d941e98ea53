/// The words around an app's name when a request names the app, per language: "In ListOMat,
/// …", "… using List-o-Mat", "… con ListOMat", "ListOMatで…", "في ListOMat …".
///
/// Each pattern is the words before the name and the words after it, in normalized form; a
/// request may name the app at its start (`leading`) or its end (`trailing`), and in Japanese,
/// where the app's name comes with a particle, also in the middle (`inner`:
/// "買い物リストをListOMatで見せて").
struct AppNamePatterns: Sendable {
    struct Pattern: Sendable, Hashable {
        var before: String
        var after: String
    }

    var leading: [Pattern]
    var trailing: [Pattern]
    var inner: [Pattern]

    static func forLanguage(_ language: String) -> AppNamePatterns {
        switch language {
        case "en":
            return AppNamePatterns(
                leading: around(["", "in", "using", "with", "on", "via", "from", "hey", "open"])
                    + [Pattern(before: "ask", after: "to"), Pattern(before: "tell", after: "to")],
                trailing: around(["in", "using", "with", "on", "via", "from", "through", ""]),
                inner: []
            )
        case "es":
            return AppNamePatterns(
                leading: around(["", "en", "con", "usando", "desde", "mediante", "abre", "oye"])
                    + [Pattern(before: "pide a", after: "que"), Pattern(before: "dile a", after: "que")],
                trailing: around(["en", "con", "usando", "desde", "mediante", "por", ""]),
                inner: []
            )
        case "fr":
            return AppNamePatterns(
                leading: around(["", "dans", "avec", "sur", "en utilisant", "via", "depuis", "ouvre"])
                    + [Pattern(before: "demande a", after: "de"), Pattern(before: "dis a", after: "de")],
                trailing: around(["dans", "avec", "sur", "en utilisant", "via", "depuis", "par", ""]),
                inner: []
            )
        case "ja":
            let particles = ["で", "の", "に", "から", "を使って", "を使い", "で使って", ""]
            return AppNamePatterns(
                leading: particles.map { Pattern(before: "", after: $0) },
                trailing: ["で", "を使って", "から", "でお願い", ""].map { Pattern(before: "", after: $0) },
                inner: ["で", "を使って", "から"].map { Pattern(before: "", after: $0) }
            )
        case "ar":
            return AppNamePatterns(
                leading: around(["", "في", "على", "ب", "عبر", "باستخدام", "من", "مع", "افتح"]),
                trailing: around(["في", "على", "ب", "عبر", "باستخدام", "من", "مع", ""]),
                inner: []
            )
        default:
            return AppNamePatterns(leading: around([""]), trailing: around([""]), inner: [])
        }
    }

    private static func around(_ befores: [String]) -> [Pattern] {
        befores.map { Pattern(before: $0, after: "") }
    }
}
