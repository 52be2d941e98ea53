import CurrencyRates
import Foundation
import Hark
import HarkAssistant
import HarkDefinition
import HarkLanguage
import HarkShortcuts
import HarkSQLite
import ListOMatExtension
import ListOMatKit
import PizzaShop

/// The apps installed in a data directory and the assistant over them, on Hark's database there:
/// every request the assistant handles is donated to the user's shortcuts in that database.
///
/// Opening a data directory for the first time creates it, and installs List-o-Mat with a few demo
/// lists in the assistant's language; a List-o-Mat container that exists already is never touched.
struct Installation {
    let dataDirectory: DataDirectory
    let database: HarkDatabase
    let extensions: [any AppExtension]
    let assistant: Assistant
    let vocabulary: SQLiteVocabularyStore
    let user: String
    /// Where the user is, when they said so (`--near`).
    let place: Coordinate?

    /// Opens `dataDirectory` for `user`, who is at `place` when known, speaking `locale`.
    ///
    /// - Parameter everyUser: Register the apps' vocabulary for every user of the server too,
    ///   not only for `user` (what the server needs, since its users share the installed apps).
    /// - Throws: ``CommandFailure`` naming the path when the data directory or a store in it
    ///   cannot be used.
    init(dataDirectory: DataDirectory, locale: String, user: String, place: Coordinate? = nil, everyUser: Bool = false) async throws {
        self.dataDirectory = dataDirectory
        self.user = user
        self.place = place
        do {
            database = try HarkDatabase(dataDirectory: dataDirectory)
        } catch {
            throw CommandFailure(error.description)
        }
        vocabulary = SQLiteVocabularyStore(database: database)
        let registrar: any VocabularyRegistering = everyUser
            ? EveryUserRegistrar(vocabulary: vocabulary, users: SQLiteUserStore(database: database), alsoFor: user)
            : vocabulary.registrar(for: user)
        let language = (try? LanguageProfile.forLocale(locale).language) ?? "en"

        let lists: ListStore
        do {
            let container = try dataDirectory.container(forGroup: ListStore.appGroup)
            let isNew = !FileManager.default.fileExists(atPath: container.url.path)
            lists = ListStore(container: container, registrar: registrar)
            if isNew {
                try container.create()
                try await lists.installDemoLists(language: language)
            }
            // The app's own command line may have changed the lists without telling anyone.
            try await lists.registerVocabulary()
        } catch {
            throw CommandFailure("List-o-Mat: \(error)")
        }

        extensions = [
            ListOMatExtension(store: lists, language: language),
            PizzaShopExtension(pizzeria: Pizzeria(hours: OpeningHours(opens: 11, closes: 23, calendar: .current))),
            CurrencyRatesExtension(),
        ]
        do {
            assistant = try Assistant(
                apps: extensions,
                conversations: SQLiteConversationStore(database: database),
                authorizations: SQLiteAuthorizationStore(database: database),
                vocabulary: vocabulary,
                shortcuts: SQLiteShortcutStore(database: database)
            )
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The session of the user, authenticated: a person at their own terminal.
    var session: Session { Session(user: user, isAuthenticated: true, place: place) }

    /// The installed app that `name` names: its identifier, display name or an alternative name,
    /// ignoring case.
    ///
    /// - Throws: ``CommandFailure`` listing the installed apps when none matches.
    func app(named name: String) throws -> AppManifest {
        let wanted = name.lowercased()
        let manifests = extensions.map(\.manifest)
        if let manifest = manifests.first(where: { manifest in
            manifest.identifier.lowercased() == wanted || manifest.displayName.lowercased() == wanted
                || manifest.alternativeNames.contains { $0.name.lowercased() == wanted }
        }) {
            return manifest
        }
        let installed = manifests.map { "\($0.displayName) (\($0.identifier))" }.joined(separator: ", ")
        throw CommandFailure("no installed app is called '\(name)'; installed: \(installed)")
    }

    /// The definition files of the installed apps, each once.
    func definitions() throws -> [DefinitionFile] {
        var seen = Set<String>()
        var files: [DefinitionFile] = []
        for source in extensions.flatMap(\.definitions) where seen.insert(source.fileName).inserted {
            do {
                files.append(try DefinitionFile(parsing: source.text, path: source.fileName))
            } catch {
                throw CommandFailure("\(source.fileName): \(error)")
            }
        }
        return files
    }

    /// A recognizer over the installed apps, for commands that understand without running anything.
    func recognizer() throws -> Recognizer {
        do {
            return try Recognizer(definitions: definitions(), apps: extensions.map(\.manifest))
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

/// Registers an app's words for `alsoFor` and for every user of the server, as they are when the
/// words change: the installed apps and their data are shared by the server's users.
struct EveryUserRegistrar: VocabularyRegistering {
    let vocabulary: SQLiteVocabularyStore
    let users: SQLiteUserStore
    let alsoFor: String

    func setVocabulary(_ values: [SpeakableString], of kind: String, app: String) async throws {
        var names = [alsoFor]
        for account in try await users.accounts() where !names.contains(account.name) {
            names.append(account.name)
        }
        for name in names {
            try await vocabulary.setVocabulary(values, of: kind, app: app, user: name)
        }
    }
}
