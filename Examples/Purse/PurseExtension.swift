public import DemoContacts
public import Hark

/// Purse's Intents extension: the manifest generated from `PurseApp.intents.yaml`, the built-in
/// Payments domain it handles, and a handler for each of its intents.
public struct PurseExtension: AppExtension {
    public let manifest = PurseApp.manifest
    public let definitions = [Payments.definition]
    /// The user's balances and payments.
    public let wallet: Wallet
    /// The people the user pays and asks for money.
    public let contacts: Contacts

    public init(wallet: Wallet, contacts: Contacts = Contacts()) {
        self.wallet = wallet
        self.contacts = contacts
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case SendPaymentIntent.intentName: SendPaymentIntentHandler(SendPaymentHandler(wallet: wallet, contacts: contacts))
        case RequestPaymentIntent.intentName: RequestPaymentIntentHandler(RequestPaymentHandler(wallet: wallet, contacts: contacts))
        default: nil
        }
    }
}
