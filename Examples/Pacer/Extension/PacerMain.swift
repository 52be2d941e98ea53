import Foundation
import Hark
import HarkExtensionKit
import Pacer

/// Pacer's extension executable: tracks workouts kept in the user's Pacer container.
@main
struct PacerMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> PacerExtension {
        let container = try context.container(forGroup: WorkoutLog.appGroup)
        return PacerExtension(log: WorkoutLog(container: container.url))
    }
}
