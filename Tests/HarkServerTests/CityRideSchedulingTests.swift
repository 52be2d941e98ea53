import CityRide
import Foundation
import Hark
import HarkTesting
import Testing

/// CityRide's handlers for a ride at a time of the user's ("tomorrow at 8"), on a ride book
/// whose clock the test sets: the confirm step and the answer say the time, the ride keeps it,
/// the status tells it, and a time past or more than a week ahead is refused with a reason.
@Suite("CityRide: rides booked for later")
struct CityRideSchedulingTests {
    /// Wednesday 2026-11-25 15:30 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_620_600)

    static func moment(_ date: Date) -> DateComponentsRange {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
        var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        components.calendar = calendar
        components.timeZone = calendar.timeZone
        return DateComponentsRange(start: components)
    }

    static func intent(pickupIn seconds: TimeInterval) -> RequestRideIntent {
        RequestRideIntent(dropOffLocation: Location(name: "airport"), scheduledPickupTime: moment(now + seconds))
    }

    @Test func aRideForLaterIsConfirmedBookedAndToldWithItsTime() async throws {
        let folder = try TemporaryDirectory()
        let book = RideBook(container: folder.url, now: { Self.now })
        let handler = RequestRideHandler(book: book)
        let intent = Self.intent(pickupIn: 3 * 3600)

        guard case .success = try await handler.resolveScheduledPickupTime(for: intent) else {
            Issue.record("three hours ahead is a time CityRide books")
            return
        }
        #expect(try await handler.confirm(intent: intent).code == .readyScheduled)
        let booked = try await handler.handle(intent: intent)
        #expect(booked.code == .successScheduled)
        let ride = try #require(try book.rides().first)
        #expect(ride.pickupAt == Self.now + 3 * 3600, "the car comes at the time asked, not as soon as it can")
        #expect(ride.isScheduled == true)

        let status = try await GetRideStatusHandler(book: book).handle(intent: GetRideStatusIntent())
        #expect(status.code == .successScheduled)
        let told = try #require(status.pickupTime)
        #expect(told.calendar?.date(from: told) == Self.now + 3 * 3600, "the status says when the car comes")
    }

    @Test func aTimeSoonerThanACarCanComeIsARideNow() async throws {
        let folder = try TemporaryDirectory()
        let book = RideBook(container: folder.url, now: { Self.now })
        let handler = RequestRideHandler(book: book)
        let intent = Self.intent(pickupIn: 120)
        #expect(try await handler.confirm(intent: intent).code == .ready, "'in 2 minutes' is as soon as possible")
        #expect(try await handler.handle(intent: intent).code == .success)
        #expect(try book.rides().first?.isScheduled == nil)
    }

    @Test(arguments: [(-3600.0, "pastTime"), (8 * 86_400.0, "tooFarAhead")])
    func aTimePastOrTooFarAheadIsRefused(seconds: Double, reason: String) async throws {
        let folder = try TemporaryDirectory()
        let handler = RequestRideHandler(book: RideBook(container: folder.url, now: { Self.now }))
        let result = try await handler.resolveScheduledPickupTime(for: Self.intent(pickupIn: seconds))
        guard case .unsupported(let why) = result else {
            Issue.record("\(seconds) s from now: \(result)")
            return
        }
        #expect(why?.code == reason)
    }

    @Test func noTimeSaidIsNoTimeNeeded() async throws {
        let folder = try TemporaryDirectory()
        let handler = RequestRideHandler(book: RideBook(container: folder.url, now: { Self.now }))
        let result = try await handler.resolveScheduledPickupTime(for: RequestRideIntent(dropOffLocation: Location(name: "airport")))
        guard case .notRequired = result else {
            Issue.record("\(result)")
            return
        }
    }
}
