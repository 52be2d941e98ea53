public import Foundation
public import Hark
import HarkLanguage
public import HarkShortcuts

/// A made-up user's history of donations: four routines, with skipped days and jitter, and
/// random noise — what suggestions should learn from.
///
/// * **ATM**: "Find ATMs" (a bank app's user activity) on Friday evenings, near the bank;
/// * **coffee**: OrderCoffee(latte) on weekday mornings, at the café by the office;
/// * **groceries**: the grocery list (SearchForNotebookItems "groceries") on Sunday mornings, at home;
/// * **currency**: ShowRate(usd) around lunch on weekdays, at work;
/// * **noise**: a few other requests a day at random hours and places (other rates, pizzas,
///   notes), and now and then a routine's shortcut at an odd time.
///
/// The same configuration gives the same history on every machine.
public struct RoutineHistory: Sendable {
    /// What to generate.
    public struct Configuration: Sendable, Hashable {
        /// The generator's seed.
        public var seed: UInt64 = 2018
        /// How many weeks, ending with the week held back.
        public var weeks: Int = 10
        /// Midnight of the first day (a Monday), in `timeZone`.
        public var start: Date = Date(timeIntervalSince1970: 1_735_513_200)  // Monday 2024-12-30 00:00 at UTC+1
        /// The user's time zone (fixed offset, so that no daylight-saving change moves a routine).
        public var timeZone: TimeZone = TimeZone(secondsFromGMT: 3600)!
        /// The average number of noise events a day.
        public var noisePerDay: Double = 2

        public init() {}
    }

    /// One donation and what produced it: a routine's name or "noise".
    public struct Event: Sendable, Hashable {
        public var donation: Donation
        public var label: String
    }

    /// The routines' names, in the order tables list them.
    public static let routines = ["ATM", "coffee", "groceries", "currency"]

    /// The events, oldest first.
    public var events: [Event]
    /// The configuration that made them.
    public var configuration: Configuration

    /// The user's calendar.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = configuration.timeZone
        return calendar
    }

    // The user's places.
    public static let home = Coordinate(latitude: 48.8566, longitude: 2.3522)
    public static let work = home.offset(north: 3_000, east: 4_000)
    public static let cafe = work.offset(north: 120, east: -80)
    public static let bank = home.offset(north: -1_500, east: 2_000)

    // The shortcuts' content.
    public static let user = "routine-user"
    public static let atm = UserActivity(activityType: "com.example.bank.find-atm", title: "Find ATMs")
    public static let coffee = Intent(name: "OrderCoffee", parameters: ["kind": .enumeration("latte")])
    public static let groceries = Intent(
        name: "SearchForNotebookItems",
        parameters: ["title": .speakableString(SpeakableString(spokenPhrase: "groceries")), "itemType": .enumeration("taskList")]
    )
    public static let usdRate = Intent(name: "ShowRate", parameters: ["currency": .enumeration("usd")])

    /// The shortcut of each routine.
    public static let routineShortcuts: [String: Shortcut] = [
        "ATM": Shortcut(app: "com.example.bank", activity: atm),
        "coffee": Shortcut(app: "com.example.coffee", intent: coffee),
        "groceries": Shortcut(app: "com.app-o-mat.listomat", intent: groceries),
        "currency": Shortcut(app: "com.example.hark.currencyrates", intent: usdRate),
    ]

    /// Generates the history.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        var random = SplitMix64(seed: configuration.seed)
        var events: [Event] = []
        let calendar = {
            var c = Calendar(identifier: .gregorian)
            c.timeZone = configuration.timeZone
            return c
        }()

        for day in 0..<(configuration.weeks * 7) {
            let midnight = configuration.start.addingTimeInterval(Double(day) * 86_400)
            let weekday = calendar.component(.weekday, from: midnight)  // 1 Sunday … 7 Saturday
            let isWorkday = (2...6).contains(weekday)
            func at(_ hours: ClosedRange<Double>) -> Date {
                midnight.addingTimeInterval(random.uniform(hours) * 3600)
            }
            func near(_ place: Coordinate, within meters: Double) -> Coordinate {
                place.offset(north: random.uniform(-meters...meters), east: random.uniform(-meters...meters))
            }
            func add(_ label: String, app: String, _ content: Donation.Content, date: Date, place: Coordinate) {
                events.append(
                    Event(
                        donation: Donation(id: Self.uuid(&random), user: Self.user, app: app, date: date, place: place, content: content),
                        label: label
                    ))
            }
            let success = IntentResponse(code: .success)

            if weekday == 6, random.unit() < 0.85 {
                add("ATM", app: "com.example.bank", .userActivity(Self.atm), date: at(18...20.5), place: near(Self.bank, within: 150))
            }
            if isWorkday, random.unit() < 0.8 {
                add(
                    "coffee", app: "com.example.coffee", .interaction(Self.coffee, response: success, suggestedInvocationPhrase: nil),
                    date: at(7.5...9), place: near(Self.cafe, within: 60))
            }
            if weekday == 1, random.unit() < 0.9 {
                add(
                    "groceries", app: "com.app-o-mat.listomat",
                    .interaction(Self.groceries, response: success, suggestedInvocationPhrase: nil),
                    date: at(10...12), place: near(Self.home, within: 40))
            }
            if isWorkday, random.unit() < 0.6 {
                add(
                    "currency", app: "com.example.hark.currencyrates",
                    .interaction(Self.usdRate, response: success, suggestedInvocationPhrase: nil),
                    date: at(12.25...13.5), place: near(Self.work, within: 80))
            }
            // Noise: a Poisson number of events at uniform times and places around town.
            var budget = exp(-configuration.noisePerDay)
            var product = random.unit()
            while product > budget {
                let date = at(7...23.5)
                let place = near(Self.home, within: 6_000)
                let pick = random.index(Self.noise.count + 4)
                if pick < Self.noise.count {
                    let (app, intent) = Self.noise[pick]
                    add(
                        "noise", app: app, .interaction(intent, response: success, suggestedInvocationPhrase: nil), date: date, place: place
                    )
                } else {
                    // A routine's shortcut at an odd time and place.
                    let routine = Self.routines[pick - Self.noise.count]
                    let shortcut = Self.routineShortcuts[routine]!
                    let content: Donation.Content =
                        switch shortcut.action {
                        case .intent(let intent): .interaction(intent, response: success, suggestedInvocationPhrase: nil)
                        case .userActivity(let activity): .userActivity(activity)
                        }
                    add("noise", app: shortcut.app, content, date: date, place: place)
                }
                product *= random.unit()
                budget = budget.isFinite ? budget : 0
            }
        }
        self.events = events.sorted { $0.donation.date < $1.donation.date }
    }

    /// Other things the user does now and then.
    static let noise: [(String, Intent)] = [
        ("com.example.hark.currencyrates", Intent(name: "ShowRate", parameters: ["currency": .enumeration("btc")])),
        ("com.example.hark.currencyrates", Intent(name: "ShowRate", parameters: ["currency": .enumeration("gbp")])),
        (
            "com.example.hark.pizzashop",
            Intent(name: "OrderPizza", parameters: ["kind": .enumeration("margherita"), "quantity": .integer(1)])
        ),
        (
            "com.example.hark.pizzashop",
            Intent(name: "OrderPizza", parameters: ["kind": .enumeration("pepperoni"), "quantity": .integer(2)])
        ),
        ("com.example.coffee", Intent(name: "OrderCoffee", parameters: ["kind": .enumeration("espresso")])),
        (
            "com.app-o-mat.listomat",
            Intent(name: "CreateNote", parameters: ["title": .speakableString(SpeakableString(spokenPhrase: "ideas"))])
        ),
        (
            "com.app-o-mat.listomat",
            Intent(name: "SearchForNotebookItems", parameters: ["title": .speakableString(SpeakableString(spokenPhrase: "work"))])
        ),
    ]

    /// A UUID from the generator, so that donation identifiers (which break no ties, but are
    /// printed) are reproducible too.
    static func uuid(_ random: inout SplitMix64) -> UUID {
        let high = random.next()
        let low = random.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * index))
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
