internal import CLinear
import Foundation

/// A linear classifier over sparse features: one weight per feature and class, trained by
/// liblinear's L2-regularized logistic regression (one class against the rest), its
/// probabilities worked out as liblinear's `predict_probability` does.
///
/// Features are identified by 64-bit hashes (``FeatureHash``): the model keeps the hashes it was
/// trained on, sorted, and a feature it never saw weighs nothing.
struct LinearModel: Sendable, Hashable {
    /// How many classes; a class is its index.
    var classCount: Int
    /// The hashes of the features the model knows, ascending; a feature's row is its index here.
    var features: [UInt64]
    /// The weights, row by row: `weights[row * classCount + class]`; the last row is the bias.
    var weights: [Float]

    /// One training example: its features with their values, and its class.
    struct Example: Sendable {
        var features: [FeatureHash.Weighted]
        var label: Int
    }

    /// How hard the training fits the examples: liblinear's `C` (higher fits harder).
    struct Training: Sendable, Hashable {
        var cost: Double = 16
        /// liblinear's stopping tolerance.
        var tolerance: Double = 0.01
    }

    /// Trains a model on `examples` with liblinear, classes `0..<classCount`.
    ///
    /// A class no example has gets weights that never make it likely.
    static func train(_ examples: [Example], classCount: Int, training: Training = Training()) -> LinearModel {
        var rows: [UInt64: Int32] = [:]
        for example in examples {
            for feature in example.features where rows[feature.hash] == nil {
                rows[feature.hash] = 0
            }
        }
        let features = rows.keys.sorted()
        for (row, hash) in features.enumerated() { rows[hash] = Int32(row) }
        guard !examples.isEmpty, classCount > 0 else {
            return LinearModel(
                classCount: classCount, features: features, weights: [Float](repeating: 0, count: (features.count + 1) * classCount))
        }

        // liblinear's problem: each example's features by ascending 1-based index, then the bias
        // feature (index n + 1, value 1), then the terminator (index -1).
        let biasIndex = Int32(features.count + 1)
        var offsets: [Int] = []
        var nodes: [feature_node] = []
        nodes.reserveCapacity(examples.reduce(0) { $0 + $1.features.count + 2 })
        for example in examples {
            offsets.append(nodes.count)
            let indexed = example.features.map { (index: rows[$0.hash]! + 1, value: Double($0.value)) }.sorted { $0.index < $1.index }
            var previous: Int32 = 0
            for feature in indexed where feature.index != previous {
                nodes.append(feature_node(index: feature.index, value: feature.value))
                previous = feature.index
            }
            nodes.append(feature_node(index: biasIndex, value: 1))
            nodes.append(feature_node(index: -1, value: 0))
        }
        var labels = examples.map { Double($0.label) }
        let model: UnsafeMutablePointer<model>? = nodes.withUnsafeMutableBufferPointer { nodeBuffer in
            var pointers: [UnsafeMutablePointer<feature_node>?] = offsets.map { nodeBuffer.baseAddress! + $0 }
            return pointers.withUnsafeMutableBufferPointer { pointerBuffer in
                labels.withUnsafeMutableBufferPointer { labelBuffer in
                    var problem = CLinear.problem(
                        l: Int32(examples.count), n: biasIndex, y: labelBuffer.baseAddress, x: pointerBuffer.baseAddress, bias: 1
                    )
                    var parameter = CLinear.parameter(
                        solver_type: Int32(L2R_LR), eps: training.tolerance, C: training.cost, nr_weight: 0, weight_label: nil,
                        weight: nil, p: 0.1, init_sol: nil
                    )
                    LinearModel.silenceLiblinear
                    return CLinear.train(&problem, &parameter)
                }
            }
        }
        var weights = [Float](repeating: 0, count: (features.count + 1) * classCount)
        guard let trained = model else {
            return LinearModel(classCount: classCount, features: features, weights: weights)
        }
        defer {
            var owned: UnsafeMutablePointer<CLinear.model>? = trained
            free_and_destroy_model(&owned)
        }
        let trainedClasses = Int(get_nr_class(trained))
        var trainedLabels = [Int32](repeating: 0, count: trainedClasses)
        get_labels(trained, &trainedLabels)
        // Classes no example had: a bias that keeps them unlikely.
        let seen = Set(trainedLabels.map(Int.init))
        for missing in 0..<classCount where !seen.contains(missing) {
            weights[features.count * classCount + missing] = -20
        }
        for (labelIndex, label) in trainedLabels.enumerated() {
            let column = Int(label)
            for row in 0..<features.count {
                weights[row * classCount + column] = Float(get_decfun_coef(trained, Int32(row + 1), Int32(labelIndex)))
            }
            weights[features.count * classCount + column] = Float(get_decfun_bias(trained, Int32(labelIndex)))
        }
        if trainedClasses == 1, let only = trainedLabels.first {
            // One class only: it is certain.
            weights[features.count * classCount + Int(only)] = 20
        }
        return LinearModel(classCount: classCount, features: features, weights: weights)
    }

    /// liblinear prints its progress on standard output unless told otherwise; once is enough.
    private static let silenceLiblinear: Void = set_print_string_function { _ in }

    /// The row of a feature, if the model knows it.
    @inline(__always)
    func row(of hash: UInt64) -> Int? {
        var low = 0
        var high = features.count
        while low < high {
            let middle = (low + high) >> 1
            if features[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < features.count && features[low] == hash ? low : nil
    }

    /// The decision value of every class for these features: the weighted sum plus the bias.
    func decisionValues(_ input: [FeatureHash.Weighted]) -> [Double] {
        var values = [Double](repeating: 0, count: classCount)
        weights.withUnsafeBufferPointer { weights in
            for feature in input {
                guard let row = row(of: feature.hash) else { continue }
                let start = row * classCount
                for column in 0..<classCount {
                    values[column] += Double(weights[start + column]) * Double(feature.value)
                }
            }
            let bias = features.count * classCount
            for column in 0..<classCount { values[column] += Double(weights[bias + column]) }
        }
        return values
    }

    /// The probability of every class, as liblinear's logistic regression gives it: each class's
    /// logistic function of its decision value, normalized to sum to 1.
    func probabilities(_ input: [FeatureHash.Weighted]) -> [Double] {
        Self.probabilities(decisionValues: decisionValues(input))
    }

    static func probabilities(decisionValues: [Double]) -> [Double] {
        var probabilities = decisionValues.map { 1 / (1 + exp(-$0)) }
        let sum = probabilities.reduce(0, +)
        if sum > 0 { probabilities = probabilities.map { $0 / sum } }
        return probabilities
    }
}
