import Foundation
import HarkAssistant
import HarkDialog
import HarkTesting
import Testing

/// Pacer, the workouts demo, through `hark converse --jsonl` in every language: a workout started
/// towards a goal, paused, resumed, ended and saved; a second one refused while one runs; one
/// cancelled after asking; and pausing with nothing running refused with a reason.
@Suite("Pacer through hark converse", .serialized)
struct PacerCommandTests {
    struct Script: Sendable, CustomTestStringConvertible {
        var locale: String
        var start: String
        var started: String
        var pause: String
        var pausedPrefix: String
        var resume: String
        var end: String
        var cancel: String
        var yes: String
        var nothingRunning: String
        var testDescription: String { locale }
    }

    static let scripts: [Script] = [
        Script(
            locale: "en", start: "start a 30 minute run", started: "Starting your run: 30 minutes to go. Go!", pause: "pause my workout",
            pausedPrefix: "Paused your run at 0 minutes.", resume: "resume my workout", end: "end my workout", cancel: "cancel my workout",
            yes: "yes", nothingRunning: "No workout is running."),
        Script(
            locale: "es", start: "empieza a correr 5 kilómetros",
            started: "Empieza tu entrenamiento: carrera, objetivo 5 kilómetros. ¡Vamos!",
            pause: "pausa mi entrenamiento", pausedPrefix: "He pausado tu entrenamiento (carrera) a los 0 minutos.",
            resume: "reanuda mi entrenamiento", end: "termina mi entrenamiento", cancel: "cancela mi entrenamiento", yes: "sí",
            nothingRunning: "No hay ningún entrenamiento en marcha."),
        Script(
            locale: "fr", start: "commence une course de 30 minutes",
            started: "C'est parti pour votre séance : course, objectif 30 minutes.",
            pause: "mets ma séance en pause", pausedPrefix: "Séance en pause (course) à 0 minutes.", resume: "reprends ma séance",
            end: "termine ma séance", cancel: "annule ma séance", yes: "oui", nothingRunning: "Aucune séance n'est en cours."),
        Script(
            locale: "ja", start: "30分のランニングを始めて", started: "ランニングを開始します。目標は30分です。スタート！", pause: "ワークアウトを一時停止して",
            pausedPrefix: "ランニングを0分で一時停止しました。", resume: "ワークアウトを再開して", end: "ワークアウトを終了して", cancel: "ワークアウトを取り消して",
            yes: "はい", nothingRunning: "実行中のワークアウトはありません。"),
        Script(
            locale: "ar", start: "ابدأ تمرين جري لمدة 30 دقيقة", started: "بدأ تمرين جري، الهدف 30 دقيقة. انطلق!",
            pause: "أوقف التمرين مؤقتا",
            pausedPrefix: "أوقفت تمرين جري مؤقتًا عند 0 دقيقة.", resume: "استأنف التمرين", end: "أنهِ التمرين", cancel: "ألغ التمرين",
            yes: "نعم",
            nothingRunning: "لا يوجد تمرين جارٍ."),
    ]

    @Test("start towards a goal, pause, resume, end; a second start refused; cancel after asking; nothing to pause", arguments: scripts)
    func workout(script: Script) throws {
        let data = TemporaryDirectory()
        let allowed = try BuiltExecutable.hark.run(["allow", "Pacer", "--data-dir", data.path])
        #expect(allowed.status == 0, "\(allowed.error)")
        let conversation = try ConversationRunner(arguments: ["--data-dir", data.path, "--locale", script.locale])

        let started = try conversation.say(script.start)
        #expect(started.intent == "StartWorkout")
        #expect(started.code == "successWithGoal")
        #expect(started.say == script.started)
        let again = try conversation.say(script.start)
        #expect(again.code == "failureOngoingWorkout", "\(again.say)")

        let paused = try conversation.say(script.pause)
        #expect(paused.intent == "PauseWorkout")
        #expect(paused.say == script.pausedPrefix)
        #expect(try conversation.say(script.resume).intent == "ResumeWorkout")
        let ended = try conversation.say(script.end)
        #expect(ended.intent == "EndWorkout")
        #expect(ended.code == "success", "\(ended.say)")

        let nothing = try conversation.say(script.pause)
        #expect(nothing.say == script.nothingRunning, "pausing with nothing running is refused with the reason")

        _ = try conversation.say(script.start)
        let asked = try conversation.say(script.cancel)
        #expect(asked.intent == "CancelWorkout")
        #expect(asked.expecting == .confirmation)
        #expect(try conversation.say(script.yes).code == "success")
        #expect(try conversation.finish().status == 0)

        let saved = try String(
            contentsOf: data.url.appending(path: "containers/group.com.example.hark.pacer/workouts.json"), encoding: .utf8)
        #expect(saved.contains("\"state\" : \"ended\"") && saved.contains("\"state\" : \"cancelled\""))
    }
}
