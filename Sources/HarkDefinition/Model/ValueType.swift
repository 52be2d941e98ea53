/// The type of a parameter or response property: one of the built-in types or a custom type of
/// the same file.
public enum ValueType: Sendable, Hashable, CustomStringConvertible {
    case builtIn(BuiltInType)
    case custom(String)

    /// The type by the name a definition file uses, if it is built in; otherwise custom.
    public init(name: String) {
        self = BuiltInType(rawValue: name).map(ValueType.builtIn) ?? .custom(name)
    }

    /// The name a definition file uses.
    public var name: String {
        switch self {
        case .builtIn(let type): type.rawValue
        case .custom(let name): name
        }
    }

    public var description: String { name }
}

/// The types every definition file can use without declaring them.
public enum BuiltInType: String, Sendable, Hashable, CaseIterable {
    /// Free text: a note's content, a message.
    case string = "String"
    /// A phrase with an optional identifier: a list name, an item title.
    case speakableString = "SpeakableString"
    case integer = "Integer"
    case decimal = "Decimal"
    case boolean = "Boolean"
    case person = "Person"
    case location = "Location"
    case dateComponents = "DateComponents"
    case dateComponentsRange = "DateComponentsRange"
    case currencyAmount = "CurrencyAmount"
    /// An item of a task list (Swift type `TaskItem`).
    case task = "Task"
    case taskList = "TaskList"
    /// `completed` or `notCompleted`.
    case taskStatus = "TaskStatus"
    case note = "Note"
    /// An app-defined object: identifier and display string (Swift type `IntentObject`).
    case object = "Object"

    /// The Swift type generated code uses for it.
    public var swiftTypeName: String {
        switch self {
        case .string: "String"
        case .speakableString: "SpeakableString"
        case .integer: "Int"
        case .decimal: "Decimal"
        case .boolean: "Bool"
        case .person: "Person"
        case .location: "Location"
        case .dateComponents: "DateComponents"
        case .dateComponentsRange: "DateComponentsRange"
        case .currencyAmount: "CurrencyAmount"
        case .task: "TaskItem"
        case .taskList: "TaskList"
        case .taskStatus: "TaskStatus"
        case .note: "Note"
        case .object: "IntentObject"
        }
    }
}
