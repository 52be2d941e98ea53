import CurrencyRates
import Foundation
import HTTPTypes
import Hark
import HarkAccounts
import HarkAssistant
import HarkServer
import HarkTesting
import Hummingbird
import HummingbirdTesting
import Testing

/// `POST /v1/activities` and `POST /v1/shortcuts/{shortcut}/run`: an app's screen donated over
/// the API, suggested, and run again with the app's own card.
@Suite("user activities over the API")
struct ActivitiesAPITests {
    @Test("an activity is donated, suggested, and run again as the app shows it")
    func donatedAndRun() async throws {
        let users = MemoryUserStore()
        let accounts = Accounts(store: users)
        let token = try await accounts.add(name: "amira").value
        let assistant = try Assistant(apps: [CurrencyRatesExtension()])
        try await assistant.allow(app: CurrencyRatesApp.manifest.identifier, user: "amira")
        let server = try HarkServer(assistant: assistant, accounts: accounts)
        try await Application(router: server.router()).test(.router) { client in
            let activity: [String: Any] = [
                "activityType": RatesScreen.activityType, "title": "Exchange rates",
                "userInfo": ["currencies": ["list": [["enumeration": "usd"]]]],
            ]
            let donated = try await client.exchange(
                .post, "/v1/activities", token: token, json: ["app": CurrencyRatesApp.manifest.identifier, "activity": activity])
            #expect(donated.status == .created, "\(donated.json)")
            let shortcut = try #require(donated["shortcut"] as? String)
            #expect(donated["title"] as? String == "Exchange rates")

            let suggestions = try await client.exchange(.get, "/v1/suggestions", token: token)
            let first = try #require((suggestions["suggestions"] as? [[String: Any]])?.first)
            #expect(first["activityType"] as? String == RatesScreen.activityType)
            #expect(first["shortcut"] as? String == shortcut)

            let run = try await client.exchange(.post, "/v1/shortcuts/\(shortcut)/run", token: token, json: ["locale": "es"])
            #expect(run.status == .ok)
            #expect(run.say == "Tipos de cambio: dólar estadounidense: 0,92 €.")
            let html = try #require(run.card?["html"] as? String)
            #expect(html.contains("<h3 class=\"snippet-title\">Tipos de cambio</h3>"))
            #expect(html.contains("dólar estadounidense: 0,92 €"))

            let undeclared = try await client.exchange(
                .post, "/v1/activities", token: token,
                json: ["app": CurrencyRatesApp.manifest.identifier, "activity": ["activityType": "com.example.other", "title": "Other"]])
            #expect(undeclared.status == .unprocessableContent)
            #expect((undeclared["error"] as? [String: Any])?["code"] as? String == "invalidValue")
            let unknown = try await client.exchange(.post, "/v1/shortcuts/ffffffff/run", token: token, json: [:] as [String: Any])
            #expect(unknown.status == .notFound)
        }
    }
}
