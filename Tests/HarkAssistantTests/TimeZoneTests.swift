import Foundation
import Hark
import HarkAssistant
import HarkDialog
import HarkLanguage
import HarkTesting
import Synchronization
import Testing

/// The user's time zone, given with each turn: spans of time are counted in it, in requests and
/// in answers to follow-up questions, and suggestions are made for its time of day.
@Suite("the user's time zone")
struct TimeZoneTests {
    static let manifest = AppManifest(
        identifier: "org.example.mail", displayName: "Mail", supportedIntents: ["SearchForMessages"])

    /// The spans of time the app was given.
    final class Kept: Sendable {
        let ranges = Mutex<[DateComponentsRange]>([])
        var first: DateComponentsRange? { ranges.withLock { $0.first } }
    }

    /// An app over the Messaging domain whose handler keeps the span of time each request had.
    static func app(keeping kept: Kept) -> ScriptedApp {
        var app = ScriptedApp(manifest: manifest, definitions: [Messaging.definition])
        app.handler.onHandle = { intent in
            if case .dateComponentsRange(let range)? = intent["dateTimeRange"] {
                kept.ranges.withLock { $0.append(range) }
            }
            return IntentResponse(code: .success)
        }
        return app
    }

    static func calendar(_ identifier: String) throws -> Calendar {
        var calendar = Calendar.current
        calendar.timeZone = try #require(TimeZone(identifier: identifier))
        return calendar
    }

    @Test(
        "'yesterday' is counted in the session's time zone",
        arguments: ["en", "es"], ["Asia/Tokyo", "Pacific/Pago_Pago", "UTC"])
    func yesterdayInTheUsersTimeZone(locale: String, zone: String) async throws {
        let (request, span) = locale == "es" ? ("lee mis mensajes de ayer", "ayer") : ("read my messages from yesterday", "yesterday")
        let kept = Kept()
        let assistant = try await Fixtures.assistant([Self.app(keeping: kept)])
        let session = Session(timeZone: TimeZone(identifier: zone))
        let turn = await assistant.respond(to: request, locale: locale, session: session)
        #expect(turn.code == "success", "\(turn.say)")
        let range = try #require(kept.first)
        #expect(range.start?.timeZone == TimeZone(identifier: zone))
        let expected = DateRangeParser(language: locale).parse(span, calendar: try Self.calendar(zone))
        #expect(range.start?.day == expected?.start?.day && range.end?.day == expected?.end?.day, "\(range)")
    }

    @Test("a span of time answering a follow-up question is counted in the session's time zone")
    func anAnswerInTheUsersTimeZone() async throws {
        let kept = Kept()
        var app = Self.app(keeping: kept)
        app.handler.onResolve = { parameter, intent in
            // "When?": the range is asked for once.
            if parameter == "dateTimeRange", intent["dateTimeRange"] == nil { return [ResolutionResult<ParameterValue>.needsValue] }
            return try await ScriptedHandler.acceptingEveryValue(parameter, intent)
        }
        let assistant = try await Fixtures.assistant([app])
        let session = Session(timeZone: TimeZone(identifier: "Asia/Tokyo"))
        let asked = await assistant.respond(to: "read my messages", locale: "en", session: session)
        #expect(asked.expecting == .value, "\(asked.say)")
        let done = await assistant.respond(to: "yesterday", locale: "en", conversation: asked.conversation, session: session)
        #expect(done.code == "success", "\(done.say)")
        #expect(kept.first?.start?.timeZone?.identifier == "Asia/Tokyo")
    }

    @Test("without a time zone, the machine's is used")
    func theMachinesTimeZoneByDefault() async throws {
        let kept = Kept()
        let assistant = try await Fixtures.assistant([Self.app(keeping: kept)])
        _ = await assistant.respond(to: "read my messages from yesterday", locale: "en")
        #expect(kept.first?.start?.timeZone?.identifier == TimeZone.current.identifier)
    }
}
