import Foundation
public import Hark

/// The language of the request being handled: places, rides and cars are said in it.
var requestLanguage: String { HandlerContext.current?.language ?? "en" }

/// Resolves a heard place against CityRide's ``Places``: one place is a success, a name several
/// places share is a disambiguation, a near miss asks "did you mean…?", and a place CityRide
/// does not know asks again.
func resolvePlace(_ location: Location?, places: Places) -> ResolutionResult<Location> {
    guard let location else { return .needsValue }
    let language = requestLanguage
    if location.latitude != nil, let place = places.place(of: location) { return .success(place.location(in: language)) }
    switch places.lookUp(location.name ?? "") {
    case .found(let place): return .success(place.location(in: language))
    case .several(let found): return .disambiguation(found.map { $0.location(in: language) })
    case .nearly(let place): return .confirmationRequired(place.location(in: language))
    case .none: return .needsValue
    }
}

/// `ListRideOptions`: every kind of ride from the pickup (home when not said) to the drop-off,
/// cheapest first.
public struct ListRideOptionsHandler: ListRideOptionsIntentHandling {
    public let places: Places

    public init(places: Places = Places()) {
        self.places = places
    }

    public func resolveDropOffLocation(for intent: ListRideOptionsIntent) async throws -> ResolutionResult<Location> {
        resolvePlace(intent.dropOffLocation, places: places)
    }

    public func resolvePickupLocation(for intent: ListRideOptionsIntent) async throws -> ResolutionResult<Location> {
        guard intent.pickupLocation != nil else { return .success(places.home.location(in: requestLanguage)) }
        return resolvePlace(intent.pickupLocation, places: places)
    }

    public func handle(intent: ListRideOptionsIntent) async throws -> ListRideOptionsIntentResponse {
        let language = requestLanguage
        guard let dropOffLocation = intent.dropOffLocation, let dropOff = places.place(of: dropOffLocation) else {
            return ListRideOptionsIntentResponse(code: .failure)
        }
        let pickup = intent.pickupLocation.flatMap(places.place(of:)) ?? places.home
        let priced = RideOption.all.map { ($0, $0.price(from: pickup, to: dropOff)) }.sorted { $0.1.amount < $1.1.amount }
        guard let cheapest = priced.first else { return ListRideOptionsIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea) }
        return .success(
            rideOptions: priced.map { SpeakableString(spokenPhrase: $0.0.name(in: language)) },
            cheapestOption: SpeakableString(spokenPhrase: cheapest.0.name(in: language)),
            cheapestPrice: cheapest.1
        )
    }
}

/// `RequestRide`, as the SiriKit guide walks through it: every value resolved, then a confirm
/// step that says the ride, its price and when it picks the user up, and only after a yes, the
/// booking, answered with the driver, the car and the time to pickup.
public struct RequestRideHandler: RequestRideIntentHandling {
    public let places: Places
    public let book: RideBook

    public init(book: RideBook, places: Places = Places()) {
        self.book = book
        self.places = places
    }

    public func resolveDropOffLocation(for intent: RequestRideIntent) async throws -> ResolutionResult<Location> {
        let result = resolvePlace(intent.dropOffLocation, places: places)
        if case .success(let location) = result, let dropOff = places.place(of: location), dropOff == pickup(of: intent) {
            return .unsupported(reason: UnsupportedReason(code: "samePlace", parameters: ["dropOffLocation": .location(location)]))
        }
        return result
    }

    public func resolvePickupLocation(for intent: RequestRideIntent) async throws -> ResolutionResult<Location> {
        guard intent.pickupLocation != nil else { return .success(places.home.location(in: requestLanguage)) }
        return resolvePlace(intent.pickupLocation, places: places)
    }

    public func resolveRideOptionName(for intent: RequestRideIntent) async throws -> ResolutionResult<SpeakableString> {
        guard let heard = intent.rideOptionName else {
            return .success(SpeakableString(spokenPhrase: defaultOption(for: intent).name(in: requestLanguage)))
        }
        guard let option = RideOption.named(heard.spokenPhrase) else {
            return .unsupported(reason: UnsupportedReason(code: "unknownOption", parameters: ["rideOptionName": .speakableString(heard)]))
        }
        return .success(SpeakableString(spokenPhrase: option.name(in: requestLanguage)))
    }

    public func resolvePartySize(for intent: RequestRideIntent) async throws -> ResolutionResult<Int> {
        guard let size = intent.partySize else { return .success(1) }
        guard (1...6).contains(size) else { return .unsupported(reason: UnsupportedReason(code: "tooMany")) }
        return .success(size)
    }

    public func resolvePaymentMethod(for intent: RequestRideIntent) async throws -> ResolutionResult<PaymentMethodType> {
        .success(intent.paymentMethod ?? .card)
    }

    /// A pickup at a time of the user's: not in the past, and at most a week ahead.
    public func resolveScheduledPickupTime(for intent: RequestRideIntent) async throws -> ResolutionResult<DateComponentsRange> {
        guard let range = intent.scheduledPickupTime else { return .notRequired }
        guard let time = scheduledDate(of: intent) else { return .needsValue }
        let now = book.currentDate
        if time < now.addingTimeInterval(-60) { return .unsupported(reason: UnsupportedReason(code: "pastTime")) }
        if time > now.addingTimeInterval(7 * 86_400) { return .unsupported(reason: UnsupportedReason(code: "tooFarAhead")) }
        return .success(range)
    }

    public func confirm(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
        guard try book.activeRide() == nil else {
            return RequestRideIntentResponse(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        }
        guard let trip = trip(for: intent) else { return RequestRideIntentResponse(code: .failure) }
        if isScheduled(intent, option: trip.option) {
            return .readyScheduled(
                rideOptionName: SpeakableString(spokenPhrase: trip.option.name(in: requestLanguage)),
                price: trip.option.price(from: trip.pickup, to: trip.dropOff))
        }
        return .ready(
            rideOptionName: SpeakableString(spokenPhrase: trip.option.name(in: requestLanguage)),
            price: trip.option.price(from: trip.pickup, to: trip.dropOff),
            pickupMinutes: trip.option.minutesAway
        )
    }

    public func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
        guard let trip = trip(for: intent) else { return RequestRideIntentResponse(code: .failure) }
        let payment = (intent.paymentMethod ?? .card).rawValue
        let scheduled = isScheduled(intent, option: trip.option)
        guard
            let ride = try book.book(
                trip.option, from: trip.pickup, to: trip.dropOff, partySize: intent.partySize ?? 1, paymentMethod: payment,
                scheduledAt: scheduled ? scheduledDate(of: intent) : nil)
        else {
            return RequestRideIntentResponse(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        }
        let language = requestLanguage
        if scheduled {
            return .successScheduled(
                rideOptionName: SpeakableString(spokenPhrase: trip.option.name(in: language)),
                price: trip.option.price(from: trip.pickup, to: trip.dropOff), rideIdentifier: ride.identifier)
        }
        let driver = ride.driverInfo
        return .success(
            rideOptionName: SpeakableString(spokenPhrase: trip.option.name(in: language)),
            price: trip.option.price(from: trip.pickup, to: trip.dropOff),
            pickupMinutes: book.minutesUntilPickup(of: ride),
            driverName: driver.name,
            vehicle: driver.vehicle[language] ?? driver.vehicle["en"] ?? "",
            licensePlate: driver.licensePlate,
            rideIdentifier: ride.identifier
        )
    }

    /// When the user asked to be picked up, if they said.
    private func scheduledDate(of intent: RequestRideIntent) -> Date? {
        guard let start = intent.scheduledPickupTime?.start else { return nil }
        return (start.calendar ?? Calendar(identifier: .gregorian)).date(from: start)
    }

    /// Whether the pickup the user asked for is later than the soonest a car can come: "in 5
    /// minutes" is as soon as possible, "at 5 pm" is a booking for then.
    private func isScheduled(_ intent: RequestRideIntent, option: RideOption) -> Bool {
        guard let time = scheduledDate(of: intent) else { return false }
        return time > book.currentDate.addingTimeInterval(Double(option.minutesAway * 60))
    }

    /// Where from (home when not said), where to, and which kind of ride: large enough for the party.
    private func trip(for intent: RequestRideIntent) -> (pickup: Place, dropOff: Place, option: RideOption)? {
        guard let dropOffLocation = intent.dropOffLocation, let dropOff = places.place(of: dropOffLocation) else { return nil }
        var option = intent.rideOptionName.flatMap { RideOption.named($0.spokenPhrase) } ?? defaultOption(for: intent)
        if let size = intent.partySize, size > option.seats, let larger = RideOption.all.first(where: { $0.seats >= size }) {
            option = larger
        }
        return (pickup(of: intent), dropOff, option)
    }

    private func pickup(of intent: RequestRideIntent) -> Place {
        intent.pickupLocation.flatMap(places.place(of:)) ?? places.home
    }

    private func defaultOption(for intent: RequestRideIntent) -> RideOption {
        let size = intent.partySize ?? 1
        return RideOption.all.first { $0.seats >= size } ?? RideOption.all[0]
    }
}

/// `GetRideStatus`: where the active ride is — minutes away, or waiting at the door — or, for a
/// ride booked for later, when it comes.
public struct GetRideStatusHandler: GetRideStatusIntentHandling {
    public let book: RideBook
    public let places: Places

    public init(book: RideBook, places: Places = Places()) {
        self.book = book
        self.places = places
    }

    public func handle(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse {
        guard let ride = try book.activeRide() else { return GetRideStatusIntentResponse(code: .failureNoRide) }
        let language = requestLanguage
        let driver = ride.driverInfo
        let vehicle = driver.vehicle[language] ?? driver.vehicle["en"] ?? ""
        let minutes = book.minutesUntilPickup(of: ride)
        if ride.isScheduled == true, minutes > 15 {
            let dropOff = places.all.first { $0.id == ride.dropOff }?.location(in: language) ?? Location(name: ride.dropOff)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            var pickupTime = utc.dateComponents([.year, .month, .day, .hour, .minute], from: ride.pickupAt)
            pickupTime.calendar = utc
            pickupTime.timeZone = utc.timeZone
            let option = RideOption.all.first { $0.id == ride.option }
            return .successScheduled(
                rideOptionName: SpeakableString(spokenPhrase: option?.name(in: language) ?? ride.option), pickupTime: pickupTime,
                dropOffLocation: dropOff)
        }
        guard minutes > 0 else { return .successArrived(driverName: driver.name, vehicle: vehicle, licensePlate: driver.licensePlate) }
        let dropOff = places.all.first { $0.id == ride.dropOff }?.location(in: language) ?? Location(name: ride.dropOff)
        return .success(
            driverName: driver.name, vehicle: vehicle, licensePlate: driver.licensePlate, pickupMinutes: minutes, dropOffLocation: dropOff)
    }
}

/// `CancelRide`: asks first ("Cancel your ride to the airport with Marta?"), then cancels.
public struct CancelRideHandler: CancelRideIntentHandling {
    public let book: RideBook
    public let places: Places

    public init(book: RideBook, places: Places = Places()) {
        self.book = book
        self.places = places
    }

    public func confirm(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
        guard let ride = try book.activeRide() else { return CancelRideIntentResponse(code: .failureNoRide) }
        let dropOff = places.all.first { $0.id == ride.dropOff }?.location(in: requestLanguage) ?? Location(name: ride.dropOff)
        return .ready(driverName: ride.driverInfo.name, dropOffLocation: dropOff)
    }

    public func handle(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
        guard try book.cancelActiveRide() != nil else { return CancelRideIntentResponse(code: .failureNoRide) }
        return CancelRideIntentResponse(code: .success)
    }
}
