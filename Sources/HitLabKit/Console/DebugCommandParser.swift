/// Parses the debugger's commands, including lldb's spellings of `breakpoint`.
enum DebugCommandParser {
    /// nil when `spec` is not a debugger command.
    static func parse(_ spec: CommandSpec, _ rest: String) throws(CommandError) -> DebugCommand? {
        func noArguments(_ command: DebugCommand) throws(CommandError) -> DebugCommand {
            guard rest.isEmpty else { throw .usage(spec, "unexpected '\(rest)'") }
            return command
        }
        func expression() throws(CommandError) -> String {
            guard !rest.isEmpty else { throw .usage(spec, "missing EXPR") }
            return rest
        }
        func number() throws(CommandError) -> Int {
            guard let n = Int(rest), n >= 0 else { throw .usage(spec, rest.isEmpty ? "missing N" : "'\(rest)' is not a whole number") }
            return n
        }
        switch spec.name {
        case "break": return try breakpoint(spec, rest, oneShot: false)
        case "tbreak": return try breakpoint(spec, rest, oneShot: true)
        case "step": return try noArguments(.motion(.step))
        case "next": return try noArguments(.motion(.next))
        case "finish": return try noArguments(.motion(.finish))
        case "continue": return try noArguments(.motion(.continue))
        case "reverse-step": return try noArguments(.motion(.reverseStep))
        case "reverse-next": return try noArguments(.motion(.reverseNext))
        case "reverse-finish": return try noArguments(.motion(.reverseFinish))
        case "reverse-continue": return try noArguments(.motion(.reverseContinue))
        case "until":
            let n = try number()
            guard n >= 1 else { throw .usage(spec, "LINE starts at 1") }
            return .until(n)
        case "bt": return try noArguments(.backtrace)
        case "frame": return .selectFrame(try number())
        case "up": return try noArguments(.up)
        case "down": return try noArguments(.down)
        case "p": return .evaluate(try expression())
        case "locals": return try noArguments(.locals)
        case "list": return try noArguments(.list)
        case "display": return .display(rest.isEmpty ? nil : rest)
        case "undisplay": return .undisplay(try number())
        case "watch": return .watch(try expression())
        case "explain":
            switch rest {
            case "on": return .explain(true)
            case "off": return .explain(false)
            default: throw .usage(spec, "say on or off")
            }
        case "why":
            guard !rest.isEmpty, !rest.contains(" ") else { throw .usage(spec, "name one view") }
            return .why(rest)
        case "kill": return try noArguments(.kill)
        default: return nil
        }
    }

    private static func breakpoint(_ spec: CommandSpec, _ rest: String, oneShot: Bool) throws(CommandError) -> DebugCommand {
        var words = try CommandParser.tokenize(rest)
        guard let first = words.first else { throw .usage(spec, "say where to stop, e.g. break pointInside YellowView") }
        switch first {
        case "list", "l": return .listBreakpoints
        case "delete", "del", "d", "disable", "dis", "enable", "en":
            guard words.count == 2, let n = Int(words[1]) else { throw .usage(spec, "\(first) takes a breakpoint number (see `break list`)") }
            if ["delete", "del", "d"].contains(first) { return .deleteBreakpoint(n) }
            return .enableBreakpoint(n, first.hasPrefix("en"))
        case "set", "s":
            return try lldbSet(spec, Array(words.dropFirst()), oneShot: oneShot)
        default:
            break
        }
        // break LOCATION [if EXPR]: the condition is the raw text after the word `if`.
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
        return .setBreakpoint(location, condition: condition, oneShot: oneShot)
    }

    /// `breakpoint set -n NAME [-c EXPR] [-o]`, lldb's form.
    private static func lldbSet(_ spec: CommandSpec, _ words: [String], oneShot: Bool) throws(CommandError) -> DebugCommand {
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
        return .setBreakpoint(location, condition: condition, oneShot: once)
    }

    private static func location(_ spec: CommandSpec, _ words: [String]) throws(CommandError) -> Breakpoint.Location {
        guard let first = words.first else { throw .usage(spec, "say where to stop, e.g. break pointInside YellowView") }
        if first == "phase" {
            guard words.count == 2, let phase = Phase(rawValue: words[1]) else {
                throw .usage(spec, "phase is one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .phase(phase)
        }
        if let method = MethodKind(name: first) {
            guard words.count <= 2 else { throw .usage(spec, "unexpected '\(words[2...].joined(separator: " "))'") }
            return .method(method, className: words.count == 2 ? words[1] : nil)
        }
        guard words.count == 1 else { throw .usage(spec, "unexpected '\(words[1...].joined(separator: " "))'") }
        var target = first
        var line: Int?
        if let colon = target.lastIndex(of: ":"), let n = Int(target[target.index(after: colon)...]) {
            guard n >= 1 else { throw .usage(spec, "line numbers start at 1") }
            line = n
            target = String(target[..<colon])
        }
        let (className, method) = try CommandParser.classMethod(target, spec, methodRequired: true)
        if let line { return .line(className: className, method!, line: line) }
        return .method(method!, className: className)
    }

    /// A condition's syntax is checked when the breakpoint is set, not when it first matches.
    private static func checkCondition(_ condition: String, _ location: Breakpoint.Location, _ spec: CommandSpec) throws(CommandError) {
        var locals = ["point", "event"]
        if case .method(let m, _) = location { locals = m.parameters }
        if case .line(_, let m, _) = location { locals = m.parameters }
        do {
            _ = try Parser.parseExpression(condition, locals: locals)
        } catch {
            throw CommandError("the condition does not parse: \(error.message) (column \(error.position?.column ?? 0) of `\(condition)`)")
        }
    }
}
