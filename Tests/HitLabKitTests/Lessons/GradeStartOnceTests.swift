import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Grading a class builds the exercise's starting scene once: every submission starts from a
/// copy of the same state, so the start's overrides are parsed once, not once a learner.
@Suite struct GradeStartOnceTests {
    static let exercise = """
    # Tiny answers in 44 points
    lesson: 3

    ## Task
    Make Tiny answer taps within 12 points of its edges.

    ## Start
    window 375 667
    view Card 40 100 295 300
    override Card.hitTest { return super.hitTest(point, with: event) }
    button Tiny 100 100 20 20 in Card

    ## Solution
    override Tiny.pointInside { return bounds.insetBy(dx: -12, dy: -12).contains(point) }

    ## Probes
    tap 150 210: hit Tiny
    tap 130 210: hit Tiny
    """

    @Test func everySubmissionSharesTheStartsParsedOverrides() throws {
        let exercise = try Exercise(name: "tiny", text: Self.exercise)
        let grader = Grader(exercise: exercise)
        var bodies: [ObjectIdentifier] = []
        for i in 0..<50 {
            let submission = i % 2 == 0 ? "override Tiny.pointInside { return true }" : "set Tiny alpha=0.5"
            let state = try grader.state(applying: submission).get()
            let body = try #require(state.classes.override(.hitTest, of: "Card"))
            bodies.append(ObjectIdentifier(body))
        }
        // One parse of the start: the same body in every submission's state.
        #expect(Set(bodies).count == 1)
    }

    @Test func aClassGradedOnEveryCoreKeepsItsOrder() throws {
        let exercise = try Exercise(name: "tiny", text: Self.exercise)
        let files: [(file: String, text: Result<String, ClassGrade.CannotRead>)] = (0..<40).map { i in
            ("s\(i)", .success(i % 2 == 0 ? "override Tiny.pointInside { return bounds.insetBy(dx: -12, dy: -12).contains(point) }" : "set Tiny alpha=0.5"))
        }
        let grade = ClassGrade.grade(files, exercise: exercise) { error, _, _ in "\(error)" }
        #expect(grade.submissions.map(\.file) == files.map(\.file))
        #expect(grade.submissions.map(\.status) == (0..<40).map { $0 % 2 == 0 ? .passed : .failed })
    }

    /// Each file is handed to a deep-stack thread once, and its probes' taps run there: a hand-off
    /// (a wake-up and a wait between threads) a probe cost a class as much as the grading.
    @Test func aGradedFileIsHandedToADeepStackThreadOnceNotOnceAProbe() throws {
        let exercise = try Exercise(name: "tiny", text: Self.exercise)
        let files: [(file: String, text: Result<String, ClassGrade.CannotRead>)] = (0..<30).map { i in
            ("s\(i)", .success(i % 3 == 0 ? "set Tiny alpha=0.5" : "override Tiny.pointInside { return true }"))
        }
        let pool = DeepStackPool()
        let grade = ClassGrade.grade(files, exercise: exercise, on: pool) { error, _, _ in "\(error)" }
        #expect(grade.submissions.allSatisfy { $0.outcomes.count == 2 })
        #expect(pool.handoffs == files.count, "\(pool.handoffs) hand-offs for \(files.count) files of 2 probes")
    }
}
