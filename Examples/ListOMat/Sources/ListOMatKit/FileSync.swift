#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the store makes what it wrote last through a crash: `fdatasync` for the journal,
/// `fsync` for a new file and for the folder that names it.
///
/// Tests give a store one that counts the calls, to check how many a change costs.
struct FileSync: Sendable {
    enum Kind: Sendable, Hashable {
        /// A file's contents and size (`fdatasync`).
        case data
        /// A file's contents and all of its metadata (`fsync`).
        case file
        /// A folder's entries, after a file was created or renamed in it (`fsync`).
        case folder
    }

    /// Syncs the open file `descriptor`; 0 on success, else -1 with `errno` set.
    var sync: @Sendable (_ descriptor: Int32, _ kind: Kind) -> Int32

    /// The system's calls.
    static let system = FileSync { descriptor, kind in
        switch kind {
        case .data:
            #if canImport(Darwin)
                return fsync(descriptor)
            #else
                return fdatasync(descriptor)
            #endif
        case .file, .folder:
            return fsync(descriptor)
        }
    }
}
