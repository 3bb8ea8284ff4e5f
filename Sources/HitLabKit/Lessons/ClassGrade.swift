import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// A teacher's grade of a class: every submission against one exercise, as values, with the
/// totals a teacher reads first (how many passed, how many passed each probe, the commonest
/// wrong answer to each). `hitlab grade` words it as lines, one JSON document or a page.
public struct ClassGrade: Sendable {
    /// One learner's file and what became of it.
    public struct Submission: Sendable {
        public enum Verdict: String, Sendable, Encodable {
            case passed, failed
            /// The file holds no command (empty, blank or only comments): nothing to grade.
            case noWork = "no work"
            /// The file could not be read, or its commands did not build: no probe ran.
            case error
        }

        public let file: String
        public let status: Verdict
        /// One per probe, in the exercise's order; empty when no probe ran.
        public let outcomes: [Grader.Outcome]
        /// Why no probe ran, for `.error`: `FILE:LINE:COLUMN: error: …; nothing was graded`; for
        /// `.failed`, the first command that failed while the rest of the file was graded.
        public let error: String?

        public init(file: String, status: Verdict, outcomes: [Grader.Outcome] = [], error: String? = nil) {
            self.file = file
            self.status = status
            self.outcomes = outcomes
            self.error = error
        }

        public var failed: [Grader.Outcome] { outcomes.filter { !$0.passed } }

        /// The failed probes, with those that stopped on the same error in one group (in the
        /// order each was first met): a loop that stops every probe is said once.
        public var failedGroups: [[Grader.Outcome]] {
            var groups: [[Grader.Outcome]] = []
            for outcome in failed {
                if case .error = outcome.observed, let i = groups.firstIndex(where: { $0[0].observed == outcome.observed }) {
                    groups[i].append(outcome)
                } else {
                    groups.append([outcome])
                }
            }
            return groups
        }
    }

    public let exercise: Exercise
    public let submissions: [Submission]

    public init(exercise: Exercise, submissions: [Submission]) {
        self.exercise = exercise
        self.submissions = submissions
    }

    /// Whether `text` holds no command: only blank lines and `#` or `//` comments.
    public static func isNoWork(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { line in
            let t = line.trimmingWhitespace
            return t.isEmpty || t.hasPrefix("#") || t.hasPrefix("//")
        }
    }

    /// Grades one submission's text; `locate` turns a build error into the line a teacher
    /// reads (with the submission's file, line and column).
    public static func grade(file: String, text: String, with grader: Grader, locate: (LessonError) -> String) -> Submission {
        if isNoWork(text) { return Submission(file: file, status: .noWork) }
        let outcomes = { (state: SessionState) in
            grader.grade(state).map { outcome in
                guard case .error(let error) = outcome.observed else { return outcome }
                return Grader.Outcome(probe: outcome.probe, passed: outcome.passed, .error(countedInFile(error, text: text, file: file)))
            }
        }
        switch grader.state(applying: text) {
        case .failure(let error):
            // Grade what can be graded: the rest of the file, without the commands that fail.
            // A file with an error never passes; one of which nothing builds is not graded.
            guard let built = grader.stateSkippingErrors(applying: text) else { return Submission(file: file, status: .error, error: locate(error)) }
            let located = locate(error)
            let said = located.hasSuffix(nothingGraded) ? String(located.dropLast(nothingGraded.count)) : located
            return Submission(file: file, status: .failed, outcomes: outcomes(built), error: said)
        case .success(let state):
            let graded = outcomes(state)
            return Submission(file: file, status: graded.allSatisfy(\.passed) ? .passed : .failed, outcomes: graded)
        }
    }

    /// Grades every file's text (a failure: the file could not be read, and the line to say),
    /// sharing the work among the machine's cores; the order of `files` is kept. Each file is
    /// graded on a deep-stack thread of `pool` (its probes' taps run there in place), so a
    /// file costs one hand-off between threads, not one a probe.
    public static func grade(_ files: [(file: String, text: Result<String, CannotRead>)], exercise: Exercise,
                             locate: @escaping @Sendable (LessonError, String, String) -> String) -> ClassGrade {
        grade(files, exercise: exercise, on: DeepStack.pool, locate: locate)
    }

    static func grade(_ files: [(file: String, text: Result<String, CannotRead>)], exercise: Exercise, on pool: DeepStackPool,
                              locate: @escaping @Sendable (LessonError, String, String) -> String) -> ClassGrade {
        let grader = Grader(exercise: exercise)
        let results = SubmissionSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let (file, text) = files[i]
            switch text {
            case .failure(let unreadable):
                results[i] = Submission(file: file, status: .error, error: unreadable.message)
            case .success(let text):
                results[i] = pool.run { grade(file: file, text: text, with: grader) { locate($0, text, file) } }
            }
        }
        return ClassGrade(exercise: exercise, submissions: results.all)
    }

    /// A file that could not be read, with the line that says so.
    public struct CannotRead: Error, Sendable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    /// How many submissions passed every probe.
    public var passedCount: Int { submissions.filter { $0.status == .passed }.count }

    /// How many graded submissions passed each probe, in the exercise's order.
    public var probePassCounts: [Int] {
        exercise.probes.indices.map { i in submissions.filter { i < $0.outcomes.count && $0.outcomes[i].passed }.count }
    }

    /// The commonest thing a failing submission got at each probe, with how many got it; nil
    /// where no graded submission failed it. Ties go to the answer met first.
    public var commonestWrongAnswers: [(got: String, count: Int)?] {
        exercise.probes.indices.map { i in
            var counts: [String: Int] = [:], order: [String] = []
            for s in submissions where i < s.outcomes.count && !s.outcomes[i].passed {
                let got = EnglishWords().observation(s.outcomes[i])
                if counts[got] == nil { order.append(got) }
                counts[got, default: 0] += 1
            }
            var best: (got: String, count: Int)?
            for got in order where counts[got]! > (best?.count ?? 0) { best = (got, counts[got]!) }
            return best
        }
    }
}

/// The graded submissions, one slot each, filled from several threads at once; each slot is
/// written by one thread only, and read after all have finished.
private final class SubmissionSlots: @unchecked Sendable {
    private var slots: [ClassGrade.Submission?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(i: Int) -> ClassGrade.Submission? {
        get { lock.withLock { slots[i] } }
        set { lock.withLock { slots[i] = newValue } }
    }

    var all: [ClassGrade.Submission] { lock.withLock { slots.compactMap { $0 } } }
}
