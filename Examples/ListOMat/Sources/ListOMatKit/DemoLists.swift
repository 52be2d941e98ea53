import Foundation

/// A few lists to try List-o-Mat with, in the user's language: a grocery list, a hardware-store
/// list (the seed article's pair, so "store" asks which one) and a packing list, one item done.
public enum DemoLists {
    /// The languages with demo lists of their own; any other gets the English ones.
    public static let languages = ["en", "es", "fr", "ja", "ar"]

    /// The demo lists for `language` (`"es"`, `"fr-CA"`…): names, items, and which items are done.
    public static func lists(language: String) -> [(name: String, items: [(title: String, done: Bool)])] {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? "en"
        switch code {
        case "es":
            return [
                ("Tienda de comestibles", [("leche", false), ("pan", true), ("manzanas", false)]),
                ("Tienda de bricolaje", [("clavos", false), ("bombillas", false), ("papel de lija", false)]),
                ("Maleta", [("pasaporte", false), ("cargador", false), ("paraguas", false)]),
            ]
        case "fr":
            return [
                ("Épicerie", [("lait", false), ("pain", true), ("pommes", false)]),
                ("Magasin de bricolage", [("clous", false), ("ampoules", false), ("papier de verre", false)]),
                ("Valise", [("passeport", false), ("chargeur", false), ("parapluie", false)]),
            ]
        case "ja":
            return [
                ("食料品店", [("牛乳", false), ("パン", true), ("りんご", false)]),
                ("金物店", [("釘", false), ("電球", false), ("紙やすり", false)]),
                ("旅行の荷物", [("パスポート", false), ("充電器", false), ("傘", false)]),
            ]
        case "ar":
            return [
                ("متجر البقالة", [("حليب", false), ("خبز", true), ("تفاح", false)]),
                ("متجر الأدوات", [("مسامير", false), ("مصابيح", false), ("ورق صنفرة", false)]),
                ("حقيبة السفر", [("جواز السفر", false), ("شاحن", false), ("مظلة", false)]),
            ]
        default:
            return [
                ("Grocery Store", [("milk", false), ("bread", true), ("apples", false)]),
                ("Hardware Store", [("nails", false), ("light bulbs", false), ("sandpaper", false)]),
                ("Packing", [("passport", false), ("charger", false), ("umbrella", false)]),
            ]
        }
    }
}

extension ListStore {
    /// Fills a store without lists with the demo lists of `language`, in one change.
    ///
    /// - Returns: The lists created.
    /// - Throws: ``ListOMatError`` with code `storeNotEmpty` when the store has lists already
    ///   (they are left alone), or a store error.
    @discardableResult
    public func installDemoLists(language: String) async throws(ListOMatError) -> [ItemList] {
        let demo = DemoLists.lists(language: language)
        return try await modify { (lists: inout [ItemList]) throws(ListOMatError) -> [ItemList] in
            guard lists.isEmpty else {
                throw ListOMatError(
                    code: .storeNotEmpty,
                    message: "\(fileURL.path) already has \(lists.count) lists; demo lists go only into an empty store"
                )
            }
            lists = demo.map { list in
                ItemList(
                    id: Self.newIdentifier(),
                    name: list.name,
                    items: list.items.map { ListItem(id: Self.newIdentifier(), title: $0.title, done: $0.done) }
                )
            }
            return lists
        }
    }
}
