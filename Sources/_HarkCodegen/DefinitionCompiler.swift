public import Foundation
public import HarkDefinition

/// What `hark-codegen` does with one definition file: read it, check it, generate its Swift and
/// write that where it changed. Nothing here throws: every outcome is in the ``Report``.
///
/// ```swift
/// let compiler = DefinitionCompiler(configuration: .init(moduleName: "PizzaShopKit"))
/// let report = compiler.generate(path: "PizzaShop.intents.yaml", into: URL(filePath: "Generated"))
/// for message in report.messages { print(message) }   // path:line:column: error: …
/// ```
public struct DefinitionCompiler: Sendable {
    public var generator: SourceGenerator

    public init(configuration: SourceGenerator.Configuration = SourceGenerator.Configuration()) {
        generator = SourceGenerator(configuration: configuration)
    }

    /// What happened to one definition file.
    public struct Report: Sendable {
        /// The file's path, as given.
        public var path: String
        /// Every problem found in the file, warnings and errors, in file order.
        public var diagnostics: [Diagnostic] = []
        /// Why the file could not be read, or its Swift not written.
        public var failure: CodegenError?
        /// The generated Swift, when the file has no errors and generation was asked for.
        public var source: GeneratedSource?
        /// What writing the generated Swift did.
        public var writeOutcome: GeneratedSource.WriteOutcome?

        /// Whether anything went wrong: an unreadable file or an error diagnostic.
        public var hasErrors: Bool {
            failure != nil || diagnostics.contains { $0.severity == .error }
        }

        /// One line per problem, as compilers print them: `path:line:column: error: message`.
        public var messages: [String] {
            (failure.map { [$0.description] } ?? []) + diagnostics.map(\.description)
        }
    }

    /// Reads and checks the file at `path`, as the generator would, without generating anything.
    public func validate(path: String) -> Report {
        var report = Report(path: path)
        _ = load(path, into: &report)
        return report
    }

    /// Reads and checks the file at `path` and, when it has no errors, writes its Swift into
    /// `directory` unless the file there already holds the same.
    public func generate(path: String, into directory: URL) -> Report {
        var report = Report(path: path)
        guard let file = load(path, into: &report), !report.hasErrors else { return report }
        let source: GeneratedSource
        do {
            source = try generator.generate(file)
        } catch {
            report.diagnostics = file.warnings + error.diagnostics
            return report
        }
        report.source = source
        do {
            report.writeOutcome = try source.write(into: directory)
        } catch {
            report.failure = error
        }
        return report
    }

    /// The parsed file, or `nil` when it cannot be read or parsed; its problems go into `report`.
    private func load(_ path: String, into report: inout Report) -> DefinitionFile? {
        let text: String
        do {
            text = try Self.read(path)
        } catch {
            report.failure = error
            return nil
        }
        do {
            let file = try DefinitionFile(parsing: text, path: path)
            report.diagnostics = file.warnings + generator.check(file)
            return file
        } catch {
            report.diagnostics = error.diagnostics
            return nil
        }
    }

    /// The text of the file at `path`.
    static func read(_ path: String) throws(CodegenError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path, "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path, "it is a folder") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path, "permission denied") }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path, "it cannot be opened") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path, "it is not UTF-8 text")
        }
        return text
    }
}
