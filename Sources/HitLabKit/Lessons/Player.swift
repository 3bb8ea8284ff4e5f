/// Plays a lesson or a transcript one page at a time, for a class or for a learner: a page is
/// a paragraph of prose or one command, which runs when its page is shown. `back` returns to
/// the previous page with the scene as it was then, so examples can be shown again.
public struct Player {
    public enum Page: Sendable, Equatable {
        case prose(String)
        case command(String)
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
            case .session(let t, _): pages += t.steps.map { .command($0.command) }
            }
        }
        self.init(pages: pages, session: session)
    }

    /// The pages of a transcript: prose paragraphs at the left margin, and its commands.
    public init(transcript text: String, session: Session) {
        var pages: [Page] = []
        var paragraph: [String] = []
        let commands = Transcript(parsing: text).steps
        var next = 0
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if line.hasPrefix(Transcript.indent) {
                if !paragraph.isEmpty { pages.append(.prose(paragraph.joined(separator: "\n"))); paragraph = [] }
                if next < commands.count, commands[next].line == n + 1 { pages.append(.command(commands[next].command)); next += 1 }
            } else if line.trimmingWhitespace.isEmpty {
                if !paragraph.isEmpty { pages.append(.prose(paragraph.joined(separator: "\n"))); paragraph = [] }
            } else {
                paragraph.append(line)
            }
        }
        if !paragraph.isEmpty { pages.append(.prose(paragraph.joined(separator: "\n"))) }
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
        case .command(let command):
            let lines = command.split(separator: "\n", omittingEmptySubsequences: false)
            let echo = ([Transcript.prompt + lines[0]] + lines.dropFirst().map { "     ... " + $0 }).joined(separator: "\n")
            let reply = session.execute(command)
            return reply.text.isEmpty ? echo : echo + "\n" + reply.text
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
