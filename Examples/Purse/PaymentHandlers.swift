public import DemoContacts
public import Foundation
public import Hark

/// Resolves a heard person against Purse's ``Contacts`` (``Contacts/resolve(_:parameter:)``); several
/// contacts named at once are `unsupported` with the reason `onePersonAtATime`.
func resolveContact(_ person: Person?, contacts: Contacts, parameter: String) -> ResolutionResult<Person> {
    guard let person else { return .needsValue }
    if case .none = contacts.lookUp(person), namesSeveralContacts(person.displayName, contacts: contacts) {
        return .unsupported(reason: UnsupportedReason(code: "onePersonAtATime"))
    }
    return contacts.resolve(person, parameter: parameter)
}

/// Whether `heard` is two or more of the contacts' names joined by "and", «y», «et», 「と」, "و"
/// or commas ("Anna and Carlos"): a payment has one payee or payer, so Purse says it pays (or
/// asks) one person at a time rather than that nobody is called "Anna and Carlos". A name after
/// the first may repeat the preposition before it: «a Anna y a Carlos», « à Pierre et à Marie »,
/// "لعمر ولفاطمة".
func namesSeveralContacts(_ heard: String, contacts: Contacts) -> Bool {
    let joiners = /\s*(?:,|、|&|\s(?:and|y|e|et)\s|と|\sو\s*)\s*/.ignoresCase()
    let preposition = /^(?:(?:to|a|al|à|au|aux|إلى|الى)\s+|لـ?\s*)/.ignoresCase()
    let names = heard.split(separator: joiners).filter { !$0.allSatisfy(\.isWhitespace) }
    guard names.count > 1 else { return false }
    func isContact(_ name: Substring) -> Bool {
        if case .none = contacts.lookUp(Person(displayName: String(name))) { false } else { true }
    }
    return names.allSatisfy { name in
        isContact(name) || isContact(name.trimmingPrefix(preposition))
    }
}

/// An amount Purse can move: more than zero, in a currency the wallet holds.
func resolveMoney(_ money: CurrencyAmount?, wallet: Wallet) throws -> ResolutionResult<CurrencyAmount> {
    guard let money else { return .needsValue }
    guard money.amount > 0 else { return .unsupported(reason: UnsupportedReason(code: "notPositive")) }
    guard try wallet.balance(in: money.currencyCode) != nil else {
        return .unsupported(reason: UnsupportedReason(code: "unsupportedCurrency"))
    }
    return .success(money)
}

/// `SendPayment`: the payee and the amount resolved, the amount said back before anything is
/// sent, and the money sent only when the balance covers it (`failureInsufficientFunds`, with
/// the balance, when it does not).
public struct SendPaymentHandler: SendPaymentIntentHandling {
    public let wallet: Wallet
    public let contacts: Contacts

    public init(wallet: Wallet, contacts: Contacts = Contacts()) {
        self.wallet = wallet
        self.contacts = contacts
    }

    public func resolvePayee(for intent: SendPaymentIntent) async throws -> ResolutionResult<Person> {
        resolveContact(intent.payee, contacts: contacts, parameter: "payee")
    }

    public func resolveCurrencyAmount(for intent: SendPaymentIntent) async throws -> ResolutionResult<CurrencyAmount> {
        try resolveMoney(intent.currencyAmount, wallet: wallet)
    }

    public func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
        guard let payee = intent.payee, let money = intent.currencyAmount else { return SendPaymentIntentResponse(code: .failure) }
        if let balance = try wallet.balance(in: money.currencyCode), balance.amount < money.amount {
            return .failureInsufficientFunds(balance: balance)
        }
        return .ready(payee: payee, currencyAmount: money)
    }

    public func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
        guard let payee = intent.payee, let contact = payee.identifier, let money = intent.currencyAmount else {
            return SendPaymentIntentResponse(code: .failure)
        }
        switch try wallet.send(money, to: contact, note: intent.note) {
        case .sent: return .success(payee: payee, currencyAmount: money)
        case .insufficientFunds(let balance): return .failureInsufficientFunds(balance: balance)
        }
    }
}

/// `RequestPayment`: the payer and the amount resolved and said back, then the request
/// recorded.
public struct RequestPaymentHandler: RequestPaymentIntentHandling {
    public let wallet: Wallet
    public let contacts: Contacts

    public init(wallet: Wallet, contacts: Contacts = Contacts()) {
        self.wallet = wallet
        self.contacts = contacts
    }

    public func resolvePayer(for intent: RequestPaymentIntent) async throws -> ResolutionResult<Person> {
        resolveContact(intent.payer, contacts: contacts, parameter: "payer")
    }

    public func resolveCurrencyAmount(for intent: RequestPaymentIntent) async throws -> ResolutionResult<CurrencyAmount> {
        try resolveMoney(intent.currencyAmount, wallet: wallet)
    }

    public func confirm(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse {
        guard let payer = intent.payer, let money = intent.currencyAmount else { return RequestPaymentIntentResponse(code: .failure) }
        return .ready(payer: payer, currencyAmount: money)
    }

    public func handle(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse {
        guard let payer = intent.payer, let contact = payer.identifier, let money = intent.currencyAmount else {
            return RequestPaymentIntentResponse(code: .failure)
        }
        try wallet.request(money, from: contact, note: intent.note)
        return .success(payer: payer, currencyAmount: money)
    }
}
