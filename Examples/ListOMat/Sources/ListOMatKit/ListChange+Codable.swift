/// A step in the journal: an object with `op` and the step's fields, `list` always the
/// identifier of the list it changes.
///
/// ```json
/// {"at": 2, "items": [{"done": false, "id": "…", "title": "milk"}], "list": "…", "op": "insertItems"}
/// {"ids": ["…"], "list": "…", "op": "removeItems"}
/// {"at": 1, "items": [], "list": "…", "name": "Packing", "op": "createList"}
/// ```
extension ListChange: Codable {
    private enum CodingKeys: String, CodingKey {
        case op, list, at, name, ids, items
    }

    private enum Operation: String, Codable {
        case createList, deleteList, renameList, orderLists, removeItems, updateItems, orderItems, insertItems
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func list() throws -> String { try container.decode(String.self, forKey: .list) }
        func ids() throws -> [String] { try container.decode([String].self, forKey: .ids) }
        func items() throws -> [ListItem] { try container.decode([ListItem].self, forKey: .items) }
        func at() throws -> Int { try container.decode(Int.self, forKey: .at) }
        switch try container.decode(Operation.self, forKey: .op) {
        case .createList:
            let name = try container.decode(String.self, forKey: .name)
            self = .createList(ItemList(id: try list(), name: name, items: try items()), at: try at())
        case .deleteList: self = .deleteList(id: try list())
        case .renameList: self = .renameList(id: try list(), name: try container.decode(String.self, forKey: .name))
        case .orderLists: self = .orderLists(ids: try ids())
        case .removeItems: self = .removeItems(list: try list(), ids: try ids())
        case .updateItems: self = .updateItems(list: try list(), items: try items())
        case .orderItems: self = .orderItems(list: try list(), ids: try ids())
        case .insertItems: self = .insertItems(list: try list(), at: try at(), items: try items())
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .createList(let list, let at):
            try container.encode(Operation.createList, forKey: .op)
            try container.encode(list.id, forKey: .list)
            try container.encode(list.name, forKey: .name)
            try container.encode(list.items, forKey: .items)
            try container.encode(at, forKey: .at)
        case .deleteList(let id):
            try container.encode(Operation.deleteList, forKey: .op)
            try container.encode(id, forKey: .list)
        case .renameList(let id, let name):
            try container.encode(Operation.renameList, forKey: .op)
            try container.encode(id, forKey: .list)
            try container.encode(name, forKey: .name)
        case .orderLists(let ids):
            try container.encode(Operation.orderLists, forKey: .op)
            try container.encode(ids, forKey: .ids)
        case .removeItems(let list, let ids):
            try container.encode(Operation.removeItems, forKey: .op)
            try container.encode(list, forKey: .list)
            try container.encode(ids, forKey: .ids)
        case .updateItems(let list, let items):
            try container.encode(Operation.updateItems, forKey: .op)
            try container.encode(list, forKey: .list)
            try container.encode(items, forKey: .items)
        case .orderItems(let list, let ids):
            try container.encode(Operation.orderItems, forKey: .op)
            try container.encode(list, forKey: .list)
            try container.encode(ids, forKey: .ids)
        case .insertItems(let list, let at, let items):
            try container.encode(Operation.insertItems, forKey: .op)
            try container.encode(list, forKey: .list)
            try container.encode(at, forKey: .at)
            try container.encode(items, forKey: .items)
        }
    }
}
