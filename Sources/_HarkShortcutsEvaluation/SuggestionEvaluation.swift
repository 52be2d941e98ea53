import Foundation
public import HarkShortcuts

/// How well suggestions predict a held-back week: for every event of the last days, would the
/// shortcut the user then used have been suggested first, or among the first three?
///
/// The history before the held-back days is all the ranker knows; each event of those days is
/// one question, asked at the event's moment and place.
public struct SuggestionEvaluation: Sendable {
    /// One line of the report: events of one kind, and how many were ranked first and in the top 3.
    public struct Row: Sendable, Hashable {
        public var label: String
        public var events: Int
        public var first: Int
        public var topThree: Int

        /// `first / events`, 0 when there are no events.
        public var firstRate: Double { events == 0 ? 0 : Double(first) / Double(events) }
        /// `topThree / events`, 0 when there are no events.
        public var topThreeRate: Double { events == 0 ? 0 : Double(topThree) / Double(events) }
    }

    /// The rows: each routine, then the routines together, then noise, then everything.
    public var rows: [Row]
    /// How many shortcuts the history before the held-back days has.
    public var shortcuts: Int
    /// How many donations it has.
    public var donations: Int

    /// Evaluates `ranking` on `history`, holding back its last `heldBackDays` days.
    ///
    /// - Parameter ranking: The ranked shortcuts for the usages known and a moment.
    public init(
        history: RoutineHistory, heldBackDays: Int = 7,
        ranking: ([ShortcutUsage], SuggestionContext) -> [Shortcut]
    ) {
        let end = history.configuration.start.addingTimeInterval(Double(history.configuration.weeks * 7) * 86_400)
        let cutoff = end.addingTimeInterval(-Double(heldBackDays) * 86_400)
        let known = history.events.filter { $0.donation.date < cutoff }
        let usages = ShortcutUsage.grouping(known.map(\.donation))
        var rows: [String: Row] = [:]
        for event in history.events where event.donation.date >= cutoff {
            guard let target = ShortcutUsage.grouping([event.donation]).first?.shortcut else { continue }
            let context = SuggestionContext(date: event.donation.date, calendar: history.calendar, place: event.donation.place)
            let ranked = ranking(usages, context)
            let position = ranked.firstIndex(of: target)
            for label in [event.label, event.label == "noise" ? "all" : "routines", "all"].uniqued() {
                var row = rows[label] ?? Row(label: label, events: 0, first: 0, topThree: 0)
                row.events += 1
                if position == 0 { row.first += 1 }
                if let position, position < 3 { row.topThree += 1 }
                rows[label] = row
            }
        }
        let order = RoutineHistory.routines + ["routines", "noise", "all"]
        self.rows = order.compactMap { rows[$0] }
        self.shortcuts = usages.count
        self.donations = known.count
    }

    /// The questions of several evaluations pooled: rows summed by label, sizes summed.
    public static func pooling(_ evaluations: [SuggestionEvaluation]) -> SuggestionEvaluation {
        var result = SuggestionEvaluation(rows: [], shortcuts: 0, donations: 0)
        for evaluation in evaluations {
            result.shortcuts += evaluation.shortcuts
            result.donations += evaluation.donations
            for row in evaluation.rows {
                if let index = result.rows.firstIndex(where: { $0.label == row.label }) {
                    result.rows[index].events += row.events
                    result.rows[index].first += row.first
                    result.rows[index].topThree += row.topThree
                } else {
                    result.rows.append(row)
                }
            }
        }
        let order = RoutineHistory.routines + ["routines", "noise", "all"]
        result.rows.sort { (order.firstIndex(of: $0.label) ?? order.count) < (order.firstIndex(of: $1.label) ?? order.count) }
        return result
    }

    init(rows: [Row], shortcuts: Int, donations: Int) {
        self.rows = rows
        self.shortcuts = shortcuts
        self.donations = donations
    }

    /// The ranker's suggestions, as shortcuts.
    public static func contextual(_ ranker: SuggestionRanker) -> ([ShortcutUsage], SuggestionContext) -> [Shortcut] {
        { usages, context in ranker.suggestions(for: usages, at: context).map(\.shortcut) }
    }

    /// The baseline: shortcuts by frequency and recency alone, blind to time, weekday and place.
    public static func frequencyOnly(_ ranker: SuggestionRanker) -> ([ShortcutUsage], SuggestionContext) -> [Shortcut] {
        { usages, context in ranker.shortcuts(for: usages, now: context.date).map(\.shortcut) }
    }

    /// The rows as a Markdown table, side by side with `baseline` when given.
    public func table(baseline: SuggestionEvaluation? = nil) -> String {
        func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }
        var lines = ["| events | n | first | top 3 |" + (baseline == nil ? "" : " first (frequency only) | top 3 (frequency only) |")]
        lines.append("|---|---:|---:|---:|" + (baseline == nil ? "" : "---:|---:|"))
        for row in rows {
            var line = "| \(row.label) | \(row.events) | \(percent(row.firstRate)) | \(percent(row.topThreeRate)) |"
            if let other = baseline?.rows.first(where: { $0.label == row.label }) {
                line += " \(percent(other.firstRate)) | \(percent(other.topThreeRate)) |"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
