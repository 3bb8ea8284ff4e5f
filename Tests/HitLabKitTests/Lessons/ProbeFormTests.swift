import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Probes that run commands (a double tap, two fingers, an action) and check the order of what
/// was printed, so exercises can grade more than one single tap.
@Suite struct ProbeFormTests {
    static let exercise = """
    # Double, not single
    lesson: 3

    ## Task
    A double tap on Photo must not also fire the single tap; two fingers must both reach Pad.

    ## Start
    window 375 667
    view Photo 0 0 375 300
    view Pad 0 300 375 300
    gesture One tap on Photo
    gesture Two tap on Photo taps=2
    override Pad.touchesBegan { print("Pad: \\(touches.count)") }

    ## Solution
    require One toFail Two
    set Pad multitouch=yes

    ## Probes
    do tap 100 100 taps=2: prints Two: ended
    do tap 100 100 taps=2: not prints One: ended
    hidden do tap 100 100: prints One: ended
    do touch down 1 50 400 2 150 400; touch up all: prints Pad: 2
    do tap 100 100; wait 1; tap 100 100 taps=2: prints in order One: ended | Two: ended
    tap 100 400: hit Pad
    """

    @Test func commandProbesParseAndGrade() throws {
        let exercise = try Exercise(name: "double-not-single", text: Self.exercise)
        #expect(exercise.probes[0].commands == ["tap 100 100 taps=2"])
        #expect(exercise.probes[3].commands == ["touch down 1 50 400 2 150 400", "touch up all"])
        #expect(exercise.probes[4].expectation == .printsInOrder(["One: ended", "Two: ended"]))
        #expect(EnglishWords().summary(exercise.probes[0]) == "tap 100 100 taps=2: it prints “Two: ended”")
        let grader = Grader(exercise: exercise)
        let start = try grader.state(applying: "").get()
        let before = grader.grade(start)
        #expect(before.map(\.passed) == [true, false, true, false, true, true])
        let solved = try grader.state(applying: exercise.solution).get()
        let after = grader.grade(solved)
        #expect(after.filter { !$0.passed }.isEmpty, "\(after.filter { !$0.passed }.map(EnglishWords().observation))")
    }

    /// A `do` probe whose command fails before any touch names the command and its error, in
    /// both languages, instead of saying that nothing was delivered.
    @Test func aDoProbeWhoseCommandFailsNamesIt() throws {
        let exercise = try Exercise(name: "double-not-single", text: Self.exercise + "\nhidden do set Photo frame=0,0,10,10; tap 5 5: hit Photo\n")
        let grader = Grader(exercise: exercise)
        let removed = try grader.state(applying: exercise.solution + "\nremove Photo").get()
        let outcome = try #require(grader.grade(removed).last)
        #expect(!outcome.passed)
        #expect(outcome.observed == .commandFailed(command: "set Photo frame=0,0,10,10", error: "no view named 'Photo'; `tree` lists the views"))
        #expect(EnglishWords().observation(outcome) == "`set Photo frame=0,0,10,10` failed: no view named 'Photo'; `tree` lists the views")
        #expect(ChineseWords(script: .chinese).observation(outcome) == "命令 `set Photo frame=0,0,10,10` 失败：no view named 'Photo'; `tree` lists the views")
    }

    @Test func aMalformedProbeSaysHowToWriteIt() {
        let text = Self.exercise.replacingOccurrences(of: "tap 100 400: hit Pad", with: "do : hit Pad")
        #expect(throws: LessonError.self) { _ = try Exercise(name: "x", text: text) }
        let other = Self.exercise.replacingOccurrences(of: "tap 100 400: hit Pad", with: "tap 100 400: looks fine")
        do {
            _ = try Exercise(name: "x", text: other)
            Issue.record("a claim nobody understands was accepted")
        } catch {
            #expect("\(error)".contains("prints in order A | B"))
        }
    }
}
