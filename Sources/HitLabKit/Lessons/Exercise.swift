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
/// ```
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
        }
        public let point: Point
        public let expectation: Expectation
        public let hidden: Bool
        /// For `do CMD; CMD: …`: the commands to run (a double tap, two fingers, a shake, an
        /// action); nil for a plain `tap X Y`.
        public var commands: [String]? = nil

        public var summary: String {
            let what: String
            switch expectation {
            case .hit(let v): what = "the hit view is \(v)"
            case .prints(let s): what = "it prints “\(s)”"
            case .doesNotPrint(let s): what = "it does not print “\(s)”"
            case .chain(let c): what = "the responder chain is \(c.joined(separator: " → "))"
            case .printsInOrder(let lines): what = "it prints " + lines.map { "“\($0)”" }.joined(separator: " then ")
            case .frame(let view, let r): what = "\(view)'s frame is still \(r)"
            }
            if let commands { return commands.joined(separator: "; ") + ": " + what }
            return "tap \(formatNumber(point.x)) \(formatNumber(point.y)): \(what)"
        }
    }

    /// Parses an exercise file; `name` is its file name without `.exercise`.
    public init(name: String, text: String) throws(LessonError) {
        self.name = name
        var sections: [String: [String]] = [:]
        var current = ""
        var title = "", lesson = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("## ") { current = line.dropFirst(3).lowercased().trimmingWhitespace; continue }
            if line.hasPrefix("# "), title.isEmpty { title = String(line.dropFirst(2)); continue }
            if current.isEmpty, line.hasPrefix("lesson:") { lesson = line.dropFirst("lesson:".count).trimmingWhitespace; continue }
            sections[current, default: []].append(line)
        }
        func section(_ key: String) throws(LessonError) -> String {
            let text = (sections[key] ?? []).joined(separator: "\n").trimmingWhitespace
            guard !text.isEmpty else { throw .exercise(name, "has no `## \(key.capitalized)` section") }
            return text
        }
        guard !title.isEmpty else { throw .exercise(name, "has no `# Title` line") }
        self.title = title
        self.lesson = lesson
        task = try section("task")
        let startText = try section("start")
        start = startText == "built-in" ? SampleScenes.colouredViewsScript : startText
        hints = Self.hints(sections["hints"] ?? [])
        solution = try section("solution")
        var probes: [Probe] = []
        for line in try section("probes").split(separator: "\n").map(\.trimmingWhitespace) where !line.isEmpty {
            probes.append(try Self.probe(line, name))
        }
        self.probes = probes
    }

    /// The `- ` items of the hints section; an indented line carries on the item above it, so
    /// a long hint can be wrapped in the file and still be shown whole.
    package static func hints(_ lines: [String]) -> [String] {
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
    package func keeping(_ probes: [Probe]) -> Exercise {
        var copy = self
        copy.probes = probes
        return copy
    }

    /// `[hidden] tap X Y: CLAIM` or `[hidden] do CMD; CMD: CLAIM`, where CLAIM is `hit NAME`,
    /// `prints TEXT`, `not prints TEXT`, `chain A → B → …` or `prints in order A | B | …`.
    /// `do` runs any commands a learner could type (`tap 10 10 taps=2`, `touch down 1 5 5`,
    /// `shake`, `send copy`), on the learner's scene, and checks what they printed together.
    package static func probe(_ line: String, _ name: String) throws(LessonError) -> Probe {
        var rest = Substring(line)
        let hidden = rest.hasPrefix("hidden ")
        if hidden { rest = rest.dropFirst("hidden ".count) }
        guard let colon = rest.firstIndex(of: ":") else { throw .exercise(name, "probe '\(line)' needs `tap X Y: …`") }
        var commands: [String]?
        var point = Point.zero
        if rest.hasPrefix("do ") {
            // The claim follows the first ": " (commands never contain one; a claim may).
            guard let split = rest.range(of: ": ") else { throw .exercise(name, "probe '\(line)' needs `do COMMANDS: CLAIM`") }
            commands = rest[rest.index(rest.startIndex, offsetBy: 3)..<split.lowerBound].split(separator: ";").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            guard commands?.isEmpty == false else { throw .exercise(name, "probe '\(line)' names no command after `do`") }
            rest = rest[split.lowerBound...]
        } else {
            let tap = rest[..<colon].split(separator: " ")
            guard tap.count == 3, tap[0] == "tap", let x = Double(tap[1]), let y = Double(tap[2]) else {
                throw .exercise(name, "probe '\(line)' must start with `tap X Y:` or `do COMMANDS:`")
            }
            point = Point(x: x, y: y)
            rest = rest[colon...]
        }
        let claim = rest.dropFirst().trimmingWhitespace
        let expectation: Probe.Expectation
        if claim.hasPrefix("hit ") { expectation = .hit(String(claim.dropFirst(4))) }
        else if claim.hasPrefix("prints in order ") {
            expectation = .printsInOrder(claim.dropFirst("prints in order ".count).components(separatedBy: " | ").map(\.trimmingWhitespace))
        }
        else if claim.hasPrefix("frame ") {
            let words = claim.dropFirst(6).split(separator: " ")
            let n = words.count == 2 ? words[1].split(separator: ",").compactMap { Double($0) } : []
            guard n.count == 4 else { throw .exercise(name, "probe '\(line)': write frame NAME X,Y,W,H") }
            expectation = .frame(String(words[0]), Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        }
        else if claim.hasPrefix("prints ") { expectation = .prints(String(claim.dropFirst(7))) }
        else if claim.hasPrefix("not prints ") { expectation = .doesNotPrint(String(claim.dropFirst(11))) }
        else if claim.hasPrefix("chain ") { expectation = .chain(claim.dropFirst(6).components(separatedBy: " → ")) }
        else { throw .exercise(name, "probe '\(line)': say hit NAME, prints TEXT, not prints TEXT, prints in order A | B, chain A → B, or frame NAME X,Y,W,H") }
        return Probe(point: point, expectation: expectation, hidden: hidden, commands: commands)
    }
}
