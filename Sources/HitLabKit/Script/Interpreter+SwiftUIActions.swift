import HitLabModel
/// SwiftUI's closures as the pipeline runs them (a gesture's callbacks, a Button's action) and
/// the body evaluated again after state changed: each a call the trace records, as a frame of
/// the host's body.
extension Interpreter {
    /// Runs a SwiftUI action (a tap gesture's, a Button's) for hosting view `host`.
    package func perform(_ closure: Closure, on host: ViewID, as body: MethodBody) throws(ScriptError) -> Value {
        _ = try perform(closure, [], on: host, as: body, state: [:])
        return .void
    }

    /// Runs `closure` with `arguments` for `host`, its `@State` and `@GestureState` variables
    /// reading `state` (SwiftUI keeps state outside the view value, so a closure made at an
    /// earlier evaluation sees the latest values). Returns the `@State` values it assigned and,
    /// for `updating`'s `inout state`, the value of argument `inoutArgument` when it returned.
    /// A `@GestureState` variable is read-only outside `updating`, as in SwiftUI.
    /// `naming` goes first among the arguments the trace records (the view, the modifier and
    /// the callback: `"Row"`, `"onTapGesture"`, `"onEnded"`), so `break Row.onTapGesture` can
    /// find the call.
    package func perform(_ closure: Closure, _ arguments: [Value], on host: ViewID, as body: MethodBody, state: [String: Value],
                         naming: [Value] = [], inoutArgument: Int? = nil) throws(ScriptError) -> (assigned: [String: Value], updated: Value?) {
        observer?.methodEntered(body, receiver: .view(host), arguments: naming + arguments, depth: depth)
        current = Frame.outside(.view(host))
        var assigned: [String: Value] = [:]
        var inoutValue: Value?
        do throws(ScriptError) {
            var slots = try slots(for: closure, arguments, at: closure.position)
            for variable in body.stateVariables where variable.slot < slots.count {
                if let value = state[variable.name] { slots[variable.slot] = value }
            }
            let before = slots
            _ = try call(closure, slots: &slots, building: false)
            for variable in body.stateVariables where variable.slot < slots.count && slots[variable.slot] != before[variable.slot] {
                if variable.isGestureState {
                    throw ScriptError(kind: .runtime, message: "\(variable.name) is @GestureState, which only updating($\(variable.name)) { value, state, transaction in state = … } may change: make it @State to assign it here", position: closure.position)
                }
                try Self.checkStateType(slots[variable.slot], variable)
                assigned[variable.name] = slots[variable.slot]
            }
            if let n = inoutArgument, n < closure.literal.parameters.count, closure.literal.parameters[n] >= 0 {
                inoutValue = slots[closure.literal.parameters[n]]
            }
        } catch {
            throw error.located(frame: body.frameName, source: body.source)
        }
        observer?.methodReturned(.void, depth: depth)
        return (assigned, inoutValue)
    }

    /// Evaluates `body` again for `host` with `state`, as a call the trace records (its lines
    /// and locals), after a closure changed the state it reads; `rows` are its last rows.
    package func reevaluate(_ body: MethodBody, host: ViewID, state: [String: Value], rows: SwiftUIRows) throws(ScriptError) -> SwiftUIEvaluation {
        observer?.methodEntered(body, receiver: .view(host), arguments: [], depth: depth)
        let made = try evaluateBody(body, host: host, state: state, rows: rows)
        observer?.methodReturned(.swiftUI(made.view), depth: depth)
        return made
    }
}
