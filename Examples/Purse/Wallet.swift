public import Foundation
public import Hark

/// A payment Purse made or asked for: to or from whom, how much, what for, and when.
public struct Payment: Sendable, Hashable, Codable {
    public enum Direction: String, Sendable, Hashable, Codable { case sent, requested }

    public var direction: Direction
    /// The contact's identifier.
    public var contact: String
    /// The amount as a decimal string ("20", "12.50"): money is never a binary floating point.
    public var amount: String
    public var currencyCode: String
    public var note: String?
    public var date: Date
}

/// Purse's wallet, in `wallet.json` in the user's Purse container (a ``ContainerFile``): a
/// balance in each currency it holds, and every payment sent or asked for.
public struct Wallet: Sendable {
    /// The app group Purse and its extension share.
    public static let appGroup = "group.com.example.hark.purse"
    static let formatVersion = 1

    /// What a new wallet holds: €250, $120, £90 and ¥30,000.
    public static let openingBalances: [String: Decimal] = ["EUR": 250, "USD": 120, "GBP": 90, "JPY": 30000, "SAR": 500]

    let file: ContainerFile<ContainerFileError>
    let now: @Sendable () -> Date

    public init(container: URL, now: @escaping @Sendable () -> Date = Date.init) {
        file = ContainerFile(directory: container, name: "wallet", describedAs: "Purse's wallet")
        self.now = now
    }

    public var fileURL: URL { file.dataURL }

    struct Stored: VersionedContents {
        var formatVersion: Int
        /// Decimal strings by currency code.
        var balances: [String: String]
        var payments: [Payment]
    }

    /// What a payment did.
    public enum Outcome: Sendable, Equatable {
        /// Sent; the balance left in its currency.
        case sent(balance: CurrencyAmount)
        /// Not sent: the balance in its currency is smaller than the amount.
        case insufficientFunds(balance: CurrencyAmount)
    }

    /// The balance in `currencyCode`, or `nil` when the wallet holds no such currency.
    public func balance(in currencyCode: String) throws(ContainerFileError) -> CurrencyAmount? {
        let stored = try read()
        return stored.balances[currencyCode].flatMap { Decimal(string: $0, locale: Self.posix) }.map {
            CurrencyAmount(amount: $0, currencyCode: currencyCode)
        }
    }

    /// Every payment, oldest first.
    public func payments() throws(ContainerFileError) -> [Payment] {
        try read().payments
    }

    /// Sends `money` to `contact` when the balance covers it, under the file's lock, so that two
    /// payments at once never spend the same money twice.
    public func send(_ money: CurrencyAmount, to contact: String, note: String?) throws(ContainerFileError) -> Outcome {
        try file.withExclusiveLock { () throws(ContainerFileError) -> Outcome in
            var stored = try read()
            let held = stored.balances[money.currencyCode].flatMap { Decimal(string: $0, locale: Self.posix) } ?? 0
            guard money.amount <= held else {
                return .insufficientFunds(balance: CurrencyAmount(amount: held, currencyCode: money.currencyCode))
            }
            let left = held - money.amount
            stored.balances[money.currencyCode] = "\(left)"
            stored.payments.append(
                Payment(
                    direction: .sent, contact: contact, amount: "\(money.amount)", currencyCode: money.currencyCode, note: note, date: now()
                ))
            try write(stored)
            return .sent(balance: CurrencyAmount(amount: left, currencyCode: money.currencyCode))
        }
    }

    /// Records a request for `money` from `contact`.
    public func request(_ money: CurrencyAmount, from contact: String, note: String?) throws(ContainerFileError) {
        try file.withExclusiveLock { () throws(ContainerFileError) in
            var stored = try read()
            stored.payments.append(
                Payment(
                    direction: .requested, contact: contact, amount: "\(money.amount)", currencyCode: money.currencyCode, note: note,
                    date: now()))
            try write(stored)
        }
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    private func read() throws(ContainerFileError) -> Stored {
        guard
            let stored = try file.readJSON(Stored.self, newest: Self.formatVersion)
        else { return Stored(formatVersion: Self.formatVersion, balances: Self.openingBalances.mapValues { "\($0)" }, payments: []) }
        guard stored.balances.values.allSatisfy({ Decimal(string: $0, locale: Self.posix) != nil }) else {
            throw ContainerFileError(
                code: .corruptStore, message: "\(file.dataURL.path) holds a balance that is not a number; it was left unchanged")
        }
        return stored
    }

    private func write(_ stored: Stored) throws(ContainerFileError) {
        try file.writeJSON(stored)
    }
}
