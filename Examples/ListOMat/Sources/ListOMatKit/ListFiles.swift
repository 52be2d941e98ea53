import Foundation
import Hark
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// List-o-Mat's lists on disk: the snapshot `lists.json`, the journal `lists.journal` of the
/// changes made since, and the lock file `lists.lock`.
///
/// A change appends one line to the journal — only what changed — and syncs it once
/// (`fdatasync`) before it is acknowledged, all under the exclusive lock. When the journal
/// would outgrow both ``journalFloor`` and the snapshot, the change writes a new snapshot
/// instead (atomic rename, synced, with the next generation) and empties the journal, so a
/// reader never replays more than that.
///
/// Readers take no lock. A process keeps what it last read (the lists, which snapshot file,
/// how far into the journal) and reads only the journal's new lines when the snapshot is the
/// same file as before. A reader that finds a snapshot replaced while it read, or a journal
/// that does not fit, reads again, in the end holding the lock shared.
struct ListFiles: Sendable {
    /// `lists.json` and `lists.lock`.
    let snapshot: StoreFile

    /// `lists.journal`.
    let journalURL: URL

    init(directory: URL, sync: FileSync = .system) {
        snapshot = StoreFile(directory: directory, name: "lists", what: "list store", sync: sync)
        journalURL = directory.appendingPathComponent("lists.journal")
    }

    /// Below this many bytes the journal is never folded into a new snapshot.
    static let journalFloor = 64 * 1024

    /// What a process last read of each store, by journal path.
    private static let remembered = Mutex<[String: State]>([:])

    // MARK: Reading

    /// The lists as the last acknowledged change left them.
    func read() throws(ListOMatError) -> [ItemList] {
        try current().lists
    }

    private func current() throws(ListOMatError) -> State {
        for _ in 0..<2 {
            if let state = try? load(after: recalled(), locked: false) {
                remember(state)
                return state
            }
        }
        return try snapshot.withSharedLock { () throws(ListOMatError) -> State in
            let state = try load(after: nil, locked: true)!
            remember(state)
            return state
        }
    }

    // MARK: Changing

    /// Runs `change` on the current lists holding the exclusive lock, and saves what it changed.
    ///
    /// When `change` throws, nothing is written.
    func change<Result>(
        _ change: (inout [ItemList]) throws(ListOMatError) -> Result
    ) throws(ListOMatError) -> (before: [ItemList], after: [ItemList], result: Result) {
        try snapshot.withExclusiveLock { () throws(ListOMatError) -> ([ItemList], [ItemList], Result) in
            let state = try load(after: recalled(), locked: true)!
            remember(state)
            var lists = state.lists
            let result = try change(&lists)
            if lists != state.lists {
                // Forgotten first, so that a save cut short leaves nothing half-true behind.
                forget()
                remember(try save(lists, over: state))
            }
            return (state.lists, lists, result)
        }
    }

    /// Appends the change from `state` to `lists` to the journal, or writes a new snapshot when
    /// the journal cannot take it. Call it holding the exclusive lock.
    private func save(_ lists: [ItemList], over state: State) throws(ListOMatError) -> State {
        guard state.snapshot != nil, state.formatVersion == StoredLists.currentFormatVersion,
            state.journal != nil, !state.journalIsStale,
            let changes = ListChange.changes(from: state.lists, to: lists)
        else { return try rewrite(lists, over: state) }
        let line = try JournalRecord(generation: state.generation, changes: changes).line()
        guard state.journalEnd + line.count <= max(Self.journalFloor, state.snapshotSize) else {
            return try rewrite(lists, over: state)
        }
        try append(line, at: state.journalEnd, cutting: state.journalSize > state.journalEnd)
        var next = state
        next.lists = lists
        next.journalEnd += line.count
        next.journalSize = next.journalEnd
        return next
    }

    /// Writes `line` at `offset` of the journal and syncs it, first cutting off what lies
    /// beyond `offset` (a record whose writer stopped mid-append) when `cutting`.
    private func append(_ line: [UInt8], at offset: Int, cutting: Bool) throws(ListOMatError) {
        let path = journalURL.path
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreFile.systemError("cannot open \(path)") }
        defer { close(descriptor) }
        if cutting, ftruncate(descriptor, off_t(offset)) != 0 {
            throw StoreFile.systemError("cannot cut the unfinished change off \(path)")
        }
        var written = 0
        var failure: ListOMatError?
        line.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = StoreFile.systemError("cannot write \(path)")
                    return
                }
                written += result
            }
        }
        if failure == nil {
            failure = snapshot.syncing(descriptor, .data, path: path)
        }
        if let failure {
            _ = ftruncate(descriptor, off_t(offset))
            throw failure
        }
    }

    /// Writes `lists` as the next generation's snapshot and empties the journal. Call it
    /// holding the exclusive lock.
    private func rewrite(_ lists: [ItemList], over state: State) throws(ListOMatError) -> State {
        let path = journalURL.path
        // Created, when missing, before the folder is synced with the snapshot's rename, so
        // that appending to it later needs only the journal's own sync.
        let journal = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard journal >= 0 else { throw StoreFile.systemError("cannot create \(path)") }
        defer { close(journal) }
        let generation = state.generation + 1
        let data = try StoredLists.encode(lists, generation: generation)
        try snapshot.write(data: data)
        // The new snapshot holds every change and lasts; the records left are of the
        // generation before, which readers skip even if this fails.
        let emptied = ftruncate(journal, 0) == 0
        var info = stat()
        return State(
            lists: lists,
            snapshot: try FileIdentity(path: snapshot.dataURL.path),
            formatVersion: StoredLists.currentFormatVersion,
            generation: generation,
            snapshotSize: data.count,
            journal: fstat(journal, &info) == 0 ? FileIdentity(info) : nil,
            journalEnd: 0,
            journalSize: emptied ? 0 : Int.max,
            journalIsStale: !emptied
        )
    }

    // MARK: Loading

    /// Where a process stands in a store.
    struct State: Sendable {
        /// The lists: the snapshot's, with the journal replayed up to ``journalEnd``.
        var lists: [ItemList]
        /// The snapshot file read; `nil` when there is none.
        var snapshot: FileIdentity?
        var formatVersion: Int
        var generation: Int
        var snapshotSize: Int
        /// The journal file read; `nil` when there is none.
        var journal: FileIdentity?
        /// Just past the last record replayed.
        var journalEnd: Int
        /// The journal's size when read: more than ``journalEnd`` when its last change was cut
        /// short.
        var journalSize: Int
        /// Whether the journal's records are of another generation (a rewrite stopped between
        /// renaming the snapshot and emptying the journal): none were replayed.
        var journalIsStale: Bool

        static let empty = State(
            lists: [], snapshot: nil, formatVersion: StoredLists.currentFormatVersion, generation: 0, snapshotSize: 0,
            journal: nil, journalEnd: 0, journalSize: 0, journalIsStale: false
        )
    }

    /// Reads the store, starting from `cached` when it read the same snapshot file.
    ///
    /// - Returns: `nil`, only when not `locked`, when a writer replaced the snapshot meanwhile;
    ///   read again.
    private func load(after cached: State?, locked: Bool) throws(ListOMatError) -> State? {
        let snapshotPath = snapshot.dataURL.path
        var state: State
        if let cached, cached.snapshot == (try FileIdentity(path: snapshotPath)) {
            state = cached
        } else {
            state = try readSnapshot()
        }
        let journalPath = journalURL.path
        let descriptor = open(journalPath, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            guard errno == ENOENT else { throw StoreFile.systemError("cannot open \(journalPath)") }
            if state.journalEnd > 0 { return try load(after: nil, locked: locked) }
            state.journal = nil
            state.journalSize = 0
            state.journalIsStale = false
        } else {
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw StoreFile.systemError("cannot read \(journalPath)") }
            let journal = FileIdentity(info)
            var base = 0
            if state.journalEnd > 0 {
                // Records were replayed from this journal: go on where they ended, if it is
                // still the same file and still as long.
                guard state.journal?.isSameFile(as: journal) == true, journal.size >= state.journalEnd else {
                    return try load(after: nil, locked: locked)
                }
                base = state.journalEnd
            }
            state.journal = journal
            state.journalIsStale = false
            let bytes = try Self.readToEnd(descriptor, from: base, expecting: journal.size - base, path: journalPath)
            state.journalSize = base + bytes.count
            let scan = JournalRecord.scan(bytes, base: base)
            if let damage = scan.damage {
                throw ListOMatError(
                    code: .corruptStore,
                    message: "the list store's journal \(journalPath) is damaged at byte \(damage.offset) "
                        + "(\(damage.problem)); it was left unchanged"
                )
            }
            var start = base
            for (record, end) in scan.records {
                defer { start = end }
                if record.generation == state.generation, !state.journalIsStale {
                    do {
                        try ListChange.apply(record.changes, to: &state.lists)
                    } catch {
                        throw ListOMatError(
                            code: .corruptStore,
                            message: "the list store's journal \(journalPath) does not fit \(snapshotPath) at byte "
                                + "\(start) (\(error.description)); both were left unchanged"
                        )
                    }
                    state.journalEnd = end
                } else if !locked && record.generation > state.generation {
                    return nil
                } else if state.journalEnd > 0 {
                    throw ListOMatError(
                        code: .corruptStore,
                        message: "the list store's journal \(journalPath) is damaged at byte \(start) "
                            + "(changes of two generations); it was left unchanged"
                    )
                } else {
                    state.journalIsStale = true
                }
            }
        }
        if !locked, state.snapshot != (try FileIdentity(path: snapshotPath)) { return nil }
        return state
    }

    /// The snapshot, without the journal.
    private func readSnapshot() throws(ListOMatError) -> State {
        let path = snapshot.dataURL.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            guard errno == ENOENT || errno == ENOTDIR else { throw StoreFile.systemError("cannot read the list store \(path)") }
            return .empty
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw StoreFile.systemError("cannot read the list store \(path)") }
        let bytes = try Self.readToEnd(descriptor, from: 0, expecting: Int(info.st_size), path: path)
        let stored = try StoredLists.decode(Data(bytes), path: path)
        var state = State.empty
        state.lists = stored.lists
        state.snapshot = FileIdentity(info)
        state.formatVersion = stored.formatVersion
        state.generation = stored.generation
        state.snapshotSize = bytes.count
        return state
    }

    /// The bytes of the open file `descriptor` from `offset` to its end, about `expected` of
    /// them (it may have grown since).
    private static func readToEnd(
        _ descriptor: Int32, from offset: Int, expecting expected: Int, path: String
    ) throws(ListOMatError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(expected + 1, 4096))
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(offset + bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StoreFile.systemError("cannot read \(path)")
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    private func recalled() -> State? {
        let key = journalURL.path
        return Self.remembered.withLock { $0[key] }
    }

    private func remember(_ state: State) {
        let key = journalURL.path
        Self.remembered.withLock { $0[key] = state }
    }

    private func forget() {
        let key = journalURL.path
        _ = Self.remembered.withLock { $0.removeValue(forKey: key) }
    }
}

/// Which file a path named when it was read, and how it looked: a file replaced by a rename,
/// or written in place, compares unequal.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var changedSeconds: Int
    var changedNanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        #if canImport(Darwin)
            (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
            (changedSeconds, changedNanoseconds) = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #else
            (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
            (changedSeconds, changedNanoseconds) = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #endif
    }

    /// The file at `path` now; `nil` when there is none.
    init?(path: String) throws(ListOMatError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw StoreFile.systemError("cannot read \(path)")
        }
        self.init(info)
    }

    /// Whether both are the same file, whatever its contents.
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
