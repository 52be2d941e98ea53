import Foundation
import Hark
import Synchronization
import Testing

@Suite("A file in an app's container: locked read-modify-write, atomic and durable replacement")
struct ContainerFileTests {
    struct Failure: Error, Equatable { var message: String }

    static func file(in directory: URL, sync: FileSync = .system) -> ContainerFile<Failure> {
        ContainerFile(directory: directory, name: "shelf", describedAs: "shelf", sync: sync) { Failure(message: $0) }
    }

    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("hark-container-file-\(UUID().uuidString)")
    }

    @Test("no file yet reads as nil; a write creates the container, and is read back whole")
    func writeAndRead() throws {
        let directory = Self.scratch().appendingPathComponent("containers/group.shelf")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent().deletingLastPathComponent()) }
        let file = Self.file(in: directory)
        #expect(try file.readData() == nil)
        try file.withExclusiveLock { () throws(Failure) in try file.write(data: Data("one".utf8)) }
        #expect(try file.readData() == Data("one".utf8))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("shelf.lock").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "the temporary file is renamed, never left behind")
    }

    @Test("a replacement syncs the new file, then the folder that names it")
    func syncsFileThenFolder() throws {
        let directory = Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let calls = Mutex<[FileSync.Kind]>([])
        let counting = FileSync { descriptor, kind in
            calls.withLock { $0.append(kind) }
            return FileSync.system.sync(descriptor, kind)
        }
        let file = Self.file(in: directory, sync: counting)
        try file.withExclusiveLock { () throws(Failure) in try file.write(data: Data("x".utf8)) }
        #expect(calls.withLock { $0 } == [.file, .folder])
    }

    @Test("writers from many threads under the exclusive lock lose no change")
    func lockedReadModifyWrite() async throws {
        let directory = Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = Self.file(in: directory)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<25 {
                        try? file.withExclusiveLock { () throws(Failure) in
                            let count = Int(String(decoding: try file.readData() ?? Data("0".utf8), as: UTF8.self)) ?? -1000
                            try file.write(data: Data(String(count + 1).utf8))
                        }
                    }
                }
            }
        }
        #expect(try file.readData() == Data("200".utf8))
    }

    @Test("a container that cannot be created is the app's failure, naming the folder")
    func unwritableContainer() throws {
        let blocker = Self.scratch()
        defer { try? FileManager.default.removeItem(at: blocker) }
        try Data().write(to: blocker)  // a file where the container's parent folder should be
        let file = Self.file(in: blocker.appendingPathComponent("group.shelf"))
        let error = #expect(throws: Failure.self) {
            try file.withExclusiveLock { () throws(Failure) in try file.write(data: Data()) }
        }
        #expect(error?.message.hasPrefix("cannot create the container \(blocker.path)/group.shelf") == true)
    }
}

@Suite("Versioned JSON in an app's container")
struct ContainerFileJSONTests {
    struct Shelf: VersionedContents, Equatable {
        var formatVersion: Int
        var books: [String]
        var shelvedAt: Date
    }

    @Test("contents are written as JSON and read back whole, dates included; no file is nil")
    func roundTrip() throws {
        let directory = ContainerFileTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = ContainerFileTests.file(in: directory)
        #expect(try file.readJSON(Shelf.self, newest: 1) { ContainerFileTests.Failure(message: $0) } == nil)
        let shelf = Shelf(formatVersion: 1, books: ["Dune", "Emma"], shelvedAt: Date(timeIntervalSince1970: 1_800_000_000))
        try file.withExclusiveLock { () throws(ContainerFileTests.Failure) in try file.writeJSON(shelf) }
        #expect(try file.readJSON(Shelf.self, newest: 1) { ContainerFileTests.Failure(message: $0) } == shelf)
        let text = String(decoding: try #require(try file.readData()), as: UTF8.self)
        #expect(text.contains("\"shelvedAt\" : \"2027-01-15T08:00:00Z\""), "dates in ISO 8601: \(text)")
    }

    @Test(
        "a file that is not the app's, or that a newer format wrote, is an error naming it, and is left as it is",
        arguments: [
            (#"{"formatVersion": 1, "books": "#, "is not shelf"),
            (#"{"formatVersion": 2, "books": [], "shelvedAt": "2027-01-15T08:00:00Z"}"#, "in format 2, newer than this version reads (1)"),
        ])
    func refusesWhatItCannotRead(contents: String, message: String) throws {
        let directory = ContainerFileTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = ContainerFileTests.file(in: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file.dataURL)
        #expect {
            _ = try file.readJSON(Shelf.self, newest: 1) { ContainerFileTests.Failure(message: $0) }
        } throws: { error in
            let failure = error as? ContainerFileTests.Failure
            return failure?.message.contains(file.dataURL.path) == true && failure?.message.contains(message) == true
                && failure?.message.hasSuffix("it was left unchanged") == true
        }
        #expect(try Data(contentsOf: file.dataURL) == Data(contents.utf8))
    }
}

@Suite("ContainerFileError: the container file's own failures, for apps that need no error of their own")
struct ContainerFileErrorTests {
    @Test("contents the app cannot read are corruptStore, naming the file; the file is left as it is")
    func corruptContentsAreCorruptStore() throws {
        let directory = ContainerFileTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = ContainerFile(directory: directory, name: "shelf", describedAs: "the shelf")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("[1, 2".utf8).write(to: file.dataURL)
        let error = #expect(throws: ContainerFileError.self) { try file.readJSON(ContainerFileJSONTests.Shelf.self, newest: 1) }
        #expect(error?.code == .corruptStore)
        #expect(error?.message.contains("\(file.dataURL.path) is not the shelf") == true)
        #expect(try Data(contentsOf: file.dataURL) == Data("[1, 2".utf8))
    }

    @Test("a container that cannot be made is storageFailure, naming the folder")
    func unusableContainerIsStorageFailure() throws {
        let blocker = ContainerFileTests.scratch()
        defer { try? FileManager.default.removeItem(at: blocker) }
        try Data().write(to: blocker)
        let file = ContainerFile(directory: blocker.appendingPathComponent("group.shelf"), name: "shelf", describedAs: "the shelf")
        let error = #expect(throws: ContainerFileError.self) {
            try file.withExclusiveLock { () throws(ContainerFileError) in try file.writeJSON(["a"]) }
        }
        #expect(error?.code == .storageFailure)
        #expect(error?.message.hasPrefix("cannot create the container \(blocker.path)/group.shelf") == true)
    }
}
