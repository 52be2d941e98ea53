import ArgumentParser
import Foundation
import Hark
import HarkLanguage
import HarkShortcuts

/// The options every command takes.
struct CommonOptions: ParsableArguments {
    @Option(help: "The data directory (default: $HARK_DATA_DIR, else ~/.local/share/hark).")
    var dataDir: String?

    @Option(help: "The assistant language: en, es, fr, ja or ar, with or without a region (default: from $LANG, else en).")
    var locale: String?

    @Option(help: "Whose conversations, permissions and vocabulary to use.")
    var user: String = "default"

    @Option(
        help: ArgumentHelp(
            "Keep conversations, permissions, vocabulary, shortcuts and users in this PostgreSQL database, shared by several servers (default: $HARK_DATABASE_URL, else Hark's database in the data directory).",
            valueName: "postgres://user:password@host:port/database"))
    var database: String?

    /// The shared database the options name: `--database`, else `$HARK_DATABASE_URL`; `nil` for
    /// the data directory's own.
    func resolvedDatabase(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let database, !database.isEmpty { return database }
        if let url = environment["HARK_DATABASE_URL"], !url.isEmpty { return url }
        return nil
    }

    /// The data directory the options name.
    var dataDirectory: DataDirectory { DataDirectory.resolve(dataDir) }

    /// The assistant language: `--locale`, else the environment's `LANG`, else English.
    ///
    /// - Throws: ``CommandFailure`` when `--locale` names a language Hark does not speak.
    func resolvedLocale(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if let locale {
            do {
                _ = try LanguageProfile.forLocale(locale)
            } catch {
                throw CommandFailure(error.message)
            }
            return locale
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let identifier = String(value.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(of: "_", with: "-")
            if (try? LanguageProfile.forLocale(identifier)) != nil { return identifier }
            // "C", "POSIX" or a language Hark does not speak: fall back to English.
            break
        }
        return "en"
    }
}

/// A failure the command reports as one line on standard error, `hark: message`, exiting with 1.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

extension AsyncParsableCommand {
    /// Runs `body` with the locale the options resolve to and the installation in their data
    /// directory for their user (at `place`), reporting failures as ``reportingFailures(_:)`` does:
    /// what nearly every command starts with.
    /// `models`: which trained models the installation loads; `.none` for a command that
    /// understands no request.
    /// `place` is read inside, so that a malformed `--near` is reported like any other failure.
    func withInstallation(
        _ options: CommonOptions, place: @autoclosure () throws -> Coordinate? = nil, models: Installation.Models = .locale,
        _ body: (_ installation: Installation, _ locale: String) async throws -> Void
    ) async throws {
        try await reportingFailures {
            let locale = try options.resolvedLocale()
            let installation = try await Installation(
                dataDirectory: options.dataDirectory, database: options.resolvedDatabase(), locale: locale, user: options.user,
                place: try place(), models: models)
            do {
                try await body(installation, locale)
            } catch {
                await installation.close()
                throw error
            }
            await installation.close()
        }
    }

    /// Runs `body`, turning a ``CommandFailure`` into one line on standard error and exit code 1.
    func reportingFailures(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as CommandFailure {
            Terminal.error("hark: \(failure.message)")
            throw ExitCode.failure
        }
    }
}
