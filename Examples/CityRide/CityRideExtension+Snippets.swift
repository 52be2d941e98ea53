public import Hark

extension CityRideExtension {
    /// CityRide's cards, in each of its languages: the ride options with the cheapest; a ride
    /// said back before it is booked (option, price, minutes to pickup) and once booked (with the
    /// driver, the car and its plate); a ride's status; a ride cancelled. Row names are the
    /// definition's labels, values as the assistant says them (money as the language writes it).
    public var snippetTemplates: [SnippetTemplate] {
        Self.cardWords.flatMap { locale, words in
            [
                SnippetTemplate(
                    intent: ListRideOptionsIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(
                        words.options,
                        SnippetTemplate.list("rideOptions")
                            + SnippetTemplate.row("{{labels.cheapestOption}}", "{{cheapestOption}}, {{cheapestPrice}}"))),
                SnippetTemplate(
                    intent: RequestRideIntent.intentName, code: "ready", locale: locale,
                    html: SnippetTemplate.card("{{rideOptionName}}", SnippetTemplate.rows(["price", "pickupMinutes"]))),
                SnippetTemplate(
                    intent: RequestRideIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(
                        words.booked,
                        SnippetTemplate.rows(["rideOptionName", "price", "pickupMinutes", "driverName", "vehicle", "licensePlate"]))),
                SnippetTemplate(
                    intent: GetRideStatusIntent.intentName, locale: locale,
                    html: SnippetTemplate.card(
                        words.yourRide, SnippetTemplate.rows(["driverName", "vehicle", "licensePlate", "pickupMinutes", "dropOffLocation"]))
                ),
                SnippetTemplate(
                    intent: CancelRideIntent.intentName, code: "ready", locale: locale,
                    html: SnippetTemplate.card(
                        words.cancelRide, SnippetTemplate.rows(["driverName", "dropOffLocation", "cancellationFee"]))),
                SnippetTemplate(
                    intent: CancelRideIntent.intentName, code: "success", locale: locale,
                    html: SnippetTemplate.card(words.cancelled, SnippetTemplate.rows(["driverName", "dropOffLocation", "cancellationFee"]))),
            ]
        }
    }

    /// The titles of the cards, per locale.
    struct CardWords {
        var options: String
        var booked: String
        var yourRide: String
        var cancelRide: String
        var cancelled: String
    }

    static let cardWords: [(String, CardWords)] = [
        (
            "en",
            CardWords(
                options: "Rides", booked: "Ride booked", yourRide: "Your ride", cancelRide: "Cancel ride", cancelled: "Ride cancelled")
        ),
        (
            "es",
            CardWords(
                options: "Viajes", booked: "Viaje reservado", yourRide: "Tu viaje", cancelRide: "Cancelar viaje",
                cancelled: "Viaje cancelado")
        ),
        (
            "fr",
            CardWords(
                options: "Trajets", booked: "Trajet réservé", yourRide: "Votre trajet", cancelRide: "Annuler le trajet",
                cancelled: "Trajet annulé")
        ),
        ("ja", CardWords(options: "車種", booked: "予約済み", yourRide: "配車状況", cancelRide: "配車の取り消し", cancelled: "取り消し済み")),
        (
            "ar",
            CardWords(options: "الرحلات", booked: "تم حجز الرحلة", yourRide: "رحلتك", cancelRide: "إلغاء الرحلة", cancelled: "أُلغيت الرحلة")
        ),
    ]
}
