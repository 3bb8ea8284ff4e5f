import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Reads where a breakpoint stops: `METHOD [NAME]`, `CLASS.METHOD[:LINE]`, `phase PHASE`, lldb's
/// `breakpoint set -n NAME [-c EXPR] [-o]`, and the condition after `if`.
enum BreakpointSyntax {
    /// The largest line a breakpoint may name: a trace keeps line numbers in 32 bits.
    static let lastLine = Int(Int32.max)

    /// `LOCATION [if EXPR]`, with the raw text of the condition.
    static func locationAndCondition(_ spec: CommandSpec, _ rest: String, _ words: [String]) throws(CommandError) -> (Breakpoint.Location, String?) {
        var words = words
        // The condition is the raw text after the word `if`.
        var condition: String?
        if let i = words.firstIndex(of: "if") {
            let raw = rest.range(of: " if ").map { String(rest[$0.upperBound...]).trimmingWhitespace }
                ?? (rest.hasPrefix("if ") ? String(rest.dropFirst(3)) : "")
            guard !raw.isEmpty else { throw .usage(spec, "missing the condition after if") }
            condition = raw
            words = Array(words[..<i])
        }
        let location = try self.location(spec, words)
        if let condition { try checkCondition(condition, location, spec) }
        return (location, condition)
    }

    /// `breakpoint set -n NAME [-c EXPR] [-o]`, lldb's form.
    static func lldbSet(_ spec: CommandSpec, _ words: [String], oneShot: Bool) throws(CommandError) -> BreakCommand.Action {
        var name: String?, condition: String?, once = oneShot
        var i = 0
        while i < words.count {
            switch words[i] {
            case "-n", "--name":
                guard i + 1 < words.count else { throw .usage(spec, "-n needs a method, e.g. -n YellowView.hitTest") }
                name = words[i + 1]; i += 2
            case "-c", "--condition":
                guard i + 1 < words.count else { throw .usage(spec, "-c needs a condition") }
                condition = words[i + 1]; i += 2
            case "-o", "--one-shot":
                once = true; i += 1
                if i < words.count, ["true", "false"].contains(words[i]) { once = words[i] == "true"; i += 1 }
            default:
                throw .usage(spec, "breakpoint set takes -n NAME, -c CONDITION and -o, not '\(words[i])'")
            }
        }
        guard let name else { throw .usage(spec, "breakpoint set needs -n, e.g. breakpoint set -n hitTest") }
        let location = try self.location(spec, [name])
        if let condition { try checkCondition(condition, location, spec) }
        return .set(location, condition: condition, oneShot: once)
    }

    static func location(_ spec: CommandSpec, _ words: [String]) throws(CommandError) -> Breakpoint.Location {
        guard let first = words.first else { throw .usage(spec, "say where to stop, e.g. break pointInside YellowView") }
        if first == "phase" {
            guard words.count == 2, let phase = Phase(rawValue: words[1]) else {
                throw .usage(spec, "phase is one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .phase(phase)
        }
        if first == "state" {
            guard words.count == 2 || words.count == 3 else {
                throw .usage(spec, "break state NAME [STATE], e.g. break state Pan began")
            }
            if words.count == 3, RecognizerState(rawValue: words[2]) == nil {
                throw .usage(spec, "STATE is one of \(RecognizerState.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            try checkName(words[1])
            return .recognizerState(name: words[1], state: words.count == 3 ? words[2] : nil)
        }
        // An action method an action names or an override wrote (`break moveCard`).
        if let method = MethodKind(name: first) ?? MethodKind.knownAction(first) {
            guard words.count <= 2 else { throw .usage(spec, "unexpected '\(words[2...].joined(separator: " "))'") }
            if words.count == 2 { try checkName(words[1]) }
            return .method(method, className: words.count == 2 ? words[1] : nil)
        }
        guard words.count == 1 else {
            // `break hitTst GreenView`: a near miss of a method, named as `break hitTst` is.
            if !first.contains("."), !NameSuggestions.nearest(to: first, in: MethodKind.allCases.map(\.rawValue)).isEmpty {
                _ = try CommandSyntax.classMethod(first, spec, methodRequired: true)
            }
            throw .usage(spec, "unexpected '\(words[1...].joined(separator: " "))'")
        }
        // `break Row.onTapGesture`, `break Card.onChanged`: inside a SwiftUI gesture's closure.
        if let dot = first.lastIndex(of: "."), Breakpoint.swiftUICallbackNames.contains(String(first[first.index(after: dot)...])) {
            let view = String(first[..<dot])
            try checkName(view)
            return .swiftUICallback(view: view, name: String(first[first.index(after: dot)...]))
        }
        var target = first
        var line: Int?
        if let colon = target.lastIndex(of: ":"), let n = Int(target[target.index(after: colon)...]) {
            guard n >= 1 else { throw .usage(spec, "line numbers start at 1") }
            // Bounded here, before the matcher narrows it to the trace's 32-bit line field.
            guard n <= BreakpointSyntax.lastLine else {
                throw .usage(spec, "line \(n) is past the end of any body; line numbers go up to \(BreakpointSyntax.lastLine)")
            }
            line = n
            target = String(target[..<colon])
        }
        let (className, found) = try CommandSyntax.classMethodOrAction(target, spec)
        // A name close to a UIKit method's is an action method once an action or override made it.
        if case .nearMiss(let name, let error) = found, MethodKind.knownAction(name) == nil { throw error }
        try checkName(className)
        if let line { return .line(className: className, found.accepted, line: line) }
        return .method(found.accepted, className: className)
    }

    /// A breakpoint may wait for a name nothing has yet, so the name is checked as a name here:
    /// one that nothing could ever be called (`123`, a 100,000-character word) is refused, not
    /// kept and repeated back. A scroll view's own recognizers (`List.panGestureRecognizer`)
    /// are its name and UIKit's property; UIKit's classes are names too.
    static func checkName(_ name: String) throws(CommandError) {
        let owner = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        // UIKit's own classes include private ones (`_UIButtonBarButton`).
        guard Scene.isTooLong(name) || (!Scene.isValidClassName(owner) && UIKitCatalog.named(owner) == nil) else { return }
        throw CommandError(SceneError.invalidName(Scene.isTooLong(name) ? name : owner).description)
    }

    /// A condition's syntax is checked when the breakpoint is set, not when it first matches.
    static func checkCondition(_ condition: String, _ location: Breakpoint.Location, _ spec: CommandSpec) throws(CommandError) {
        var locals = ["point", "event"]
        if case .method(let m, _) = location { locals = m.parameters }
        if case .line(_, let m, _) = location { locals = m.parameters }
        do {
            _ = try Parser.parseExpression(condition, locals: locals)
        } catch {
            throw CommandError("the condition does not parse: \(error.message) (column \(error.position?.column ?? 0) of `\(ControlCharacters.inline(condition))`)")
        }
    }

    /// Breakpoint numbers after `delete`, `disable` or `enable`; `all` for every one.
    static func numbers(_ verb: String, _ words: [String], _ spec: CommandSpec) throws(CommandError) -> [Int]? {
        if words == ["all"] { return nil }
        let numbers = words.compactMap { Int($0) }
        guard !words.isEmpty, numbers.count == words.count, numbers.allSatisfy({ $0 >= 1 }) else {
            throw .usage(spec, words.isEmpty ? "say which: `\(verb) N …` with numbers from `break list`, or `\(verb) all`"
                                             : "\(verb) takes breakpoint numbers (see `break list`) or all, not '\(words.joined(separator: " "))'")
        }
        return numbers
    }
}
