/// The built-in domains of intents that ship with Hark, by the intent names an app's manifest may
/// list in `supportedIntents` without defining them.
///
/// The definition files themselves live in the `Hark` module (`ListsAndNotes.intents.yaml`),
/// which generates their typed API; a test keeps these names equal to that file's intents.
public enum BuiltInDomain: String, Sendable, CaseIterable {
    case listsAndNotes = "ListsAndNotes"
    case rideBooking = "RideBooking"
    case workouts = "Workouts"
    case payments = "Payments"
    case messaging = "Messaging"

    /// The intents the domain defines.
    public var intentNames: [String] {
        switch self {
        case .listsAndNotes:
            ["SearchForNotebookItems", "AddTasks", "CreateTaskList", "SetTaskAttribute", "DeleteTasks", "CreateNote", "AppendToNote"]
        case .rideBooking:
            ["ListRideOptions", "RequestRide", "GetRideStatus", "CancelRide"]
        case .workouts:
            ["StartWorkout", "PauseWorkout", "ResumeWorkout", "EndWorkout", "CancelWorkout"]
        case .payments:
            ["SendPayment", "RequestPayment"]
        case .messaging:
            ["SendMessage", "SearchForMessages", "SetMessageAttribute"]
        }
    }

    /// The domain that defines `intentName`, if a built-in one does.
    public static func defining(_ intentName: String) -> BuiltInDomain? {
        allCases.first { $0.intentNames.contains(intentName) }
    }
}
