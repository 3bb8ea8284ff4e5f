import HitLabModel

/// Target-action as code: a recognizer's or a control's action calls the learner's method
/// (`override Card.moveCard { … }`) with `sender`, at the moment UIKit sends the action. The
/// method is looked up when it is sent, from the sender's view up the responder chain (the
/// view, its view controller, its superviews …), so the override may be written after the
/// action was added.
extension ClassTable {
    /// The first responder from `view` up the chain whose class implements the action `name`.
    package func performer(of name: String, from view: ViewID, in scene: Scene) -> Responder? {
        let method = MethodKind.action(name)
        var here: Responder? = .view(view)
        while let r = here {
            if resolve(method, in: scene.classChain(of: r)) != nil { return r }
            here = scene.next(of: r)
        }
        return nil
    }
}

extension Interpreter {
    /// The line an action nobody implements prints where UIKit would stop.
    package static func unrecognized(_ label: String, _ name: String, from view: String) -> String {
        "\(label) → \(name)(_:): nothing from \(view) up the chain implements it (UIKit: unrecognized selector)"
    }

    /// `moveCard`, `moveCard(_:)` or `moveCard:` as the action's name, nil when it is not a
    /// Swift identifier.
    package static func actionName(_ text: String) -> String? {
        var name = text
        for suffix in ["(_:)", ":"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// Sends the action `name` with `sender`: the performer runs it; with none, a line says so
    /// where UIKit would stop with "unrecognized selector sent to instance".
    package func sendAction(_ name: String, from view: ViewID, sender: Value, label: String) throws(ScriptError) {
        guard let target = classes.performer(of: name, from: view, in: scene) else {
            observer?.printed(Self.unrecognized(label, name, from: scene[view].name), depth: depth)
            return
        }
        _ = try dispatch(.action(name), on: target, arguments: [sender], from: 0, at: nil)
    }
}
