/// A place: named, located by coordinates, or both.
public struct Location: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The place's name as the user says it ("home", "Central Station").
    public var name: String?
    /// A postal address, one line.
    public var address: String?
    /// Latitude in degrees, WGS 84.
    public var latitude: Double?
    /// Longitude in degrees, WGS 84.
    public var longitude: Double?

    public init(name: String? = nil, address: String? = nil, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether the location has both coordinates.
    public var hasCoordinates: Bool { latitude != nil && longitude != nil }

    public var description: String {
        if let name { return name }
        if let address { return address }
        if let latitude, let longitude { return "\(latitude),\(longitude)" }
        return ""
    }
}
