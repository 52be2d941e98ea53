import CityRide
import Foundation
import Hark
import HarkExtensionKit

/// CityRide's extension executable: books rides kept in the user's CityRide container. Each
/// time it starts it registers the names of the places it knows (vocabulary kind `Location`) and
/// of its kinds of ride (`rideOptionName`), in every language, so that the assistant reads a
/// place as one it knows.
@main
struct CityRideMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> CityRideExtension {
        let container = try context.container(forGroup: RideBook.appGroup)
        let places = Places()
        let app = CityRideApp.manifest.identifier
        try await context.vocabulary.setVocabulary(places.vocabulary, of: "Location", app: app)
        try await context.vocabulary.setVocabulary(RideOption.vocabulary, of: "rideOptionName", app: app)
        return CityRideExtension(book: RideBook(container: container.url), places: places)
    }
}
