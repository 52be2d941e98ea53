import Foundation
import HarkTesting
import Testing

/// Requests that sound alike across the installed demo apps, each routed to the one intent that
/// means it: "add a reminder to pay Anna" is a list item, "pay Anna" a payment, "convert 20
/// dollars to yen" an exchange rate, "cancel my ride" and "cancel my workout" two apps. Run
/// through `hark parse` on a new data directory, where every demo app is installed, in every
/// language.
@Suite("Routing between the demo apps", .serialized)
struct RoutingCommandTests {
    /// Each request, and the intent it must be understood as (`nil`: none, "I didn't understand").
    static let requests: [String: [(String, String?)]] = [
        "en": [
            ("add a reminder to pay Anna", "AddTasks"), ("add pay Anna to my to do list", "AddTasks"), ("pay Anna", "SendPayment"),
            ("send Anna 20 euros for lunch", "SendPayment"), ("ask Carlos for 15 dollars", "RequestPayment"),
            ("convert 20 dollars to yen", "ShowRate"), ("add run to the grocery list", "AddTasks"),
            ("start a 30 minute run", "StartWorkout"), ("book me a ride to the airport", "RequestRide"),
            ("cancel my ride", "CancelRide"), ("cancel my workout", "CancelWorkout"), ("order a margherita pizza", "OrderPizza"),
            ("show the grocery list", "SearchForNotebookItems"), ("what's the weather like tomorrow", nil),
            ("send Anna a message", "SendMessage"), ("text Anna that I paid", "SendMessage"),
            ("remind me to text Anna", "AddTasks"), ("read my messages from yesterday", "SearchForMessages"),
            ("read my shopping list", "SearchForNotebookItems"), ("text me when the laundry is done", nil),
        ],
        "es": [
            ("añade pagar a Anna a la lista de tareas", "AddTasks"), ("recuérdame pagar a Anna", "AddTasks"),
            ("págale 15 euros a Anna", "SendPayment"),
            ("pídele 15 euros a Carlos", "RequestPayment"), ("empieza a correr 5 kilómetros", "StartWorkout"),
            ("pídeme un taxi al aeropuerto", "RequestRide"), ("cancela mi entrenamiento", "CancelWorkout"),
            ("muestra la lista de la compra", "SearchForNotebookItems"), ("qué tiempo hará mañana", nil),
            ("dile a Anna que ya le pagué", "SendMessage"), ("lee mis mensajes de ayer", "SearchForMessages"),
        ],
        "fr": [
            ("ajoute payer Anna à la liste de tâches", "AddTasks"), ("rappelle-moi de payer Anna", "AddTasks"),
            ("envoie 20 euros à Carlos", "SendPayment"),
            ("demande 15 euros à Pierre", "RequestPayment"), ("commence une course de 30 minutes", "StartWorkout"),
            ("réserve-moi un taxi pour l'aéroport", "RequestRide"), ("annule ma séance", "CancelWorkout"),
            ("quel temps fera-t-il demain", nil), ("rappelle-moi d'appeler le dentiste", "AddTasks"),
            ("dis à Anna que je l'ai payée", "SendMessage"), ("lis mes messages d'hier", "SearchForMessages"),
        ],
        "ja": [
            ("アンナに払うってリマインダーを追加して", "AddTasks"), ("アンナに支払うリマインダーを追加して", "AddTasks"), ("ゆきに2000円送って", "SendPayment"),
            ("健太に3000円請求して", "RequestPayment"),
            ("30分のランニングを始めて", "StartWorkout"),
            ("空港までタクシーを呼んで", "RequestRide"), ("ワークアウトを取り消して", "CancelWorkout"), ("明日の天気は", nil),
            ("アンナに「払ったよ」と送って", "SendMessage"), ("昨日のメッセージを読んで", "SearchForMessages"),
        ],
        "ar": [
            ("ذكرني أن أدفع لآنا", "AddTasks"), ("أضف تذكيرا لأدفع لآنا", "AddTasks"), ("أرسل 20 يورو إلى كارلوس", "SendPayment"),
            ("اطلب من عمر 15 دولارا", "RequestPayment"),
            ("ابدأ تمرين جري لمدة 30 دقيقة", "StartWorkout"), ("ألغ التمرين", "CancelWorkout"), ("كيف سيكون الطقس غدا", nil),
            ("أرسل رسالة إلى عمر تقول دفعت لك", "SendMessage"), ("اقرأ رسائل أمس", "SearchForMessages"),
        ],
    ]

    @Test("each request reaches the one intent that means it", arguments: ["en", "es", "fr", "ja", "ar"])
    func routing(locale: String) throws {
        let data = TemporaryDirectory()
        let requests = try #require(Self.requests[locale])
        let input = requests.map(\.0).joined(separator: "\n") + "\n"
        let result = try BuiltExecutable.hark.run(
            ["parse", "--lines", "--json", "--locale", locale, "--data-dir", data.path], input: input)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        try #require(lines.count == requests.count, "one answer per request: \(result.output)")
        for ((request, expected), line) in zip(requests, lines) {
            struct Answer: Decodable {
                struct Candidate: Decodable { var intent: String }
                var candidates: [Candidate]
            }
            let answer = try JSONDecoder().decode(Answer.self, from: Data(line.utf8))
            #expect(answer.candidates.first?.intent == expected, "\(locale): “\(request)” → \(answer.candidates.map(\.intent))")
        }
    }
}
