import Foundation
import GRDB
import Hark
import HarkAssistant
import HarkTesting
import Testing

@testable import HarkSQLite

/// What the database says when the disk has no room. The whole story — a disk filled up by each
/// kind of writer, nothing acknowledged lost, every writer working again once there is room — is
/// `scripts/stress full-disk` (docs/Reliability.md), which mounts a small tmpfs of its own.
@Suite("A full disk")
struct DiskFullTests {
    @Test("SQLite's “database or disk is full” is a diskFull error that names the file and says nothing was changed")
    func full() throws {
        let directory = try TemporaryDirectory.sqlite()
        let path = directory.databaseURL.path
        let error = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        let failure = HarkDatabase.failure(error, path: path, code: .unwritable, "cannot write")
        #expect(failure.code == .diskFull)
        #expect(failure.description.hasPrefix("\(path): cannot write: the disk is full ("), "\(failure)")
        #expect(failure.message.hasSuffix("nothing was written to it — make room and try again"))
    }

    @Test("an I/O error on a disk with room stays what it is")
    func ioErrorWithRoom() throws {
        let directory = try TemporaryDirectory.sqlite()
        try FileManager.default.createDirectory(at: directory.dataDirectory.url, withIntermediateDirectories: true)
        let error = DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error")
        let failure = HarkDatabase.failure(error, path: directory.databaseURL.path, code: .unwritable, "cannot write")
        #expect(failure.code == .unwritable)
        #expect(failure.message == "cannot write: disk I/O error")
    }

    @Test("a damaged record is not a full disk")
    func otherErrors() {
        let error = DatabaseError(resultCode: .SQLITE_CORRUPT, message: "database disk image is malformed")
        #expect(HarkDatabase.diskFull(error, path: "/tmp/hark.sqlite", "cannot read") == nil)
    }
}
