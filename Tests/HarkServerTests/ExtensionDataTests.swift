import Foundation
import HTTPTypes
import Hark
import HarkAccounts
import HarkAssistant
import HarkExtensionHost
import HarkExtensionKit
import HarkLanguage
import HarkServer
import HarkTesting
import Hummingbird
import HummingbirdTesting
import ListOMatKit
import Testing

/// On the server every user has List-o-Mat's lists of their own: the extension runs once per
/// user, in a sandbox that holds only that user's container.
@Suite("each user's app data", .serialized)
struct ExtensionDataTests {
    @Test("alice's lists are never seen or changed by bob's requests")
    func listsStayApart() async throws {
        let folder = try TemporaryDirectory(prefix: "hark-server-data")
        let dataDirectory = folder.dataDirectory
        let installer = ExtensionInstaller(
            registry: AppRegistry(dataDirectory: dataDirectory), sandbox: Sandbox(launcher: BuiltExecutable("hark-sandbox").url))
        _ = try await installer.install(executable: BuiltExecutable("listomat-extension").url)
        let vocabulary = MemoryVocabularyStore()
        let host = try ExtensionHost(dataDirectory: dataDirectory, sandbox: Sandbox(launcher: BuiltExecutable("hark-sandbox").url)) {
            values, kind, app, user in
            await vocabulary.setVocabulary(values, of: kind, app: app, user: user)
        }
        let assistant = try Assistant(apps: host.extensions, configuration: .init(handlerDeadline: .seconds(60)), vocabulary: vocabulary)
        let users = MemoryUserStore()
        let accounts = Accounts(store: users)
        let alice = try await accounts.add(name: "alice").value
        let bob = try await accounts.add(name: "bob").value
        let server = try HarkServer(assistant: assistant, accounts: accounts)

        try await Application(router: server.router()).test(.router) { client in
            for token in [alice, bob] {
                #expect(try await client.exchange(.post, "/v1/apps/ListOMat/allow", token: token).status == .ok)
            }
            let added = try await client.exchange(
                .post, "/v1/conversations", token: alice, json: ["text": "add kiwis to the grocery store list"])
            #expect(added.say == "Added kiwis to Grocery Store.")
            let bobs = try await client.exchange(.post, "/v1/conversations", token: bob, json: ["text": "show the grocery store list"])
            #expect(bobs.say == "On Grocery Store: milk, bread and apples.")
            let removing = try await client.exchange(
                .post, "/v1/conversations", token: bob, json: ["text": "delete milk from the grocery store list"])
            #expect(removing.say == "Shall I delete milk from Grocery Store?")
            let id = try #require(removing.conversation)
            let removed = try await client.exchange(.post, "/v1/conversations/\(id)", token: bob, json: ["text": "yes"])
            #expect(removed.say == "Deleted milk.")
            let alices = try await client.exchange(.post, "/v1/conversations", token: alice, json: ["text": "show the grocery store list"])
            #expect(alices.say == "On Grocery Store: milk, bread, apples and kiwis.")
        }
        // On disk: one container per user, each written only by its user's requests.
        let alicesItems = try ListStore(container: dataDirectory.container(forGroup: ListStore.appGroup, user: "alice")).lists()
            .flatMap(\.items)
        let bobsItems = try ListStore(container: dataDirectory.container(forGroup: ListStore.appGroup, user: "bob")).lists()
            .flatMap(\.items)
        #expect(alicesItems.contains { $0.title == "kiwis" })
        #expect(!bobsItems.isEmpty && !bobsItems.contains { $0.title == "kiwis" })
        #expect(
            host.supervisor.pid(of: "com.app-o-mat.listomat", user: "alice")
                != host.supervisor.pid(of: "com.app-o-mat.listomat", user: "bob"))
        // The words of each user's lists are that user's.
        let bobsWords = await vocabulary.vocabulary(user: "bob").values(kind: "Task", app: "com.app-o-mat.listomat")
        #expect(!bobsWords.contains { $0.spokenPhrase == "kiwis" })
        host.supervisor.stopAll()
    }
}
