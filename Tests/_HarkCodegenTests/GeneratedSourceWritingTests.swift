import Foundation
import HarkTesting
import Testing
import _HarkCodegen

/// Generated files are written only when their contents change, so that a build whose
/// definitions did not change compiles nothing again.
struct GeneratedSourceWritingTests {
    @Test func writingTheSameContentsAgainLeavesTheFileAlone() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appending(path: "Generated/Nested")
        let source = GeneratedSource(fileName: "PizzaShop.swift", contents: "// one\n")

        #expect(try source.write(into: output) == .created)
        let path = output.appending(path: "PizzaShop.swift").path(percentEncoded: false)
        let before = try FileIdentity(path: path)

        #expect(try source.write(into: output) == .unchanged)
        #expect(try FileIdentity(path: path) == before)

        let changed = GeneratedSource(fileName: "PizzaShop.swift", contents: "// two\n")
        #expect(try changed.write(into: output) == .updated)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// two\n")
    }

    @Test func aFolderThatCannotBeCreatedIsAnErrorNamingThePath() throws {
        let directory = try TemporaryDirectory()
        let blocker = try directory.write("a file, not a folder", to: "blocker")
        let source = GeneratedSource(fileName: "X.swift", contents: "")
        let error = try #require(throws: CodegenError.self) {
            try source.write(into: URL(filePath: blocker).appending(path: "inside"))
        }
        #expect(error.code == .unwritableFile)
        #expect(error.description.hasPrefix("\(blocker)/inside/X.swift: error: cannot write the generated file: "))
    }
}

/// What tells whether a file was rewritten: its inode and its modification time.
struct FileIdentity: Equatable {
    var inode: UInt64
    var modified: Date

    init(path: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}
