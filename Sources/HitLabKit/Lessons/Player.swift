/// Plays a lesson or a transcript one page at a time, for a class or for a learner: a page is
/// a paragraph of prose, or commands, which run when their page is shown. Commands that print
/// nothing (building a scene) share a page with the next one that prints, so one Enter shows
/// one example. `back` returns to the previous page with the scene as it was then.
public struct Player {
    public enum Page: Sendable, Equatable {
        case prose(String)
        case commands([String])
    }

    /// Groups steps into pages: silent steps join the next step that prints.
    static func pages(_ steps: [Transcript.Step]) -> [Page] {
        var pages: [Page] = []
        var pending: [String] = []
        for step in steps {
            pending.append(step.command)
            if !step.expected.isEmpty { pages.append(.commands(pending)); pending = [] }
        }
        if !pending.isEmpty { pages.append(.commands(pending)) }
        return pages
    }

    public let pages: [Page]
    public private(set) var position = 0
    public let session: Session
    /// The session's state before each page that has been shown, for going back.
    private var before: [Int: SessionState] = [:]

    public init(pages: [Page], session: Session) {
        self.pages = pages
        self.session = session
    }

    /// The pages of a lesson: its paragraphs and its commands, in order.
    public init(lesson: LessonDocument, session: Session) {
        var pages: [Page] = []
        for part in lesson.parts {
            switch part {
            case .prose(let text): pages.append(.prose(text))
            case .session(let t, _): pages += Self.pages(t.steps)
            }
        }
        self.init(pages: pages, session: session)
    }

    /// The pages of a transcript: prose paragraphs at the left margin, and its commands.
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
                if !block.isEmpty { pages += Self.pages(block); block = [] }
                if line.trimmingWhitespace.isEmpty { flushParagraph() } else { paragraph.append(line) }
            }
        }
        if !block.isEmpty { pages += Self.pages(block) }
        flushParagraph()
        self.init(pages: pages, session: session)
    }

    public var isFinished: Bool { position >= pages.count }

    /// Shows the current page (running its command) and moves past it.
    public mutating func showNext() -> String? {
        guard position < pages.count else { return nil }
        before[position] = session.state
        defer { position += 1 }
        switch pages[position] {
        case .prose(let text):
            return text
        case .commands(let commands):
            return commands.map { command in
                let lines = command.split(separator: "\n", omittingEmptySubsequences: false)
                let prompt = session.isPaused ? Transcript.pausedPrompt : Transcript.prompt
                let echo = ([prompt + lines[0]] + lines.dropFirst().map { "     ... " + $0 }).joined(separator: "\n")
                let reply = session.execute(command)
                return reply.text.isEmpty ? echo : echo + "\n" + reply.text
            }.joined(separator: "\n")
        }
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
