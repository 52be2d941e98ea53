import Foundation
import Hark

/// Runs an extension executable: parses its arguments and serves on the transport they choose.
enum ExtensionRuntime {
    static func run<Main: AppExtensionMain>(_ main: Main.Type, arguments: [String]) async {
        let environment = ProcessInfo.processInfo.environment
        do {
            let options = try Options(arguments: arguments, environment: environment)
            switch options.transport {
            case .standardIO:
                await StandardIOServer<Main>(environment: environment).run()
            case .http(let host, let port):
                try await HTTPExtensionServer<Main>(options: options, host: host, port: port).run()
            }
        } catch {
            FileHandle.standardError.write(Data("\(CommandLine.arguments.first ?? "extension"): \(error)\n".utf8))
            exit(64)
        }
    }

    /// The executable's options.
    struct Options {
        enum Transport {
            case standardIO
            case http(host: String, port: Int)
        }

        var transport = Transport.standardIO
        var dataDirectory: DataDirectory
        var secret: String?

        init(arguments: [String], environment: [String: String]) throws {
            var host = "127.0.0.1"
            var port: Int?
            var dataDirectory: String?
            var remaining = arguments[...]
            func value(_ option: String) throws -> String {
                guard let value = remaining.popFirst() else { throw RuntimeError("\(option) needs a value") }
                return value
            }
            while let argument = remaining.popFirst() {
                switch argument {
                case "--http":
                    guard let number = Int(try value(argument)), (0...65_535).contains(number) else {
                        throw RuntimeError("--http needs a port number (0 picks a free one)")
                    }
                    port = number
                case "--host": host = try value(argument)
                case "--data-dir": dataDirectory = try value(argument)
                case "--help", "-h":
                    throw RuntimeError(
                        """
                        usage: \(CommandLine.arguments.first ?? "extension") [--http PORT [--host ADDRESS] [--data-dir DIR]]
                          Without options, serves the extension protocol on standard input and output, as `hark` runs it.
                          With --http, serves it over HTTP; requests must be signed with $HARK_EXTENSION_SECRET.
                        """)
                default: throw RuntimeError("unknown option \(argument) (try --help)")
                }
            }
            self.dataDirectory = DataDirectory.resolve(dataDirectory, environment: environment)
            self.secret = environment["HARK_EXTENSION_SECRET"].flatMap { $0.isEmpty ? nil : $0 }
            if let port {
                if secret == nil {
                    FileHandle.standardError.write(
                        Data(
                            """
                            warning: no $HARK_EXTENSION_SECRET: only `describe` is answered, so that `hark install --url` can \
                            install this extension and print the secret; start again with the secret to serve requests.

                            """.utf8))
                }
                transport = .http(host: host, port: port)
            }
        }
    }
}

struct RuntimeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
