#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a ``ContainerFile`` (and a store built on one) makes what it wrote last through a crash:
/// `fdatasync` for a file appended to, `fsync` for a new file and for the folder that names it.
///
/// Tests give a store one that counts the calls, to check how many a change costs.
public struct FileSync: Sendable {
    public enum Kind: Sendable, Hashable {
        /// A file's contents and size (`fdatasync`).
        case data
        /// A file's contents and all of its metadata (`fsync`).
        case file
        /// A folder's entries, after a file was created or renamed in it (`fsync`).
        case folder
    }

    /// Syncs the open file `descriptor`; 0 on success, else -1 with `errno` set.
    public var sync: @Sendable (_ descriptor: Int32, _ kind: Kind) -> Int32

    public init(sync: @escaping @Sendable (_ descriptor: Int32, _ kind: Kind) -> Int32) {
        self.sync = sync
    }

    /// The system's calls.
    public static let system = FileSync { descriptor, kind in
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
