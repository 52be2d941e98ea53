public import Foundation
public import Hark

/// A place CityRide can drive to or from: one of the user's saved places or one of the city's,
/// with its names in each language (the first is how it is said back) and its coordinates.
public struct Place: Sendable, Hashable, Identifiable {
    public var id: String
    /// Names per language; the first of a language is its display name.
    public var names: [String: [String]]
    public var latitude: Double
    public var longitude: Double
    /// One of the user's own places (home, work) rather than the city's.
    public var isSaved: Bool

    /// How the place is said in `language`: its first name there, else its English one.
    public func name(in language: String) -> String {
        names[language]?.first ?? names["en"]?.first ?? id
    }

    /// The place as an intent value, named in `language`.
    public func location(in language: String) -> Location {
        Location(name: name(in: language), latitude: latitude, longitude: longitude)
    }

    /// Kilometres to `other` as the crow flies (haversine).
    public func distance(to other: Place) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - latitude) * radians
        let dLon = (other.longitude - longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6371 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// The places CityRide knows: the user's saved places and the demo city's gazetteer — the
/// airport, two stations, a museum, the university and a few streets in each language.
public struct Places: Sendable {
    public var all: [Place]

    public init(all: [Place] = Places.demo) {
        self.all = all
    }

    /// What a heard place name finds.
    public enum Lookup: Sendable, Equatable {
        /// One place, named as heard (or as part of one of its names).
        case found(Place)
        /// Several places share the words heard ("station").
        case several([Place])
        /// No name matches, but one is a near miss ("airprot" → the airport).
        case nearly(Place)
        /// Nothing like it.
        case none
    }

    /// The places `heard` names: a whole name first, else names that hold all of its words (or,
    /// in Japanese, its characters), else the one name at most two edits away.
    public func lookUp(_ heard: String) -> Lookup {
        let query = Self.fold(heard)
        guard !query.isEmpty else { return .none }
        let exact = all.filter { place in place.allNames.contains { Self.fold($0) == query } }
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .several(exact) }
        let words = Set(query.split(separator: " "))
        let partial = all.filter { place in
            place.allNames.contains { name in
                let folded = Self.fold(name)
                return words.isSubset(of: Set(folded.split(separator: " "))) || (!query.contains(" ") && folded.contains(query))
            }
        }
        if partial.count == 1 { return .found(partial[0]) }
        if partial.count > 1 { return .several(partial) }
        let near = all.compactMap { place -> (Place, Int)? in
            let best = place.allNames.map { Self.editDistance(Self.fold($0), query) }.min() ?? .max
            return best <= (query.count <= 5 ? 1 : 2) ? (place, best) : nil
        }.sorted { $0.1 < $1.1 }
        if let first = near.first, near.count == 1 || near[1].1 > first.1 { return .nearly(first.0) }
        return .none
    }

    /// The place of `location` as resolved before: by its coordinates, else by its name.
    public func place(of location: Location) -> Place? {
        if let latitude = location.latitude, let longitude = location.longitude,
            let place = all.first(where: { $0.latitude == latitude && $0.longitude == longitude })
        {
            return place
        }
        guard let name = location.name, case .found(let place) = lookUp(name) else { return nil }
        return place
    }

    /// The place a ride starts from when the user names none: home.
    public var home: Place { all.first { $0.id == "home" } ?? all[0] }

    /// Lower case, without accents, punctuation or a leading article (the, el, la, l', ال).
    static func fold(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
        var words = plain.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," || $0 == "." }).map(String.init)
        if let first = words.first {
            if ["the", "el", "la", "los", "las", "le", "les"].contains(first), words.count > 1 { words.removeFirst() }
            if first.hasPrefix("l'") { words[0] = String(first.dropFirst(2)) }
        }
        // Arabic: the article is part of the word; compare without it.
        words = words.map { $0.hasPrefix("ال") && $0.count > 3 ? String($0.dropFirst(2)) : $0 }
        return words.joined(separator: " ")
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The demo: Home and Work (the user's), and the city's places.
    public static let demo: [Place] = [
        Place(
            id: "home",
            names: [
                "en": ["home", "my home", "my place", "my house"], "es": ["Casa", "mi casa"], "fr": ["Maison", "chez moi", "la maison"],
                "ja": ["自宅", "家", "うち"], "ar": ["البيت", "المنزل", "بيتي"],
            ],
            latitude: 40.4313, longitude: -3.6890, isSaved: true),
        Place(
            id: "work",
            names: [
                "en": ["work", "the office", "office"], "es": ["Trabajo", "la oficina", "oficina"],
                "fr": ["Travail", "bureau", "le bureau"],
                "ja": ["会社", "職場", "オフィス"], "ar": ["العمل", "الشغل", "المكتب"],
            ],
            latitude: 40.4530, longitude: -3.6883, isSaved: true),
        Place(
            id: "airport",
            names: ["en": ["the airport", "airport"], "es": ["Aeropuerto"], "fr": ["Aéroport"], "ja": ["空港"], "ar": ["المطار"]],
            latitude: 40.4936, longitude: -3.5668, isSaved: false),
        Place(
            id: "centralStation",
            names: [
                "en": ["Central Station"], "es": ["Estación Central"], "fr": ["Gare Centrale"], "ja": ["中央駅"], "ar": ["المحطة المركزية"],
            ],
            latitude: 40.4066, longitude: -3.6892, isSaved: false),
        Place(
            id: "northStation",
            names: ["en": ["North Station"], "es": ["Estación Norte"], "fr": ["Gare du Nord"], "ja": ["北駅"], "ar": ["المحطة الشمالية"]],
            latitude: 40.4722, longitude: -3.6826, isSaved: false),
        Place(
            id: "museum",
            names: [
                "en": ["the City Museum", "museum"], "es": ["Museo de la Ciudad", "museo"], "fr": ["Musée de la Ville", "musée"],
                "ja": ["市立博物館", "博物館"], "ar": ["متحف المدينة", "المتحف"],
            ],
            latitude: 40.4138, longitude: -3.6921, isSaved: false),
        Place(
            id: "university",
            names: [
                "en": ["the university", "campus"], "es": ["Universidad", "campus"], "fr": ["Université", "campus", "fac"],
                "ja": ["大学", "キャンパス"], "ar": ["الجامعة", "الحرم الجامعي"],
            ],
            latitude: 40.4480, longitude: -3.7280, isSaved: false),
        Place(id: "bakerStreet", names: ["en": ["Baker Street"]], latitude: 40.4250, longitude: -3.7010, isSaved: false),
        Place(id: "oxfordStreet", names: ["en": ["Oxford Street"]], latitude: 40.4200, longitude: -3.7050, isSaved: false),
        Place(id: "calleMayor", names: ["es": ["Calle Mayor"]], latitude: 40.4155, longitude: -3.7074, isSaved: false),
        Place(id: "granVia", names: ["es": ["Gran Vía"]], latitude: 40.4200, longitude: -3.7025, isSaved: false),
        Place(id: "rueDeRivoli", names: ["fr": ["Rue de Rivoli"]], latitude: 40.4170, longitude: -3.6990, isSaved: false),
        Place(id: "boulevardSaintMichel", names: ["fr": ["Boulevard Saint-Michel"]], latitude: 40.4230, longitude: -3.6950, isSaved: false),
        Place(id: "ginzaDori", names: ["ja": ["銀座通り"]], latitude: 40.4190, longitude: -3.6970, isSaved: false),
        Place(id: "omotesando", names: ["ja": ["表参道"]], latitude: 40.4260, longitude: -3.6930, isSaved: false),
        Place(id: "kingFahdRoad", names: ["ar": ["شارع الملك فهد"]], latitude: 40.4350, longitude: -3.6900, isSaved: false),
        Place(id: "tahliaStreet", names: ["ar": ["شارع التحلية"]], latitude: 40.4380, longitude: -3.6850, isSaved: false),
    ]
}

extension Place {
    /// Every name in every language: a Spanish speaker may say "Baker Street" too.
    var allNames: [String] { names.values.flatMap { $0 } }
}

extension Places {
    /// Every name of every place, in every language: what the app registers as the vocabulary of
    /// kind `Location`.
    public var vocabulary: [SpeakableString] {
        var seen: Set<String> = []
        return all.flatMap(\.allNames).filter { seen.insert($0).inserted }.map { SpeakableString(spokenPhrase: $0) }
    }
}
