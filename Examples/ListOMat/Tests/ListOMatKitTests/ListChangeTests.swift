import Foundation
import Testing

@testable import ListOMatKit

/// The steps the journal records: found between two versions of the lists, replayed, they give
/// the second version back, through JSON as on disk.
struct ListChangeTests {
    @Test(arguments: 0..<200)
    func replayingTheStepsGivesTheListsAfter(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let before = Self.randomLists(&random)
        var after = before
        for _ in 0..<Int.random(in: 1...4, using: &random) { Self.edit(&after, &random) }

        let changes = try #require(ListChange.changes(from: before, to: after))
        let record = JournalRecord(generation: 1, changes: changes)
        let decoded = try JSONDecoder().decode(JournalRecord.self, from: JSONEncoder().encode(record))
        #expect(decoded == record)
        var replayed = before
        try ListChange.apply(decoded.changes, to: &replayed)
        #expect(replayed == after)
        if before == after { #expect(changes.isEmpty) }
    }

    @Test func addingAnItemRecordsOnlyThatItem() throws {
        let item = ListItem(id: "m", title: "milk")
        let before = [
            ItemList(id: "g", name: "Grocery Store", items: [ListItem(id: "b", title: "bread")]),
            ItemList(id: "h", name: "Hardware Store", items: [ListItem(id: "n", title: "nails")]),
        ]
        var after = before
        after[0].items.append(item)
        #expect(ListChange.changes(from: before, to: after) == [.insertItems(list: "g", at: 1, items: [item])])
    }

    @Test func stepsThatDoNotFitAreAMismatch() {
        var lists = [ItemList(id: "g", name: "Grocery Store")]
        #expect(throws: ListChange.Mismatch.self) { try ListChange.apply([.deleteList(id: "x")], to: &lists) }
        #expect(throws: ListChange.Mismatch.self) { try ListChange.apply([.orderLists(ids: ["g", "g"])], to: &lists) }
        #expect(throws: ListChange.Mismatch.self) {
            try ListChange.apply([.insertItems(list: "g", at: 3, items: [ListItem(id: "m", title: "milk")])], to: &lists)
        }
    }

    @Test func repeatedIdentifiersHaveNoSteps() {
        let list = ItemList(id: "g", name: "Grocery Store")
        #expect(ListChange.changes(from: [list], to: [list, list]) == nil)
    }

    static func randomLists(_ random: inout SeededRandom) -> [ItemList] {
        (0..<Int.random(in: 0...4, using: &random)).map { index in
            ItemList(
                id: "l\(index)", name: "list \(index)",
                items: (0..<Int.random(in: 0...5, using: &random)).map { ListItem(id: "l\(index)i\($0)", title: "item \($0)") })
        }
    }

    static func edit(_ lists: inout [ItemList], _ random: inout SeededRandom) {
        let fresh = "n\(random.next() % 1_000_000)"
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            lists.insert(
                ItemList(id: fresh, name: "new", items: [ListItem(id: fresh + "i", title: "x")]),
                at: Int.random(in: 0...lists.count, using: &random))
        case 1 where !lists.isEmpty: lists.remove(at: Int.random(in: 0..<lists.count, using: &random))
        case 2 where !lists.isEmpty: lists[Int.random(in: 0..<lists.count, using: &random)].name += " renamed"
        case 3: lists.shuffle(using: &random)
        case 4 where !lists.isEmpty:
            let index = Int.random(in: 0..<lists.count, using: &random)
            lists[index].items.insert(ListItem(id: fresh, title: "added"), at: Int.random(in: 0...lists[index].items.count, using: &random))
        case 5 where !lists.isEmpty:
            let index = Int.random(in: 0..<lists.count, using: &random)
            if !lists[index].items.isEmpty { lists[index].items.remove(at: Int.random(in: 0..<lists[index].items.count, using: &random)) }
        case 6 where !lists.isEmpty:
            let index = Int.random(in: 0..<lists.count, using: &random)
            if !lists[index].items.isEmpty {
                lists[index].items[Int.random(in: 0..<lists[index].items.count, using: &random)].done.toggle()
            }
        case 7 where !lists.isEmpty:
            let index = Int.random(in: 0..<lists.count, using: &random)
            lists[index].items.shuffle(using: &random)
        case 8 where !lists.isEmpty:
            let index = Int.random(in: 0..<lists.count, using: &random)
            lists[index].items.append(contentsOf: [ListItem(id: fresh + "a", title: "a"), ListItem(id: fresh + "b", title: "b")])
            if !lists[index].items.isEmpty { lists[index].items[0].title += "!" }
        default: break
        }
    }
}

/// SplitMix64, so that each seed edits the same way every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
