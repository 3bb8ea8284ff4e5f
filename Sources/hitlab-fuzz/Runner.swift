import Foundation
import HitLabKit

/// Runs generated inputs through `Session.execute` in this process and checks what a reply
/// must always be: an error's first line is its whole message, and anything after it is the
/// caret excerpt of a script error (`N | source`, `  | ^`).
struct Runner {
    let seed: UInt64
    let avoidKnown: Bool
    var small = false
    /// The bundled lessons, so exercise commands run for real (read only).
    let catalog: Catalog?
    /// Where the sessions' `save`, `load` and `draw --svg` go: a fresh temporary folder.
    let directory: String

    /// A problem found in a reply (not a crash): the input's index and what is wrong.
    struct Violation { let index: Int; let message: String }

    func input(_ index: Int) -> FuzzInput {
        var generator = Generator(seed: seed, index: index, avoidKnown: avoidKnown, small: small)
        return generator.input(index: index)
    }

    /// What a learner looks at after a touch, run after every line of a command input and
    /// after the last line of a body input: each renders the last delivery (or the scene)
    /// in full, so a record no renderer expects crashes here, not in a classroom.
    static let renderings = ["trace", "trace lines", "tree", "draw", "why GreenView", "why Sub1", "bt"]
    /// The trace page moves a debugger over the whole trace: once an input, at its end.
    static let finalRenderings = renderings + ["trace --html page.html --force"]

    /// The coloured views as `Session(startScript:)` builds them, built once: a session's state
    /// is a value, so each input starts from a copy (building it again was a tenth of a run).
    static let colouredState = Session(startScript: SampleScenes.colouredViewsScript).state

    /// A fresh session on the coloured views, which `reset` rebuilds from their script.
    static func colouredSession() -> Session {
        let session = Session(start: SampleScenes.colouredViewsScript, style: .plain, commands: .standard, files: .full)
        session.state = colouredState
        return session
    }

    /// Runs input `index` in a fresh session; returns what is wrong with its replies.
    func run(_ index: Int) -> [Violation] {
        let input = input(index)
        return run(input, index: index, coloured: input.kind == .body || index % 3 != 0)
    }

    /// Runs `input` in a fresh session (on the coloured views, or an empty window), rendering
    /// as for a generated input: `--run FILE` uses it to try a finding's lines, cut down.
    func run(_ input: FuzzInput, index: Int, coloured: Bool) -> [Violation] {
        let session = coloured ? Self.colouredSession() : Session()
        session.directory = directory
        Practice.install(in: session, catalog: catalog)
        var violations: [Violation] = []
        for file in input.files {
            _ = FileManager.default.createFile(atPath: directory + "/" + file.name, contents: Data(file.bytes))
        }
        // Whatever the input wrote goes with it (`save`, `draw --svg`, `export swift`, the trace
        // page): the next input in this process starts from an empty folder, as `--replay` does.
        defer {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                try? FileManager.default.removeItem(atPath: directory + "/" + name)
            }
        }
        func execute(_ line: String) -> Reply {
            let reply = session.execute(line)
            Self.read(reply)
            if let problem = Self.check(reply) { violations.append(Violation(index: index, message: "`\(line.prefix(80))` → \(problem)")) }
            return reply
        }
        for (n, line) in input.lines.enumerated() {
            let reply = execute(line)
            if reply.status == .quit { break }
            // A body input's touch can record a million steps; it is rendered once, at the end.
            if n == input.lines.count - 1 {
                for rendering in Self.finalRenderings { _ = execute(rendering) }
            } else if input.kind == .commands || input.kind == .swiftui, !Self.leftAsItWas(session, after: line, reply) {
                for rendering in Self.renderings { _ = execute(rendering) }
            }
        }
        return violations
    }

    /// Makes every line of the reply, as a terminal reads it: a streamed reply (`trace`,
    /// `tree`, `draw`) renders only when read, line by line. The lines are counted, not joined
    /// into one string, which for a long trace took longer than making them.
    @discardableResult
    static func read(_ reply: Reply) -> Int {
        guard let stream = reply.stream else { return reply.output.utf8.count }
        var bytes = 0
        stream.write { line in
            bytes += line.utf8.count + 1
            return true
        }
        return bytes
    }

    /// True when `line` certainly changed nothing the renderings show, so rendering again
    /// would repeat the last rendering: it did not parse (nothing ran), or it is a scene
    /// change that failed, which `Session.execute` undoes exactly. A failed touch keeps its
    /// trace and a failed motion or look may have moved the debugger, so those are rendered.
    /// (Rendering after every line spent most of a run's time rendering what it had just
    /// rendered, after the many lines that are errors.)
    static func leftAsItWas(_ session: Session, after line: String, _ reply: Reply) -> Bool {
        guard reply.isError else { return false }
        do throws(CommandError) {
            guard let command = try session.commands.parse(line) else { return true }
            return command.effect.changesScene
        } catch {
            return true
        }
    }

    /// Nil when the reply is well formed. A touch that stopped adds one note in parentheses.
    static func check(_ reply: Reply) -> String? {
        guard reply.isError else { return nil }
        guard let error = reply.error, !error.isEmpty else { return "an error reply with no message" }
        let firstLine = error.utf8.firstIndex(of: 0x0A).map { error[..<$0] } ?? error[...]
        if firstLine.allSatisfy(\.isWhitespace) { return "an error whose first line is empty" }
        // Most errors are one line: only one with more is cut into lines.
        guard firstLine.endIndex != error.endIndex else { return nil }
        let lines = error.split(separator: "\n", omittingEmptySubsequences: false)
        for extra in lines.dropFirst() where !isExcerptLine(extra) && !(extra.hasPrefix("(") && extra.hasSuffix(")")) {
            return "an error of more than one line: \(error.prefix(200).debugDescription)"
        }
        return nil
    }

    /// `12 | source` or `   | ^` (the gutter is the line number's width).
    static func isExcerptLine(_ line: Substring) -> Bool {
        guard let bar = line.range(of: " | ") ?? (line.hasSuffix(" |") ? line.range(of: " |") : nil) else { return false }
        let gutter = line[..<bar.lowerBound]
        return gutter.allSatisfy { $0 == " " || $0.isASCII && $0.isNumber }
    }
}
