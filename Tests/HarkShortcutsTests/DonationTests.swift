import CurrencyRates
import Foundation
import Hark
import HarkShortcuts
import PizzaShop
import Testing

struct DonationTests {
    let manifest = CurrencyRatesApp.manifest
    let now = Fixtures.date("2025-01-17 12:30")

    @Test func anInteractionIsKeptForItsUser() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        let interaction = Interaction(
            intent: Fixtures.rate(.btc), response: ShowRateIntentResponse.success(currency: .btc, rate: 58_900).response,
            date: now, identifier: "rate-1", groupIdentifier: "rates"
        )
        try await center.donate(interaction, app: manifest, user: "amira")
        let kept = try await center.store.donations(user: "amira", app: nil)
        #expect(kept.count == 1)
        #expect(kept.first?.identifier == "rate-1")
        #expect(kept.first?.groupIdentifier == "rates")
        #expect(kept.first?.date == now)
        #expect(try await center.store.donations(user: "bruno", app: nil).isEmpty)
    }

    @Test func anUndeclaredActivityTypeIsRefusedNamingTheTypeAndTheApp() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        let activity = UserActivity(activityType: "com.example.hark.currencyrates.atm-map", title: "Find ATMs")
        let error = await #expect(throws: ShortcutsError.self) {
            try await center.donate(activity, app: manifest, user: "amira", date: now)
        }
        #expect(error?.code == .undeclaredActivityType)
        #expect(error?.message.contains("com.example.hark.currencyrates.atm-map") == true)
        #expect(error?.message.contains("com.example.hark.currencyrates'") == true)
        #expect(try await center.store.donations(user: "amira", app: nil).isEmpty)
    }

    @Test func aDeclaredActivityIsKept() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        let activity = RatesScreen(currencies: [.usd, .btc]).activity(locale: "es")
        try await center.donate(activity, app: manifest, user: "amira", date: now)
        let kept = try await center.store.donations(user: "amira", app: manifest.identifier)
        guard case .userActivity(let stored)? = kept.first?.content else {
            Issue.record("expected a user activity, got \(kept)")
            return
        }
        #expect(stored.title == "Tipos de cambio")
        #expect(RatesScreen(continuing: stored)?.currencies == [.usd, .btc])
    }

    @Test func anActivityWithoutTitleOrAnUnsupportedIntentIsRefused() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        let untitled = UserActivity(activityType: RatesScreen.activityType, title: "  ")
        await #expect(
            throws: ShortcutsError(
                code: .missingTitle,
                message:
                    "the app 'com.example.hark.currencyrates' donated a user activity of type 'com.example.hark.currencyrates.rates-screen' without a title; a shortcut needs one"
            )
        ) {
            try await center.donate(untitled, app: manifest, user: "amira", date: now)
        }
        let pizza = Interaction(intent: OrderPizzaIntent(kind: .margherita).intent, date: now)
        let error = await #expect(throws: ShortcutsError.self) {
            try await center.donate(pizza, app: manifest, user: "amira")
        }
        #expect(error?.code == .unsupportedIntent)
    }

    @Test func donationsAreDeletedByIdentifierByGroupOrAll() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        let pizzaShop = PizzaShopApp.manifest
        for (index, currency) in [Currency.usd, .eur, .btc].enumerated() {
            try await center.donate(
                Interaction(
                    intent: Fixtures.rate(currency), date: now.addingTimeInterval(Double(index)),
                    identifier: "rate-\(currency)", groupIdentifier: currency == .btc ? "crypto" : "fiat"),
                app: manifest, user: "amira"
            )
        }
        try await center.donate(
            Interaction(intent: OrderPizzaIntent(kind: .funghi).intent, date: now, identifier: "rate-usd"), app: pizzaShop, user: "amira")

        #expect(try await center.deleteDonations(user: "amira", app: manifest.identifier, .identifiers(["rate-usd"])) == 1)
        #expect(try await center.deleteDonations(user: "amira", app: manifest.identifier, .group("crypto")) == 1)
        let left = try await center.store.donations(user: "amira", app: manifest.identifier)
        #expect(left.map(\.identifier) == ["rate-eur"])
        #expect(try await center.deleteDonations(user: "amira", app: manifest.identifier, .all) == 1)
        // Another app's donation with the same identifier is untouched.
        #expect(try await center.store.donations(user: "amira", app: nil).map(\.app) == [pizzaShop.identifier])
    }

    @Test("deleting a shortcut's donations forgets that shortcut only; a group is deleted in every app")
    func shortcutAndGroupDeletion() async throws {
        let center = ShortcutCenter(store: MemoryShortcutStore())
        let failed = IntentResponse(code: .failure)
        let later = now.addingTimeInterval(3600)
        try await center.donate(Interaction(intent: Fixtures.rate(.usd), date: now, groupIdentifier: "fiat"), app: manifest, user: "amira")
        try await center.donate(Interaction(intent: Fixtures.rate(.btc), date: now.addingTimeInterval(1)), app: manifest, user: "amira")
        try await center.donate(Interaction(intent: Fixtures.rate(.usd), date: now.addingTimeInterval(2)), app: manifest, user: "amira")
        try await center.donate(
            Interaction(intent: Fixtures.rate(.usd), response: failed, date: now.addingTimeInterval(3)), app: manifest, user: "amira")
        try await center.donate(Interaction(intent: Fixtures.rate(.usd), date: now), app: manifest, user: "bruno")
        try await center.donate(
            Interaction(intent: OrderPizzaIntent(kind: .funghi).intent, date: now, groupIdentifier: "fiat"), app: PizzaShopApp.manifest,
            user: "amira"
        )

        #expect(try await center.deleteDonations(of: Fixtures.rateShortcut(.usd), user: "amira") == 2)
        let left = try await center.shortcuts(user: "amira", now: later).map(\.shortcut)
        #expect(
            Set(left) == [
                Fixtures.rateShortcut(.btc),
                Shortcut(app: PizzaShopApp.manifest.identifier, intent: OrderPizzaIntent(kind: .funghi).intent),
            ])
        // The failed request made no shortcut, so it is not the shortcut's; another user's stay.
        #expect(try await center.store.donations(user: "amira", app: manifest.identifier).count == 2)
        #expect(try await center.shortcuts(user: "bruno", now: later).map(\.shortcut) == [Fixtures.rateShortcut(.usd)])
        #expect(try await center.deleteDonations(of: Fixtures.rateShortcut(.jpy), user: "amira") == 0)

        #expect(try await center.deleteDonations(user: "amira", .group("fiat")) == 1)
        #expect(try await center.shortcuts(user: "amira", now: later).map(\.shortcut) == [Fixtures.rateShortcut(.btc)])
    }

    @Test func donationsTravelAsJSON() throws {
        let donation = Donation(
            Interaction(intent: Fixtures.rate(.jpy), response: IntentResponse(code: .success), date: now, groupIdentifier: "fiat"),
            app: manifest.identifier, user: "amira", place: Coordinate(latitude: 35.68, longitude: 139.76)
        )
        let data = try JSONEncoder().encode(donation)
        #expect(try JSONDecoder().decode(Donation.self, from: data) == donation)
    }
}
