import HitLabModel
/// UIKit's part of method lookup, remembered for one run: which default body a chain of UIKit
/// classes (`UIView`, `UIResponder`) answers for a method from a given class on. UIKit's
/// methods never change, so nothing here goes stale; a run meets a handful of chains and
/// methods, so a short list searched by identity beats hashing class names at every call.
package struct MethodCache {
    private var classes: [[String]] = []
    private var starts: [Int] = []
    private var methods: [MethodKind] = []
    private var found: [(body: MethodBody, index: Int)?] = []

    /// UIKit's first definition of `kind` along `uikit` from `start`, looked up once.
    package mutating func uikitMethod(_ kind: MethodKind, in uikit: [String], from start: Int) -> (body: MethodBody, index: Int)? {
        for i in methods.indices where methods[i] == kind && starts[i] == start && classes[i] == uikit {
            return found[i]
        }
        let answer = ClassTable.uikitMethod(kind, in: uikit, from: start)
        classes.append(uikit)
        starts.append(start)
        methods.append(kind)
        found.append(answer)
        return answer
    }
}
