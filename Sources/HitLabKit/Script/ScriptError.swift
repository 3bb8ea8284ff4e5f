import HitLabModel
/// A problem in a method body: a syntax error found while parsing, a runtime error while
/// running, or a budget (steps or call depth) running out. Carries where it happened.
///
/// One reference wide: the interpreter's functions throw it by type, and every call that can
/// throw reserves room for the error in its native stack frame, so a wide error made each
/// frame of a deep hierarchy's nested calls larger, failing or not.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable { case syntax, runtime, budget }

    /// The fields, shared until one copy changes.
    private final class Fields: Sendable {
        let kind: Kind
        let message: String
        let position: SourcePosition?
        let frame: String?
        let sourceLine: String?

        init(kind: Kind, message: String, position: SourcePosition?, frame: String?, sourceLine: String?) {
            self.kind = kind
            self.message = message
            self.position = position
            self.frame = frame
            self.sourceLine = sourceLine
        }
    }

    private var fields: Fields

    public var kind: Kind {
        get { fields.kind }
        set { fields = Fields(kind: newValue, message: message, position: position, frame: frame, sourceLine: sourceLine) }
    }
    public var message: String {
        get { fields.message }
        set { fields = Fields(kind: kind, message: newValue, position: position, frame: frame, sourceLine: sourceLine) }
    }
    public var position: SourcePosition? {
        get { fields.position }
        set { fields = Fields(kind: kind, message: message, position: newValue, frame: frame, sourceLine: sourceLine) }
    }
    /// The method it happened in, e.g. `YellowView.point(inside:with:)`.
    public var frame: String? {
        get { fields.frame }
        set { fields = Fields(kind: kind, message: message, position: position, frame: newValue, sourceLine: sourceLine) }
    }
    /// The source line at `position`, for the caret excerpt.
    public var sourceLine: String? {
        get { fields.sourceLine }
        set { fields = Fields(kind: kind, message: message, position: position, frame: frame, sourceLine: newValue) }
    }

    public init(kind: Kind, message: String, position: SourcePosition? = nil, frame: String? = nil, sourceLine: String? = nil) {
        fields = Fields(kind: kind, message: message, position: position, frame: frame, sourceLine: sourceLine)
    }

    public static func == (a: ScriptError, b: ScriptError) -> Bool {
        a.kind == b.kind && a.message == b.message && a.position == b.position && a.frame == b.frame && a.sourceLine == b.sourceLine
    }

    static func syntax(_ message: String, at position: SourcePosition) -> ScriptError {
        ScriptError(kind: .syntax, message: message, position: position)
    }

    /// One line: what went wrong, where, and in which method.
    public var description: String {
        var where_ = ""
        if let frame { where_ += " in \(frame)" }
        if let position { where_ += kind == .syntax ? " at \(position)" : ", line \(position.line)" }
        let label: String
        switch kind {
        case .syntax: label = "syntax error"
        case .runtime: label = "runtime error"
        case .budget: label = "stopped"
        }
        return "\(label)\(where_): \(message)"
    }

    /// The offending source line with a caret under the column, when both are known.
    public var excerpt: String? {
        guard let position, let sourceLine else { return nil }
        let number = String(position.line)
        let gutter = String(repeating: " ", count: number.count)
        // The caret goes under the column as the terminal shows it: 红 takes two.
        let caretIndent = sourceLine.prefix(max(0, position.column - 1)).map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of($0)) }.joined()
        return "\(number) | \(sourceLine)\n\(gutter) | \(caretIndent)^"
    }

    /// The description followed by the excerpt, as shown to a user.
    public var report: String { excerpt.map { description + "\n" + $0 } ?? description }

    /// This error with the frame and source line filled in from the method it came from.
    func located(frame: String, source: String) -> ScriptError {
        var copy = self
        if copy.frame == nil { copy.frame = frame }
        if copy.sourceLine == nil, let line = position?.line {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            if line >= 1, line <= lines.count { copy.sourceLine = String(lines[line - 1]) }
        }
        return copy
    }
}
