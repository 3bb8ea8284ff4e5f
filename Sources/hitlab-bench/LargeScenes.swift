import Foundation
import HitLabKit

/// Large scenes through `Session.execute`, as the REPL runs them: building 100,000 views with
/// `view` commands, a tap with its trace, the long outputs (time to the first line and to the
/// last, and their size), and each debugger command at the middle of a 1.1-million-record
/// trace, which is the REPL's own cost on top of the debugger's.
enum LargeScenes {
    static let clock = ContinuousClock()

    static func time(_ work: () -> Void) -> Double {
        let start = clock.now
        work()
        return seconds(clock.now - start)
    }

    /// Runs `command`, returning the time to its first line, to its last, and its bytes.
    static func output(_ session: Session, _ command: String) -> (first: Double, all: Double, bytes: Int, lines: Int) {
        let start = clock.now
        let reply = session.execute(command)
        var first: Double?, bytes = 0, lines = 0
        if let stream = reply.stream {
            stream.write { line in
                if first == nil { first = seconds(clock.now - start) }
                bytes += line.utf8.count + 1
                lines += 1
                return true
            }
        } else {
            let text = reply.output
            first = seconds(clock.now - start)
            bytes = text.utf8.count + 1
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return (first ?? 0, seconds(clock.now - start), bytes, lines)
    }

    static func build(_ commands: [String]) -> (Session, Double) {
        let session = Session()
        let elapsed = time { for c in commands { _ = session.execute(c) } }
        return (session, elapsed)
    }

    static let wideCommands = ["window 1000 1000", "view Parent 0 0 1000 1000"]
        + (0..<100_000).map { "view Child\($0) \(($0 % 100) * 10) \($0 / 100) 10 1 in Parent" }
    static let deepCommands = ["window 20000 20000"]
        + (0..<10_000).map { "view Level\($0) 1 1 \(19_000 - $0) \(19_000 - $0)" + ($0 > 0 ? " in Level\($0 - 1)" : "") }

    static func rows() -> [String] {
        var rows: [String] = []
        func row(_ what: String, _ figure: String) { rows.append("| \(what) | \(figure) |") }
        func described(_ o: (first: Double, all: Double, bytes: Int, lines: Int)) -> String {
            "first line \(formatTime(o.first)), all \(formatTime(o.all)); \(o.lines) lines, \(megabytes(o.bytes))"
        }

        let (wide, wideBuild) = build(wideCommands)
        row("wide: 100,002 `window`/`view` commands through `Session.execute`", formatTime(wideBuild))
        row("wide: `tap 0.5 0.5` (1,100,086 records, the REPL's whole command)", formatTime(time { _ = wide.execute("tap 0.5 0.5") }))
        row("wide: `trace`", described(output(wide, "trace")))
        row("wide: `trace lines`", described(output(wide, "trace lines")))
        row("wide: `tree`", described(output(wide, "tree")))
        row("wide: `draw`", described(output(wide, "draw")))

        // The debugger's commands at the middle of the trace: stopped at Child50000's
        // point(inside:), halfway through the children.
        _ = wide.execute("break pointInside Child50000")
        _ = wide.execute("tap 0.5 0.5")
        for command in ["step", "next", "reverse-step", "reverse-next", "bt", "p point", "finish", "reverse-finish"] {
            let runs = 200
            let each = time { for _ in 0..<runs { _ = wide.execute(command) } } / Double(runs)
            row("wide, at the middle: `\(command)` through `Session.execute`, average of \(runs)", formatTime(each))
        }
        _ = wide.execute("delete all")
        _ = wide.execute("break pointInside NoSuchView")
        row("wide: `reverse-continue` from the end to the start, 1 plain breakpoint, through `Session.execute`",
            formatTime(time { _ = wide.execute("kill"); _ = wide.execute("tap 0.5 0.5"); }) + " for the tap, then "
                + formatTime(time { _ = wide.execute("reverse-continue") }))

        let (deep, deepBuild) = build(deepCommands)
        row("deep: 10,001 `window`/`view` commands", formatTime(deepBuild))
        row("deep: `tree`", described(output(deep, "tree")))
        row("deep: `draw`", described(output(deep, "draw")))
        row("deep: `tap 15000 15000` (170,063 records)", formatTime(time { _ = deep.execute("tap 15000 15000") }))
        row("deep: `trace`", described(output(deep, "trace")))
        row("deep: `trace lines`", described(output(deep, "trace lines")))
        return rows
    }
}
