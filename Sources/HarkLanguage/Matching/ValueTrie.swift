/// A byte trie of normalized phrases, each leading to the ids of the values it spells.
///
/// Built once from a list's values (or a range's number words) and walked along the user's
/// normalized UTF-8 bytes at match time: one array lookup per byte at the root, a short scan
/// of sorted edges below it, no allocation.
struct ValueTrie: Sendable {
    /// Node 0 is the root; `noNode` stands for a missing child.
    static let noNode: Int32 = -1

    /// The root's child for each byte.
    private var rootChildren: [Int32]
    /// Per node: where its edges start in `edgeBytes`/`edgeTargets`, and where they end.
    private var edgeStart: [Int32]
    private var edgeEnd: [Int32]
    private var edgeBytes: [UInt8]
    private var edgeTargets: [Int32]
    /// Per node: the range of `valueIDs` for the phrases that end there.
    private var valueStart: [Int32]
    private var valueEnd: [Int32]
    private(set) var valueIDs: [Int32]

    /// Whether the trie holds no phrase at all.
    var isEmpty: Bool { valueIDs.isEmpty }

    /// A trie of `phrases`, each a normalized byte string with the id of its value. Empty
    /// phrases are left out; a phrase may lead to several values.
    init(_ phrases: [(bytes: [UInt8], id: Int32)]) {
        var builder = Builder()
        for phrase in phrases where !phrase.bytes.isEmpty {
            builder.insert(phrase.bytes, id: phrase.id)
        }
        let nodeCount = builder.children.count
        rootChildren = Array(repeating: Self.noNode, count: 256)
        edgeStart = []
        edgeEnd = []
        edgeBytes = []
        edgeTargets = []
        valueStart = []
        valueEnd = []
        valueIDs = []
        edgeStart.reserveCapacity(nodeCount)
        edgeEnd.reserveCapacity(nodeCount)
        valueStart.reserveCapacity(nodeCount)
        valueEnd.reserveCapacity(nodeCount)
        for node in 0..<nodeCount {
            let edges = builder.children[node].sorted { $0.key < $1.key }
            edgeStart.append(Int32(edgeBytes.count))
            for (byte, target) in edges {
                edgeBytes.append(byte)
                edgeTargets.append(target)
                if node == 0 { rootChildren[Int(byte)] = target }
            }
            edgeEnd.append(Int32(edgeBytes.count))
            valueStart.append(Int32(valueIDs.count))
            valueIDs.append(contentsOf: builder.values[node])
            valueEnd.append(Int32(valueIDs.count))
        }
    }

    /// The child of `node` along `byte`, or `noNode`.
    @inline(__always)
    func child(of node: Int32, byte: UInt8) -> Int32 {
        if node == 0 { return rootChildren[Int(byte)] }
        var edge = Int(edgeStart[Int(node)])
        let end = Int(edgeEnd[Int(node)])
        while edge < end {
            let edgeByte = edgeBytes[edge]
            if edgeByte == byte { return edgeTargets[edge] }
            if edgeByte > byte { return Self.noNode }
            edge += 1
        }
        return Self.noNode
    }

    /// The node reached from `node` along `bytes`, or `noNode`.
    func descend(from node: Int32, along bytes: some Sequence<UInt8>) -> Int32 {
        var current = node
        for byte in bytes {
            current = child(of: current, byte: byte)
            if current == Self.noNode { return current }
        }
        return current
    }

    /// The indices into `valueIDs` of the values whose phrase ends at `node`.
    @inline(__always)
    func values(at node: Int32) -> Range<Int> {
        Int(valueStart[Int(node)])..<Int(valueEnd[Int(node)])
    }

    private struct Builder {
        var children: [[UInt8: Int32]] = [[:]]
        var values: [[Int32]] = [[]]

        mutating func insert(_ bytes: [UInt8], id: Int32) {
            var node = 0
            for byte in bytes {
                if let next = children[node][byte] {
                    node = Int(next)
                } else {
                    let next = children.count
                    children.append([:])
                    values.append([])
                    children[node][byte] = Int32(next)
                    node = next
                }
            }
            if !values[node].contains(id) {
                values[node].append(id)
            }
        }
    }
}
