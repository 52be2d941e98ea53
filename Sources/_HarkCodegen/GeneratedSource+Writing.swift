public import Foundation

extension GeneratedSource {
    /// What writing a generated file did.
    public enum WriteOutcome: String, Sendable, Hashable {
        /// There was no file; now there is.
        case created
        /// The file had other contents; it was replaced.
        case updated
        /// The file already had these contents and was left alone, so the build system sees no
        /// change and compiles nothing again.
        case unchanged
    }

    /// Writes the source into `directory` as ``fileName``, only when the file there does not
    /// already hold exactly these contents; creates the folder when needed.
    @discardableResult
    public func write(into directory: URL) throws(CodegenError) -> WriteOutcome {
        let url = directory.appending(path: fileName)
        let path = url.path(percentEncoded: false)
        let data = Data(contents.utf8)
        let existing = FileManager.default.contents(atPath: path)
        if existing == data { return .unchanged }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path, error.localizedDescription)
        }
        return existing == nil ? .created : .updated
    }
}
