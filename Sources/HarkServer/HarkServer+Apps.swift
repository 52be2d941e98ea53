import Foundation
import HTTPTypes
import Hark
import HarkAssistant
import HarkDialog

/// `/v1/apps`: the installed apps, the user's permissions, and vocabulary the user's apps register.
extension HarkServer {
    /// The most words one vocabulary request may register.
    static let maximumVocabularySize = 2_000

    func listApps(_ input: Operations.ListApps.Input) async throws -> Operations.ListApps.Output {
        let user = try Caller.user
        let locale = try checkedLocale(input.query.locale)
        var apps: [Components.Schemas.App] = []
        for manifest in assistant.apps {
            let status = try await assistant.authorization(of: manifest.identifier, user: user)
            apps.append(.init(manifest, locale: locale, authorization: status))
        }
        return .ok(.init(body: .json(.init(apps: apps))))
    }

    func allowApp(_ input: Operations.AllowApp.Input) async throws -> Operations.AllowApp.Output {
        .ok(.init(body: .json(try await setAuthorization(allowed: true, app: input.path.app, locale: input.query.locale))))
    }

    func denyApp(_ input: Operations.DenyApp.Input) async throws -> Operations.DenyApp.Output {
        .ok(.init(body: .json(try await setAuthorization(allowed: false, app: input.path.app, locale: input.query.locale))))
    }

    func setVocabulary(_ input: Operations.SetVocabulary.Input) async throws -> Operations.SetVocabulary.Output {
        let body =
            switch input.body {
            case .json(let body): body
            }
        let user = try Caller.user
        let app = try installedApp(input.path.app).identifier
        let kind = input.path.kind
        guard Self.isValidKind(kind) else {
            throw ServerError.invalidValue("'\(kind)' is not a vocabulary kind: use a type name such as TaskList, Task or Note")
        }
        guard body.values.count <= Self.maximumVocabularySize else {
            throw ServerError.invalidValue("'values' has \(body.values.count) words; at most \(Self.maximumVocabularySize) are taken")
        }
        let phrases = body.values.map(\.phrase)
        if let index = phrases.firstIndex(where: { $0.spokenPhrase.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ServerError.invalidValue("'values[\(index)]' is empty")
        }
        try await assistant.vocabulary.setVocabulary(phrases, of: kind, app: app, user: user)
        return .ok(.init(body: .json(.init(app: app, kind: kind, count: Int64(phrases.count)))))
    }

    private func setAuthorization(allowed: Bool, app name: String, locale: String?) async throws -> Components.Schemas.App {
        let user = try Caller.user
        let manifest = try installedApp(name)
        let locale = try checkedLocale(locale)
        if allowed {
            try await assistant.allow(app: manifest.identifier, user: user)
        } else {
            try await assistant.deny(app: manifest.identifier, user: user)
        }
        return .init(manifest, locale: locale, authorization: allowed ? .allowed : .denied)
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

    /// Whether `kind` names a value type, as the document's `VocabularyKind` pattern has it.
    static func isValidKind(_ kind: String) -> Bool {
        OpenAPIDocument.allows(kind, as: "VocabularyKind")
    }
}
