import ArgumentParser
import Foundation
import PizzaShop

struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Show the hours, whether the pizzeria is open, what is sold out and how many orders there are."
    )

    @OptionGroup var options: PizzeriaOptions

    func run() async throws {
        let pizzeria = try options.pizzeria()
        let state = try await pizzeria.state()
        let open = try await pizzeria.isOpen
        print("Hours: \(Output.hours(state.hours)) (\(open ? "open now" : "closed now"))")
        print("Sold out: \(state.soldOut.isEmpty ? "nothing" : Output.names(state.soldOut))")
        print("Orders: \(state.orders.count) (the next is \(state.nextOrderNumber))")
    }
}

struct SoldOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sold-out", abstract: "Mark pizzas sold out.")

    @OptionGroup var options: PizzeriaOptions
    @Argument(help: "The pizzas there are none of left.") var pizzas: [String]

    func run() async throws {
        let kinds = try pizzas.map { name throws(PizzeriaError) in try PizzaKind(named: name) }
        let pizzeria = try options.pizzeria()
        for kind in kinds { try await pizzeria.setSoldOut(kind) }
        print("Sold out: \(Output.names(try await pizzeria.soldOut)).")
    }
}

struct BackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "back", abstract: "Put sold-out pizzas back on the menu.", aliases: ["available"]
    )

    @OptionGroup var options: PizzeriaOptions
    @Argument(help: "The pizzas to offer again.") var pizzas: [String]

    func run() async throws {
        let kinds = try pizzas.map { name throws(PizzeriaError) in try PizzaKind(named: name) }
        let pizzeria = try options.pizzeria()
        for kind in kinds { try await pizzeria.setSoldOut(kind, false) }
        print("Back on the menu: \(Output.names(Set(kinds))).")
    }
}

struct HoursCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours", abstract: "Set the opening hours: from OPENS o'clock to CLOSES o'clock (0 24 is all day)."
    )

    @OptionGroup var options: PizzeriaOptions
    @Argument(help: "The hour orders start, 0–23.") var opens: Int
    @Argument(help: "The hour orders stop, 0–24; at or before OPENS, past midnight.") var closes: Int

    func run() async throws {
        let pizzeria = try options.pizzeria()
        try await pizzeria.setHours(opens: opens, closes: closes)
        print("Hours: \(Output.hours(try await pizzeria.state().hours)).")
    }
}

struct OrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "orders", abstract: "List the orders taken, oldest first.")

    @OptionGroup var options: PizzeriaOptions

    @Flag(help: "Print JSON: {\"orders\": [{\"number\", \"kind\", \"quantity\", \"date\"}]}.")
    var json = false

    func run() async throws {
        let orders = try await options.pizzeria().orders
        if json {
            print(try Output.json(orders))
        } else if orders.isEmpty {
            print("No orders yet.")
        } else {
            for order in orders { print(Output.line(order)) }
        }
    }
}
