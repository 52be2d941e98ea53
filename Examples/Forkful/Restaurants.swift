public import Foundation
public import Hark

/// A dish of the demo's menus, by the words people use for it in each language; the first word
/// of a language is how Forkful says it.
public enum Dish: String, Sendable, Hashable, Codable, CaseIterable {
    case pizza, pepperoniPizza, cheesePizza, wings, springRolls, friedRice, noodles, generalTsoChicken, wontonSoup
    case burrito, tacos, burger, fries, soda, sub, cookie, friedChicken, padThai, greenCurry, sushi, ramen
    case butterChicken, naan, lasagna, spaghetti, salad

    /// The words for the dish per language.
    public var words: [String: [String]] {
        switch self {
        case .pizza: ["en": ["pizza", "pie"], "es": ["pizza"], "fr": ["pizza"], "ja": ["ピザ"], "ar": ["بيتزا", "بيتزة"]]
        case .pepperoniPizza:
            [
                "en": ["pepperoni pizza", "pepperoni"], "es": ["pizza de pepperoni", "pepperoni"], "fr": ["pizza pepperoni", "pepperoni"],
                "ja": ["ペパロニピザ", "ペパロニ"], "ar": ["بيتزا بيبروني", "بيبروني"],
            ]
        case .cheesePizza:
            [
                "en": ["cheese pizza", "plain pizza"], "es": ["pizza de queso"], "fr": ["pizza au fromage"], "ja": ["チーズピザ"],
                "ar": ["بيتزا جبن", "بيتزا بالجبن"],
            ]
        case .wings:
            [
                "en": ["chicken wings", "wings", "hot wings", "buffalo wings"], "es": ["alitas de pollo", "alitas"],
                "fr": ["ailes de poulet", "ailes", "wings"],
                "ja": ["チキンウィング", "手羽先"], "ar": ["أجنحة دجاج", "أجنحة", "جوانح"],
            ]
        case .springRolls:
            [
                "en": ["egg rolls", "egg roll", "spring rolls", "spring roll", "eggrolls", "eggroll"],
                "es": ["rollitos de primavera", "rollitos"],
                "fr": ["nems", "nem", "rouleaux de printemps"], "ja": ["春巻き", "春巻"], "ar": ["سبرينغ رول", "لفائف الربيع"],
            ]
        case .friedRice:
            [
                "en": ["fried rice"], "es": ["arroz frito", "arroz tres delicias"], "fr": ["riz cantonais", "riz frit"],
                "ja": ["チャーハン", "炒飯"],
                "ar": ["أرز مقلي", "رز مقلي"],
            ]
        case .noodles:
            [
                "en": ["lo mein", "chow mein", "noodles", "lomaine"], "es": ["tallarines", "fideos"],
                "fr": ["nouilles sautées", "nouilles"],
                "ja": ["焼きそば", "麺"], "ar": ["نودلز", "نودلز مقلية"],
            ]
        case .generalTsoChicken:
            [
                "en": ["general tso's chicken", "general tsos chicken", "general tso", "general tso's", "orange chicken"],
                "es": ["pollo general tso", "pollo a la naranja"], "fr": ["poulet du général tao", "poulet général tao"],
                "ja": ["酢鶏", "オレンジチキン"],
                "ar": ["دجاج جنرال تسو", "دجاج بالبرتقال"],
            ]
        case .wontonSoup:
            [
                "en": ["wonton soup"], "es": ["sopa wonton", "sopa de wonton"], "fr": ["soupe wonton", "soupe de raviolis"],
                "ja": ["ワンタンスープ"],
                "ar": ["شوربة ونتون"],
            ]
        case .burrito:
            [
                "en": ["burrito", "burritos", "burritto"], "es": ["burrito", "burritos"], "fr": ["burrito", "burritos"], "ja": ["ブリトー"],
                "ar": ["بوريتو"],
            ]
        case .tacos: ["en": ["tacos", "taco"], "es": ["tacos", "taco"], "fr": ["tacos"], "ja": ["タコス"], "ar": ["تاكو"]]
        case .burger:
            [
                "en": ["burger", "cheeseburger", "cheese burger", "hamburger", "whopper", "big mac"],
                "es": ["hamburguesa", "hamburguesas"],
                "fr": ["burger", "hamburger", "cheeseburger"], "ja": ["ハンバーガー", "バーガー", "チーズバーガー"],
                "ar": ["برجر", "برغر", "همبرغر", "همبرجر"],
            ]
        case .fries:
            [
                "en": ["fries", "french fries", "chips"], "es": ["patatas fritas", "papas fritas", "papas"], "fr": ["frites"],
                "ja": ["フライドポテト", "ポテト"], "ar": ["بطاطس مقلية", "بطاطا مقلية", "بطاطس", "بطاطا"],
            ]
        case .soda:
            [
                "en": ["soda", "coke", "diet coke", "pepsi", "soft drink"], "es": ["refresco", "coca-cola", "coca cola"],
                "fr": ["soda", "coca"],
                "ja": ["コーラ", "ジュース"], "ar": ["مشروب غازي", "كولا", "بيبسي"],
            ]
        case .sub:
            [
                "en": ["sub", "sandwich", "veggie sub", "turkey sub", "hoagie"], "es": ["bocadillo", "sándwich", "sandwich"],
                "fr": ["sandwich"],
                "ja": ["サンドイッチ", "サブ"], "ar": ["ساندويتش", "سندويش", "سندويشة"],
            ]
        case .cookie:
            [
                "en": ["cookie", "cookies"], "es": ["galleta", "galletas"], "fr": ["cookie", "cookies"], "ja": ["クッキー"],
                "ar": ["كوكيز", "بسكويت"],
            ]
        case .friedChicken:
            [
                "en": ["fried chicken", "chicken bucket", "bucket of chicken", "chicken tenders"], "es": ["pollo frito"],
                "fr": ["poulet frit"],
                "ja": ["フライドチキン"], "ar": ["دجاج مقلي", "دجاج مقرمش"],
            ]
        case .padThai: ["en": ["pad thai"], "es": ["pad thai"], "fr": ["pad thaï", "pad thai"], "ja": ["パッタイ"], "ar": ["باد تاي"]]
        case .greenCurry:
            ["en": ["green curry", "thai curry"], "es": ["curry verde"], "fr": ["curry vert"], "ja": ["グリーンカレー"], "ar": ["كاري أخضر"]]
        case .sushi:
            [
                "en": ["sushi", "sushi platter", "maki"], "es": ["sushi"], "fr": ["sushis", "sushi", "makis"], "ja": ["寿司", "お寿司", "すし"],
                "ar": ["سوشي"],
            ]
        case .ramen: ["en": ["ramen"], "es": ["ramen"], "fr": ["ramen", "ramens"], "ja": ["ラーメン"], "ar": ["رامن", "رامين"]]
        case .butterChicken:
            [
                "en": ["butter chicken", "chicken tikka masala", "tikka masala", "curry"],
                "es": ["pollo a la mantequilla", "pollo tikka masala", "curry"],
                "fr": ["poulet au beurre", "poulet tikka masala", "curry"], "ja": ["バターチキンカレー", "バターチキン", "カレー"],
                "ar": ["دجاج بالزبدة", "تكا ماسالا", "كاري"],
            ]
        case .naan:
            [
                "en": ["naan", "garlic naan"], "es": ["pan naan", "naan"], "fr": ["naan", "naans", "cheese naan"], "ja": ["ナン"],
                "ar": ["خبز نان", "نان"],
            ]
        case .lasagna: ["en": ["lasagna", "lasagne"], "es": ["lasaña"], "fr": ["lasagnes", "lasagne"], "ja": ["ラザニア"], "ar": ["لازانيا"]]
        case .spaghetti:
            [
                "en": ["spaghetti", "pasta", "fettuccine alfredo"], "es": ["espaguetis", "espagueti", "pasta"],
                "fr": ["spaghettis", "spaghetti", "pâtes"],
                "ja": ["スパゲッティ", "パスタ"], "ar": ["سباغيتي", "معكرونة", "مكرونة", "باستا"],
            ]
        case .salad:
            ["en": ["salad", "burrito bowl", "bowl"], "es": ["ensalada"], "fr": ["salade"], "ja": ["サラダ"], "ar": ["سلطة", "سلطه"]]
        }
    }

    /// How Forkful says the dish in `language`.
    public func name(in language: String) -> String {
        (words[language] ?? words["en"])?.first ?? rawValue
    }
}

/// A restaurant of the demo's directory: what it cooks, whether it delivers (else takeout only),
/// how long an order takes, its number and its menu with prices.
public struct RestaurantInfo: Sendable, Hashable {
    public var restaurant: Restaurant
    public var cuisine: Cuisine
    public var delivers: Bool
    /// Minutes from order to the door (or to the counter, for takeout).
    public var minutes: Int
    public var phone: String
    /// The price of each dish on the menu, in ``RestaurantDirectory/currencyCode``.
    public var menu: [Dish: Decimal]

    /// What `items` cost from this menu, exactly.
    public func total(of items: [DishRequest]) -> Decimal {
        items.reduce(Decimal(0)) { $0 + (menu[$1.dish] ?? 0) * Decimal($1.quantity) }
    }
}

/// The restaurants near the user: a small directory the demo ships, the same in every language
/// (its names as each language writes them come from the definition file's `Restaurant` type).
public struct RestaurantDirectory: Sendable {
    /// The currency the directory's prices are in.
    public static let currencyCode = "USD"

    public let restaurants: [RestaurantInfo]

    public init(restaurants: [RestaurantInfo] = RestaurantDirectory.demo) {
        self.restaurants = restaurants
    }

    public func info(_ restaurant: Restaurant) -> RestaurantInfo? {
        restaurants.first { $0.restaurant == restaurant }
    }

    /// The restaurants of `cuisine` (all of them when `nil`), those that deliver first, the
    /// quickest first.
    public func nearby(cuisine: Cuisine?) -> [RestaurantInfo] {
        restaurants.filter { cuisine == nil || $0.cuisine == cuisine }
            .sorted { ($0.delivers ? 0 : 1, $0.minutes) < ($1.delivers ? 0 : 1, $1.minutes) }
    }

    /// The directory Forkful ships.
    public static let demo: [RestaurantInfo] = [
        RestaurantInfo(
            restaurant: .dominos, cuisine: .pizza, delivers: true, minutes: 30, phone: "555-0101",
            menu: [.pizza: 11.99, .pepperoniPizza: 13.99, .cheesePizza: 10.99, .wings: 8.99, .soda: 2.49]),
        RestaurantInfo(
            restaurant: .pizzaHut, cuisine: .pizza, delivers: true, minutes: 35, phone: "555-0102",
            menu: [.pizza: 12.49, .pepperoniPizza: 14.49, .cheesePizza: 11.49, .wings: 9.49, .spaghetti: 10.99, .soda: 2.49]),
        RestaurantInfo(
            restaurant: .papaJohns, cuisine: .pizza, delivers: true, minutes: 30, phone: "555-0103",
            menu: [.pizza: 11.49, .pepperoniPizza: 13.49, .cheesePizza: 10.49, .wings: 8.49, .soda: 2.29]),
        RestaurantInfo(
            restaurant: .pekingGarden, cuisine: .chinese, delivers: true, minutes: 25, phone: "555-0104",
            menu: [.springRolls: 4.50, .friedRice: 7.95, .noodles: 8.95, .generalTsoChicken: 11.95, .wontonSoup: 5.50]),
        RestaurantInfo(
            restaurant: .chinaWok, cuisine: .chinese, delivers: false, minutes: 15, phone: "555-0105",
            menu: [.springRolls: 3.95, .friedRice: 6.95, .noodles: 7.95, .generalTsoChicken: 10.50, .wontonSoup: 4.50]),
        RestaurantInfo(
            restaurant: .pandaExpress, cuisine: .chinese, delivers: false, minutes: 10, phone: "555-0106",
            menu: [.springRolls: 2.20, .friedRice: 4.90, .noodles: 4.90, .generalTsoChicken: 9.40]),
        RestaurantInfo(
            restaurant: .chipotle, cuisine: .mexican, delivers: true, minutes: 20, phone: "555-0107",
            menu: [.burrito: 10.25, .tacos: 9.75, .salad: 9.95, .soda: 2.75]),
        RestaurantInfo(
            restaurant: .tacoBell, cuisine: .mexican, delivers: false, minutes: 10, phone: "555-0108",
            menu: [.tacos: 1.99, .burrito: 3.49, .soda: 1.99]),
        RestaurantInfo(
            restaurant: .mcdonalds, cuisine: .burgers, delivers: true, minutes: 20, phone: "555-0109",
            menu: [.burger: 5.99, .fries: 2.99, .soda: 1.79, .salad: 4.99]),
        RestaurantInfo(
            restaurant: .burgerKing, cuisine: .burgers, delivers: true, minutes: 25, phone: "555-0110",
            menu: [.burger: 6.49, .fries: 2.89, .soda: 1.89]),
        RestaurantInfo(
            restaurant: .subway, cuisine: .sandwiches, delivers: false, minutes: 10, phone: "555-0111",
            menu: [.sub: 8.49, .cookie: 0.99, .salad: 7.99, .soda: 1.99]),
        RestaurantInfo(
            restaurant: .oliveGarden, cuisine: .italian, delivers: false, minutes: 25, phone: "555-0112",
            menu: [.spaghetti: 14.99, .lasagna: 17.99, .salad: 8.99]),
        RestaurantInfo(
            restaurant: .kfc, cuisine: .chicken, delivers: true, minutes: 25, phone: "555-0113",
            menu: [.friedChicken: 11.99, .wings: 7.99, .fries: 2.99, .soda: 1.99]),
        RestaurantInfo(
            restaurant: .thaiOrchid, cuisine: .thai, delivers: true, minutes: 35, phone: "555-0114",
            menu: [.padThai: 13.50, .greenCurry: 14.50, .springRolls: 5.50, .friedRice: 9.50]),
        RestaurantInfo(
            restaurant: .sakuraSushi, cuisine: .japanese, delivers: true, minutes: 30, phone: "555-0115",
            menu: [.sushi: 18.00, .ramen: 14.00, .salad: 5.00]),
        RestaurantInfo(
            restaurant: .tajMahal, cuisine: .indian, delivers: true, minutes: 40, phone: "555-0116",
            menu: [.butterChicken: 15.95, .naan: 3.50, .friedRice: 4.50]),
    ]
}
