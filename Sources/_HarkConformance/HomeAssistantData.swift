public import Foundation

/// Where Home Assistant's public intent data is: `$HARK_HOME_ASSISTANT_INTENTS` when set, else
/// the checkout beside the package, `../shared/external-nlu-data/home-assistant-intents`. The
/// data is read at run time and never copied into the repository; the tool, the benchmarks and
/// the tests all find it here.
public enum HomeAssistantData {
    /// The folder holding `sentences/` and `tests/`.
    public static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["HARK_HOME_ASSISTANT_INTENTS"], !path.isEmpty {
            return URL(filePath: path, directoryHint: .isDirectory)
        }
        // Sources/_HarkConformance/HomeAssistantData.swift → the package's folder → beside it.
        return URL(filePath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "shared/external-nlu-data/home-assistant-intents", directoryHint: .isDirectory)
    }()

    /// Whether the data is there.
    public static var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.appending(path: "sentences").path(percentEncoded: false))
    }
}
