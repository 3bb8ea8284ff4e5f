import HitLabModel
/// UIKit's part of method lookup, remembered for one run: which default body a chain of UIKit
/// classes (`UIView`, `UIResponder`) answers for a method from a given class on. UIKit's
/// methods never change, so nothing here goes stale; a run meets a handful of chains and
/// methods, so a short list searched by identity beats hashing class names at every call.
/// The bodies are UIKit's, which live as long as the program, so they are kept unretained.
struct MethodCache {
    private var classes: [[String]] = []
    private var starts: [Int] = []
    private var methods: [MethodKind] = []
    private var found: [(body: Unmanaged<MethodBody>, index: Int)?] = []
    /// The same for a view's chain, by its kind: what almost every call of a hit test asks.
    private var viewKinds: [ViewKind] = []
    private var viewStarts: [Int] = []
    private var viewMethods: [MethodKind] = []
    private var viewFound: [(body: Unmanaged<MethodBody>, index: Int)?] = []

    /// UIKit's first definition of `kind` along `uikit` from `start`, looked up once.
    mutating func uikitMethod(_ kind: MethodKind, in uikit: [String], from start: Int) -> (body: Unmanaged<MethodBody>, index: Int)? {
        for i in methods.indices where methods[i] == kind && starts[i] == start && classes[i] == uikit {
            return found[i]
        }
        let answer = ClassTable.uikitMethod(kind, in: uikit, from: start).map { (Unmanaged.passUnretained($0.body), $0.index) }
        classes.append(uikit)
        starts.append(start)
        methods.append(kind)
        found.append(answer)
        return answer
    }

    /// UIKit's first definition of `kind` along the UIKit classes of a view of `viewKind`,
    /// from `start`, looked up once: no class name is read or compared.
    mutating func uikitMethod(_ kind: MethodKind, of viewKind: ViewKind, from start: Int) -> (body: Unmanaged<MethodBody>, index: Int)? {
        for i in viewMethods.indices where viewMethods[i] == kind && viewStarts[i] == start && viewKinds[i] == viewKind {
            return viewFound[i]
        }
        let answer = ClassTable.uikitMethod(kind, in: viewKind.uikitClasses, from: start).map { (Unmanaged.passUnretained($0.body), $0.index) }
        viewKinds.append(viewKind)
        viewStarts.append(start)
        viewMethods.append(kind)
        viewFound.append(answer)
        return answer
    }
}
