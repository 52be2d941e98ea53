import Foundation

/// A point on Earth, in degrees: where the user was when they did something, or where they are now.
public struct Coordinate: Sendable, Hashable, Codable {
    /// Degrees north of the equator, −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich, −180…180.
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The great-circle distance to `other`, in meters (haversine, mean Earth radius).
    public func distance(to other: Coordinate) -> Double {
        let radius = 6_371_000.0
        let phi1 = latitude * .pi / 180
        let phi2 = other.latitude * .pi / 180
        let deltaPhi = (other.latitude - latitude) * .pi / 180
        let deltaLambda = (other.longitude - longitude) * .pi / 180
        let a = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// The point `meters` north and `east` meters east of this one (a flat-Earth step, fine for
    /// the few kilometers around a person).
    public func offset(north meters: Double, east: Double) -> Coordinate {
        let metersPerDegree = 111_195.0
        return Coordinate(
            latitude: latitude + meters / metersPerDegree,
            longitude: longitude + east / (metersPerDegree * cos(latitude * .pi / 180))
        )
    }
}
