import ArgumentParser
import Foundation
import HarkAssistant
import HarkExtensionHost
import HarkShortcuts

/// `hark phrases`: the user's own phrases for their shortcuts ("Add to Siri").
struct Phrases: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrases",
        abstract: "List, add, edit and remove your own phrases for your shortcuts.",
        discussion: """
            A phrase runs its shortcut when you say it, before anything else is tried; case, accents \
            and punctuation do not matter. A phrase may hold a parameter of the shortcut's intent as \
            {name}: "show rate for {currency}" bound to a rate shortcut runs the rate of whichever \
            currency you name.
            """,
        subcommands: [List.self, Add.self, Edit.self, Remove.self],
        defaultSubcommand: List.self
    )

    /// `hark phrases list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List your phrases and the shortcuts they run.")

        @OptionGroup var options: CommonOptions

        func run() async throws {
            try await withInstallation(options, models: .none) { installation, locale in
                let phrases = try await failingClearly { try await installation.assistant.shortcuts.phrases(user: options.user) }
                guard !phrases.isEmpty else {
                    Terminal.print("No phrases yet: add one with `hark phrases add PHRASE --shortcut ID` (see `hark shortcuts`).")
                    return
                }
                for phrase in phrases {
                    Terminal.print(describe(phrase, assistant: installation.assistant, locale: locale))
                }
            }
        }
    }

    /// `hark phrases add PHRASE --shortcut ID`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Bind a phrase of your own, in the --locale language, to one of your shortcuts."
        )

        @OptionGroup var options: CommonOptions

        @Argument(help: "The phrase, e.g. \"Pizza time\" or \"show rate for {currency}\".")
        var phrase: String

        @Option(help: "The shortcut's identifier, as `hark shortcuts` lists it.")
        var shortcut: String

        func run() async throws {
            try await withInstallation(options, models: .none) { installation, locale in
                let center = installation.assistant.shortcuts
                let added = try await failingClearly {
                    guard let target = try await center.shortcut(shortcut, user: options.user) else {
                        throw CommandFailure("you have no shortcut '\(shortcut)'; `hark shortcuts` lists yours")
                    }
                    return try await center.addPhrase(phrase, locale: locale, shortcut: target, user: options.user)
                }
                Terminal.print("Added: \(describe(added, assistant: installation.assistant, locale: locale))")
            }
        }
    }

    /// `hark phrases edit OLD NEW`.
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Change the words of one of your phrases; it keeps its shortcut (and its language unless --locale is given)."
        )

        @OptionGroup var options: CommonOptions

        @Argument(help: "The phrase as it is now.")
        var old: String

        @Argument(help: "The new phrase.")
        var new: String

        func run() async throws {
            try await withInstallation(options, models: .none) { installation, locale in
                let center = installation.assistant.shortcuts
                let edited = try await failingClearly {
                    let existing = try await existingPhrase(old, center: center, user: options.user)
                    return try await center.editPhrase(id: existing.id, user: options.user, text: new, locale: options.locale)
                }
                Terminal.print("Changed: \(describe(edited, assistant: installation.assistant, locale: locale))")
            }
        }
    }

    /// `hark phrases remove PHRASE`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove one of your phrases; its shortcut stays.")

        @OptionGroup var options: CommonOptions

        @Argument(help: "The phrase.")
        var phrase: String

        func run() async throws {
            try await withInstallation(options, models: .none) { installation, locale in
                let center = installation.assistant.shortcuts
                let removed = try await failingClearly {
                    let existing = try await existingPhrase(phrase, center: center, user: options.user)
                    try await center.deletePhrase(id: existing.id, user: options.user)
                    return existing
                }
                Terminal.print("Removed: \"\(removed.text)\"")
            }
        }
    }
}

/// The user's phrase that reads like `text`.
///
/// - Throws: ``CommandFailure`` when they have none.
private func existingPhrase(_ text: String, center: ShortcutCenter, user: String) async throws -> VoicePhrase {
    guard let phrase = try await center.phrase(reading: text, user: user) else {
        throw CommandFailure("you have no phrase '\(text)'; `hark phrases` lists yours")
    }
    return phrase
}

/// `"show rate for {currency}" (en) → Show rate: US dollar — Currency Rates [1a2b3c4d]`.
private func describe(_ phrase: VoicePhrase, assistant: Assistant, locale: String) -> String {
    let shortcut = phrase.shortcut
    return "\"\(phrase.text)\" (\(phrase.locale)) → \(assistant.title(of: shortcut, locale: locale)) — "
        + "\(assistant.displayName(of: shortcut.app)) [\(shortcut.shortIdentifier)]"
}
