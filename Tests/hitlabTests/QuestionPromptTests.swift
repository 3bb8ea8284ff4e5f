import Foundation
import Testing

/// The player's answer prompt and its keys in a real terminal: escape sequences (arrows) are
/// not answer text, `b`, `r` and `q` alone are the player's keys there too, and going back
/// passes over questions already answered.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"), .serialized)
struct QuestionPromptTests {
    /// Waits for a screen whose counter is `n` (`── n/…`).
    static func waitForCounter(_ tmux: Tmux, _ n: Int) throws {
        try tmux.waitFor(what: "screen \(n)") { $0.contains { $0.hasPrefix("── \(n)/") } }
    }

    /// Presses Enter until a question waits for its answer; returns its screen's number.
    static func toTheFirstQuestion(_ tmux: Tmux) throws -> Int {
        try waitForCounter(tmux, 1)
        for n in 1..<40 {
            if tmux.lines().last == ">" { return n }
            tmux.keys("Enter")
            try waitForCounter(tmux, n + 1)
        }
        Issue.record("no question in the first 40 screens")
        throw CancellationError()
    }

    /// Arrow keys typed at the answer prompt are neither shown nor part of the answer.
    @Test func arrowKeysAreNotPartOfTheAnswer() throws {
        let tmux = try Tmux(["lesson", "0"], directory: TeacherCommandTests.root, columns: 80, rows: 24)
        defer { tmux.stop() }
        _ = try Self.toTheFirstQuestion(tmux)
        tmux.keys("Up")
        tmux.type("3")
        tmux.keys("Left")
        tmux.type(" 2 1x")
        tmux.keys("BSpace")
        try tmux.waitFor { $0.last == "> 3 2 1" }
        tmux.keys("Enter")
        try tmux.waitFor("✓ Right: 3 2 1.")
        #expect(!tmux.screen().contains("[A") && !tmux.screen().contains("[D"))
        tmux.keys("q")
        try tmux.waitForExit()
        let progress = try String(contentsOfFile: tmux.stateDirectory + "/hitlab/progress", encoding: .utf8)
        #expect(progress.contains("answer lesson0.q1 right 3 2 1\n"), "\(progress)")
    }

    /// `b` and Enter at a question goes back; from an answered question's verdict, `b` alone
    /// goes back screen by screen without asking it again.
    @Test func backPassesOverAnsweredQuestions() throws {
        let tmux = try Tmux(["lesson", "0"], directory: TeacherCommandTests.root, columns: 80, rows: 24)
        defer { tmux.stop() }
        let asked = try Self.toTheFirstQuestion(tmux)
        tmux.type("b"); tmux.keys("Enter")
        try tmux.waitFor { $0.last?.hasPrefix("── \(asked - 1)/") == true }
        tmux.keys("Enter")
        try tmux.waitFor { $0.last == ">" }
        tmux.type("1 2 3"); tmux.keys("Enter")
        try tmux.waitFor("✗ Not 1 2 3: 3 2 1.")
        try Self.waitForCounter(tmux, asked + 1)
        // Back to the question: shown with the answer given and the keys, waiting for no answer.
        tmux.keys("b")
        try Self.waitForCounter(tmux, asked)
        try tmux.waitFor { $0.last == "your answer: 1 2 3 (Enter: its verdict again · b: back · r · q)" }
        tmux.keys("b")
        try tmux.waitFor { $0.last?.hasPrefix("── \(asked - 1)/") == true }
        // Forward again: the question's screen, then its verdict, without a new answer.
        tmux.keys("Enter")
        try tmux.waitFor { $0.last?.hasPrefix("your answer: 1 2 3 (") == true }
        tmux.keys("Enter")
        try tmux.waitFor("✗ Not 1 2 3: 3 2 1.")
        tmux.keys("q")
        try tmux.waitForExit()
    }

    /// From "(the end)" of lesson 5, `b` shows its last screen, not its last question.
    @Test func backFromTheEndShowsTheLastScreen() throws {
        let tmux = try Tmux(["lesson", "5"], directory: TeacherCommandTests.root, columns: 80, rows: 24)
        defer { tmux.stop() }
        try Self.waitForCounter(tmux, 1)
        var total = 0
        for _ in 0..<200 {
            if tmux.lines().contains(where: { $0.hasPrefix("(the end") }) { break }
            if let counter = tmux.lines().last(where: { $0.hasPrefix("── ") }) {
                total = Int(counter.split(separator: "/").last ?? "") ?? total
            }
            let before = tmux.screen()
            tmux.keys("Enter")
            try tmux.waitFor(what: "the next screen") { _ in tmux.screen() != before }
        }
        #expect(total > 40)
        tmux.keys("b")
        try tmux.waitFor { $0.last == "── \(total)/\(total)" }
        #expect(tmux.lines().contains { $0.hasPrefix("- A recognizer of your own only sets `state`") })
        tmux.keys("q")
        try tmux.waitForExit()
    }
}

/// `hitlab transcript play` at a terminal: prose refilled to its width and a screen at a
/// time, and `why` wrapped to the terminal never flagged as a difference.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct TranscriptPlayTests {
    @Test func aTranscriptPlaysWrappedToTheTerminal() throws {
        let file = "transcripts/lesson-5-make-it-move.t"
        let written = try String(contentsOfFile: TeacherCommandTests.root + "/" + file, encoding: .utf8)
        let tmux = try Tmux(["transcript", "play", file], directory: TeacherCommandTests.root, columns: 80, rows: 24)
        defer { tmux.stop() }
        try tmux.waitFor("── 1/")
        var screens = 0
        for _ in 0..<200 {
            let lines = tmux.joinedLines()
            if lines.contains(where: { $0.hasPrefix("(the end") }) { break }
            screens += 1
            // Headed by the transcript's title, its first sentence, wrapped to the terminal.
            #expect(lines.first.map { written.hasPrefix($0) } == true && lines.first?.hasPrefix("Lesson 5 in class:") == true)
            #expect(!lines.contains { $0.hasPrefix("≠ this differs") }, "\(lines.joined(separator: "\n"))")
            // Only what a command printed may be wider than the terminal (it is in the
            // transcript indented); prose is refilled to 80 columns.
            for line in lines.dropFirst(2) where line.count > 80 {
                #expect(written.contains("  " + line), "a line wider than the terminal: \(line)")
            }
            let before = tmux.screen()
            tmux.keys("Enter")
            try tmux.waitFor(what: "the next screen") { _ in tmux.screen() != before }
        }
        #expect(screens > 20)
        tmux.keys("q")
        try tmux.waitForExit()
    }
}
