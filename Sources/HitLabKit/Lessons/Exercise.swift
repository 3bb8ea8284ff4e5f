import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// A self-paced exercise: a starting scene, a task, progressive hints, a reference solution,
/// and probes (taps with what must happen) that grade it, some hidden until it is solved.
///
/// Written as a small Markdown file:
///
/// ```text
/// # Give GreenView the grey area
/// lesson: 0
///
/// ## Task
/// Without changing a frame, …
///
/// ## Start
/// built-in                      (or commands that build the scene)
///
/// ## Hints
/// - first hint
/// - second hint
///
/// ## Solution
/// override GreenView.pointInside { … }
///
/// ## Probes
/// tap 320 550: hit GreenView
/// tap 300 120: prints hitTest----RedView
/// hidden tap 180 320: hit WhiteView
/// hidden keeps GreenView
///
/// ## Shortcuts
/// ### a fixed answer
/// override GreenView.hitTest { return GreenView }
/// ```
///
/// Each shortcut is a script a learner might try that must not pass: `hitlab check` runs it
/// and reports the exercise when every probe passes with it.
public struct Exercise: Sendable, Equatable {
    public let name: String
    public let title: String
    public let lesson: String
    public let task: String
    /// The commands that build the starting scene.
    public let start: String
    public let hints: [String]
    public let solution: String
    public private(set) var probes: [Probe]
    /// The scripts that must not pass (`## Shortcuts`), each under a `### TITLE` line.
    public let shortcuts: [Shortcut]
    /// The file the exercise was read from, as errors and `hitlab check` name it.
    public let file: String
    /// The line of `lesson:` in the file, 0 when there is none.
    public let lessonLine: Int

    /// A script a learner might try instead of solving the exercise: a fixed return value,
    /// a moved view, a changed frame, the fix the task forbids. Grading it must fail.
    public struct Shortcut: Sendable, Equatable {
        /// What it tries, in the course's language (`### TITLE`).
        public let title: String
        /// The commands, as a submission would hold them.
        public let script: String
        /// The line of its `### ` title in the file.
        public let line: Int
    }

    /// One tap (or a few delivering commands) and one thing that must be true of it.
    public struct Probe: Sendable, Equatable {
        public enum Expectation: Sendable, Equatable {
            case hit(String)
            case prints(String)
            case doesNotPrint(String)
            case chain([String])
            /// These lines are printed, in this order (others may come between).
            case printsInOrder([String])
            /// The view's frame is still this one (a constraint such as "without changing its
            /// frame"); checked on the scene, whatever the tap does.
            case frame(String, Rect)
            /// The view, recognizer or controller is still as the starting scene has it: every
            /// fact `SceneFacts` reads of it, or only the ones named (`keeps Like on enabled`);
            /// checked on the scene, whatever the tap does.
            case keeps(String, [String])

            /// Whether it is checked on the scene rather than on what a touch did.
            public var isSceneClaim: Bool {
                switch self {
                case .frame, .keeps: return true
                default: return false
                }
            }

            /// The names of views and responders the claim speaks of, which must exist.
            var namedResponders: [String] {
                switch self {
                case .hit(let name): return name == "nil" ? [] : [name]
                case .chain(let names): return names
                case .frame(let name, _), .keeps(let name, _): return [name]
                default: return []
                }
            }
        }
        public let point: Point
        public let expectation: Expectation
        public let hidden: Bool
        /// For `do CMD; CMD: …`: the commands to run (a double tap, two fingers, a shake, an
        /// action); nil for a plain `tap X Y`.
        public var commands: [String]? = nil
        /// The line of the file the probe is written on; not part of what it checks, so a
        /// translation with its probes on other lines still has the same probes.
        public var line = 0

        public static func == (a: Probe, b: Probe) -> Bool {
            a.point == b.point && a.expectation == b.expectation && a.hidden == b.hidden && a.commands == b.commands
        }

        /// Whether the probe changes the scene before its touch (`set Toolbar frame=…`,
        /// `view Side … in Middle`): a learner whose answer fails only such probes has written
        /// one that holds for the scene as it starts, not wherever the views are.
        /// Read from each command's own effect, as the session reads it to refuse a change while paused.
        public var changesScene: Bool {
            (commands ?? []).contains { command in (try? CommandRegistry.standard.parse(command))??.effect.changesScene == true }
        }

        /// What the probe does before it checks: `tap 320 550`, or its commands; nil for a
        /// claim on the scene alone, which does nothing.
        public var action: String? {
            if commands?.isEmpty == true { return nil }
            if let commands { return commands.joined(separator: "; ") }
            return "tap \(formatNumber(point.x)) \(formatNumber(point.y))"
        }
    }

    /// Parses an exercise file; `name` is its file name without `.exercise`, `file` the path
    /// its errors name (`FILE:LINE: …`), by default `NAME.exercise`.
    public init(name: String, text: String, file: String? = nil) throws(LessonError) {
        self.name = name
        let file = file ?? "\(name).exercise"
        self.file = file
        var sections: [String: [(line: Int, text: String)]] = [:]
        var current = ""
        var title = "", lesson = "", lessonLine = 0
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("## ") { current = line.dropFirst(3).lowercased().trimmingWhitespace; continue }
            if line.hasPrefix("# "), title.isEmpty { title = String(line.dropFirst(2)); continue }
            if current.isEmpty, line.hasPrefix("lesson:") {
                lesson = line.dropFirst("lesson:".count).trimmingWhitespace
                lessonLine = n + 1
                continue
            }
            sections[current, default: []].append((n + 1, line))
        }
        func section(_ key: String) throws(LessonError) -> String {
            let text = (sections[key] ?? []).map(\.text).joined(separator: "\n").trimmingWhitespace
            guard !text.isEmpty else { throw .exercise(name, "has no `## \(key.capitalized)` section") }
            return text
        }
        guard !title.isEmpty else { throw .exercise(name, "has no `# Title` line") }
        self.title = title
        self.lesson = lesson
        self.lessonLine = lessonLine
        task = try section("task")
        let startText = try section("start")
        start = startText == "built-in" ? SampleScenes.colouredViewsScript : startText
        hints = Self.hints((sections["hints"] ?? []).map(\.text))
        solution = try section("solution")
        _ = try section("probes")
        var probes: [Probe] = []
        for (n, raw) in sections["probes"] ?? [] {
            let line = raw.trimmingWhitespace
            guard !line.isEmpty else { continue }
            do {
                var probe = try Self.probe(line)
                probe.line = n
                probes.append(probe)
            } catch {
                throw .at(file: file, line: n, error.problem)
            }
        }
        self.probes = probes
        shortcuts = try Self.shortcuts(sections["shortcuts"] ?? [], file: file)
    }

    /// The `### TITLE` scripts of the shortcuts section, each running to the next title.
    static func shortcuts(_ lines: [(line: Int, text: String)], file: String) throws(LessonError) -> [Shortcut] {
        var shortcuts: [Shortcut] = []
        var open: (title: String, line: Int, script: [String])?
        func close() throws(LessonError) {
            guard let o = open else { return }
            let script = o.script.joined(separator: "\n").trimmingWhitespace
            guard !script.isEmpty else { throw .at(file: file, line: o.line, "the shortcut “\(o.title)” has no commands under its title") }
            shortcuts.append(Shortcut(title: o.title, script: script, line: o.line))
        }
        for (n, text) in lines {
            if text.hasPrefix("### ") {
                try close()
                open = (String(text.dropFirst(4)).trimmingWhitespace, n, [])
            } else if open != nil {
                open?.script.append(text)
            } else if !text.trimmingWhitespace.isEmpty {
                throw .at(file: file, line: n, "a shortcut starts with a `### TITLE` line saying what it tries, then its commands")
            }
        }
        try close()
        return shortcuts
    }

    /// The `- ` items of the hints section; an indented line carries on the item above it, so
    /// a long hint can be wrapped in the file and still be shown whole.
    static func hints(_ lines: [String]) -> [String] {
        var hints: [String] = []
        for line in lines {
            let t = line.trimmingWhitespace
            if t.hasPrefix("- ") {
                hints.append(String(t.dropFirst(2)))
            } else if !t.isEmpty, line.first == " " || line.first == "\t", let last = hints.popLast() {
                hints.append(last + " " + t)
            }
        }
        return hints
    }

    /// The same exercise with only `probes`, to grade a probe at a time.
    func keeping(_ probes: [Probe]) -> Exercise {
        var copy = self
        copy.probes = probes
        return copy
    }

    /// A probe line that cannot be read: what to write instead.
    struct ProbeSyntaxError: Error {
        let problem: String
        init(_ problem: String) { self.problem = problem }
    }

    /// `[hidden] tap X Y: CLAIM` or `[hidden] do CMD; CMD: CLAIM`, where CLAIM is `hit NAME`,
    /// `prints TEXT`, `not prints TEXT`, `chain A → B → …` or `prints in order A | B | …`;
    /// or a claim on the scene alone, `[hidden] keeps NAME [FACT …]` or `[hidden] frame NAME
    /// X,Y,W,H`, which runs nothing (its `commands` are empty).
    /// `do` runs any commands a learner could type (`tap 10 10 taps=2`, `touch down 1 5 5`,
    /// `shake`, `send copy`), on the learner's scene, and checks what they printed together.
    static func probe(_ line: String) throws(ProbeSyntaxError) -> Probe {
        var rest = Substring(line)
        let hidden = rest.hasPrefix("hidden ")
        if hidden { rest = rest.dropFirst("hidden ".count) }
        if rest.hasPrefix("keeps ") || rest.hasPrefix("frame ") {
            let expectation = try claim(rest, line)
            guard expectation.isSceneClaim else { throw ProbeSyntaxError("probe '\(line)': write keeps NAME [FACT …] or frame NAME X,Y,W,H") }
            return Probe(point: .zero, expectation: expectation, hidden: hidden, commands: [])
        }
        guard let colon = rest.firstIndex(of: ":") else { throw ProbeSyntaxError("probe '\(line)' needs `tap X Y: …`") }
        var commands: [String]?
        var point = Point.zero
        if rest.hasPrefix("do ") {
            // The claim follows the first ": " (commands never contain one; a claim may).
            guard let split = rest.range(of: ": ") else { throw ProbeSyntaxError("probe '\(line)' needs `do COMMANDS: CLAIM`") }
            commands = rest[rest.index(rest.startIndex, offsetBy: 3)..<split.lowerBound].split(separator: ";").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            guard commands?.isEmpty == false else { throw ProbeSyntaxError("probe '\(line)' names no command after `do`") }
            rest = rest[split.lowerBound...]
        } else {
            let tap = rest[..<colon].split(separator: " ")
            guard tap.count == 3, tap[0] == "tap", let x = Double(tap[1]), let y = Double(tap[2]) else {
                throw ProbeSyntaxError("probe '\(line)' must start with `tap X Y:` or `do COMMANDS:`")
            }
            point = Point(x: x, y: y)
            rest = rest[colon...]
        }
        return Probe(point: point, expectation: try claim(rest.dropFirst().trimmingWhitespace[...], line), hidden: hidden, commands: commands)
    }

    /// The claim after a probe's `:`.
    private static func claim(_ claim: Substring, _ line: String) throws(ProbeSyntaxError) -> Probe.Expectation {
        if claim.hasPrefix("hit ") { return .hit(String(claim.dropFirst(4))) }
        if claim.hasPrefix("prints in order ") {
            return .printsInOrder(claim.dropFirst("prints in order ".count).components(separatedBy: " | ").map(\.trimmingWhitespace))
        }
        if claim.hasPrefix("frame ") {
            let words = claim.dropFirst(6).split(separator: " ")
            let n = words.count == 2 ? words[1].split(separator: ",").compactMap { Double($0) } : []
            guard n.count == 4 else { throw ProbeSyntaxError("probe '\(line)': write frame NAME X,Y,W,H") }
            return .frame(String(words[0]), Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        }
        if claim.hasPrefix("keeps ") {
            let words = claim.dropFirst(6).split(separator: " ").map(String.init)
            guard let name = words.first else { throw ProbeSyntaxError("probe '\(line)': write keeps NAME [FACT …]") }
            let unknown = words.dropFirst().filter { !SceneFacts.names.contains($0) }
            guard unknown.isEmpty else {
                throw ProbeSyntaxError("probe '\(line)': keeps knows no fact '\(unknown[0])'"
                                       + NameSuggestions.hint(NameSuggestions.nearest(to: unknown[0], in: SceneFacts.names))
                                       + "; the facts are " + SceneFacts.names.joined(separator: ", "))
            }
            return .keeps(name, Array(words.dropFirst()))
        }
        if claim.hasPrefix("prints ") { return .prints(String(claim.dropFirst(7))) }
        if claim.hasPrefix("not prints ") { return .doesNotPrint(String(claim.dropFirst(11))) }
        if claim.hasPrefix("chain ") { return .chain(claim.dropFirst(6).components(separatedBy: " → ")) }
        throw ProbeSyntaxError("probe '\(line)': say hit NAME, prints TEXT, not prints TEXT, prints in order A | B, chain A → B, keeps NAME or frame NAME X,Y,W,H")
    }
}
