import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Plays a lesson or a transcript one page at a time, for a class or for a learner. A page is
/// one example: the commands that show something, with the short paragraphs that lead up to
/// them; a long paragraph is a page of its own. Commands that print nothing (building a scene)
/// share a page with the next one that prints. Commands run when their page is shown, and
/// `back` returns to the previous page with the scene as it was then.
public struct Player {
    /// Paragraphs of prose, then commands (either may be empty).
    public struct Page: Sendable, Equatable {
        public var prose: [String] = []
        public var commands: [String] = []
        /// For a transcript: each command's expected output, to flag what differs when played.
        public var expected: [[String]]? = nil

        public static func prose(_ text: String) -> Page { Page(prose: [text]) }
        public static func commands(_ commands: [String]) -> Page { Page(commands: commands) }
    }

    /// A paragraph up to this long joins the page after it, so one Enter shows one example.
    package static let shortParagraph = 240

    /// Groups steps into pages: silent steps join the next step that prints.
    package static func pages(_ steps: [Transcript.Step], withExpected: Bool = false) -> [Page] {
        var pages: [Page] = []
        var pending = Page(expected: withExpected ? [] : nil)
        for step in steps {
            pending.commands.append(step.command)
            pending.expected?.append(step.expected)
            if !step.expected.isEmpty { pages.append(pending); pending = Page(expected: withExpected ? [] : nil) }
        }
        if !pending.commands.isEmpty { pages.append(pending) }
        return pages
    }

    /// Joins each run of short paragraphs to the page after it (an example, or a long paragraph).
    /// With `proseLeadsExamples` false (a transcript played in class), the paragraphs before an
    /// example are a page of their own, so the class hears the question before the answer runs.
    package static func merged(_ pages: [Page], proseLeadsExamples: Bool = true) -> [Page] {
        var out: [Page] = []
        var lead: [String] = []
        for page in pages {
            if page.commands.isEmpty, page.prose.joined().count <= shortParagraph {
                lead += page.prose
                continue
            }
            if !proseLeadsExamples, !lead.isEmpty, !page.commands.isEmpty {
                out.append(Page(prose: lead))
                lead = []
            }
            var page = page
            page.prose = lead + page.prose
            lead = []
            out.append(page)
        }
        if !lead.isEmpty { out.append(Page(prose: lead)) }
        return out
    }

    public let pages: [Page]
    public private(set) var position = 0
    public let session: Session
    /// The terminal's width in columns: prose lines wider than it are wrapped by display
    /// width (a Chinese paragraph is often one long line); nil leaves prose as written.
    public var wrapWidth: Int?
    /// The session's state before each page that has been shown, for going back.
    private var before: [Int: SessionState] = [:]

    public init(pages: [Page], session: Session) {
        self.pages = pages
        self.session = session
    }

    /// The pages of a lesson: its paragraphs and its examples, in order.
    public init(lesson: LessonDocument, session: Session) {
        var pages: [Page] = []
        for part in lesson.parts {
            switch part {
            case .prose(let text): pages.append(.prose(text))
            case .session(let t, _): pages += Self.pages(t.steps)
            }
        }
        self.init(pages: Self.merged(pages), session: session)
    }

    /// The pages of a transcript: prose paragraphs at the left margin, and its commands with
    /// their expected output.
    public init(transcript text: String, session: Session) {
        var pages: [Page] = []
        var paragraph: [String] = []
        var block: [Transcript.Step] = []
        func flushParagraph() {
            if !paragraph.isEmpty { pages.append(.prose(paragraph.joined(separator: "\n"))); paragraph = [] }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for item in Transcript.read(lines, indent: Transcript.indent) {
            switch item {
            case .step(let step, _, _):
                flushParagraph()
                block.append(step)
            case .stray:
                flushParagraph()
            case .outside(let line):
                if !block.isEmpty { pages += Self.pages(block, withExpected: true); block = [] }
                if line.trimmingWhitespace.isEmpty { flushParagraph() } else { paragraph.append(line) }
            }
        }
        if !block.isEmpty { pages += Self.pages(block, withExpected: true) }
        flushParagraph()
        self.init(pages: Self.merged(pages, proseLeadsExamples: false), session: session)
    }

    public var isFinished: Bool { position >= pages.count }

    /// Where the player is, `3/41`: the page last shown of all of them.
    public var counter: String { "\(position)/\(pages.count)" }

    /// Shows the current page (running its commands) and moves past it. A transcript's
    /// command whose output differs from what the transcript expects is flagged under it.
    public mutating func showNext() -> String? {
        guard position < pages.count else { return nil }
        before[position] = session.state
        defer { position += 1 }
        let page = pages[position]
        var parts = page.prose.map(wrapped)
        if !page.commands.isEmpty {
            parts.append(page.commands.enumerated().map { n, command in
                let lines = command.split(separator: "\n", omittingEmptySubsequences: false)
                let prompt = session.isPaused ? Transcript.pausedPrompt : Transcript.prompt
                let echo = ([prompt + lines[0]] + lines.dropFirst().map { "     ... " + $0 }).joined(separator: "\n")
                let reply = session.execute(command)
                var shown = reply.text.isEmpty ? echo : echo + "\n" + reply.text
                if let expected = page.expected?[n] { shown += Self.difference(expected, reply) }
                return shown
            }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// A paragraph that fits `wrapWidth` as written; one that does not is refilled to it (a
    /// plain paragraph as a whole, so its lines end evenly; a list, table or heading line by
    /// line, keeping its structure). Lines join without a space between Chinese characters.
    private func wrapped(_ paragraph: String) -> String {
        guard let wrapWidth else { return paragraph }
        let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(where: { DisplayWidth.of($0) > wrapWidth }) else { return paragraph }
        let structured = lines.contains { line in
            line.hasPrefix(" ") || line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix("- ") || line.hasPrefix("* ")
                || line.hasPrefix(">") || line.prefix(while: \.isNumber).count > 0 && line.drop(while: \.isNumber).hasPrefix(". ")
        }
        if structured { return lines.flatMap { DisplayWidth.wrapped($0, width: wrapWidth) }.joined(separator: "\n") }
        let joined = lines.dropFirst().reduce(lines[0]) { text, line in
            let wide = text.last.map { DisplayWidth.of($0) == 2 } == true && line.first.map { DisplayWidth.of($0) == 2 } == true
            return text + (wide ? "" : " ") + line
        }
        return DisplayWidth.wrapped(joined, width: wrapWidth).joined(separator: "\n")
    }

    /// A note under a command whose output is not what the transcript expects: the lines it
    /// expected, so the class sees where they part.
    package static func difference(_ expected: [String], _ reply: Reply) -> String {
        let actual = reply.text.isEmpty ? [] : reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingWhitespace }
        guard !Transcript.matches(expected, actual) else { return "" }
        let diff = Transcript.diff(expected, actual).filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }
        return "\n≠ this differs from the transcript (- expected, + printed now):\n" + diff.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Steps back so the previous page shows again, with the scene as it was before it.
    public mutating func back() -> Bool {
        guard position > 0 else { return false }
        position -= 1
        if let state = before[position] { session.state = state }
        return true
    }

    /// The session's state right now, to come back to after a visit to the REPL.
    public var checkpoint: SessionState { session.state }
    public func restore(_ state: SessionState) { session.state = state }
}
