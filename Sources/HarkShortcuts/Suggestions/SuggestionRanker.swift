public import Foundation

/// Ranks a user's shortcuts for a moment by what their past uses say: how often, how recently,
/// at what time of day, on which weekday and where.
///
/// Pure and deterministic: the same uses and moment give the same suggestions in the same
/// order, each with the parts of its score (``Suggestion/Parts``).
///
/// ```swift
/// let ranker = SuggestionRanker()
/// let now = SuggestionContext(date: fridayEvening, timeZone: paris, place: bankCorner)
/// ranker.suggestions(for: ShortcutUsage.grouping(donations), at: now).first?.shortcut.title
/// // "Find ATMs"
/// ```
public struct SuggestionRanker: Sendable {
    /// How the ranker weighs uses.
    public var configuration: Configuration

    /// The ranker's settings.
    public struct Configuration: Sendable, Hashable {
        /// The age at which a use counts half: older habits fade.
        public var halfLife: TimeInterval = 14 * 86_400
        /// How far in time of day a use still counts as "around now" (the width of a Gaussian), in seconds.
        public var timeOfDayWidth: TimeInterval = 75 * 60
        /// How far a use still counts as "around here" (the width of a Gaussian), in meters.
        public var placeWidth: Double = 400
        /// What a use on another day of the same kind (working day or weekend) counts, 0…1.
        public var similarWeekday: Double = 0.5
        /// The weekend days, as the calendar numbers weekdays (1 is Sunday).
        public var weekendDays: Set<Int> = [1, 7]
        /// What a use without a known place counts for the place part, 0…1.
        public var unknownPlace: Double = 0.5
        /// The least a part can weigh in the score, 0…1, so that one poor match does not rule a
        /// shortcut out.
        public var floor: Double = 0.1
        /// At most this many shortcuts per app are suggested (SiriKit's observed limit), the
        /// least relevant dropped.
        public var limitPerApp: Int = 20

        public init() {}
    }

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The shortcuts ranked for `context`, most relevant first, at most ``Configuration/limitPerApp``
    /// per app and `limit` in all. Uses after the moment are ignored; a shortcut never used before
    /// it is not suggested.
    public func suggestions(for usages: [ShortcutUsage], at context: SuggestionContext, limit: Int? = nil) -> [Suggestion] {
        let ranked = usages.compactMap { suggestion(for: $0, at: context) }.sorted(by: Self.isBefore)
        var perApp: [String: Int] = [:]
        var kept: [Suggestion] = []
        for suggestion in ranked {
            let count = perApp[suggestion.shortcut.app, default: 0]
            guard count < configuration.limitPerApp else { continue }
            perApp[suggestion.shortcut.app] = count + 1
            kept.append(suggestion)
            if let limit, kept.count >= limit { break }
        }
        return kept
    }

    /// An app's shortcuts without regard to time of day, weekday or place — by frequency and
    /// recency alone — at most ``Configuration/limitPerApp`` per app, the least relevant dropped.
    public func shortcuts(for usages: [ShortcutUsage], now: Date) -> [Suggestion] {
        var neutral = SuggestionContext(date: now, timeZone: TimeZone(identifier: "UTC")!)
        neutral.place = nil
        var perApp: [String: Int] = [:]
        return usages.compactMap { usage -> Suggestion? in
            guard let full = suggestion(for: usage, at: neutral) else { return nil }
            var parts = full.parts
            parts.timeOfDay = 1
            parts.weekday = 1
            return Suggestion(shortcut: usage.shortcut, parts: parts, factors: factors(parts))
        }
        .sorted(by: Self.isBefore)
        .filter { suggestion in
            let count = perApp[suggestion.shortcut.app, default: 0]
            perApp[suggestion.shortcut.app] = count + 1
            return count < configuration.limitPerApp
        }
    }

    /// The suggestion of one shortcut for `context`, or `nil` when it was not used before then.
    public func suggestion(for usage: ShortcutUsage, at context: SuggestionContext) -> Suggestion? {
        let uses = usage.uses.filter { $0.date <= context.date }
        guard let last = uses.last else { return nil }
        let hour = context.hourOfDay(context.date)
        let weekday = context.weekday(context.date)

        // Each use is weighed by its age relative to the latest use, which weighs 1, so the shares
        // below stay defined however long ago the latest use was; `recency` then ages them all.
        let recency = decay(context.date.timeIntervalSince(last.date))
        var total = 0.0
        var nearTime = 0.0
        var sameDay = 0.0
        var nearPlace = 0.0
        for use in uses {
            let weight = decay(last.date.timeIntervalSince(use.date))
            total += weight
            nearTime += weight * timeKernel(hour, context.hourOfDay(use.date))
            sameDay += weight * dayKernel(weekday, context.weekday(use.date))
            if let here = context.place {
                nearPlace += weight * (use.place.map { placeKernel(here.distance(to: $0)) } ?? configuration.unknownPlace)
            }
        }
        let parts = Suggestion.Parts(
            frequency: total * recency,
            recency: recency,
            timeOfDay: nearTime / total,
            weekday: sameDay / total,
            place: context.place == nil ? nil : nearPlace / total
        )
        return Suggestion(shortcut: usage.shortcut, parts: parts, factors: factors(parts))
    }

    /// The score the parts make (see ``Suggestion/Parts``).
    public func score(_ parts: Suggestion.Parts) -> Double {
        factors(parts).product
    }

    /// The factors the parts make: `log2(1 + frequency)`, and each other part weighed by
    /// `f(x) = floor + (1 − floor) · x`.
    public func factors(_ parts: Suggestion.Parts) -> Suggestion.Factors {
        func weigh(_ part: Double) -> Double { configuration.floor + (1 - configuration.floor) * part }
        return Suggestion.Factors(
            uses: log2(1 + parts.frequency), recency: weigh(parts.recency), timeOfDay: weigh(parts.timeOfDay),
            weekday: weigh(parts.weekday), place: parts.place.map(weigh))
    }

    /// ½ per half-life of `age` seconds.
    func decay(_ age: TimeInterval) -> Double {
        pow(0.5, max(0, age) / configuration.halfLife)
    }

    /// 1 at the same hour, falling as a Gaussian with the circular distance between two hours.
    func timeKernel(_ first: Double, _ second: Double) -> Double {
        let apart = abs(first - second).truncatingRemainder(dividingBy: 24)
        let distance = min(apart, 24 - apart)
        let width = configuration.timeOfDayWidth / 3600
        return exp(-(distance * distance) / (2 * width * width))
    }

    /// 1 on the same weekday, ``Configuration/similarWeekday`` on one of the same kind, else 0.
    func dayKernel(_ first: Int, _ second: Int) -> Double {
        if first == second { return 1 }
        let weekend = configuration.weekendDays
        return weekend.contains(first) == weekend.contains(second) ? configuration.similarWeekday : 0
    }

    /// 1 at the same place, falling as a Gaussian with the distance in meters.
    func placeKernel(_ meters: Double) -> Double {
        exp(-(meters * meters) / (2 * configuration.placeWidth * configuration.placeWidth))
    }

    /// Higher score first; then the more recently used; then by identifier, so the order is total.
    static func isBefore(_ lhs: Suggestion, _ rhs: Suggestion) -> Bool {
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if lhs.parts.recency != rhs.parts.recency { return lhs.parts.recency > rhs.parts.recency }
        return lhs.shortcut.id < rhs.shortcut.id
    }
}
