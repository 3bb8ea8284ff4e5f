import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Errors as values: a condition several commands meet is one `CommandError.Reason`, worded
/// in one place, so it reads the same from every command; the golden table pins the words.
@Suite struct CommandErrorTests {
    static let coloured = """
        view BlackView 0 0 200 200
        view RedView 20 20 100 100 in BlackView
        """

    @Test func everyCommandThatNeedsATouchSaysSoTheSameWay() {
        let s = Session(startScript: Self.coloured)
        for line in ["why RedView", "trace", "trace --html page.html", "bt", "step", "locals", "finish"] {
            let reply = s.execute(line)
            #expect(reply.failure == .noTouchYet, "\(line): \(reply.text)")
            #expect(reply.error == CommandError.Reason.noTouchYet.words, "\(line)")
        }
    }

    @Test func aPausedTouchRefusesSceneChangesAndTouchesWithTheirReason() {
        let s = Session(startScript: Self.coloured)
        #expect(s.execute("break pointInside RedView").status == .ok)
        #expect(s.execute("tap 50 50").status == .ok)
        #expect(s.execute("view Extra 0 0 1 1").failure == .touchPaused(changesScene: true))
        #expect(s.execute("tap 1 1").failure == .touchPaused(changesScene: false))
        #expect(s.execute("kill").status == .ok)
        #expect(s.execute("kill").failure == .noTouchPaused)
    }

    @Test func aOneOffConditionHasNoSharedReason() {
        let s = Session(startScript: Self.coloured)
        let reply = s.execute("remove UIApplication")
        #expect(reply.isError)
        #expect(reply.failure == nil)
        #expect(s.execute("tapp 1 1").failure == .unknownCommand("tapp", near: ["tap"]))
    }

    /// The words of every shared condition, pinned: changing one is a decision, seen here.
    @Test(arguments: [
        (CommandError.Reason.noTouchYet, "no touch yet: `tap X Y` first (a breakpoint set with `break` stops inside it)"),
        (.notInAMethod, "not inside a method here: `step` into one first"),
        (.touchFinished, "the touch has already finished: `reverse-step` or `reverse-continue` go back through it"),
        (.noTouchPaused, "no touch is paused: `kill` abandons a paused touch, and none is"),
        (.touchPaused(changesScene: false), "a touch is paused: `continue` to let it finish or `kill` to abandon it first"),
        (.touchPaused(changesScene: true), "a touch is paused, and changing the scene would change what it recorded: `continue` to let it finish or `kill` to abandon it first"),
        (.noSuch(.breakpoint, 9), "no breakpoint 9; `break list` shows them"),
        (.noSuch(.watch, 2), "no watch 2; `watch list` shows them"),
        (.noSuch(.display, 3), "no display 3; `display` shows them"),
        (.noBreakpoints, "there are no breakpoints to change; `break pointInside YellowView` sets one"),
        (.frameEdge(outermost: true), "already at the outermost frame; `down` goes back in"),
        (.frameEdge(outermost: false), "already at the innermost frame; `up` goes out"),
        (.noFingersDown(cancelling: false), "no fingers are down: `touch down 1 X Y` puts one down"),
        (.noFingersDown(cancelling: true), "no fingers are down, so there is nothing to cancel; `touch down 1 X Y` puts one down"),
        (.unknownCommand("tapp", near: ["tap"]), "unknown command 'tapp' (did you mean tap?); `help` lists the commands"),
        (.usage(problem: "missing X", usage: "tap X Y"), "missing X; usage: tap X Y"),
    ])
    func theWordsOfEachReason(reason: CommandError.Reason, words: String) {
        #expect(reason.words == words)
        #expect(CommandError(reason).message == words)
    }
}
