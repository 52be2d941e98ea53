public import Hark

extension PacerExtension {
    /// Pacer's cards, in each of its languages: the workout by its name in the language, what
    /// happened to it (started, paused, resumed, ended, thrown away), its goal and the minutes
    /// it has run when the answer carries them. Row names are the definition's labels.
    public var snippetTemplates: [SnippetTemplate] {
        Self.cardWords.flatMap { locale, words in
            [
                (StartWorkoutIntent.intentName, words.started), (PauseWorkoutIntent.intentName, words.paused),
                (ResumeWorkoutIntent.intentName, words.resumed), (EndWorkoutIntent.intentName, words.ended),
                (CancelWorkoutIntent.intentName, words.cancelled),
            ].map { intent, status in
                SnippetTemplate(intent: intent, locale: locale, html: Self.card(status: status))
            }
        }
    }

    static func card(status: String) -> String {
        SnippetTemplate.card("{{workoutName}}", SnippetTemplate.text(status)) + "{{#goalValue}}"
            + SnippetTemplate.row("{{labels.goalValue}}", "{{counted.goalValue.workoutGoalUnitType}}") + "{{/goalValue}}"
            + "{{#elapsedMinutes}}" + SnippetTemplate.row("{{labels.elapsedMinutes}}", "{{elapsedMinutes}}") + "{{/elapsedMinutes}}"
    }

    /// The words of the cards, per locale; `{{…}}` are the response's values.
    struct CardWords {
        var started: String
        var paused: String
        var resumed: String
        var ended: String
        var cancelled: String
    }

    static let cardWords: [(String, CardWords)] = [
        (
            "en",
            CardWords(
                started: "Started", paused: "Paused", resumed: "Resumed", ended: "Ended", cancelled: "Cancelled")
        ),
        (
            "es",
            CardWords(
                started: "En marcha", paused: "En pausa", resumed: "Reanudado", ended: "Terminado", cancelled: "Cancelado")
        ),
        (
            "fr",
            CardWords(
                started: "Démarrée", paused: "En pause", resumed: "Reprise", ended: "Terminée", cancelled: "Annulée")
        ),
        (
            "ja",
            CardWords(started: "開始", paused: "一時停止中", resumed: "再開", ended: "終了", cancelled: "取り消し")
        ),
        (
            "ar",
            CardWords(
                started: "بدأ", paused: "متوقف مؤقتًا", resumed: "استؤنف", ended: "انتهى", cancelled: "أُلغي")
        ),
    ]
}
