import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import HarkDialog
import Hummingbird

/// `/v1/apps`: the installed apps, the user's permissions, and vocabulary the user's apps register.
extension HarkServer {
    /// The most words one vocabulary request may register.
    static let maximumVocabularySize = 2_000

    func addAppRoutes(to api: RouterGroup<ServerRequestContext>) {
        api.get("apps") { request, context in
            let user = try context.authenticatedUser
            let locale = request.uri.queryParameters.get("locale") ?? "en"
            try assistant.checkLocale(locale)
            var apps: [API.App] = []
            for manifest in assistant.apps {
                let status = try await assistant.authorization(of: manifest.identifier, user: user)
                apps.append(API.App(manifest, locale: locale, authorization: status))
            }
            return try JSONBody.response(API.Apps(apps: apps))
        }
        api.post("apps/:app/allow") { request, context in
            try await setAuthorization(allowed: true, request: request, context: context)
        }
        api.post("apps/:app/deny") { request, context in
            try await setAuthorization(allowed: false, request: request, context: context)
        }
        api.put("apps/:app/vocabulary/:kind") { request, context in
            let user = try context.authenticatedUser
            let app = try installedApp(context.parameters.require("app")).identifier
            let kind = try context.parameters.require("kind")
            guard Self.isValidKind(kind) else {
                throw ServerError.invalidValue("'\(kind)' is not a vocabulary kind: use a type name such as TaskList, Task or Note")
            }
            let body = try await JSONBody.decode(API.VocabularyRequest.self, from: request, context: context)
            guard body.values.count <= Self.maximumVocabularySize else {
                throw ServerError.invalidValue("'values' has \(body.values.count) words; at most \(Self.maximumVocabularySize) are taken")
            }
            let phrases = body.values.map(\.phrase)
            if let index = phrases.firstIndex(where: { $0.spokenPhrase.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw ServerError.invalidValue("'values[\(index)]' is empty")
            }
            try await assistant.vocabulary.setVocabulary(phrases, of: kind, app: app, user: user)
            return try JSONBody.response(API.Vocabulary(app: app, kind: kind, count: phrases.count))
        }
    }

    private func setAuthorization(allowed: Bool, request: Request, context: ServerRequestContext) async throws -> Response {
        let user = try context.authenticatedUser
        let manifest = try installedApp(context.parameters.require("app"))
        let locale = request.uri.queryParameters.get("locale") ?? "en"
        try assistant.checkLocale(locale)
        if allowed {
            try await assistant.allow(app: manifest.identifier, user: user)
        } else {
            try await assistant.deny(app: manifest.identifier, user: user)
        }
        return try JSONBody.response(API.App(manifest, locale: locale, authorization: allowed ? .allowed : .denied))
    }

    /// The installed app `name` names: its identifier, or its display or alternative name
    /// ignoring case, as on the command line.
    private func installedApp(_ name: String) throws -> AppManifest {
        let wanted = name.lowercased()
        if let manifest = assistant.apps.first(where: { manifest in
            manifest.identifier.lowercased() == wanted || manifest.displayName.lowercased() == wanted
                || manifest.alternativeNames.contains { $0.name.lowercased() == wanted }
        }) {
            return manifest
        }
        let installed = assistant.apps.map(\.identifier).joined(separator: ", ")
        throw ServerError(status: .notFound, code: .unknownApp, message: "no installed app is called '\(name)'; installed: \(installed)")
    }

    static func isValidKind(_ kind: String) -> Bool {
        guard (1...64).contains(kind.count), let first = kind.unicodeScalars.first, CharacterSet.letters.contains(first) else {
            return false
        }
        return kind.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
    }
}
