import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Checks a breakpoint condition's names when it is set, so a typo is found at `break`, not at
/// the first stop (`BreakpointSyntax` has already refused one that does not parse): a name
/// that is neither a parameter of the method, a local of an override of it, a view's
/// property, a scene name nor a type gets a note (it may still be right: a local of an
/// override written later).
struct ConditionCheck {
    let session: Session

    /// A note naming the first unknown name in the condition, with the nearest known ones.
    func unknownNameNote(_ condition: String, at location: Breakpoint.Location) -> String {
        guard let (name, near) = UnknownNameCheck(scene: session.state.scene).firstUnknown(in: condition, locals: knownLocals(location)) else { return "" }
        return "\nnote: '\(name)' is not a parameter of the method, a view's property or a name in the scene"
            + NameSuggestions.hint(near) + "; if it is a local of an override, the condition reads it there"
    }

    /// The parameters of the methods the breakpoint can stop in, and the locals of the learner's
    /// bodies of them.
    private func knownLocals(_ location: Breakpoint.Location) -> [String] {
        let method: MethodKind?
        switch location {
        case .method(let m, _), .line(_, let m, _): method = m
        case .phase, .recognizerState: method = nil
        case .swiftUICallback: method = .swiftUIBody
        }
        var names = method?.parameters ?? ["event", "touches", "point"]
        for body in session.state.classes.overrides where method == nil || body.method == method {
            names += body.slotNames
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
