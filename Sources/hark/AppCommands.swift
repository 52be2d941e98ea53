import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkExtensionHost

/// `hark apps`: the installed apps, their versions, where they run, their intents and whether
/// the user allows them; with `--examples`, what to say to each.
struct Apps: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the installed apps: version, where each runs, the intents it handles and whether you allow it."
    )

    @OptionGroup var options: CommonOptions

    @Flag(help: "Also print each app's example requests in the locale, with the intent each is understood as.")
    var examples = false

    func run() async throws {
        try await withInstallation(options) { installation, locale in
            if installation.host.apps.isEmpty {
                Terminal.print("No apps are installed. Install one with `hark install PATH` or `hark install --url URL`.")
            }
            for installed in installation.host.apps {
                let app = installed.manifest
                let status = try await installation.assistant.authorization(of: app.identifier, user: options.user)
                let names = app.alternativeNames.map(\.name)
                let also = names.isEmpty ? "" : " (also \(names.joined(separator: ", ")))"
                Terminal.print("\(app.displayName)\(also) \(installed.version) — \(app.identifier) — \(Self.describe(status))")
                Terminal.print("  runs: \(installed.whereItRuns)")
                Terminal.print("  intents: \(app.supportedIntents.joined(separator: ", "))")
                if let usage = app.usageDescription.value(for: locale) {
                    Terminal.print("  asks: \(usage)")
                }
                if examples {
                    let said = app.examples(in: locale)
                    Terminal.print(said.isEmpty ? "  examples: none in \(locale)" : "  examples:")
                    for example in said {
                        Terminal.print("    \"\(example.sentence)\" (\(example.intent))")
                    }
                }
            }
        }
    }

    static func describe(_ status: AuthorizationStatus) -> String {
        switch status {
        case .allowed: "allowed"
        case .denied: "denied"
        case .notDetermined: "not asked yet"
        }
    }
}

/// `hark allow APP`: let the app receive requests.
struct Allow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Allow an app to receive your requests.")

    @OptionGroup var options: CommonOptions

    @Argument(help: "The app: its identifier or its name.")
    var app: String

    func run() async throws {
        try await reportingFailures {
            try await setAuthorization(app, allowed: true, options: options)
        }
    }
}

/// `hark deny APP`: stop the app from receiving requests.
struct Deny: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Stop an app from receiving your requests.")

    @OptionGroup var options: CommonOptions

    @Argument(help: "The app: its identifier or its name.")
    var app: String

    func run() async throws {
        try await reportingFailures {
            try await setAuthorization(app, allowed: false, options: options)
        }
    }
}

private func setAuthorization(_ name: String, allowed: Bool, options: CommonOptions) async throws {
    let locale = try options.resolvedLocale()
    let installation = try await Installation(dataDirectory: options.dataDirectory, locale: locale, user: options.user)
    let app = try installation.app(named: name)
    do {
        if allowed {
            try await installation.assistant.allow(app: app.identifier, user: options.user)
        } else {
            try await installation.assistant.deny(app: app.identifier, user: options.user)
        }
    } catch {
        throw CommandFailure("\(error)")
    }
    Terminal.print("\(app.displayName): \(allowed ? "allowed" : "denied")")
}
