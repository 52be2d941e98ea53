import Foundation
import HarkAssistant
import HarkDialog
import HarkTesting
import Testing

/// CityRide, the ride-booking demo, through `hark converse --jsonl` as a person talks to it, in
/// every language: the ride confirmed with its price and pickup time before anything is booked,
/// the driver and car said after the yes, the status asked later, a second booking refused while
/// one is on its way, and the ride cancelled after asking.
@Suite("CityRide through hark converse", .serialized)
struct CityRideCommandTests {
    struct Script: Sendable, CustomTestStringConvertible {
        var locale: String
        var book: String
        var yes: String
        var status: String
        var cancel: String
        var ready: String
        var booked: String
        var testDescription: String { locale }
    }

    static let scripts: [Script] = [
        Script(
            locale: "en", book: "book me a ride to the airport", yes: "yes", status: "where is my ride", cancel: "cancel my ride",
            ready: "Economy from home to the airport: about €17, picking you up in 6 minutes. Shall I book it?",
            booked: "Booked. Marta is coming in a grey Toyota Prius, plate 4821 KLM, in 6 minutes."),
        Script(
            locale: "es", book: "pídeme un taxi al aeropuerto", yes: "sí", status: "dónde está mi taxi", cancel: "cancela mi viaje",
            ready: "Económico de Casa a Aeropuerto: unos 17 €, te recogen en 6 minutos. ¿Lo pido?",
            booked: "Reservado. Marta viene en un Toyota Prius gris, matrícula 4821 KLM, en 6 minutos."),
        Script(
            locale: "fr", book: "réserve-moi un taxi pour l'aéroport", yes: "oui", status: "où est mon taxi", cancel: "annule mon trajet",
            ready: "Économique de Maison à Aéroport : environ 17\u{00A0}€, prise en charge dans 6 minutes. Je réserve ?",
            booked: "C'est réservé. Marta arrive en Toyota Prius grise, immatriculée 4821 KLM, dans 6 minutes."),
        Script(
            locale: "ja", book: "空港までタクシーを呼んで", yes: "はい", status: "タクシーはどこ", cancel: "配車をキャンセルして",
            ready: "自宅から空港までエコノミーで約17ユーロ、6分でお迎えに来ます。予約しますか？",
            booked: "予約しました。Martaさんがグレーのトヨタ・プリウス（ナンバー4821 KLM）で6分後に到着します。"),
        Script(
            locale: "ar", book: "اطلب لي سيارة إلى المطار", yes: "نعم", status: "أين سيارتي", cancel: "ألغ رحلتي",
            ready: "اقتصادي من البيت إلى المطار: حوالي 17 يورو، يصل إليك خلال 6 دقائق. هل أحجزها؟",
            booked: "تم الحجز. Marta قادم في تويوتا بريوس رمادية، لوحة 4821 KLM، خلال 6 دقائق."),
    ]

    /// A conversation with CityRide allowed, on a data directory of its own.
    static func conversation(_ locale: String, in data: TemporaryDirectory) throws -> ConversationRunner {
        let allowed = try BuiltExecutable.hark.run(["allow", "CityRide", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
        return try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", locale])
    }

    @Test("book, confirm, ask where the ride is, refuse a second, cancel after asking", arguments: scripts)
    func bookAndCancel(script: Script) throws {
        let data = TemporaryDirectory()
        let conversation = try Self.conversation(script.locale, in: data)
        let ready = try conversation.say(script.book)
        #expect(ready.intent == "RequestRide")
        #expect(ready.expecting == .confirmation, "the confirm step's question: code ready")
        #expect(ready.say == script.ready)
        #expect(
            !FileManager.default.fileExists(atPath: data.url.appending(path: "containers/group.com.example.hark.cityride/rides.json").path),
            "nothing is booked before the yes")

        let booked = try conversation.say(script.yes)
        #expect(booked.code == "success")
        #expect(booked.say == script.booked)

        let status = try conversation.say(script.status)
        #expect(status.intent == "GetRideStatus")
        #expect(status.code == "success")
        #expect(status.say.contains("Marta"))

        let again = try conversation.say(script.book)
        #expect(again.code == "failureRequiringAppLaunchPreviousRideNeedsCompletion", "\(again.say)")

        let asked = try conversation.say(script.cancel)
        #expect(asked.intent == "CancelRide")
        #expect(asked.expecting == .confirmation)
        #expect(asked.say.contains("Marta"))
        #expect(try conversation.say(script.yes).code == "success")
        #expect(try conversation.say(script.status).code == "failureNoRide")
        #expect(try conversation.finish().status == 0)
    }

    /// A ride for tomorrow at 8 in the morning, said as each language says it, from a user in
    /// Madrid: confirmed with the time, booked for it, and told by the status.
    static let scheduled: [(locale: String, book: String, yes: String, status: String, ready: String, booked: String, told: String)] = [
        (
            "en", "book me a ride to the airport tomorrow at 8 am", "yes", "where is my ride",
            "Economy from home to the airport, picking you up tomorrow at 8 AM: about €17. Shall I book it?",
            "Booked: Economy picks you up at home tomorrow at 8 AM and takes you to the airport. Your booking is CR-1001.",
            "Your Economy to the airport is booked for tomorrow at 8 AM."
        ),
        (
            "es", "pídeme un taxi al aeropuerto mañana a las 8 de la mañana", "sí", "dónde está mi taxi",
            "Económico de Casa a Aeropuerto, te recogen mañana a las 8:00: unos 17 €. ¿Lo reservo?",
            "Reservado: un Económico te recoge en Casa mañana a las 8:00 y te lleva a Aeropuerto. Tu reserva es CR-1001.",
            "Tu Económico a Aeropuerto está reservado para mañana a las 8:00."
        ),
        (
            "fr", "réserve-moi un taxi pour l'aéroport demain à 8 h", "oui", "où est mon taxi",
            "Économique de Maison à Aéroport, prise en charge demain à 8 h : environ 17\u{00A0}€. Je réserve ?",
            "C'est réservé : un Économique vous prend à Maison demain à 8 h pour aller à Aéroport. Votre réservation : CR-1001.",
            "Votre Économique pour Aéroport est réservé pour demain à 8 h."
        ),
        (
            "ja", "明日の朝8時に空港までタクシーを呼んで", "はい", "タクシーはどこ",
            "自宅から空港までエコノミーで、明日の8時にお迎え、約17ユーロです。予約しますか？",
            "予約しました。明日の8時に自宅へエコノミーがお迎えに上がり、空港までお連れします。予約番号はCR-1001です。",
            "空港までのエコノミーは明日の8時に予約されています。"
        ),
        (
            "ar", "اطلب لي سيارة إلى المطار غدا الساعة 8 صباحا", "نعم", "أين سيارتي",
            "اقتصادي من البيت إلى المطار، يصل إليك غدًا الساعة 8:00 صباحًا: حوالي 17 يورو. هل أحجزها؟",
            "تم الحجز: اقتصادي يصل إليك في البيت غدًا الساعة 8:00 صباحًا ويأخذك إلى المطار. رقم الحجز CR-1001.",
            "رحلتك اقتصادي إلى المطار محجوزة غدًا الساعة 8:00 صباحًا."
        ),
    ]

    /// A ride three days from now at 10 in the morning, the day said by its name, from a user in
    /// Madrid: the confirmation says the day's name and the time back.
    @Test("a ride on a day said by its name is confirmed for that day", arguments: ["en", "es", "fr", "ja", "ar"])
    func rideOnADayByName(locale: String) throws {
        var madrid = Calendar(identifier: .gregorian)
        madrid.timeZone = TimeZone(identifier: "Europe/Madrid")!
        let weekday = madrid.component(.weekday, from: Date().addingTimeInterval(3 * 86_400)) - 1
        let (request, said): (String, String) =
            switch locale {
            case "es":
                (
                    "pídeme un taxi al aeropuerto el \(Self.days["es"]![weekday]) a las 10 de la mañana",
                    "te recogen el \(Self.days["es"]![weekday]) a las 10:00"
                )
            case "fr":
                (
                    "réserve-moi un taxi pour l'aéroport \(Self.days["fr"]![weekday]) à 10 h",
                    "prise en charge \(Self.days["fr"]![weekday]) à 10 h"
                )
            case "ja": ("\(Self.days["ja"]![weekday])の朝10時に空港までタクシーを呼んで", "\(Self.days["ja"]![weekday])の10時にお迎え")
            case "ar":
                (
                    "اطلب لي سيارة إلى المطار يوم \(Self.days["ar"]![weekday]) الساعة 10 صباحا",
                    "يصل إليك يوم \(Self.days["ar"]![weekday]) الساعة 10:00 صباحًا"
                )
            default:
                (
                    "book me a ride to the airport on \(Self.days["en"]![weekday]) at 10 am",
                    "picking you up on \(Self.days["en"]![weekday]) at 10 AM"
                )
            }
        let data = TemporaryDirectory()
        let conversation = try Self.conversation(locale, in: data)
        let asked = try conversation.say(request, timeZone: "Europe/Madrid")
        #expect(asked.intent == "RequestRide")
        #expect(asked.expecting == .confirmation)
        #expect(asked.say.contains(said), "\(asked.say)")
        let done = try conversation.say(
            ["en": "yes", "es": "sí", "fr": "oui", "ja": "はい", "ar": "نعم"][locale]!, timeZone: "Europe/Madrid")
        #expect(done.code == "successScheduled")
        #expect(try conversation.finish().status == 0)
    }

    /// Sunday first, as `Calendar` numbers weekdays.
    static let days: [String: [String]] = [
        "en": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "es": ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
        "fr": ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        "ja": ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
        "ar": ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
    ]

    @Test("a ride for tomorrow at 8 is confirmed with its time, booked for it, and told by the status", arguments: scheduled)
    func rideForLater(
        locale: String, book: String, yes: String, status: String, ready: String, booked: String, told: String
    ) throws {
        let data = TemporaryDirectory()
        let conversation = try Self.conversation(locale, in: data)
        let asked = try conversation.say(book, timeZone: "Europe/Madrid")
        #expect(asked.intent == "RequestRide")
        #expect(asked.expecting == .confirmation)
        #expect(asked.say == ready)
        let done = try conversation.say(yes, timeZone: "Europe/Madrid")
        #expect(done.code == "successScheduled")
        #expect(done.say == booked)
        let whereIsIt = try conversation.say(status, timeZone: "Europe/Madrid")
        #expect(whereIsIt.code == "successScheduled")
        #expect(whereIsIt.say == told)
        #expect(try conversation.finish().status == 0)
    }

    @Test(
        "a place two places share is a choice, and no place at all is asked for",
        arguments: [
            ("en", "book me a ride to the station", ["Central Station", "North Station"], "book me a ride", "the university"),
            ("es", "pídeme un taxi a la estación", ["Estación Central", "Estación Norte"], "pídeme un taxi", "la universidad"),
            ("fr", "réserve-moi un taxi pour la gare", ["Gare Centrale", "Gare du Nord"], "réserve-moi un taxi", "l'université"),
            ("ja", "駅までタクシーを呼んで", ["中央駅", "北駅"], "タクシーを呼んで", "大学"),
            ("ar", "اطلب لي سيارة إلى المحطة", ["المحطة المركزية", "المحطة الشمالية"], "اطلب لي سيارة", "الجامعة"),
        ])
    func disambiguationAndMissingPlace(locale: String, station: String, stations: [String], bare: String, place: String) throws {
        let data = TemporaryDirectory()
        let conversation = try Self.conversation(locale, in: data)
        let which = try conversation.say(station)
        #expect(which.expecting == .choice)
        #expect(which.choices == stations)
        let ready = try conversation.say(stations[1])
        #expect(ready.expecting == .confirmation)
        #expect(ready.say.contains(stations[1]), "\(ready.say)")
        let no = ["en": "no", "es": "no", "fr": "non", "ja": "いいえ", "ar": "لا"][locale]!
        _ = try conversation.say(no)

        let whereTo = try conversation.say(bare)
        #expect(whereTo.expecting == .value, "\(whereTo.say)")
        let answered = try conversation.say(place)
        #expect(answered.expecting == .confirmation, "\(answered.say)")
        #expect(try conversation.finish().status == 0)
    }

    @Test("a near miss is asked about; too many people, and a ride to where you are, are refused with a reason")
    func nearMissAndRefusals() throws {
        let data = TemporaryDirectory()
        let conversation = try Self.conversation("en", in: data)
        let meant = try conversation.say("book me a ride to the airprot")
        #expect(meant.expecting == .confirmation)
        #expect(meant.say == "Did you mean the airport?")
        #expect(try conversation.say("yes").say.hasPrefix("Economy from home to the airport"))
        _ = try conversation.say("no")

        let crowd = try conversation.say("book me a ride to the airport for 9 people")
        #expect(crowd.say.contains("A ride takes at most 6 people."), "\(crowd.say)")
        let home = try conversation.say("take me home")
        #expect(home.say.contains("You're already at home."), "\(home.say)")

        let big = try conversation.say("book me a ride to the airport for 5 people")
        #expect(big.expecting == .confirmation)
        #expect(big.say.hasPrefix("XL from home to the airport"), "a party of five goes in the car that seats them: \(big.say)")
        #expect(try conversation.finish().status == 0)
    }
}
