public import Foundation
public import Hark

/// Someone in the demo apps' address book (Purse pays them, Chatter writes to them): a name, the
/// other names the user calls them by, and how the user is related to them ("my sister", «mi
/// hermana», 「妹」, "أختي").
public struct Contact: Sendable, Hashable, Identifiable {
    public var id: String
    /// How Purse names the contact, in every language.
    public var name: String
    /// Other names: the first name, the name in another script, a nickname.
    public var aliases: [String]
    /// How the user says who they are, in each language.
    public var relations: [String]

    public init(id: String, name: String, aliases: [String] = [], relations: [String] = []) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.relations = relations
    }

    /// The contact as an intent value.
    public var person: Person { Person(displayName: name, identifier: id, aliases: aliases) }

    public var allNames: [String] { [name] + aliases + relations }
}

/// The people the demo apps know: an address book with two Annas, so that "pay Anna" and "text
/// Anna" ask which one.
public struct Contacts: Sendable {
    public var all: [Contact]

    public init(all: [Contact] = Contacts.demo) {
        self.all = all
    }

    /// What a heard name finds.
    public enum Lookup: Sendable, Equatable {
        /// One contact, by a whole name, an alias or a relation.
        case found(Contact)
        /// One contact, whose name holds every word heard without being one of its names
        /// ("Pérez" for Lucía Pérez): worth asking about.
        case likely(Contact)
        /// Several contacts answer to the name ("Anna").
        case several([Contact])
        /// Nobody by that name.
        case none
    }

    /// The contact whose identifier is `id`.
    public func contact(id: String) -> Contact? { all.first { $0.id == id } }

    /// The contacts `heard` names: a whole name, alias or relation first (`found`), else the
    /// contacts one of whose names holds every word heard (one is `likely`). The identifier of a
    /// contact resolved before finds it again.
    public func lookUp(_ person: Person) -> Lookup {
        if let identifier = person.identifier, let contact = all.first(where: { $0.id == identifier }) { return .found(contact) }
        let query = Self.fold(person.displayName)
        guard !query.isEmpty else { return .none }
        let exact = all.filter { contact in contact.allNames.contains { Self.fold($0) == query } }
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .several(exact) }
        let words = Set(query.split(separator: " "))
        let partial = all.filter { contact in
            contact.allNames.contains { words.isSubset(of: Set(Self.fold($0).split(separator: " "))) }
        }
        if partial.count == 1 { return .likely(partial[0]) }
        if partial.count > 1 { return .several(partial) }
        return .none
    }

    /// `heard` resolved for an intent's `parameter`: one contact is a success, one found by part
    /// of a name is asked about ("Did you mean Lucía Pérez?"), a name several contacts share is a
    /// disambiguation ("Which one: Anna Smith or Anna Jones?"), and someone unknown is
    /// `unsupported` with the reason `unknownContact`, naming them as heard.
    public func resolve(_ heard: Person, parameter: String) -> ResolutionResult<Person> {
        switch lookUp(heard) {
        case .found(let contact): .success(contact.person)
        case .likely(let contact): .confirmationRequired(contact.person)
        case .several(let found): .disambiguation(found.map(\.person))
        case .none: .unsupported(reason: UnsupportedReason(code: "unknownContact", parameters: [parameter: .person(heard)]))
        }
    }

    /// Lower case, without accents or punctuation, without the polite 「さん」 of Japanese and
    /// with Arabic's letter variants made one ("فاطمه" is "فاطمة").
    public static func fold(_ text: String) -> String {
        var plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        for (variant, letter) in [("ة", "ه"), ("أ", "ا"), ("إ", "ا"), ("آ", "ا"), ("ى", "ي")] {
            plain = plain.replacingOccurrences(of: variant, with: letter)
        }
        for suffix in ["さん", "ちゃん", "くん", "様"] where plain.hasSuffix(suffix) && plain.count > suffix.count {
            plain = String(plain.dropLast(suffix.count))
        }
        return plain.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," || $0 == "." || $0 == "・" })
            .joined(separator: " ")
    }

    /// The demo's address book.
    public static let demo: [Contact] = [
        Contact(id: "anna.smith", name: "Anna Smith", aliases: ["Anna", "アンナ", "آنا", "Smith"]),
        Contact(id: "anna.jones", name: "Anna Jones", aliases: ["Anna", "Annie", "アンナ", "آنا", "Jones"]),
        Contact(
            id: "lucia.perez", name: "Lucía Pérez", aliases: ["Lucía", "Lucia", "ルシア", "لوسيا"],
            relations: ["my sister", "sister", "mi hermana", "hermana", "ma sœur", "ma soeur", "sœur", "姉", "妹", "お姉ちゃん", "أختي", "اختي"]),
        Contact(id: "carlos.ruiz", name: "Carlos Ruiz", aliases: ["Carlos", "カルロス", "كارلوس"]),
        Contact(
            id: "marie.dubois", name: "Marie Dubois", aliases: ["Marie", "マリー", "ماري"],
            relations: ["my mother", "my mom", "mum", "mom", "mi madre", "mamá", "ma mère", "maman", "母", "お母さん", "أمي", "ماما"]),
        Contact(id: "pierre.martin", name: "Pierre Martin", aliases: ["Pierre", "ピエール", "بيير"]),
        Contact(id: "yuki.tanaka", name: "Yuki Tanaka", aliases: ["Yuki", "田中ゆき", "ゆき", "田中", "ユキ", "يوكي"]),
        Contact(id: "kenta.sato", name: "Kenta Sato", aliases: ["Kenta", "佐藤健太", "健太", "佐藤", "كينتا"]),
        Contact(id: "omar.haddad", name: "Omar Haddad", aliases: ["Omar", "عمر حداد", "عمر", "オマル"]),
        Contact(
            id: "fatima.zahra", name: "Fatima Zahra", aliases: ["Fatima", "فاطمة الزهراء", "فاطمة", "ファティマ"],
            relations: ["my friend Fatima", "صديقتي فاطمة"]),
    ]

    /// Every name, alias and relation: what the app registers as the vocabulary of kind `Person`.
    public var vocabulary: [SpeakableString] {
        var seen: Set<String> = []
        return all.flatMap(\.allNames).filter { seen.insert($0).inserted }.map { SpeakableString(spokenPhrase: $0) }
    }
}
