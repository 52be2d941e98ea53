public import Hark

/// A list the user opened in List-o-Mat itself (`listomat show NAME`), as a user activity: the
/// app donates it, so the assistant suggests the list and a phrase can open it again.
public enum ListActivity {
    /// The activity type, declared in the manifest's `userActivityTypes`.
    public static let activityType = "com.app-o-mat.listomat.show-list"

    /// The activity of showing `list`: one shortcut per list, titled with its name, carrying its
    /// identifier (which survives renames).
    public static func activity(showing list: ItemList) -> UserActivity {
        UserActivity(
            activityType: activityType, title: list.name, userInfo: ["list": .string(list.id)], isEligibleForPrediction: true,
            persistentIdentifier: list.id)
    }

    /// The identifier of the list `activity` shows, or `nil` when it is not one of these.
    public static func listIdentifier(in activity: UserActivity) -> String? {
        guard activity.activityType == activityType, case .string(let id)? = activity.userInfo["list"] else { return nil }
        return id
    }
}
