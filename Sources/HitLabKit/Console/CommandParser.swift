/// Turns one complete command (an `override` may span lines) into a `Command`, or a
/// `CommandError` that names the bad input and shows the syntax.
public enum CommandParser {
    /// nil for a blank line or a comment.
    public static func parse(_ text: String) throws(CommandError) -> Command? {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let name = String(trimmed.prefix { !$0.isWhitespace && $0 != "{" })
        guard let spec = CommandTable.spec(named: name) else {
            let near = NameSuggestions.nearest(to: name, in: CommandTable.allNames)
            throw CommandError("unknown command '\(name)'" + NameSuggestions.hint(near) + "; `help` lists the commands")
        }
        if spec.name == "override" { return try parseOverride(trimmed, spec) }
        let rest = String(trimmed.dropFirst(name.count)).trimmingWhitespace
        if let debug = try DebugCommandParser.parse(spec, rest) { return .debug(debug) }
        var words = try tokenize(String(trimmed.dropFirst(name.count)))
        return try parse(spec, &words)
    }

    private static func parse(_ spec: CommandSpec, _ words: inout [String]) throws(CommandError) -> Command {
        var args = Arguments(spec: spec, words: words)
        let command: Command
        switch spec.name {
        case "window":
            command = .window(width: try args.size("W"), height: try args.size("H"))
        case "view", "button", "label", "image":
            let kinds: [String: ViewKind] = ["view": .view, "button": .button, "label": .label, "image": .imageView]
            let name = try args.word("NAME")
            let frame = Rect(x: try args.number("X"), y: try args.number("Y"), width: try args.size("W"), height: try args.size("H"))
            let parent = try args.optionalKeyword("in") ? try args.word("PARENT") : nil
            command = .addView(name: name, kind: kinds[spec.name]!, frame: frame, parent: parent)
        case "controller":
            let name = try args.word("NAME")
            try args.keyword("view")
            command = .controller(name: name, view: try args.word("VIEW"))
        case "set":
            let name = try args.word("NAME")
            var settings: [Command.Setting] = []
            while let pair = args.next() { settings.append(try setting(pair, spec)) }
            guard !settings.isEmpty else { throw .usage(spec, "set needs at least one KEY=VALUE") }
            command = .set(name: name, settings)
        case "option":
            var settings: [Command.DeliverySetting] = []
            while let pair = args.next() { settings.append(try option(pair, spec)) }
            guard !settings.isEmpty else { throw .usage(spec, "option needs at least one KEY=VALUE") }
            command = .option(settings)
        case "remove": command = .remove(name: try args.word("NAME"))
        case "front": command = .front(name: try args.word("NAME"))
        case "back": command = .back(name: try args.word("NAME"))
        case "move":
            let name = try args.word("NAME")
            try args.keyword("to")
            let parent = try args.word("PARENT")
            var index: Int?
            if try args.optionalKeyword("at") {
                let n = try args.number("INDEX")
                guard n >= 0, n == n.rounded() else { throw .usage(spec, "INDEX must be a whole number, 0 or more") }
                index = Int(n)
            }
            command = .move(name: name, parent: parent, index: index)
        case "unoverride":
            let (className, method) = try classMethod(try args.word("NAME.METHOD"), spec, methodRequired: true)
            command = .unoverride(className: className, method: method!)
        case "reset": command = .reset
        case "tap": command = .tap(Point(x: try args.number("X"), y: try args.number("Y")))
        case "hittest": command = .hitTest(Point(x: try args.number("X"), y: try args.number("Y")))
        case "drag":
            let from = Point(x: try args.number("X1"), y: try args.number("Y1"))
            let to = Point(x: try args.number("X2"), y: try args.number("Y2"))
            var steps = 2
            if let word = args.next() {
                guard let n = Int(word), (1...100).contains(n) else { throw .usage(spec, "STEPS must be a whole number from 1 to 100, not '\(word)'") }
                steps = n
            }
            command = .drag(from: from, to: to, steps: steps)
        case "chain": command = .chain(name: try args.word("NAME"))
        case "trace": command = .trace(lines: try args.optionalKeyword("lines"))
        case "tree": command = .tree
        case "show":
            try args.keyword("source")
            let (className, method) = try classMethod(try args.word("CLASS.METHOD"), spec, methodRequired: false)
            command = .showSource(className: className, method: method)
        case "draw":
            command = .draw(svgPath: try args.optionalKeyword("--svg") ? try args.word("FILE") : nil)
        case "save": command = .save(path: try args.word("FILE"))
        case "load": command = .load(path: try args.word("FILE"))
        case "help": command = .help(topic: args.next())
        case "exercise": command = .exercise(name: args.next())
        case "check": command = .checkExercise
        case "hint": command = .hint
        case "solution": command = .solution(confirmed: try args.optionalKeyword("yes"))
        case "progress":
            let reset = try args.optionalKeyword("reset")
            command = .progress(reset: reset, name: reset ? args.next() : nil)
        case "quit": command = .quit
        default: throw CommandError("'\(spec.name)' is listed but not handled; this is a HitLab bug")
        }
        try args.finish()
        return command
    }

    // MARK: override

    private static func parseOverride(_ text: String, _ spec: CommandSpec) throws(CommandError) -> Command {
        guard let open = text.firstIndex(of: "{") else {
            throw .usage(spec, "the body goes in braces")
        }
        let header = try tokenize(String(text[text.index(text.startIndex, offsetBy: "override".count)..<open]))
        guard header.count == 1 else {
            throw .usage(spec, header.isEmpty ? "name the class and method, e.g. GreenView.pointInside" : "write NAME.METHOD before the {")
        }
        let (className, method) = try classMethod(header[0], spec, methodRequired: true)
        guard let close = text.lastIndex(of: "}"), close > open else { throw .usage(spec, "the body is not closed with }") }
        let after = text[text.index(after: close)...].trimmingWhitespace
        guard after.isEmpty || after.hasPrefix("#") else {
            throw .usage(spec, "nothing may follow the closing } (found '\(after)')")
        }
        var body = String(text[text.index(after: open)..<close])
        // A body that starts on the line after `{` numbers that line 1.
        if let firstBreak = body.firstIndex(of: "\n"), body[..<firstBreak].allSatisfy(\.isWhitespace) {
            body = String(body[body.index(after: firstBreak)...])
        }
        return .override(className: className, method: method!, body: dedent(body))
    }

    /// Removes the indentation every non-blank line shares, and trailing blank lines.
    static func dedent(_ body: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.allSatisfy(\.isWhitespace), lines.count > 1 { lines.removeLast() }
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
            .joined(separator: "\n").trimmingTrailingWhitespace
    }

    static func classMethod(_ word: String, _ spec: CommandSpec, methodRequired: Bool) throws(CommandError) -> (String, MethodKind?) {
        let parts = word.split(separator: ".", maxSplits: 1).map(String.init)
        guard let className = parts.first, !className.isEmpty else { throw .usage(spec, "name a class, e.g. YellowView.hitTest") }
        guard parts.count == 2 else {
            if methodRequired { throw .usage(spec, "'\(word)' names no method: write \(word).hitTest, \(word).pointInside or \(word).touchesBegan") }
            return (className, nil)
        }
        guard let method = MethodKind(name: parts[1]) else {
            let near = NameSuggestions.nearest(to: parts[1], in: MethodKind.allCases.map(\.rawValue))
            throw .usage(spec, "'\(parts[1])' is not a method HitLab knows" + NameSuggestions.hint(near)
                + "; use hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded or touchesCancelled")
        }
        return (className, method)
    }

    // MARK: KEY=VALUE

    private static func setting(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> Command.Setting {
        let (key, value) = try keyValue(pair, spec)
        switch key {
        case "hidden": return .hidden(try bool(value, key, spec))
        case "interaction": return .interaction(try bool(value, key, spec))
        case "multitouch": return .multitouch(try bool(value, key, spec))
        case "exclusive": return .exclusive(try bool(value, key, spec))
        case "enabled": return .enabled(try bool(value, key, spec))
        case "alpha":
            guard let a = number(value), a >= 0, a <= 1 else { throw .usage(spec, "alpha=\(value): alpha is a number from 0 to 1") }
            return .alpha(a)
        case "frame":
            let n = value.split(separator: ",").compactMap { number(String($0)) }
            guard n.count == 4, value.split(separator: ",").count == 4 else { throw .usage(spec, "frame=\(value): write frame=X,Y,W,H, e.g. frame=0,0,100,50") }
            guard n[2] >= 0, n[3] >= 0 else { throw .usage(spec, "frame=\(value): width and height must be 0 or more") }
            return .frame(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case "bounds":
            let n = value.split(separator: ",").compactMap { number(String($0)) }
            guard n.count == 2, value.split(separator: ",").count == 2 else { throw .usage(spec, "bounds=\(value): write bounds=X,Y (the bounds origin), e.g. bounds=0,100") }
            return .boundsOrigin(Point(x: n[0], y: n[1]))
        case "color", "colour":
            if value == "none" || value == "clear" { return .color(nil) }
            guard Palette.rgb(value) != nil else {
                throw .usage(spec, "color=\(value): use a colour name (\(Palette.names.joined(separator: ", "))) or #RRGGBB")
            }
            return .color(value)
        default:
            let near = NameSuggestions.nearest(to: key, in: ["hidden", "alpha", "interaction", "multitouch", "exclusive", "enabled", "frame", "bounds", "color"])
            throw .usage(spec, "unknown key '\(key)'" + NameSuggestions.hint(near))
        }
    }

    private static func option(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> Command.DeliverySetting {
        let (key, value) = try keyValue(pair, spec)
        switch key {
        case "passes":
            guard let n = Int(value), (1...5).contains(n) else { throw .usage(spec, "passes=\(value): use a whole number from 1 to 5") }
            return .passes(n)
        case "scene": return .windowScene(try bool(value, key, spec))
        case "phases": return .phases(try bool(value, key, spec))
        case "steps":
            guard let n = Int(value), (1_000...100_000_000).contains(n) else { throw .usage(spec, "steps=\(value): use a whole number from 1000 to 100000000") }
            return .steps(n)
        case "depth":
            guard let n = Int(value), (10...25_000).contains(n) else { throw .usage(spec, "depth=\(value): use a whole number from 10 to 25000") }
            return .depth(n)
        default: throw .usage(spec, "unknown option '\(key)'; options are passes, scene, phases, steps and depth")
        }
    }

    private static func keyValue(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> (String, String) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .usage(spec, "'\(pair)' is not KEY=VALUE")
        }
        return (parts[0].lowercased(), parts[1])
    }

    static func bool(_ value: String, _ key: String, _ spec: CommandSpec) throws(CommandError) -> Bool {
        switch value.lowercased() {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: throw .usage(spec, "\(key)=\(value): use yes or no (true or false)")
        }
    }

    static func number(_ text: String) -> Double? {
        guard let d = Double(text), d.isFinite else { return nil }
        return d
    }

    // MARK: Words

    /// Splits on white space; "double quotes" keep spaces; a word starting with # ends the line.
    static func tokenize(_ text: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false, inWord = false
        for c in text {
            if inQuotes {
                if c == "\"" { inQuotes = false } else { current.append(c) }
            } else if c.isWhitespace {
                if inWord { words.append(current); current = ""; inWord = false }
            } else if c == "#" && !inWord {
                break
            } else if c == "\"" {
                inQuotes = true; inWord = true
            } else {
                current.append(c); inWord = true
            }
        }
        guard !inQuotes else { throw CommandError("a \" is never closed: add the closing \"") }
        if inWord { words.append(current) }
        return words
    }

    /// Reads a command's words in order, with errors that show the command's syntax.
    struct Arguments {
        let spec: CommandSpec
        var words: [String]
        var index = 0

        init(spec: CommandSpec, words: [String]) { self.spec = spec; self.words = words }

        mutating func next() -> String? {
            guard index < words.count else { return nil }
            defer { index += 1 }
            return words[index]
        }

        mutating func word(_ role: String) throws(CommandError) -> String {
            guard let w = next() else { throw .usage(spec, "missing \(role)") }
            return w
        }

        mutating func number(_ role: String) throws(CommandError) -> Double {
            let w = try word(role)
            guard let n = CommandParser.number(w) else { throw .usage(spec, "\(role) must be a number, not '\(w)'") }
            return n
        }

        mutating func size(_ role: String) throws(CommandError) -> Double {
            let n = try number(role)
            guard n >= 0 else { throw .usage(spec, "\(role) must be 0 or more, not \(formatNumber(n))") }
            return n
        }

        mutating func keyword(_ k: String) throws(CommandError) {
            let w = try word("'\(k)'")
            guard w == k else { throw .usage(spec, "expected '\(k)', found '\(w)'") }
        }

        mutating func optionalKeyword(_ k: String) throws(CommandError) -> Bool {
            guard index < words.count else { return false }
            guard words[index] == k else { throw .usage(spec, "expected '\(k)' or the end of the line, found '\(words[index])'") }
            index += 1
            return true
        }

        func finish() throws(CommandError) {
            guard index >= words.count else {
                throw .usage(spec, "unexpected '\(words[index...].joined(separator: " "))'")
            }
        }
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        let scalars = Array(self)
        guard let first = scalars.firstIndex(where: { !$0.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    var trimmingTrailingWhitespace: String {
        var s = String(self)
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return s
    }
}
