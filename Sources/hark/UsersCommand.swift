import ArgumentParser
import Foundation
import HarkAccounts
import HarkAssistant
import HarkExtensionHost
import HarkServer

/// `hark users`: who may use `hark serve`, each with their own token.
struct Users: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Manage the users of `hark serve` and their access tokens.",
        subcommands: [Add.self, Token.self, List.self, Remove.self]
    )

    /// `hark users add NAME`: a new user; the token is printed once and only its digest is kept.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a user and print their access token (shown only this once)."
        )

        @OptionGroup var options: CommonOptions

        @Argument(help: "The user's name: letters, digits, '.', '_' or '-'.")
        var name: String

        @Option(help: "How long the token works: a number of minutes, hours, days or weeks (90m, 12h, 30d, 2w); for good when absent.")
        var expires: TokenLifetime?

        func run() async throws {
            try await reportingFailures {
                let locale = try options.resolvedLocale()
                let expiry = expires?.expiry(from: Date())
                let token = try await withAccounts(options) { accounts in
                    do {
                        return try await accounts.add(name: name, expiresAt: expiry)
                    } catch let error as ServerError {
                        throw CommandFailure(error.message)
                    } catch let error as AccountError {
                        throw CommandFailure(error.message)
                    } catch {
                        throw CommandFailure("\(error)")
                    }
                }
                // The apps' words (list names…) for the new user, as for anyone using the command line.
                let installation = try await Installation(
                    dataDirectory: options.dataDirectory, database: options.resolvedDatabase(), locale: locale, user: name, models: .none)
                await installation.close()
                Terminal.print(token.value)
                Terminal.error("Added \(name)\(describe(expiry)). Keep the token above: it is shown only once.")
            }
        }
    }

    /// `hark users token NAME`: a new token for a user; the old one stops working at once.
    struct Token: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "token",
            abstract: "Give a user a new access token (shown only this once); their previous token stops working at once."
        )

        @OptionGroup var options: CommonOptions

        @Argument(help: "The user's name.")
        var name: String

        @Option(help: "How long the new token works: a number of minutes, hours, days or weeks (90m, 12h, 30d, 2w); for good when absent.")
        var expires: TokenLifetime?

        func run() async throws {
            try await reportingFailures {
                let expiry = expires?.expiry(from: Date())
                let token = try await withAccounts(options) { accounts in
                    do {
                        return try await accounts.replaceToken(of: name, expiresAt: expiry)
                    } catch let error as AccountError {
                        throw CommandFailure(error.message)
                    } catch {
                        throw CommandFailure("\(error)")
                    }
                }
                Terminal.print(token.value)
                Terminal.error(
                    "\(name) has a new token\(describe(expiry)); the previous one no longer works. Keep the token above: it is shown only once."
                )
            }
        }
    }

    /// `hark users list`: the users, by name.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the users, with when each was added and when their token expires.")

        @OptionGroup var options: CommonOptions

        func run() async throws {
            try await reportingFailures {
                let formatter = ISO8601DateFormatter()
                let now = Date()
                for account in try await withAccounts(options, listing) {
                    var line = "\(account.name)\tadded \(formatter.string(from: account.createdAt))"
                    if let expiry = account.expiresAt {
                        line += "\t" + (account.hasExpired(at: now) ? "expired " : "expires ") + formatter.string(from: expiry)
                    }
                    Terminal.print(line)
                }
            }
        }

        private func listing(_ accounts: Accounts) async throws -> [UserAccount] {
            do {
                return try await accounts.list()
            } catch {
                throw CommandFailure("\(error)")
            }
        }
    }

    /// `hark users remove NAME`: the user's token stops working.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a user: their token stops working; their conversations and permissions stay."
        )

        @OptionGroup var options: CommonOptions

        @Argument(help: "The user's name.")
        var name: String

        func run() async throws {
            try await reportingFailures {
                let removed = try await withAccounts(options) { accounts in
                    do {
                        return try await accounts.remove(name: name)
                    } catch {
                        throw CommandFailure("\(error)")
                    }
                }
                guard removed else { throw CommandFailure("no user is called '\(name)'") }
                Terminal.print("Removed \(name).")
            }
        }
    }
}

/// ", whose token works until 2026-12-26T10:00:00Z", or nothing for a token that does not expire.
private func describe(_ expiry: Date?) -> String {
    expiry.map { ", whose token works until \(ISO8601DateFormatter().string(from: $0))" } ?? ""
}

/// How long a token works, as `--expires` says it: `90m`, `12h`, `30d`, `2w`.
struct TokenLifetime: ExpressibleByArgument, Equatable {
    /// The lifetime in seconds.
    var seconds: TimeInterval

    init?(argument: String) {
        let units: [Character: TimeInterval] = ["m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
        guard let unit = argument.last.flatMap({ units[$0] }), let count = Int(argument.dropLast()), count > 0,
            count <= 3_650 * 86_400 / Int(unit)
        else { return nil }
        seconds = TimeInterval(count) * unit
    }

    /// When a token made at `date` stops working.
    func expiry(from date: Date) -> Date {
        date.addingTimeInterval(seconds)
    }

    static var defaultCompletionKind: CompletionKind { .list(["30d", "90d", "12h"]) }
}

/// Runs `body` with the users of the stores the options name (the data directory's database, or
/// a shared one), and closes them.
private func withAccounts<T>(_ options: CommonOptions, _ body: (Accounts) async throws -> T) async throws -> T {
    let stores = try await Stores.open(database: options.resolvedDatabase(), dataDirectory: options.dataDirectory)
    do {
        let result = try await body(Accounts(store: stores.users))
        await stores.close()
        return result
    } catch {
        await stores.close()
        throw error
    }
}
