// Conformances of the structured values to IntentValue: each maps to its own case.

extension Person: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .person(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .person(self) }
}

extension Location: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .location(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .location(self) }
}

extension DateComponentsRange: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .dateComponentsRange(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .dateComponentsRange(self) }
}

extension CurrencyAmount: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .currencyAmount(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .currencyAmount(self) }
}

extension TaskItem: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .task(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .task(self) }
}

extension TaskList: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .taskList(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .taskList(self) }
}

extension Note: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .note(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .note(self) }
}

extension IntentObject: IntentValue {
    public init?(parameterValue: ParameterValue) {
        guard case .object(let value) = parameterValue else { return nil }
        self = value
    }
    public var parameterValue: ParameterValue { .object(self) }
}
