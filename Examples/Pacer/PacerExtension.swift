public import Hark

/// Pacer's Intents extension: the manifest generated from `PacerApp.intents.yaml`, the built-in
/// Workouts domain it handles, and a handler for each of its intents.
public struct PacerExtension: AppExtension {
    public let manifest = PacerApp.manifest
    public let definitions = [Workouts.definition]
    /// The user's workouts.
    public let log: WorkoutLog

    public init(log: WorkoutLog) {
        self.log = log
    }

    public func handler(for intent: Intent) -> (any IntentHandling)? {
        switch intent.name {
        case StartWorkoutIntent.intentName: StartWorkoutIntentHandler(StartWorkoutHandler(log: log))
        case PauseWorkoutIntent.intentName: PauseWorkoutIntentHandler(PauseWorkoutHandler(log: log))
        case ResumeWorkoutIntent.intentName: ResumeWorkoutIntentHandler(ResumeWorkoutHandler(log: log))
        case EndWorkoutIntent.intentName: EndWorkoutIntentHandler(EndWorkoutHandler(log: log))
        case CancelWorkoutIntent.intentName: CancelWorkoutIntentHandler(CancelWorkoutHandler(log: log))
        default: nil
        }
    }
}
