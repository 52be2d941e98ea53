public import Foundation
public import Hark

/// A workout Pacer tracked: what, the goal if there was one, and when it ran and rested.
public struct Workout: Sendable, Hashable, Codable {
    public enum State: String, Sendable, Hashable, Codable { case running, paused, ended, cancelled }

    public var activity: String
    /// The goal's number as a decimal string ("30", "5.5"), if there is a goal.
    public var goalValue: String?
    public var goalUnit: String?
    public var startedAt: Date
    /// When the current pause began, while paused.
    public var pausedAt: Date?
    /// Seconds spent paused before the current pause.
    public var pausedSeconds: Double
    public var endedAt: Date?
    public var state: State

    /// Whether it is running or paused: not over.
    public var isCurrent: Bool { state == .running || state == .paused }

    /// Whole minutes of exercise up to `now`: pauses do not count.
    public func elapsedMinutes(at now: Date) -> Int {
        let end = endedAt ?? pausedAt ?? now
        let seconds = end.timeIntervalSince(startedAt) - pausedSeconds
        return max(0, Int(seconds / 60))
    }
}

/// Pacer's workouts, in `workouts.json` in the user's Pacer container (a ``ContainerFile``): the
/// one under way, and those saved before it.
public struct WorkoutLog: Sendable {
    /// The app group Pacer and its extension share.
    public static let appGroup = "group.com.example.hark.pacer"
    static let formatVersion = 1

    let file: ContainerFile<ContainerFileError>
    let now: @Sendable () -> Date

    public init(container: URL, now: @escaping @Sendable () -> Date = Date.init) {
        file = ContainerFile(directory: container, name: "workouts", describedAs: "Pacer's workouts")
        self.now = now
    }

    public var fileURL: URL { file.dataURL }

    struct Stored: VersionedContents {
        var formatVersion: Int
        var workouts: [Workout]
    }

    /// Every workout, oldest first.
    public func workouts() throws(ContainerFileError) -> [Workout] {
        try read().workouts
    }

    /// The workout running or paused, if any.
    public func current() throws(ContainerFileError) -> Workout? {
        try workouts().last { $0.isCurrent }
    }

    /// Whole minutes of `workout` so far.
    public func elapsedMinutes(of workout: Workout) -> Int {
        workout.elapsedMinutes(at: now())
    }

    /// Starts `activity` towards `goal`; `nil` when a workout is under way already.
    public func start(_ activity: String, goal: (value: Decimal, unit: String)?) throws(ContainerFileError) -> Workout? {
        try change { workouts, now in
            guard !workouts.contains(where: \.isCurrent) else { return nil }
            let workout = Workout(
                activity: activity, goalValue: goal.map { "\($0.value)" }, goalUnit: goal?.unit, startedAt: now, pausedAt: nil,
                pausedSeconds: 0, endedAt: nil, state: .running)
            workouts.append(workout)
            return workout
        }
    }

    /// Pauses the running workout; returns it, or `nil` when none is running.
    public func pause() throws(ContainerFileError) -> Workout? {
        try changeCurrent(from: [.running]) { workout, now in
            workout.pausedAt = now
            workout.state = .paused
        }
    }

    /// Resumes the paused workout; returns it, or `nil` when none is paused.
    public func resume() throws(ContainerFileError) -> Workout? {
        try changeCurrent(from: [.paused]) { workout, now in
            if let pausedAt = workout.pausedAt { workout.pausedSeconds += now.timeIntervalSince(pausedAt) }
            workout.pausedAt = nil
            workout.state = .running
        }
    }

    /// Ends and saves the current workout; returns it, or `nil` when there is none.
    public func end() throws(ContainerFileError) -> Workout? {
        try changeCurrent(from: [.running, .paused]) { workout, now in
            workout.endedAt = workout.pausedAt ?? now
            workout.state = .ended
        }
    }

    /// Stops the current workout without saving it; returns it, or `nil` when there is none.
    public func cancel() throws(ContainerFileError) -> Workout? {
        try changeCurrent(from: [.running, .paused]) { workout, now in
            workout.endedAt = now
            workout.state = .cancelled
        }
    }

    private func changeCurrent(
        from states: Set<Workout.State>, _ body: @escaping (inout Workout, Date) -> Void
    ) throws(ContainerFileError) -> Workout? {
        try change { workouts, now in
            guard let index = workouts.lastIndex(where: { states.contains($0.state) }) else { return nil }
            body(&workouts[index], now)
            return workouts[index]
        }
    }

    /// Reads, changes and writes the workouts under the exclusive lock; writes only when `body`
    /// returns a workout.
    private func change(_ body: (inout [Workout], Date) -> Workout?) throws(ContainerFileError) -> Workout? {
        try file.withExclusiveLock { () throws(ContainerFileError) -> Workout? in
            var stored = try read()
            guard let changed = body(&stored.workouts, now()) else { return nil }
            try write(stored)
            return changed
        }
    }

    private func read() throws(ContainerFileError) -> Stored {
        guard
            let stored = try file.readJSON(Stored.self, newest: Self.formatVersion)
        else { return Stored(formatVersion: Self.formatVersion, workouts: []) }
        return stored
    }

    private func write(_ stored: Stored) throws(ContainerFileError) {
        try file.writeJSON(stored)
    }
}
