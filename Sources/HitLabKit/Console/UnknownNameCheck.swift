import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Finds a name in Swift-subset source that nothing in reach is called: not a local or
/// parameter, not a property of `self`, not a view, controller or recognizer of the scene,
/// not a type or global function. Used when an override or a breakpoint condition is written,
/// so `return tru` is pointed out then rather than at the next tap; a call without a receiver
/// that nothing answers (`foo()`) likewise. It is a note, not an error: a view the body names
/// may be added later.
struct UnknownNameCheck {
    let scene: Scene

    /// The global functions and initializers a body may call.
    static let globals: Set<String> = ["print", "type", "CGPoint", "CGSize", "CGRect", "min", "max", "abs", "stride", "NSLog"]

    /// The names every body may use: `self`'s properties, types and global functions.
    private static let fixed = Interpreter.viewProperties.union(Interpreter.knownTypes).union(globals)

    /// The first unknown name and the known names nearest to it; a call's name ends in `(…)`.
    func firstUnknown(in source: String, locals: [String]) -> (name: String, suggestions: [String])? {
        var lexer = Lexer(source)
        guard let tokens = try? lexer.tokenize() else { return nil }
        // Names are looked up where they live; the scene's are gathered only for suggestions,
        // so a name check on a scene of 100,000 views copies none of them.
        let locals = Set(locals)
        for (n, token) in tokens.enumerated() {
            guard case .identifier(let name) = token.kind, !locals.contains(name), !Self.fixed.contains(name), !isSceneName(name) else { continue }
            let isCall = n + 1 < tokens.count && tokens[n + 1].kind == .punct("(")
            // A member (`.x`) is another value's; only `self.foo(…)` and `super.foo(…)` call
            // self's own methods, checked as a bare call is.
            let isMember = n > 0 && (tokens[n - 1].kind == .punct(".") || tokens[n - 1].kind == .punct("?."))
            if isMember, !(isCall && n > 1 && Self.isSelfOrSuper(tokens[n - 2].kind)) { continue }
            // An argument label (`with:`).
            if n + 1 < tokens.count, tokens[n + 1].kind == .punct(":") { continue }
            if isCall {
                // A call to self: one of UIKit's methods, a native, or an action a learner wrote.
                if Interpreter.methodNames.contains(name) || MethodKind.knownAction(name) != nil { continue }
                let callable = isMember ? Interpreter.methodNames : Interpreter.methodNames.union(Self.globals)
                return (name + "(…)", NameSuggestions.nearest(to: name, in: callable.sorted()).map { $0 + "(…)" })
            }
            let known = locals.union(Self.fixed).union(scene.viewNames).union(scene.controllerNames).union(scene.recognizerNames)
            let candidates = Array(known) + ["true", "false", "nil", "self", "super"]
            return (name, NameSuggestions.nearest(to: name, in: candidates.sorted()))
        }
        return nil
    }

    /// Whether a token is `self` or `super`.
    private static func isSelfOrSuper(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .keyword(let word), .identifier(let word): return word == "self" || word == "super"
        default: return false
        }
    }

    /// Whether a view other than the window, a controller or a recognizer is called `name`.
    private func isSceneName(_ name: String) -> Bool {
        switch scene.responder(named: name) {
        case .view(let id)?: return id != scene.windows.first
        case .controller?, .recognizer?: return true
        default: return false
        }
    }
}
