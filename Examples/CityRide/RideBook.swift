public import Foundation
public import Hark

/// A ride CityRide booked.
public struct Ride: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable { case booked, cancelled }

    public var identifier: String
    public var option: String
    public var pickup: String
    public var dropOff: String
    public var partySize: Int
    public var paymentMethod: String
    /// The fare in euros, as a decimal string ("17.5"): money is never a binary float.
    public var fare: String
    public var driver: Int
    public var bookedAt: Date
    /// When the car is at the pickup.
    public var pickupAt: Date
    /// Whether the user asked for the pickup at a time of their own ("tomorrow at 8") rather
    /// than as soon as a car can come. Absent from rides booked before CityRide could schedule.
    public var isScheduled: Bool?
    /// When the ride is over: the car has dropped the user off.
    public var endsAt: Date
    public var status: Status

    public var driverInfo: Driver { Driver.all[driver % Driver.all.count] }

    /// Whether the ride is booked and not over at `now`.
    public func isActive(at now: Date) -> Bool {
        status == .booked && now < endsAt
    }
}

/// CityRide's rides, in `rides.json` in the user's CityRide container: a ``ContainerFile``, so
/// that the extension and anything else of the app's never lose a booking to one another.
public struct RideBook: Sendable {
    /// The app group CityRide and its extension share.
    public static let appGroup = "group.com.example.hark.cityride"
    static let formatVersion = 1

    let file: ContainerFile<ContainerFileError>
    /// The time now; tests set it.
    let now: @Sendable () -> Date

    public init(container: URL, now: @escaping @Sendable () -> Date = Date.init) {
        file = ContainerFile(directory: container, name: "rides", describedAs: "CityRide's rides")
        self.now = now
    }

    public var fileURL: URL { file.dataURL }

    struct Stored: VersionedContents {
        var formatVersion: Int
        var rides: [Ride]
    }

    /// Every ride, oldest first.
    public func rides() throws(ContainerFileError) -> [Ride] {
        try read().rides
    }

    /// The time now, as this book counts it.
    public var currentDate: Date { now() }

    /// The ride booked and not over — on its way, under way, or scheduled for later — if any.
    public func activeRide() throws(ContainerFileError) -> Ride? {
        let now = now()
        return try rides().last { $0.isActive(at: now) }
    }

    /// Books `option` from `pickup` to `dropOff`, as soon as a car can come or at `scheduledAt`;
    /// `nil` when a ride is already booked and not over.
    public func book(
        _ option: RideOption, from pickup: Place, to dropOff: Place, partySize: Int, paymentMethod: String, scheduledAt: Date? = nil
    ) throws(ContainerFileError) -> Ride? {
        try file.withExclusiveLock { () throws(ContainerFileError) -> Ride? in
            var stored = try read()
            let now = now()
            if stored.rides.contains(where: { $0.isActive(at: now) }) { return nil }
            let number = stored.rides.count
            let tripMinutes = max(5, Int(pickup.distance(to: dropOff) * 2))
            let soonest = now.addingTimeInterval(Double(option.minutesAway * 60))
            let pickupAt = scheduledAt.map { max($0, soonest) } ?? soonest
            let ride = Ride(
                identifier: "CR-\(1001 + number)", option: option.id, pickup: pickup.id, dropOff: dropOff.id, partySize: partySize,
                paymentMethod: paymentMethod, fare: "\(option.price(from: pickup, to: dropOff).amount)", driver: number,
                bookedAt: now, pickupAt: pickupAt, isScheduled: scheduledAt != nil ? true : nil,
                endsAt: pickupAt.addingTimeInterval(Double(tripMinutes * 60)), status: .booked)
            stored.rides.append(ride)
            try write(stored)
            return ride
        }
    }

    /// Cancels the active ride; returns it, or `nil` when there was none.
    public func cancelActiveRide() throws(ContainerFileError) -> Ride? {
        try file.withExclusiveLock { () throws(ContainerFileError) -> Ride? in
            var stored = try read()
            let now = now()
            guard let index = stored.rides.lastIndex(where: { $0.isActive(at: now) }) else { return nil }
            stored.rides[index].status = .cancelled
            try write(stored)
            return stored.rides[index]
        }
    }

    /// Whole minutes until `ride`'s car is at the pickup; 0 once it is there.
    public func minutesUntilPickup(of ride: Ride) -> Int {
        max(0, Int((ride.pickupAt.timeIntervalSince(now()) / 60).rounded(.up)))
    }

    private func read() throws(ContainerFileError) -> Stored {
        guard
            let stored = try file.readJSON(Stored.self, newest: Self.formatVersion)
        else { return Stored(formatVersion: Self.formatVersion, rides: []) }
        return stored
    }

    private func write(_ stored: Stored) throws(ContainerFileError) {
        try file.writeJSON(stored)
    }
}
