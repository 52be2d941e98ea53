import HarkExtensionKit
import Tally

/// Tally's extension executable: what `hark` installs and runs, one process per user.
@main
struct TallyMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> TallyExtension {
        let container = try context.container(forGroup: "group.org.example.tally")
        return TallyExtension(counters: Counters(folder: container.url))
    }
}
