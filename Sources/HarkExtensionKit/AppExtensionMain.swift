public import Hark

/// The entry point of an extension executable: adopt it in a `@main` type and say how to make
/// the extension for a user.
///
/// ```swift
/// import Hark
/// import HarkExtensionKit
///
/// @main
/// struct CurrencyRatesMain: AppExtensionMain {
///     static let version = "1.0.0"
///
///     static func makeExtension(in context: ExtensionContext) async throws -> CurrencyRatesExtension {
///         CurrencyRatesExtension()
///     }
/// }
/// ```
///
/// Run by the assistant, the executable speaks the extension protocol on its standard input and
/// output (what it prints goes to standard error, which the assistant keeps in the app's log) and
/// exits when its standard input closes. Run with `--http PORT`, it serves the same messages over
/// HTTP, each signed with the secret in `$HARK_EXTENSION_SECRET` (see docs/Extensions.md).
public protocol AppExtensionMain: SendableMetatype {
    /// The extension the executable serves.
    associatedtype Extension: AppExtension

    /// The extension's version, shown by `hark apps` and compared when it is installed again.
    static var version: String { get }

    /// Makes the extension for the user of `context`: open the user's container, register the
    /// words of their data. Called once per user, before their first request.
    static func makeExtension(in context: ExtensionContext) async throws -> Extension
}

extension AppExtensionMain {
    public static var version: String { "1.0.0" }

    /// Serves the extension: on standard input and output, or over HTTP with `--http PORT`.
    public static func main() async {
        await ExtensionRuntime.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
