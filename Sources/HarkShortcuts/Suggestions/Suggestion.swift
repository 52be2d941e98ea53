/// A shortcut suggested for a moment, with its score and the parts the score is made of.
public struct Suggestion: Sendable, Hashable {
    /// The shortcut.
    public var shortcut: Shortcut
    /// How relevant it is now; suggestions come highest first.
    public var score: Double
    /// What the score is made of.
    public var parts: Parts

    /// The parts of a score: `score = log2(1 + frequency) × f(recency) × f(timeOfDay) ×
    /// f(weekday) × f(place)`, where `f(x) = floor + (1 − floor) · x` keeps one poor match from
    /// ruling a shortcut out. Every part but `frequency` is between 0 and 1.
    public struct Parts: Sendable, Hashable {
        /// How often the shortcut was used, each use weighed by its age (a use one half-life ago counts ½).
        public var frequency: Double
        /// How recently it was used last: 1 now, ½ one half-life ago.
        public var recency: Double
        /// How close to this time of day it is usually used (on a 24-hour circle; 23:00 is near 01:00).
        public var timeOfDay: Double
        /// How usual this weekday is for it: its uses on this weekday count fully, on a day of the
        /// same kind (working day or weekend) partly.
        public var weekday: Double
        /// How close to here it is usually used; `nil` when the moment has no place.
        public var place: Double?

        public init(frequency: Double, recency: Double, timeOfDay: Double, weekday: Double, place: Double?) {
            self.frequency = frequency
            self.recency = recency
            self.timeOfDay = timeOfDay
            self.weekday = weekday
            self.place = place
        }
    }

    /// The numbers the score is the product of: `log2(1 + frequency)`, then each other part
    /// weighed by `f` (see ``Parts``).
    public struct Factors: Sendable, Hashable {
        public var uses: Double
        public var recency: Double
        public var timeOfDay: Double
        public var weekday: Double
        /// `nil` when the moment has no place.
        public var place: Double?

        public init(uses: Double, recency: Double, timeOfDay: Double, weekday: Double, place: Double?) {
            self.uses = uses
            self.recency = recency
            self.timeOfDay = timeOfDay
            self.weekday = weekday
            self.place = place
        }

        /// Their product: the score.
        public var product: Double { uses * recency * timeOfDay * weekday * (place ?? 1) }
    }

    /// What the score multiplies.
    public var factors: Factors

    public init(shortcut: Shortcut, parts: Parts, factors: Factors) {
        self.shortcut = shortcut
        self.score = factors.product
        self.parts = parts
        self.factors = factors
    }

    /// The score explained by the factors it multiplies, so the line adds up:
    /// "score 0.35 = uses 1.58 × recency 0.93 × time 0.25 × weekday 0.97 × place 0.98".
    public var explanation: String {
        func format(_ value: Double) -> String {
            let scaled = (value * 100).rounded() / 100
            var text = String(scaled)
            if let dot = text.firstIndex(of: ".") {
                let decimals = text[text.index(after: dot)...].count
                if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
            }
            return text
        }
        var text =
            "score \(format(score)) = uses \(format(factors.uses)) × recency \(format(factors.recency))"
            + " × time \(format(factors.timeOfDay)) × weekday \(format(factors.weekday))"
        if let place = factors.place { text += " × place \(format(place))" }
        return text
    }
}
