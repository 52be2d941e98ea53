public import Foundation
public import Hark

/// A kind of ride CityRide offers: its names, how many it seats, how its price is made and how
/// soon one can be at the door.
public struct RideOption: Sendable, Hashable, Identifiable {
    public var id: String
    /// Names per language; the first is how it is said back.
    public var names: [String: [String]]
    public var seats: Int
    /// The fare is `(base + perKilometre × km) × multiplier`, rounded to 50 cents.
    public var multiplier: Decimal
    /// Minutes until a car of this kind can be at the pickup.
    public var minutesAway: Int

    public func name(in language: String) -> String {
        names[language]?.first ?? names["en"]?.first ?? id
    }

    /// The fare from `pickup` to `dropOff`, in euros.
    public func price(from pickup: Place, to dropOff: Place) -> CurrencyAmount {
        // A distance is measured, not counted: a Double. Money is a Decimal from here on.
        let metres = Int((pickup.distance(to: dropOff) * 1000).rounded())
        let fare = (Decimal(3) + Decimal(metres) * Decimal(string: "0.0011")!) * multiplier
        var halves = fare * 2
        var rounded = Decimal()
        NSDecimalRound(&rounded, &halves, 0, .up)
        return CurrencyAmount(amount: rounded / 2, currencyCode: "EUR")
    }

    /// The demo's three kinds of ride.
    public static let all: [RideOption] = [
        RideOption(
            id: "economy", names: ["en": ["Economy"], "es": ["Económico"], "fr": ["Économique"], "ja": ["エコノミー"], "ar": ["اقتصادي"]],
            seats: 4, multiplier: 1, minutesAway: 6),
        RideOption(
            id: "comfort", names: ["en": ["Comfort"], "es": ["Confort"], "fr": ["Confort"], "ja": ["コンフォート"], "ar": ["مريح"]],
            seats: 4, multiplier: Decimal(string: "1.3")!, minutesAway: 4),
        RideOption(
            id: "xl", names: ["en": ["XL"], "es": ["XL"], "fr": ["XL"], "ja": ["XL"], "ar": ["XL"]],
            seats: 6, multiplier: Decimal(string: "1.6")!, minutesAway: 9),
    ]

    /// The option named `heard` in any language, ignoring case and accents.
    public static func named(_ heard: String) -> RideOption? {
        let query = Places.fold(heard)
        return all.first { option in option.names.values.flatMap { $0 }.contains { Places.fold($0) == query } }
    }
}

/// A driver and their car, described in each language.
public struct Driver: Sendable, Hashable {
    public var name: String
    public var vehicle: [String: String]
    public var licensePlate: String

    /// The demo's drivers, taken in turn.
    public static let all: [Driver] = [
        Driver(
            name: "Marta",
            vehicle: [
                "en": "grey Toyota Prius", "es": "Toyota Prius gris", "fr": "Toyota Prius grise", "ja": "グレーのトヨタ・プリウス",
                "ar": "تويوتا بريوس رمادية",
            ],
            licensePlate: "4821 KLM"),
        Driver(
            name: "Karim",
            vehicle: [
                "en": "white Seat León", "es": "Seat León blanco", "fr": "Seat León blanche", "ja": "白のセアト・レオン", "ar": "سيات ليون بيضاء",
            ],
            licensePlate: "1937 BDF"),
        Driver(
            name: "Yuki",
            vehicle: [
                "en": "blue Renault Clio", "es": "Renault Clio azul", "fr": "Renault Clio bleue", "ja": "青のルノー・クリオ",
                "ar": "رينو كليو زرقاء",
            ],
            licensePlate: "5560 HJT"),
        Driver(
            name: "Lucas",
            vehicle: [
                "en": "black Tesla Model 3", "es": "Tesla Model 3 negro", "fr": "Tesla Model 3 noire", "ja": "黒のテスラ・モデル3",
                "ar": "تسلا موديل 3 سوداء",
            ],
            licensePlate: "7204 MNP"),
    ]
}

extension RideOption {
    /// Every name of every kind of ride: the vocabulary of kind `rideOptionName`.
    public static var vocabulary: [SpeakableString] {
        var seen: Set<String> = []
        return all.flatMap { $0.names.values.flatMap { $0 } }.filter { seen.insert($0).inserted }.map { SpeakableString(spokenPhrase: $0) }
    }
}
