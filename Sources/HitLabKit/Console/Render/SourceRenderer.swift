import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `show source`: a method's source with its line numbers, the numbers the trace, errors and
/// breakpoints use; for a class, every method it defines.
struct SourceRenderer {
    let scene: Scene
    let classes: ClassTable

    func render(_ className: String, _ method: MethodKind?) throws -> Reply {
        let chain = try chainOf(className)
        guard let method else {
            let own = MethodKind.allCases.compactMap { classes.method($0, definedIn: className) }
            guard !own.isEmpty else {
                return Reply("\(className) defines no methods of its own; it inherits UIKit's (e.g. `show source UIView.hitTest`)")
            }
            return Reply(own.map(listing).joined(separator: "\n\n"))
        }
        guard let (body, _) = classes.resolve(method, in: chain) else {
            return .error("\(className) has no \(method.selector): only views are hit-tested; touches methods exist on every responder and recognizer")
        }
        if body.className != className {
            return Reply("\(className) does not override \(method.selector); it inherits \(body.className)'s:\n\n" + listing(body))
        }
        return Reply(listing(body))
    }

    /// The class chain for a class name: a view's or controller's, a built-in responder's, or
    /// a UIKit class's own.
    private func chainOf(_ className: String) throws -> ClassChain {
        if let r = scene.responder(named: className) { return scene.classChain(of: r) }
        if UIKitCatalog.contains(className) { return ClassChain(own: nil, uikit: UIKitCatalog.chain(from: className)) }
        if let missing = scene.missingRowError(className) { throw missing }
        let known = scene.viewNames + scene.controllerNames + scene.recognizerNames + UIKitCatalog.learnerClassNames
        throw SceneError.unknownResponder(className, suggestions: NameSuggestions.nearest(to: className, in: known))
    }

    /// A numbered listing under the method's declaration.
    func listing(_ body: MethodBody) -> String {
        let origin = body.isDefault ? "UIKit's default" : "\(body.className)'s override"
        let lines = body.lines
        let width = String(lines.count).count
        var out = ["// \(body.frameName): \(origin)", (body.isDefault ? "" : "override ") + body.method.declaration + " {"]
        for (n, line) in lines.enumerated() {
            let number = String(n + 1)
            out.append(String(repeating: " ", count: width - number.count) + number + "  " + line)
        }
        out.append("}")
        return out.map(\.trimmingTrailingWhitespace).joined(separator: "\n")
    }
}
