import Foundation
import HTTPTypes
import Hark
import HarkAccounts
import HarkAssistant
import HarkDefinition
import HarkDialog
import HarkLanguage
import HarkServer
import HarkTesting
import Hummingbird
import HummingbirdTesting
import ListOMatExtension
import ListOMatKit
import NIOCore
import Testing

/// The server over an assistant with List-o-Mat on a store in a fresh directory, and two users,
/// alice and bob, each with a token.
struct ServerFixture {
    /// A grocery store and a hardware store ("store" asks which one), the grocery's second item
    /// done, in the fixture's language.
    struct Lists {
        var locale: String
        var grocery: String
        var hardware: String
        var groceries: [String]
        var hardwareItems: [String]
        /// "In ListOMat, show the store list", in the language.
        var showStore: String

        static let english = Lists(
            locale: "en", grocery: "Grocery Store", hardware: "Hardware Store", groceries: ["milk", "bread"],
            hardwareItems: ["nails"], showStore: "In ListOMat, show the store list"
        )
        static let all = [
            english,
            Lists(
                locale: "es", grocery: "Tienda de comestibles", hardware: "Tienda de bricolaje", groceries: ["leche", "pan"],
                hardwareItems: ["clavos"], showStore: "En ListOMat, muestra la lista de la tienda"),
            Lists(
                locale: "fr", grocery: "Magasin d'alimentation", hardware: "Magasin de bricolage", groceries: ["lait", "pain"],
                hardwareItems: ["clous"], showStore: "Dans ListOMat, affiche la liste du magasin"),
            Lists(
                locale: "ja", grocery: "食料品店", hardware: "金物店", groceries: ["牛乳", "パン"],
                hardwareItems: ["釘"], showStore: "ListOMatで店のリストを見せて"),
            Lists(
                locale: "ar", grocery: "متجر البقالة", hardware: "متجر الأدوات", groceries: ["حليب", "خبز"],
                hardwareItems: ["مسامير"], showStore: "في ListOMat اعرض قائمة المتجر"),
        ]
    }

    let folder: TemporaryDirectory
    let store: ListStore
    let assistant: Assistant
    let users: MemoryUserStore
    let vocabulary: MemoryVocabularyStore
    let server: HarkServer
    let alice: String
    let bob: String
    let lists: Lists

    /// The fixture's apps and lists in `lists`' language; with `trained`, the assistant also has
    /// the trained layer's Lists & Notes model of the language, as `hark serve` has its models.
    /// The server lets each user ask as often as `limits` allow: by default without limits, so
    /// that tests about other things never meet one.
    /// The assistant keeps its conversations in `conversations`.
    init(
        lists: Lists = .english, trained: Bool = false, limits: RateLimits = .none,
        conversations: any ConversationStore = MemoryConversationStore()
    ) async throws {
        folder = try TemporaryDirectory(prefix: "hark-server")
        vocabulary = MemoryVocabularyStore()
        let registrar = UsersRegistrar(vocabulary: vocabulary, users: ["alice", "bob"])
        store = try ListStore(dataDirectory: folder.dataDirectory, registrar: registrar, vocabularyFailure: { _ in })
        try await store.createList(named: lists.grocery, items: lists.groceries)
        try await store.createList(named: lists.hardware, items: lists.hardwareItems)
        try await store.setItem(.title(lists.groceries[1]), in: .name(lists.grocery), done: true)
        // A deadline no loaded machine misses: these tests are about the API, not about deadlines.
        assistant = try Assistant(
            apps: [ListOMatExtension(store: store, language: lists.locale), PlainApp()],
            configuration: Assistant.Configuration(handlerDeadline: .seconds(120)),
            conversations: conversations,
            vocabulary: vocabulary,
            trainedModels: { definitions in
                trained
                    ? definitions.filter { $0.name == "ListsAndNotes" }.map { TrainedModel.train(file: $0, language: lists.locale) } : []
            }
        )
        users = MemoryUserStore()
        let accounts = Accounts(store: users)
        alice = try await accounts.add(name: "alice").value
        bob = try await accounts.add(name: "bob").value
        server = try HarkServer(assistant: assistant, accounts: accounts, limits: limits)
        self.lists = lists
    }

    /// The application as the tests drive it, in process or over a socket.
    var application: some ApplicationProtocol {
        Application(router: server.router())
    }
}

/// Registers List-o-Mat's words for each of the fixture's users, as `hark serve` does for its users.
struct UsersRegistrar: VocabularyRegistering {
    let vocabulary: MemoryVocabularyStore
    let users: [String]

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        for user in users {
            await vocabulary.setVocabulary(values, of: kind, app: app, user: user)
        }
    }
}

/// An app that ships no card, to see the default one: it handles Lists & Notes' note creation.
struct PlainApp: AppExtension {
    var manifest: AppManifest {
        AppManifest(
            identifier: "org.example.plainnotes", displayName: "Plain Notes",
            usageDescription: ["en": "Plain Notes keeps the notes you dictate.", "es": "Plain Notes guarda las notas que dictas."],
            supportedIntents: ["CreateNote"],
            // Notes may be private: not from a locked device.
            intentsRestrictedWhileLocked: ["CreateNote"]
        )
    }

    var definitions: [DefinitionSource] { [ListsAndNotes.definition] }

    func handler(for intent: Intent) -> (any IntentHandling)? {
        intent.name == CreateNoteIntent.intentName ? CreateNoteIntentHandler(NoteMaker()) : nil
    }

    struct NoteMaker: CreateNoteIntentHandling {
        func handle(intent: CreateNoteIntent) async -> CreateNoteIntentResponse {
            let title = intent.title ?? SpeakableString(spokenPhrase: "Note")
            return CreateNoteIntentResponse(code: .success, createdNote: Note(title: title, content: intent.content ?? ""))
        }
    }
}

/// A request to the server and what it answered, parsed.
struct Exchange {
    var status: HTTPResponse.Status
    var json: [String: Any]
    var headers: HTTPFields

    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
    var errorMessage: String? { (json["error"] as? [String: Any])?["message"] as? String }
    subscript(key: String) -> Any? { json[key] }
    var say: String? { json["say"] as? String }
    var conversation: String? { json["conversation"] as? String }
    var expecting: String? { json["expecting"] as? String }
    var choices: [String] { json["choices"] as? [String] ?? [] }
    var card: [String: Any]? { json["card"] as? [String: Any] }
}

extension TestClientProtocol {
    /// Sends `body` (JSON, or raw text) with `token` as the bearer token, and parses the answer.
    func exchange(
        _ method: HTTPRequest.Method, _ uri: String, token: String?, json body: Any? = nil, raw: String? = nil
    ) async throws -> Exchange {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        var buffer: ByteBuffer?
        if let body {
            headers[.contentType] = "application/json"
            buffer = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body))
        } else if let raw {
            headers[.contentType] = "application/json"
            buffer = ByteBuffer(string: raw)
        }
        return try await execute(uri: uri, method: method, headers: headers, body: buffer) { response in
            let data = Data(response.body.readableBytesView)
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            return Exchange(status: response.status, json: json, headers: response.headers)
        }
    }
}

/// `{"speakableString": {"spokenPhrase": text}}`, a value as the API takes it.
func speakable(_ text: String) -> [String: Any] {
    ["speakableString": ["spokenPhrase": text]]
}
