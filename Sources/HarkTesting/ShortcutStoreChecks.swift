import Foundation
import Hark
public import HarkShortcuts
import Testing

/// What every ``ShortcutStore`` does: keep donations and phrases per user, delete what it is
/// told, and never hold two phrases of a user that read alike.
public enum ShortcutStoreChecks {
    static let rates = "com.example.hark.currencyrates"
    static let other = "com.example.other"
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func rate(
        _ currency: String, minutes: Double, app: String = rates, user: String = "amira", identifier: String? = nil, group: String? = nil
    ) -> Donation {
        let interaction = Interaction(
            intent: Intent(name: "ShowRate", parameters: ["currency": .enumeration(currency)]),
            response: IntentResponse(code: .success, parameters: ["currency": .enumeration(currency), "rate": .decimal(1)]),
            date: start.addingTimeInterval(minutes * 60), identifier: identifier, groupIdentifier: group
        )
        return Donation(
            interaction, app: app, user: user, place: currency == "btc" ? Coordinate(latitude: 48.8566, longitude: 2.3522) : nil)
    }

    static func phrase(_ text: String, locale: String, currency: String, user: String = "amira") throws -> VoicePhrase {
        try VoicePhrase(
            text, locale: locale,
            shortcut: Shortcut(app: rates, intent: Intent(name: "ShowRate", parameters: ["currency": .enumeration(currency)])), user: user)
    }

    public static let all: [StoreCheck<any ShortcutStore>] = [
        StoreCheck("donations come back as they were kept, oldest first, per user and app, to another opening") { open in
            let writer = try await open()
            let later = rate("btc", minutes: 10, identifier: "r2")
            let earlier = rate("usd", minutes: 0, identifier: "r1", group: "fiat")
            try await writer.add(later)
            try await writer.add(earlier)
            try await writer.add(rate("eur", minutes: 5, user: "bruno"))
            try await writer.add(rate("jpy", minutes: 7, app: other))
            let reader = try await open()
            #expect(try await reader.donations(user: "amira", app: rates) == [earlier, later])
            #expect(try await reader.donations(user: "amira", app: nil).map(\.app) == [rates, other, rates])
            #expect(try await reader.donations(user: "bruno", app: rates).count == 1)
            #expect(try await reader.donations(user: "cleo", app: nil).isEmpty)
        },
        StoreCheck("donations are deleted by identifier, group, record or all of an app's, for one user and app only") { open in
            let store = try await open()
            let kept = [
                rate("usd", minutes: 0, identifier: "usd", group: "fiat"), rate("eur", minutes: 1, identifier: "eur", group: "fiat"),
                rate("btc", minutes: 2, identifier: "btc", group: "crypto"), rate("jpy", minutes: 3, identifier: "jpy", group: "fiat"),
                rate("gbp", minutes: 4, identifier: "gbp"),
            ]
            for donation in kept { try await store.add(donation) }
            try await store.add(rate("usd", minutes: 5, app: other, identifier: "usd", group: "fiat"))
            try await store.add(rate("usd", minutes: 6, user: "bruno", identifier: "usd", group: "fiat"))

            #expect(try await store.deleteDonations(user: "amira", app: rates, .identifiers(["usd", "nothing"])) == 1)
            #expect(try await store.donations(user: "amira", app: rates).compactMap(\.identifier) == ["eur", "btc", "jpy", "gbp"])
            #expect(try await store.deleteDonations(user: "amira", app: rates, .group("fiat")) == 2)
            #expect(try await store.donations(user: "amira", app: rates).compactMap(\.identifier) == ["btc", "gbp"])
            #expect(try await store.deleteDonations(user: "amira", app: rates, .records([kept[4].id])) == 1)
            #expect(try await store.donations(user: "amira", app: rates).compactMap(\.identifier) == ["btc"])
            #expect(try await store.deleteDonations(user: "amira", app: rates, .all) == 1)
            #expect(try await store.donations(user: "amira", app: rates).isEmpty)
            // Another app's and another user's donations with the same identifiers are untouched.
            #expect(try await store.donations(user: "amira", app: nil).map(\.app) == [other])
            #expect(try await store.donations(user: "bruno", app: nil).count == 1)
        },
        StoreCheck("phrases come back in the order they were added, per user, to another opening") { open in
            let writer = try await open()
            let first = try phrase("Cambio del dólar", locale: "es", currency: "usd")
            let second = try phrase("ビットコインのレート", locale: "ja", currency: "btc")
            try await writer.save(first)
            try await writer.save(second)
            try await writer.save(try phrase("cambio del dolar", locale: "es", currency: "usd", user: "bruno"))
            let reader = try await open()
            #expect(try await reader.phrases(user: "amira") == [first, second])
            #expect(try await reader.phrases(user: "bruno").count == 1)
            #expect(try await reader.phrases(user: "cleo").isEmpty)
        },
        StoreCheck("a phrase that reads like another of the user's is refused and changes nothing") { open in
            let store = try await open()
            let first = try phrase("Cambio del dólar", locale: "es", currency: "usd")
            try await store.save(first)
            let error = await #expect(throws: ShortcutsError.self) {
                try await store.save(try phrase("¡cambio del DOLAR!", locale: "es", currency: "btc"))
            }
            #expect(error?.code == .phraseInUse)
            #expect(try await store.phrases(user: "amira") == [first])
        },
        StoreCheck("saving a phrase with its identifier replaces it in its place; deleting it frees its words") { open in
            let store = try await open()
            let first = try phrase("Cambio del dólar", locale: "es", currency: "usd")
            let second = try phrase("ビットコインのレート", locale: "ja", currency: "btc")
            try await store.save(first)
            try await store.save(second)
            var edited = try phrase("precio del dólar", locale: "es", currency: "usd")
            edited.id = first.id
            try await store.save(edited)
            #expect(try await store.phrases(user: "amira") == [edited, second])
            #expect(try await store.deletePhrase(id: second.id, user: "amira"))
            #expect(try await !store.deletePhrase(id: second.id, user: "amira"))
            #expect(try await !store.deletePhrase(id: first.id, user: "bruno"))
            try await store.save(try phrase("ビットコインのレート", locale: "ja", currency: "usd"))
            #expect(try await store.phrases(user: "amira").count == 2)
        },
    ]
}
