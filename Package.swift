// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Hark",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Hark", targets: ["Hark"]),
        .library(name: "HarkDefinition", targets: ["HarkDefinition"]),
        .library(name: "HarkLanguage", targets: ["HarkLanguage"]),
        .library(name: "HarkDialog", targets: ["HarkDialog"]),
        .library(name: "HarkAssistant", targets: ["HarkAssistant"]),
        .library(name: "HarkSQLite", targets: ["HarkSQLite"]),
        .library(name: "HarkPostgres", targets: ["HarkPostgres"]),
        .library(name: "HarkAccounts", targets: ["HarkAccounts"]),
        .library(name: "HarkShortcuts", targets: ["HarkShortcuts"]),
        .library(name: "HarkExtensionKit", targets: ["HarkExtensionKit"]),
        .library(name: "HarkExtensionHost", targets: ["HarkExtensionHost"]),
        .library(name: "HarkTesting", targets: ["HarkTesting"]),
        // For Benchmarks/, a package of its own that measures these beside their peers.
        .library(name: "_HarkConformance", targets: ["_HarkConformance"]),
        .library(name: "ListOMatKit", targets: ["ListOMatKit"]),
        .library(name: "ListOMatExtension", targets: ["ListOMatExtension"]),
        .executable(name: "hark", targets: ["hark"]),
        .executable(name: "hark-codegen", targets: ["hark-codegen"]),
        .executable(name: "hark-sandbox", targets: ["hark-sandbox"]),
        .executable(name: "listomat-extension", targets: ["listomat-extension"]),
        .executable(name: "pizza-shop-extension", targets: ["pizza-shop-extension"]),
        .executable(name: "pizzeria", targets: ["pizzeria"]),
        .executable(name: "currency-rates-extension", targets: ["currency-rates-extension"]),
        .executable(name: "currency-rates", targets: ["currency-rates"]),
        .executable(name: "city-ride-extension", targets: ["city-ride-extension"]),
        .executable(name: "pacer-extension", targets: ["pacer-extension"]),
        .executable(name: "purse-extension", targets: ["purse-extension"]),
        .executable(name: "chatter-extension", targets: ["chatter-extension"]),
        .executable(name: "forkful-extension", targets: ["forkful-extension"]),
        .plugin(name: "HarkCodegenPlugin", targets: ["HarkCodegenPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
    ],
    targets: [
        // The vocabulary: values, intents, resolution results, responses, handler protocols.
        // Foundation only. The built-in Lists & Notes domain is generated into it by the plugin.
        .target(
            name: "Hark",
            plugins: ["HarkCodegenPlugin"]
        ),
        // The definition-file language: parsing with locations, templates, validation.
        .target(
            name: "HarkDefinition",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // Typed Swift from definition files.
        .target(
            name: "_HarkCodegen",
            dependencies: ["HarkDefinition"]
        ),
        .executableTarget(
            name: "hark-codegen",
            dependencies: [
                "_HarkCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // liblinear from the system (Debian's liblinear-dev): trains the understanding layer's
        // classifiers and taggers.
        .systemLibrary(name: "CLinear", path: "Sources/CLinear", providers: [.apt(["liblinear-dev"])]),
        // Understanding: normalization, template matching, vocabulary, ranking, sampling, and the
        // trained layer beside the templates.
        .target(
            name: "HarkLanguage",
            dependencies: ["Hark", "HarkDefinition", "CLinear"]
        ),
        // Home Assistant's intent data read (its sentence files, lists, fixtures and tests) and its
        // tests run through Hark's matcher: for `hark test --format home-assistant`, the
        // conformance tool, the benchmarks and the tests; no app's build compiles it.
        .target(
            name: "_HarkConformance",
            dependencies: ["HarkLanguage", "HarkDefinition", .product(name: "Yams", package: "Yams")]
        ),
        // Prints the conformance table, side by side with scripts/hassil_conformance.py.
        .executableTarget(
            name: "hark-conformance",
            dependencies: [
                "_HarkConformance",
                "HarkLanguage",
                "HarkDefinition",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The conversation: a pure state machine that runs resolve → confirm → handle across turns.
        .target(
            name: "HarkDialog",
            dependencies: ["Hark", "HarkDefinition", "HarkLanguage"]
        ),
        // The composition: installed apps, authorization, routing, deadlines, stores, shortcuts.
        .target(
            name: "HarkAssistant",
            dependencies: ["Hark", "HarkDefinition", "HarkLanguage", "HarkDialog", "HarkShortcuts"]
        ),
        // The people who may use the assistant over the network: accounts and token digests, and
        // the store protocol every backend implements. The server's concern, not the assistant's.
        .target(name: "HarkAccounts", dependencies: ["Hark"]),
        // The embedded default store: Hark's database in the data directory (GRDB, WAL).
        .target(
            name: "HarkSQLite",
            dependencies: [
                "Hark", "HarkLanguage", "HarkDialog", "HarkAssistant", "HarkShortcuts", "HarkAccounts",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The shared store of several server nodes: the same stores as HarkSQLite's, on PostgreSQL.
        .target(
            name: "HarkPostgres",
            dependencies: [
                "Hark", "HarkDialog", "HarkAssistant", "HarkShortcuts", "HarkAccounts",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Shortcuts: donations, relevance-ranked suggestions, voice phrases (matched with HarkLanguage).
        .target(
            name: "HarkShortcuts",
            dependencies: ["Hark", "HarkLanguage", "HarkDefinition"]
        ),
        // A routine history with noise, and how well suggestions predict its last week.
        .target(
            name: "_HarkShortcutsEvaluation",
            dependencies: ["HarkShortcuts", "HarkLanguage", "Hark"]
        ),
        .executableTarget(
            name: "hark-suggestions-eval",
            dependencies: [
                "_HarkShortcutsEvaluation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What an app's extension executable links: serves its handlers over the extension protocol,
        // on standard input and output or over HTTP with signed requests.
        .target(
            name: "HarkExtensionKit",
            dependencies: [
                "Hark",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The assistant's side: installs, launches, supervises and sandboxes extensions.
        .target(
            name: "HarkExtensionHost",
            dependencies: ["Hark", "HarkDefinition", "HarkAssistant", "HarkExtensionKit", "CProcessSpawn"]
        ),
        // Starts an extension process that inherits only its three standard descriptors, and every
        // signal at its default action (C: glibc's posix_spawn extensions need _GNU_SOURCE).
        .target(name: "CProcessSpawn"),
        // What tests are made of, for Hark's own and for app authors': a manual clock, scripted
        // apps, temporary folders, built executables, conversations through the assistant or
        // through `hark converse`, and the checks every store implementation must pass.
        .target(
            name: "HarkTesting",
            dependencies: ["Hark", "HarkAssistant", "HarkDialog", "HarkLanguage", "HarkShortcuts", "HarkAccounts"]
        ),
        // Starts an extension confined by Landlock (C: the rules are set up between fork and exec).
        .executableTarget(name: "hark-sandbox"),

        // Demo apps made of a definition file and handlers, each with its extension executable.
        // Pizza Shop's pizzeria is kept in its container, which its own command line edits too.
        .target(
            name: "PizzaShop",
            dependencies: ["Hark"],
            path: "Examples/PizzaShop",
            exclude: ["Extension", "Command", "Tests", "README.md"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "pizza-shop-extension",
            dependencies: ["PizzaShop", "Hark", "HarkExtensionKit"],
            path: "Examples/PizzaShop/Extension"
        ),
        .executableTarget(
            name: "pizzeria",
            dependencies: [
                "PizzaShop",
                "Hark",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/PizzaShop/Command"
        ),
        .target(
            name: "CurrencyRates",
            dependencies: ["Hark", "HarkShortcuts"],
            path: "Examples/CurrencyRates",
            exclude: ["Extension", "Command"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "currency-rates-extension",
            dependencies: ["CurrencyRates", "HarkExtensionKit"],
            path: "Examples/CurrencyRates/Extension"
        ),
        // The app's own screen: shows the rates and donates the screen as a user activity.
        .executableTarget(
            name: "currency-rates",
            dependencies: [
                "CurrencyRates", "Hark", "HarkShortcuts", "HarkSQLite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/CurrencyRates/Command"
        ),
        // CityRide books rides (the built-in Ride Booking domain), kept in its container.
        .target(
            name: "CityRide",
            dependencies: ["Hark"],
            path: "Examples/CityRide",
            exclude: ["Extension", "Tests", "README.md"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "city-ride-extension",
            dependencies: ["CityRide", "Hark", "HarkExtensionKit"],
            path: "Examples/CityRide/Extension"
        ),
        // Pacer tracks workouts (the built-in Workouts domain), kept in its container.
        .target(
            name: "Pacer",
            dependencies: ["Hark"],
            path: "Examples/Pacer",
            exclude: ["Extension", "Tests", "README.md"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "pacer-extension",
            dependencies: ["Pacer", "Hark", "HarkExtensionKit"],
            path: "Examples/Pacer/Extension"
        ),
        // The address book Purse and Chatter share: names, aliases and relations ("my sister").
        .target(
            name: "DemoContacts",
            dependencies: ["Hark"],
            path: "Examples/Contacts"
        ),
        // Purse sends and asks for money (the built-in Payments domain), from a wallet in its container.
        .target(
            name: "Purse",
            dependencies: ["Hark", "DemoContacts"],
            path: "Examples/Purse",
            exclude: ["Extension", "Tests", "README.md"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "purse-extension",
            dependencies: ["Purse", "DemoContacts", "Hark", "HarkExtensionKit"],
            path: "Examples/Purse/Extension"
        ),
        // Chatter sends, reads and marks messages (the built-in Messaging domain), kept in its container.
        .target(
            name: "Chatter",
            dependencies: ["Hark", "DemoContacts"],
            path: "Examples/Chatter",
            exclude: ["Extension", "Tests", "README.md"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "chatter-extension",
            dependencies: ["Chatter", "DemoContacts", "Hark", "HarkExtensionKit"],
            path: "Examples/Chatter/Extension"
        ),
        // Forkful finds places that deliver, orders food from them and follows the order (intents of
        // its own), from a demo directory of restaurants; the orders are kept in its container.
        .target(
            name: "Forkful",
            dependencies: ["Hark"],
            path: "Examples/Forkful",
            exclude: ["Extension", "Tests", "README.md"],
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "forkful-extension",
            dependencies: ["Forkful", "Hark", "HarkExtensionKit"],
            path: "Examples/Forkful/Extension"
        ),
        // Tally, the app docs/Extensions.md builds step by step: the files are the guide's, word for word.
        .target(
            name: "Tally",
            dependencies: ["Hark"],
            path: "Examples/Tally/Sources/Tally",
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "tally-extension",
            dependencies: ["Tally", "HarkExtensionKit"],
            path: "Examples/Tally/Sources/tally-extension"
        ),
        // Tally's tests, written as an app author writes them: with HarkTesting.
        .testTarget(
            name: "TallyTests",
            dependencies: ["Tally", "HarkTesting"],
            path: "Examples/Tally/Tests/TallyTests"
        ),
        // The assistant as a service: JSON API, bearer tokens, the web page and snippet cards.
        .target(
            name: "HarkServer",
            dependencies: [
                "Hark", "HarkDefinition", "HarkAssistant", "HarkDialog", "HarkShortcuts", "HarkAccounts",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "Yams", package: "Yams"),
            ],
            // openapi.yaml is the API's one description: the generator makes the types and routes
            // from it, and the server serves it. The web page's files are embedded as they are.
            resources: [
                .embedInCode("openapi.yaml"),
                .embedInCode("Resources/index.html"),
                .embedInCode("Resources/app.js"),
                .embedInCode("Resources/app.css"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        // The command line: talk, ask, parse, converse, test, validate, sample, apps, allow, deny,
        // suggest, shortcuts, phrases, serve, users.
        .executableTarget(
            name: "hark",
            dependencies: [
                "Hark", "HarkDefinition", "HarkLanguage", "HarkDialog", "HarkAssistant", "HarkSQLite", "HarkPostgres", "HarkShortcuts",
                "HarkServer", "HarkAccounts", "HarkExtensionHost", "HarkExtensionKit", "_HarkCodegen", "_HarkConformance",
                // Built beside `hark`, which installs them into a new data directory and runs them;
                // not linked (`hark` imports no app).
                "hark-sandbox", "listomat-extension", "pizza-shop-extension", "currency-rates-extension", "city-ride-extension",
                "pacer-extension", "purse-extension", "chatter-extension", "forkful-extension",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .plugin(
            name: "HarkCodegenPlugin",
            capability: .buildTool(),
            dependencies: ["hark-codegen"]
        ),
        // Collects every Swift example in the documents and doc comments for the documentation tests.
        .executableTarget(name: "hark-doc-examples", dependencies: ["_HarkCodegen"]),
        .plugin(
            name: "DocumentedExamplesPlugin",
            capability: .buildTool(),
            dependencies: ["hark-doc-examples"]
        ),

        // List-o-Mat, the reference app: its lists (kit), its Intents extension and its own command line.
        .target(
            name: "ListOMatKit",
            dependencies: ["Hark"],
            path: "Examples/ListOMat/Sources/ListOMatKit"
        ),
        .target(
            name: "ListOMatExtension",
            dependencies: ["ListOMatKit", "Hark", "HarkLanguage", "HarkDialog"],
            path: "Examples/ListOMat/Sources/ListOMatExtension",
            plugins: ["HarkCodegenPlugin"]
        ),
        .executableTarget(
            name: "listomat-extension",
            dependencies: ["ListOMatExtension", "ListOMatKit", "Hark", "HarkExtensionKit"],
            path: "Examples/ListOMat/Sources/listomat-extension"
        ),
        .executableTarget(
            name: "listomat",
            dependencies: [
                "ListOMatKit", "ListOMatExtension", "HarkShortcuts", "HarkSQLite",
                "Hark",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/ListOMat/Sources/listomat"
        ),

        .testTarget(name: "HarkTests", dependencies: ["Hark"]),
        // Every Swift example in README.md, docs/, Examples/ and the doc comments, compiled; the
        // package manifests among them loaded by SwiftPM.
        .testTarget(
            name: "HarkDocumentationTests",
            dependencies: [
                "Hark", "HarkDefinition", "HarkLanguage", "HarkDialog", "HarkAssistant", "HarkSQLite", "HarkPostgres", "HarkShortcuts",
                "HarkExtensionKit", "HarkExtensionHost", "HarkServer", "HarkAccounts", "_HarkCodegen", "_HarkConformance",
                "ListOMatKit", "ListOMatExtension", "PizzaShop", "CurrencyRates", "Tally", "HarkTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            plugins: ["DocumentedExamplesPlugin"]
        ),
        // An extension that misbehaves on purpose, speaking the protocol by hand.
        .executableTarget(name: "hostile-extension", path: "Tests/HostileExtension"),
        // Installing, supervising and sandboxing real extension processes: the demo apps, the
        // hostile one, one written in Python, one served over HTTP.
        .testTarget(
            name: "HarkExtensionHostTests",
            dependencies: [
                "HarkExtensionHost", "HarkExtensionKit", "HarkAssistant", "HarkLanguage", "Hark", "HarkTesting",
                "hostile-extension", "hark-sandbox", "listomat-extension", "pizza-shop-extension", "currency-rates-extension",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "HarkServerTests",
            dependencies: [
                "HarkServer", "HarkAccounts", "HarkAssistant", "HarkDialog", "HarkLanguage", "Hark", "ListOMatExtension", "ListOMatKit",
                "PizzaShop", "CurrencyRates", "CityRide", "Pacer", "Purse", "Chatter", "Forkful",
                "HarkExtensionHost", "HarkExtensionKit", "HarkTesting", "listomat-extension", "hark-sandbox",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Runs the built `hark` executable as a process; seeds a data directory's database where a
        // command reads what only an app can donate.
        .testTarget(
            name: "HarkCommandTests",
            dependencies: [
                "HarkSQLite", "HarkShortcuts", "Hark", "HarkAssistant", "HarkDialog", "HarkTesting", "_HarkConformance", "hark",
                "hostile-extension", "listomat",
                "currency-rates",
            ]
        ),
        // The stores on a real PostgreSQL server (a throw-away cluster, scripts/postgres), and
        // several `hark serve` nodes sharing it.
        .testTarget(
            name: "HarkPostgresTests",
            dependencies: [
                "HarkPostgres", "HarkAssistant", "HarkAccounts", "HarkDialog", "HarkShortcuts", "Hark", "HarkTesting", "hark",
                "listomat-extension",
            ]
        ),
        .testTarget(name: "HarkDialogTests", dependencies: ["HarkDialog", "HarkLanguage", "HarkDefinition", "Hark"]),
        .testTarget(
            name: "HarkAssistantTests",
            dependencies: [
                "HarkAssistant", "HarkAccounts", "HarkDialog", "HarkLanguage", "HarkShortcuts", "Hark", "HarkTesting", "CurrencyRates",
                "PizzaShop",
            ]
        ),
        .testTarget(
            name: "HarkSQLiteTests",
            dependencies: [
                "HarkSQLite", "HarkAccounts", "HarkAssistant", "HarkDialog", "HarkLanguage", "HarkDefinition", "HarkShortcuts", "Hark",
                "HarkTesting", "CurrencyRates", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "HarkLanguageTests", dependencies: ["HarkLanguage", "HarkDefinition", "Hark", "HarkTesting"]),
        // Home Assistant's files read, and its intent tests run through Hark's matcher.
        .testTarget(name: "_HarkConformanceTests", dependencies: ["_HarkConformance", "HarkDefinition", "HarkLanguage"]),
        .testTarget(
            name: "HarkShortcutsTests",
            dependencies: [
                "HarkShortcuts", "_HarkShortcutsEvaluation", "Hark", "HarkLanguage", "HarkDefinition",
                "PizzaShop", "CurrencyRates",
            ]
        ),
        .testTarget(
            name: "HarkDefinitionTests",
            dependencies: ["HarkDefinition", "HarkLanguage"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "_HarkCodegenTests",
            dependencies: ["_HarkCodegen", "HarkTesting"],
            resources: [.copy("Golden")]
        ),
        // Compiles code generated by the plugin from a custom definition and calls it.
        .testTarget(
            name: "HarkCodegenPluginTests",
            dependencies: ["Hark"],
            plugins: ["HarkCodegenPlugin"]
        ),
        // The kit, and the listomat executable run as a process (two at once for the lock).
        .testTarget(
            name: "ListOMatKitTests",
            dependencies: ["ListOMatKit", "Hark", "HarkTesting", "listomat"],
            path: "Examples/ListOMat/Tests/ListOMatKitTests"
        ),
        .testTarget(
            name: "ListOMatExtensionTests",
            dependencies: ["ListOMatExtension", "ListOMatKit", "Hark"],
            path: "Examples/ListOMat/Tests/ListOMatExtensionTests"
        ),
        // The pizzeria's file, the `pizzeria` command, and orders through `hark` with the real extension.
        .testTarget(
            name: "ForkfulTests",
            dependencies: ["Forkful", "Hark", "HarkTesting"],
            path: "Examples/Forkful/Tests/ForkfulTests"
        ),
        .testTarget(
            name: "PizzaShopTests",
            dependencies: ["PizzaShop", "Hark", "HarkDialog", "HarkAssistant", "HarkTesting", "pizzeria", "hark", "pizza-shop-extension"],
            path: "Examples/PizzaShop/Tests"
        ),
        // Conversations through the assistant with the real extension on a real store, in every language.
        .testTarget(
            name: "ListOMatEndToEndTests",
            dependencies: ["ListOMatExtension", "ListOMatKit", "HarkAssistant", "HarkDialog", "Hark", "HarkTesting"],
            path: "Examples/ListOMat/Tests/ListOMatEndToEndTests"
        ),
    ]
)

// Tally's files are the guide's, as an app author's package would have them: without these features.
let writtenAsAnAppAuthorWould: Set = ["hark-sandbox", "Tally", "tally-extension", "TallyTests"]
for target in package.targets where target.type != .plugin && target.type != .system && !writtenAsAnAppAuthorWould.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
