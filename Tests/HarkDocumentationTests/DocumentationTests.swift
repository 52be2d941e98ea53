import Foundation
import Testing

/// The documentation's examples: every Swift block is compiled into this target by the
/// `DocumentedExamplesPlugin` (a block that does not compile fails the build at its line in the
/// document); these tests check that none was missed, that the manifests among them load, and
/// that the tutorial's app is the one the package builds.
@Suite("Documentation")
struct DocumentationTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("every ```swift fence in the documents and doc comments is compiled")
    func noExampleMissed() throws {
        var fences: [String: Int] = [:]
        for path in try Self.files(in: ["docs", "Examples"], suffix: ".md") + ["README.md"] {
            let text = try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
            let count = text.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces) == "```swift" }
            if count > 0 { fences[path] = count }
        }
        for path in try Self.files(in: ["Sources", "Examples"], suffix: ".swift") {
            let text = try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
            let count = text.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces) == "/// ```swift" }
            if count > 0 { fences[path] = count }
        }
        let compiled = Dictionary(grouping: documentedExamples, by: \.path).mapValues(\.count)
        // SwiftPM lists the plugin's inputs when it plans the build: a document added since then
        // is collected once the package is planned again (`touch Package.swift`).
        #expect(compiled == fences, "a new document? touch Package.swift and build again")
        // The guides that teach the API by example are among them.
        for guide in ["docs/Understanding.md", "docs/Conversation.md", "docs/Shortcuts.md", "docs/Extensions.md"] {
            #expect(compiled[guide, default: 0] > 0, "\(guide) has no compiled example")
        }
    }

    @Test("the package manifests in the guides load", arguments: documentedExamples.filter { $0.kind == .manifest })
    func manifestLoads(_ example: DocumentedExampleRecord) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A piece of a manifest (one target) is checked inside the smallest manifest around it.
        let manifest =
            example.source.contains("Package(")
            ? example.source
            : """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Example",
                dependencies: [.package(path: "../hark")],
                targets: [
            \(example.source)
                ]
            )
            """
        try manifest.write(to: folder.appending(path: "Package.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder.path(percentEncoded: false), "dump-package"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(example.path):\(example.line): \(message)")
    }

    @Test("Tally's files are the blocks of docs/Extensions.md, word for word")
    func tallyIsTheGuide() throws {
        let guide = try String(contentsOf: Self.root.appending(path: "docs/Extensions.md"), encoding: .utf8)
        let blocks = Set(Self.fencedBlocks(in: guide))
        let files = try Self.files(in: ["Examples/Tally/Sources"], suffix: "")
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".yaml") }
        #expect(files.count == 5)
        for path in files {
            let text = try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
            #expect(blocks.contains(text), "\(path) differs from its block in docs/Extensions.md")
        }
    }

    /// The text of every fenced block, whatever its language, each line ending with a line break.
    static func fencedBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current! += line + "\n"
            }
        }
        return blocks
    }

    /// Paths relative to the package's root of the files under `folders` whose names end in `suffix`.
    static func files(in folders: [String], suffix: String) throws -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root.appending(path: folder)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else {
                continue
            }
            for case let url as URL in walker {
                if url.lastPathComponent.hasPrefix(".build") {
                    walker.skipDescendants()
                    continue
                }
                guard url.lastPathComponent.hasSuffix(suffix), try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
                else { continue }
                found.append(
                    String(
                        url.standardizedFileURL.path(percentEncoded: false).dropFirst(
                            root.standardizedFileURL.path(percentEncoded: false).count)))
            }
        }
        return found.sorted()
    }
}
