import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The pieces of command syntax several commands share: words and quotes, numbers, booleans,
/// `Class.method`, `KEY=VALUE` and override bodies.
enum CommandSyntax {
    /// Splits on white space; "double quotes" keep spaces; a word starting with # ends the line.
    static func tokenize(_ text: String) throws(CommandError) -> [String] {
        if let words = try asciiTokens(text) { return words }
        var words: [String] = []
        var current = ""
        var inQuotes = false, inWord = false
        for c in text {
            if inQuotes {
                if c == "\"" { inQuotes = false } else { current.append(c) }
            } else if c.isWhitespaceQuick {
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

    /// `tokenize` for text that is all ASCII, as typed commands nearly always are: the same
    /// words, read byte by byte instead of character by character; nil for any other text.
    private static func asciiTokens(_ text: String) throws(CommandError) -> [String]? {
        var text = text
        let read = text.withUTF8 { bytes -> (words: [String], unclosed: Bool)? in
            var words: [String] = []
            var current: [UInt8] = []
            var inQuotes = false, inWord = false
            for b in bytes {
                guard b < 0x80 else { return nil }
                if inQuotes {
                    if b == 0x22 { inQuotes = false } else { current.append(b) }
                } else if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                    if inWord { words.append(String(decoding: current, as: UTF8.self)); current.removeAll(keepingCapacity: true); inWord = false }
                } else if b == 0x23 && !inWord {
                    break
                } else if b == 0x22 {
                    inQuotes = true; inWord = true
                } else {
                    current.append(b); inWord = true
                }
            }
            if inWord { words.append(String(decoding: current, as: UTF8.self)) }
            return (words, inQuotes)
        }
        guard let read else { return nil }
        guard !read.unclosed else { throw CommandError("a \" is never closed: add the closing \"") }
        return read.words
    }

    static func number(_ text: String) -> Double? {
        guard let d = Double(text), d.isFinite else { return nil }
        return d
    }

    static func bool(_ value: String, _ key: String, _ spec: CommandSpec) throws(CommandError) -> Bool {
        switch value.lowercased() {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: throw .usage(spec, "\(key)=\(value): use yes or no (true or false)")
        }
    }

    /// The key of `KEY=VALUE` as it was typed, for an error that quotes it.
    static func typedKey(_ pair: String) -> String { String(pair.prefix { $0 != "=" }) }

    /// `KEY=VALUE`, with the key in lower case.
    static func keyValue(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> (String, String) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .usage(spec, "'\(pair)' is not KEY=VALUE")
        }
        return (parts[0].lowercased(), parts[1])
    }

    /// `YellowView.hitTest` (or `YellowView.point(inside:with:)`); the method may be left out
    /// unless `methodRequired`. A scroll view's own recognizers have a dot in their names
    /// (`List.panGestureRecognizer.touchesMoved`): with two dots, the method follows the last.
    static func classMethod(_ word: String, _ spec: CommandSpec, methodRequired: Bool) throws(CommandError) -> (String, MethodKind?) {
        var parts = word.split(separator: ".", maxSplits: 1).map(String.init)
        if let last = word.lastIndex(of: "."), word.firstIndex(of: ".") != last {
            parts = [String(word[..<last]), String(word[word.index(after: last)...])]
        }
        guard let className = parts.first, !className.isEmpty else { throw .usage(spec, "name a class, e.g. YellowView.hitTest") }
        guard parts.count == 2 else {
            guard methodRequired else { return (className, nil) }
            // A near miss of a method (`break hitTst`) is a typo, not a class without its method.
            let near = NameSuggestions.nearest(to: word, in: MethodKind.allCases.map(\.rawValue))
            if !near.isEmpty {
                throw .usage(spec, "'\(word)' is not a method HitLab knows" + NameSuggestions.hint(near) + "; one class's method is NAME.METHOD, e.g. GreenView.hitTest")
            }
            throw .usage(spec, "'\(word)' names no method: write \(word).hitTest, \(word).pointInside or \(word).touchesBegan")
        }
        if let method = MethodKind(name: parts[1]) { return (className, method) }
        let near = NameSuggestions.nearest(to: parts[1], in: MethodKind.allCases.map(\.rawValue))
        // Any other plain method name is an action method (`copy`, `selectAll`), unless it is
        // a near miss of a method UIKit has.
        if near.isEmpty, isActionShaped(parts[1]) { return (className, .action(parts[1])) }
        throw nearMiss(parts[1], near, spec)
    }

    /// `classMethod` for a command that may name an action method the scene's `action` or
    /// `action=` lines name: a near miss of a UIKit method shaped like an action name
    /// (`pressed`, close to `pressesBegan`) comes back as its name with the error it would
    /// otherwise be, for the command to accept or throw. The action is made only when accepted,
    /// so a typo leaves no action behind for later commands to find.
    static func classMethodOrAction(_ word: String, _ spec: CommandSpec) throws(CommandError) -> (String, Either) {
        do {
            let (className, method) = try classMethod(word, spec, methodRequired: true)
            return (className, .method(method!))
        } catch {
            guard let dot = word.lastIndex(of: "."), case let name = String(word[word.index(after: dot)...]), isActionShaped(name),
                  MethodKind(name: name) == nil else { throw error }
            return (String(word[..<dot]), .nearMiss(name, error))
        }
    }

    /// What `classMethodOrAction` found: a method, or a name close to a UIKit method's that is
    /// an action method only where an action names it.
    enum Either: Equatable {
        case method(MethodKind)
        case nearMiss(String, CommandError)

        /// The method, once a near miss is accepted as an action.
        var accepted: MethodKind {
            switch self {
            case .method(let m): m
            case .nearMiss(let name, _): .action(name)
            }
        }
    }

    /// A plain Swift method name: lower-case ASCII first, then letters, digits and `_`.
    private static func isActionShaped(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isLowercase, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }
    }

    private static func nearMiss(_ name: String, _ near: [String], _ spec: CommandSpec) -> CommandError {
        .usage(spec, "'\(name)' is not a method HitLab knows" + NameSuggestions.hint(near)
            + "; use hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded or touchesCancelled, a responder method, or an action name")
    }

    /// Removes the indentation every non-blank line shares, and trailing blank lines.
    static func dedent(_ body: String) -> String {
        var lines = body.lineSlices
        while let last = lines.last, last.allSatisfy(\.isWhitespace), lines.count > 1 { lines.removeLast() }
        let common = lines.lazy.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : $0.dropFirst(common) }
            .joined(separator: "\n").trimmingTrailingWhitespace
    }
}

