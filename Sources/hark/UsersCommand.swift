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
        subcommands: [Add.self, List.self, Remove.self]
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

        func run() async throws {
            try await reportingFailures {
                let locale = try options.resolvedLocale()
                let token = try await withAccounts(options) { accounts in
                    do {
                        return try await accounts.add(name: name)
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
                Terminal.error("Added \(name). Keep the token above: it is shown only once.")
            }
        }
    }

    /// `hark users list`: the users, by name.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the users, with when each was added.")

        @OptionGroup var options: CommonOptions

        func run() async throws {
            try await reportingFailures {
                let formatter = ISO8601DateFormatter()
                for account in try await withAccounts(options, listing) {
                    Terminal.print("\(account.name)\tadded \(formatter.string(from: account.createdAt))")
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
