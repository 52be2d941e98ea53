import Forkful
import Foundation
import Hark
import HarkExtensionKit

/// Forkful's extension executable: orders from the demo directory's restaurants, keeping the
/// user's orders in their Forkful container.
@main
struct ForkfulMain: AppExtensionMain {
    static let version = "1.0.0"

    static func makeExtension(in context: ExtensionContext) async throws -> ForkfulExtension {
        let container = try context.container(forGroup: OrderBook.appGroup)
        return ForkfulExtension(orders: OrderBook(container: container.url))
    }
}
