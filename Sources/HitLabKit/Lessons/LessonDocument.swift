import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// A lesson as written: Markdown prose with fenced ```hitlab session blocks, each holding
/// `(hitlab) ` commands and the output they print (same rules as a transcript, without the
/// indent). The blocks run in order in one session, so a lesson builds its scenes as it goes.
public struct LessonDocument: Sendable {
    /// A stretch of the lesson: a paragraph of prose or a session block.
    public enum Part: Sendable, Equatable {
        case prose(String)
        case session(Transcript, line: Int)
    }

    public let parts: [Part]
    /// The first `# ` heading.
    public let title: String

    public init(markdown: String) {
        var parts: [Part] = []
        var paragraph: [String] = []
        var block: [String]?
        var blockLine = 0
        var title = ""
        func flushParagraph() {
            if !paragraph.isEmpty { parts.append(.prose(paragraph.joined(separator: "\n"))); paragraph = [] }
        }
        for (n, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if var lines = block {
                if line.hasPrefix("```") {
                    parts.append(.session(Transcript(steps: Transcript.steps(lines, indent: "", firstLine: blockLine + 1)), line: blockLine))
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            if line.hasPrefix("```hitlab") {
                flushParagraph()
                block = []
                blockLine = n + 1
            } else if line.allSatisfy(\.isWhitespace) {
                flushParagraph()
            } else {
                if title.isEmpty, line.hasPrefix("# ") { title = String(line.dropFirst(2)) }
                paragraph.append(line)
            }
        }
        flushParagraph()
        self.parts = parts
        self.title = title
    }

    /// Every session block's steps, in order.
    public var steps: [Transcript.Step] {
        parts.flatMap { part -> [Transcript.Step] in
            if case .session(let t, _) = part { return t.steps }
            return []
        }
    }

    /// The Markdown with every ```hitlab block's output replaced by what the commands print
    /// now (run in one session from `startScript`); prose is kept as written.
    public static func updating(_ markdown: String, startScript: String? = SampleScenes.colouredViewsScript) -> String {
        let session = Session(startScript: startScript)
        var out: [String] = []
        var block: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var lines = block {
                if line.hasPrefix("```") {
                    out += Transcript.updating(lines, indent: "", in: session)
                    out.append(line)
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            out.append(line)
            if line.hasPrefix("```hitlab") { block = [] }
        }
        return out.joined(separator: "\n")
    }

    /// Runs every block in one session that starts from `startScript` (the built-in scene by
    /// default); returns the steps whose output differs.
    public func check(startScript: String? = SampleScenes.colouredViewsScript) -> [Transcript.Failure] {
        Transcript(steps: steps).check(in: Session(startScript: startScript))
    }
}
