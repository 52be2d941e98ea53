import ArgumentParser
import Foundation
import Hark
import HarkAssistant
import HarkExtensionHost
import HarkShortcuts

/// `hark suggest`: the user's shortcuts ranked for a moment and a place, each with why.
struct Suggest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Suggest your shortcuts for now (or --at a moment, --near a place), with why each ranks there.",
        discussion: """
            Shortcuts are learned from the requests the assistant handled for you: how often, how \
            recently, at what time of day, on which weekday and where (requests made with --near). \
            --at takes \(Moment.forms), in your time zone.
            """
    )

    @OptionGroup var options: CommonOptions
    @OptionGroup var place: PlaceOption

    @Option(help: "The moment to suggest for (default: now).")
    var at: String?

    @Option(help: "At most this many suggestions.")
    var limit: Int = 5

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() async throws {
        try await withInstallation(options, place: try place.coordinate(), models: .none) { installation, locale in
            let calendar = Calendar.current
            let moment = try at.map { text throws(CommandFailure) in try Moment.parse(text, now: Date(), calendar: calendar) } ?? Date()
            let assistant = installation.assistant
            let suggestions = try await failingClearly {
                try await assistant.suggestions(for: installation.session, at: moment, timeZone: calendar.timeZone, limit: limit)
            }
            guard !suggestions.isEmpty else {
                Terminal.print("No suggestions yet: shortcuts are learned from the requests you make.")
                return
            }
            for (index, suggestion) in suggestions.enumerated() {
                let shortcut = suggestion.shortcut
                Terminal.print(
                    "\(index + 1). \(assistant.title(of: shortcut, locale: locale)) — \(assistant.displayName(of: shortcut.app)) [\(shortcut.shortIdentifier)]"
                )
                Terminal.print("   why: \(suggestion.explanation)")
            }
        }
    }
}

/// `hark shortcuts`: the user's shortcuts, with the identifiers phrases are bound with, and the
/// deletion of the donations they are learned from.
struct Shortcuts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "List your shortcuts with their identifiers, or delete the donations they are learned from.",
        discussion: "A shortcut is a request the assistant handled for you, with its values: \"Show rate: US dollar\".",
        subcommands: [List.self, Delete.self],
        defaultSubcommand: List.self
    )

    /// `hark shortcuts list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List your shortcuts with their identifiers, the most used first.")

        @OptionGroup var options: CommonOptions

        func run() async throws {
            try await withInstallation(options, models: .none) { installation, locale in
                let assistant = installation.assistant
                let usages = try await failingClearly { try await assistant.shortcuts.shortcuts(user: options.user, now: Date()) }
                guard !usages.isEmpty else {
                    Terminal.print("No shortcuts yet: they are learned from the requests you make.")
                    return
                }
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
                formatter.timeZone = .current
                for usage in usages {
                    let shortcut = usage.shortcut
                    let uses = usage.uses.count == 1 ? "1 use" : "\(usage.uses.count) uses"
                    let last = usage.lastUsed.map { ", last \(formatter.string(from: $0).prefix(16))" } ?? ""
                    Terminal.print(
                        "\(shortcut.shortIdentifier)  \(assistant.title(of: shortcut, locale: locale)) — \(assistant.displayName(of: shortcut.app)) — \(uses)\(last)"
                    )
                }
            }
        }
    }

    /// `hark shortcuts delete (--id ID | --group GROUP | --app APP)`.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete the donations of one shortcut, of a donation group, or of an app.",
            discussion: """
                A shortcut, its suggestions and its uses are learned from donations; deleting them \
                forgets the shortcut. Your phrases stay, and still run what they ran.
                """
        )

        @OptionGroup var options: CommonOptions

        @Option(help: "A shortcut's identifier, as `hark shortcuts` lists it (or its full identifier).")
        var id: String?

        @Option(help: "A group an app donated under, in every app.")
        var group: String?

        @Option(help: "An app, by identifier or name: all its donations.")
        var app: String?

        func validate() throws {
            guard [id, group, app].compactMap(\.self).count == 1 else {
                throw ValidationError("give exactly one of --id, --group or --app")
            }
        }

        func run() async throws {
            try await withInstallation(options, models: .none) { installation, locale in
                let assistant = installation.assistant
                let center = assistant.shortcuts
                let user = options.user
                if let id {
                    let (shortcut, deleted) = try await failingClearly {
                        guard let shortcut = try await center.shortcut(id, user: user) else {
                            throw CommandFailure("you have no shortcut '\(id)'; `hark shortcuts` lists yours")
                        }
                        return (shortcut, try await center.deleteDonations(of: shortcut, user: user))
                    }
                    Terminal.print(
                        "Deleted \(Self.count(deleted)) of \(assistant.title(of: shortcut, locale: locale)) — "
                            + "\(assistant.displayName(of: shortcut.app)) [\(shortcut.shortIdentifier)]."
                    )
                } else if let group {
                    let deleted = try await failingClearly { try await center.deleteDonations(user: user, .group(group)) }
                    Terminal.print("Deleted \(Self.count(deleted)) of the group '\(group)'.")
                } else if let app {
                    let manifest = try installation.app(named: app)
                    let deleted = try await failingClearly {
                        try await center.deleteDonations(user: user, app: manifest.identifier, .all)
                    }
                    Terminal.print("Deleted \(Self.count(deleted)) of \(manifest.displayName).")
                }
            }
        }

        /// "1 donation", "3 donations".
        static func count(_ deleted: Int) -> String {
            deleted == 1 ? "1 donation" : "\(deleted) donations"
        }
    }
}

/// Runs `body`, turning a store's or Shortcuts' error into a ``CommandFailure`` with its message.
func failingClearly<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as ShortcutsError {
        throw CommandFailure(error.message)
    } catch let error as CommandFailure {
        throw error
    } catch {
        throw CommandFailure("\(error)")
    }
}
