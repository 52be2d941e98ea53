import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDefinition
import HarkDialog
import HarkExtensionHost

/// `hark apps`: the installed apps, their versions, where they run, their intents and whether
/// the user allows them; with `--examples`, what to say to each.
struct Apps: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "List the installed apps: version, where each runs, the intents it handles and whether you allow it."
    )

    @OptionGroup var options: CommonOptions

    @Flag(help: "Also print each app's example requests in the locale, with the intent each is understood as.")
    var examples = false

    func run() async throws {
        try await withInstallation(options, models: .none) { installation, locale in
            if installation.host.apps.isEmpty {
                Terminal.print("No apps are installed. Install one with `hark install PATH` or `hark install --url URL`.")
            }
            let words = Self.words(locale)
            for installed in installation.host.apps {
                let app = installed.manifest
                let status = try await installation.assistant.authorization(of: app.identifier, user: options.user)
                let names = app.alternativeNames.map(\.name)
                let also = names.isEmpty ? "" : " (\(words.also) \(names.joined(separator: ", ")))"
                Terminal.print("\(app.displayName)\(also) \(installed.version) — \(app.identifier) — \(Self.describe(status, words))")
                Terminal.print("  \(words.runs): \(installed.whereItRuns)")
                let intents = app.supportedIntents.map { name in
                    let title = installation.assistant.intentDefinition(named: name, app: app.identifier)?.intent.title
                    return title.flatMap { $0[locale] ?? $0[Self.language(locale)] }.map { "\($0) (\(name))" } ?? name
                }
                Terminal.print("  \(words.intents): \(intents.joined(separator: words.separator))")
                if let usage = app.usageDescription.value(for: locale) {
                    Terminal.print("  \(words.asks): \(usage)")
                }
                if examples {
                    let said = app.examples(in: locale)
                    Terminal.print(said.isEmpty ? "  \(words.examples): \(words.none) (\(locale))" : "  \(words.examples):")
                    for example in said {
                        Terminal.print("    \"\(example.sentence)\" (\(example.intent))")
                    }
                }
            }
        }
    }

    /// The labels of `hark apps`, in the assistant language.
    struct Words {
        var also, runs, intents, asks, examples, none, allowed, denied, notAsked, separator: String
    }

    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    static func words(_ locale: String) -> Words {
        switch language(locale) {
        case "es":
            Words(
                also: "también", runs: "se ejecuta", intents: "acciones", asks: "pide", examples: "ejemplos", none: "ninguno",
                allowed: "permitida", denied: "denegada", notAsked: "aún sin preguntar", separator: ", ")
        case "fr":
            Words(
                also: "aussi", runs: "s'exécute", intents: "actions", asks: "demande", examples: "exemples", none: "aucun",
                allowed: "autorisée", denied: "refusée", notAsked: "pas encore demandé", separator: ", ")
        case "ja":
            Words(
                also: "別名", runs: "実行", intents: "できること", asks: "説明", examples: "例", none: "なし", allowed: "許可済み",
                denied: "拒否", notAsked: "未確認", separator: "、")
        case "ar":
            Words(
                also: "أيضًا", runs: "يعمل", intents: "الأوامر", asks: "يطلب", examples: "أمثلة", none: "لا شيء", allowed: "مسموح",
                denied: "مرفوض", notAsked: "لم يُسأل بعد", separator: "، ")
        default:
            Words(
                also: "also", runs: "runs", intents: "intents", asks: "asks", examples: "examples", none: "none",
                allowed: "allowed", denied: "denied", notAsked: "not asked yet", separator: ", ")
        }
    }

    static func describe(_ status: AuthorizationStatus, _ words: Words) -> String {
        switch status {
        case .allowed: words.allowed
        case .denied: words.denied
        case .notDetermined: words.notAsked
        }
    }
}

/// `hark allow APP`: let the app receive requests.
struct Allow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "allow", abstract: "Allow an app to receive your requests.")

    @OptionGroup var options: CommonOptions

    @Argument(help: "The app: its identifier or its name.")
    var app: String

    func run() async throws {
        try await withInstallation(options, models: .none) { installation, _ in
            try await setAuthorization(app, allowed: true, installation: installation, user: options.user)
        }
    }
}

/// `hark deny APP`: stop the app from receiving requests.
struct Deny: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "deny", abstract: "Stop an app from receiving your requests.")

    @OptionGroup var options: CommonOptions

    @Argument(help: "The app: its identifier or its name.")
    var app: String

    func run() async throws {
        try await withInstallation(options, models: .none) { installation, _ in
            try await setAuthorization(app, allowed: false, installation: installation, user: options.user)
        }
    }
}

private func setAuthorization(_ name: String, allowed: Bool, installation: Installation, user: String) async throws {
    let app = try installation.app(named: name)
    do {
        if allowed {
            try await installation.assistant.allow(app: app.identifier, user: user)
        } else {
            try await installation.assistant.deny(app: app.identifier, user: user)
        }
    } catch {
        throw CommandFailure("\(error)")
    }
    Terminal.print("\(app.displayName): \(allowed ? "allowed" : "denied")")
}
