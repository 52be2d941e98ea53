// Yams' parser is built on libyaml, whose C module comes with it; its events are read here, before
// Yams builds nodes from the same text.
internal import CYaml

/// Finds a mapping key that is a list or a mapping, before Yams reads the text.
///
/// To report a mapping's duplicate keys, Yams sorts them. Its ordering of two collections
/// compares their first entries both ways before going on, so comparing keys nested in keys costs
/// twice as much at every level. A 4 KB file of `? ? ? …` keys took 0.1 s, and every further
/// level doubles that. Definition files and Home Assistant's files use plain keys only, so such a
/// key is refused with its place. The check walks libyaml's events once: linear in the text,
/// with nothing built.
package enum CollectionKeyCheck {
    /// Where the first key that is a list or a mapping starts, or `nil` when every key is plain
    /// text. An alias used as a key counts as what its anchor names. Text YAML cannot read gives
    /// `nil`, and Yams then reports the syntax error.
    package static func firstCollectionKey(in text: String) -> (line: Int, column: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var walk = Walk()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch walk.step(event) {
                case .goOn: continue
                case .done: return nil
                case .collectionKey(let mark): return (Int(mark.line) + 1, Int(mark.column) + 1)
                }
            }
        }
    }

    /// Where the walk is: the collections open around the next node, and the anchors that name
    /// collections.
    private struct Walk {
        enum Frame {
            case list
            /// A mapping, and whether its next node is a key.
            case mapping(keyNext: Bool)
        }

        enum Outcome {
            case goOn
            case done
            case collectionKey(yaml_mark_t)
        }

        var frames: [Frame] = []
        var collectionAnchors: Set<String> = []

        mutating func step(_ event: yaml_event_t) -> Outcome {
            switch event.type {
            case YAML_SCALAR_EVENT:
                node()
            case YAML_ALIAS_EVENT:
                if isKeyNext, let anchor = string(event.data.alias.anchor), collectionAnchors.contains(anchor) {
                    return .collectionKey(event.start_mark)
                }
                node()
            case YAML_SEQUENCE_START_EVENT:
                if isKeyNext { return .collectionKey(event.start_mark) }
                if let anchor = string(event.data.sequence_start.anchor) { collectionAnchors.insert(anchor) }
                node()
                frames.append(.list)
            case YAML_MAPPING_START_EVENT:
                if isKeyNext { return .collectionKey(event.start_mark) }
                if let anchor = string(event.data.mapping_start.anchor) { collectionAnchors.insert(anchor) }
                node()
                frames.append(.mapping(keyNext: true))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                _ = frames.popLast()
            case YAML_STREAM_END_EVENT:
                return .done
            default:
                break
            }
            return .goOn
        }

        private var isKeyNext: Bool {
            if case .mapping(keyNext: true) = frames.last { return true }
            return false
        }

        /// A node was read where the innermost collection is: a mapping's next node is then its
        /// value if this one was its key, and the other way round.
        private mutating func node() {
            if case .mapping(let keyNext) = frames.last {
                frames[frames.count - 1] = .mapping(keyNext: !keyNext)
            }
        }

        private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            guard let pointer else { return nil }
            return String(cString: pointer)
        }
    }
}
