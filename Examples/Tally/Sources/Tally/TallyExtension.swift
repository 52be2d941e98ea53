import Hark

/// Tally's Intents extension: the manifest and definition generated from
/// `TallyApp.intents.yaml`, and the handler of its one intent.
public struct TallyExtension: AppExtension {
    public let manifest = TallyApp.manifest
    public let definitions = [TallyApp.definition]
    let counters: Counters

    public init(counters: Counters) {
        self.counters = counters
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case CountUpIntent.intentName: CountUpIntentHandler(CountUpHandler(counters: counters))
        default: nil
        }
    }
}
