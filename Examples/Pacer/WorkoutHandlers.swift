public import Foundation
public import Hark

/// Which workout a pause, resume, end or cancel is about: the current one (in one of `states`),
/// whether the user names it or not. No such workout, or another one named, is `unsupported`
/// with a reason ("No workout is running.", "Your workout now is a run.").
func resolveCurrent(
    _ named: WorkoutActivity?, in log: WorkoutLog, states: Set<Workout.State>, noneReason: String
) throws -> ResolutionResult<WorkoutActivity> {
    guard let current = try log.current(), states.contains(current.state), let activity = WorkoutActivity(rawValue: current.activity)
    else {
        return .unsupported(reason: UnsupportedReason(code: noneReason))
    }
    if let named, named != activity {
        return .unsupported(reason: UnsupportedReason(code: "otherWorkout", parameters: ["workoutName": .enumeration(activity.rawValue)]))
    }
    return .success(activity)
}

/// `StartWorkout`: open-ended, or towards a goal of time, distance or calories; one workout at a
/// time.
public struct StartWorkoutHandler: StartWorkoutIntentHandling {
    public let log: WorkoutLog

    public init(log: WorkoutLog) {
        self.log = log
    }

    public func resolveGoalValue(for intent: StartWorkoutIntent) async throws -> ResolutionResult<Decimal> {
        guard let goal = intent.goalValue else { return .notRequired }
        guard goal > 0 else { return .unsupported(reason: UnsupportedReason(code: "notPositive")) }
        return .success(goal)
    }

    public func resolveWorkoutGoalUnitType(for intent: StartWorkoutIntent) async throws -> ResolutionResult<WorkoutGoalUnitType> {
        // "Start a 30 run": a number without a unit is asked about; no number needs no unit.
        guard intent.goalValue != nil else { return .notRequired }
        guard let unit = intent.workoutGoalUnitType else { return .needsValue }
        return .success(unit)
    }

    public func resolveIsOpenEnded(for intent: StartWorkoutIntent) async throws -> ResolutionResult<Bool> {
        .success(intent.goalValue == nil)
    }

    public func confirm(intent: StartWorkoutIntent) async throws -> StartWorkoutIntentResponse {
        if let current = try log.current(), let activity = WorkoutActivity(rawValue: current.activity) {
            return .failureOngoingWorkout(workoutName: activity)
        }
        return StartWorkoutIntentResponse(code: .ready)
    }

    public func handle(intent: StartWorkoutIntent) async throws -> StartWorkoutIntentResponse {
        guard let activity = intent.workoutName else { return StartWorkoutIntentResponse(code: .failure) }
        var goal: (value: Decimal, unit: String)?
        if let value = intent.goalValue, let unit = intent.workoutGoalUnitType { goal = (value, unit.rawValue) }
        guard try log.start(activity.rawValue, goal: goal) != nil else {
            let current = try log.current().flatMap { WorkoutActivity(rawValue: $0.activity) } ?? activity
            return .failureOngoingWorkout(workoutName: current)
        }
        if let value = intent.goalValue, let unit = intent.workoutGoalUnitType {
            return .successWithGoal(workoutName: activity, goalValue: value, workoutGoalUnitType: unit)
        }
        return .success(workoutName: activity)
    }
}

/// `PauseWorkout`: pauses the running workout.
public struct PauseWorkoutHandler: PauseWorkoutIntentHandling {
    public let log: WorkoutLog

    public init(log: WorkoutLog) {
        self.log = log
    }

    public func resolveWorkoutName(for intent: PauseWorkoutIntent) async throws -> ResolutionResult<WorkoutActivity> {
        try resolveCurrent(intent.workoutName, in: log, states: [.running], noneReason: "noWorkout")
    }

    public func handle(intent: PauseWorkoutIntent) async throws -> PauseWorkoutIntentResponse {
        guard let paused = try log.pause(), let activity = WorkoutActivity(rawValue: paused.activity) else {
            return PauseWorkoutIntentResponse(code: .failure)
        }
        return .success(workoutName: activity, elapsedMinutes: log.elapsedMinutes(of: paused))
    }
}

/// `ResumeWorkout`: goes on with the paused workout.
public struct ResumeWorkoutHandler: ResumeWorkoutIntentHandling {
    public let log: WorkoutLog

    public init(log: WorkoutLog) {
        self.log = log
    }

    public func resolveWorkoutName(for intent: ResumeWorkoutIntent) async throws -> ResolutionResult<WorkoutActivity> {
        try resolveCurrent(intent.workoutName, in: log, states: [.paused], noneReason: "noPausedWorkout")
    }

    public func handle(intent: ResumeWorkoutIntent) async throws -> ResumeWorkoutIntentResponse {
        guard let resumed = try log.resume(), let activity = WorkoutActivity(rawValue: resumed.activity) else {
            return ResumeWorkoutIntentResponse(code: .failure)
        }
        return .success(workoutName: activity)
    }
}

/// `EndWorkout`: ends the current workout and saves it.
public struct EndWorkoutHandler: EndWorkoutIntentHandling {
    public let log: WorkoutLog

    public init(log: WorkoutLog) {
        self.log = log
    }

    public func resolveWorkoutName(for intent: EndWorkoutIntent) async throws -> ResolutionResult<WorkoutActivity> {
        try resolveCurrent(intent.workoutName, in: log, states: [.running, .paused], noneReason: "noWorkout")
    }

    public func handle(intent: EndWorkoutIntent) async throws -> EndWorkoutIntentResponse {
        guard let ended = try log.end(), let activity = WorkoutActivity(rawValue: ended.activity) else {
            return EndWorkoutIntentResponse(code: .failure)
        }
        return .success(workoutName: activity, elapsedMinutes: log.elapsedMinutes(of: ended))
    }
}

/// `CancelWorkout`: asks first, then stops the current workout without saving it.
public struct CancelWorkoutHandler: CancelWorkoutIntentHandling {
    public let log: WorkoutLog

    public init(log: WorkoutLog) {
        self.log = log
    }

    public func resolveWorkoutName(for intent: CancelWorkoutIntent) async throws -> ResolutionResult<WorkoutActivity> {
        try resolveCurrent(intent.workoutName, in: log, states: [.running, .paused], noneReason: "noWorkout")
    }

    public func confirm(intent: CancelWorkoutIntent) async throws -> CancelWorkoutIntentResponse {
        guard let current = try log.current(), let activity = WorkoutActivity(rawValue: current.activity) else {
            return CancelWorkoutIntentResponse(code: .failure)
        }
        return .ready(workoutName: activity)
    }

    public func handle(intent: CancelWorkoutIntent) async throws -> CancelWorkoutIntentResponse {
        guard let cancelled = try log.cancel(), let activity = WorkoutActivity(rawValue: cancelled.activity) else {
            return CancelWorkoutIntentResponse(code: .failure)
        }
        return .success(workoutName: activity)
    }
}
