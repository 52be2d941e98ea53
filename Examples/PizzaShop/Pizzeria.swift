public import Foundation

/// The pizzeria behind the app: its hours, what is sold out, and the orders taken.
///
/// In memory (for tests and previews), or kept in `pizzeria.json` in Pizza Shop's container, which
/// the extension and the `pizzeria` command share: every change is a locked read-modify-write
/// that replaces the file atomically, so order numbers go on where the last run stopped and a
/// pizza the command marks sold out is sold out for the next request.
///
/// The clock is injected, so whether it is open depends on the time the caller says it is.
public actor Pizzeria {
    /// Pizza Shop's app group: the container the extension and the `pizzeria` command share.
    public static let appGroup = "group.com.example.hark.pizzashop"
    /// The hours of a pizzeria that was never told others: 11:00 to 23:00.
    public static let standardHours = PizzeriaState.Hours(opens: 11, closes: 23)

    /// An order the pizzeria took.
    public typealias Order = PizzeriaState.Order

    /// The calendar and time zone the hours are in.
    let calendar: Calendar
    /// What time it is.
    let clock: @Sendable () -> Date
    /// Where the state is kept, or `nil` for in memory.
    private let file: PizzeriaFile?
    /// The state in memory; with a file, what a pizzeria without a file yet starts from.
    private var memory: PizzeriaState

    /// A pizzeria in memory, open `hours`, with `soldOut` sold out and no orders yet.
    public init(hours: OpeningHours, soldOut: Set<PizzaKind> = [], clock: @escaping @Sendable () -> Date = { Date() }) {
        self.calendar = hours.calendar
        self.clock = clock
        self.file = nil
        self.memory = PizzeriaState(hours: .init(opens: hours.opens, closes: hours.closes), soldOut: soldOut)
    }

    /// The pizzeria kept in `container` (`pizzeria.json`); until the file exists, it is open
    /// ``standardHours`` with nothing sold out and no orders.
    public init(container: URL, calendar: Calendar = .current, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.calendar = calendar
        self.clock = clock
        self.file = PizzeriaFile(directory: container)
        self.memory = PizzeriaState(hours: Self.standardHours)
    }

    /// The file the pizzeria is kept in, or `nil` in memory.
    public nonisolated var fileURL: URL? { file?.dataURL }

    /// Everything the pizzeria remembers, as it is now.
    ///
    /// - Throws: ``PizzeriaError`` when the file cannot be read or is not the pizzeria's.
    public func state() throws(PizzeriaError) -> PizzeriaState {
        guard let file else { return memory }
        return try file.read() ?? memory
    }

    /// When orders are taken.
    public var hours: OpeningHours {
        get throws(PizzeriaError) {
            let hours = try state().hours
            return OpeningHours(opens: hours.opens, closes: hours.closes, calendar: calendar)
        }
    }

    /// Whether orders are taken right now.
    public var isOpen: Bool {
        get throws(PizzeriaError) { try hours.isOpen(at: clock()) }
    }

    /// The pizzas there are none of left.
    public var soldOut: Set<PizzaKind> {
        get throws(PizzeriaError) { try state().soldOut }
    }

    /// The orders taken, oldest first.
    public var orders: [Order] {
        get throws(PizzeriaError) { try state().orders }
    }

    /// Marks `kind` sold out, or back on the menu; returns whether that changed anything.
    @discardableResult
    public func setSoldOut(_ kind: PizzaKind, _ isSoldOut: Bool = true) throws(PizzeriaError) -> Bool {
        try change { state in
            isSoldOut ? state.soldOut.insert(kind).inserted : state.soldOut.remove(kind) != nil
        }
    }

    /// Takes orders from `opens` o'clock to `closes` o'clock (past midnight when `closes` is not
    /// after `opens`; 0 to 24 is all day).
    ///
    /// - Throws: ``PizzeriaError`` with code `invalidHours` for an hour outside the day.
    public func setHours(opens: Int, closes: Int) throws(PizzeriaError) {
        let hours = PizzeriaState.Hours(opens: opens, closes: closes)
        guard hours.isValid else {
            throw PizzeriaError(code: .invalidHours, message: "opening hours must be 0–23 and closing hours 0–24, not \(opens)–\(closes)")
        }
        try change { $0.hours = hours }
    }

    /// Takes an order and numbers it after every order before it: "P-0001", "P-0002"…
    public func take(_ kind: PizzaKind, quantity: Int) throws(PizzeriaError) -> Order {
        let date = clock()
        return try change { state in
            let order = Order(number: state.nextOrderNumber, kind: kind, quantity: quantity, date: date)
            state.orders.append(order)
            return order
        }
    }

    /// Runs `body` on the state and keeps the result: in memory, or in the file under its lock.
    private func change<T>(_ body: (inout PizzeriaState) throws(PizzeriaError) -> T) throws(PizzeriaError) -> T {
        guard let file else { return try body(&memory) }
        let start = memory
        return try file.withExclusiveLock { () throws(PizzeriaError) -> T in
            var state = try file.read() ?? start
            let result = try body(&state)
            try file.write(state)
            return result
        }
    }
}

extension PizzaKind {
    /// The pizza called `name` on the menu: its identifier (`quattroFormaggi`) or any of its
    /// words in any language ("four cheese", "cuatro quesos"), ignoring case and accents.
    ///
    /// - Throws: ``PizzeriaError`` with code `unknownPizza`, listing the menu.
    public init(named name: String) throws(PizzeriaError) {
        let wanted = Self.folded(name)
        let found = Self.allCases.first { kind in
            Self.folded(kind.rawValue) == wanted
                || (Self.synonyms[kind] ?? [:]).values.contains { $0.contains { Self.folded($0) == wanted } }
        }
        guard let found else {
            let menu = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw PizzeriaError(code: .unknownPizza, message: "there is no pizza “\(name)” on Pizza Shop's menu; the menu: \(menu)")
        }
        self = found
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "-", with: " ")
            .trimmingCharacters(in: .whitespaces)
    }
}
