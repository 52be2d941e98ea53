public import Hark

/// CityRide's Intents extension: the manifest generated from `CityRideApp.intents.yaml`, the
/// built-in Ride Booking domain it handles, and a handler for each of its intents.
public struct CityRideExtension: AppExtension {
    public let manifest = CityRideApp.manifest
    public let definitions = [RideBooking.definition]
    /// The user's rides.
    public let book: RideBook
    /// The places rides go to and from.
    public let places: Places

    public init(book: RideBook, places: Places = Places()) {
        self.book = book
        self.places = places
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case ListRideOptionsIntent.intentName: ListRideOptionsIntentHandler(ListRideOptionsHandler(places: places))
        case RequestRideIntent.intentName: RequestRideIntentHandler(RequestRideHandler(book: book, places: places))
        case GetRideStatusIntent.intentName: GetRideStatusIntentHandler(GetRideStatusHandler(book: book, places: places))
        case CancelRideIntent.intentName: CancelRideIntentHandler(CancelRideHandler(book: book, places: places))
        default: nil
        }
    }
}
