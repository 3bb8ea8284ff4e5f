import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Scene edits through commands cost what they change: the undo journal replaced copying the
/// whole state before every command, which made building a scene quadratic.
@Suite struct SceneEditCostTests {
    /// How many times the views' storage moved while running `lines`: a move is a growth
    /// (amortised, about log2(N) of them) or a copy of every view (what must not happen per
    /// command).
    func storageMoves(_ session: Session, _ lines: [String]) -> Int {
        var moves = 0
        var last = session.state.scene.viewStorageIdentity
        for line in lines {
            let reply = session.execute(line)
            #expect(!reply.isError, "\(line): \(reply.text)")
            let now = session.state.scene.viewStorageIdentity
            if now != last { moves += 1 }
            last = now
        }
        return moves
    }

    @Test func buildingNViewsCopiesTheViewsAboutLogNTimesNotNTimes() {
        let session = Session()
        let n = 4_000
        let lines = ["view Root 0 0 375 667"] + (0..<n).map { "view V\($0) \($0 % 300) 10 5 5 in Root" }
        let moves = storageMoves(session, lines)
        // 4,000 appends grow the array about 12 times; a copy per command would be 4,001.
        #expect(moves <= 2 * 12 + 4, "the views were copied \(moves) times for \(n + 1) commands")
        #expect(session.state.scene.viewNames.count == n + 1)
    }

    @Test func editsAfterATapCopyOnceNotEachTime() {
        let session = Session()
        _ = session.runScript("view Root 0 0 375 667\n" + (0..<500).map { "view V\($0) 1 1 5 5 in Root" }.joined(separator: "\n"))
        _ = session.execute("tap 2 2")
        let moves = storageMoves(session, (0..<500).map { "set V\($0) alpha=0.5" })
        // The recorded touch shares the scene: the first edit copies it, the rest change in place.
        #expect(moves <= 2, "moved \(moves) times over 500 edits")
    }

    @Test func aFailedCommandIsUndoneThroughTheJournal() throws {
        let session = Session()
        _ = session.runScript("view A 0 0 100 100\nview B 0 0 50 50 in A\ncontroller MainVC view A")
        let before = SceneScript(state: session.state).render()
        // Each fails after changing something, or at once; the state is as it was.
        for line in ["view A 0 0 1 1", "move A to B", "set B frame=1,2,3,4 alpha=7", "remove NoSuch", "controller Other view A",
                     "override A.hitTest { return 5 +* }"] {
            #expect(session.execute(line).isError, "\(line) should fail")
            #expect(SceneScript(state: session.state).render() == before, "after \(line)")
        }
        // And a journal undoes a change in the middle of a command the same way.
        var scene = session.state.scene
        scene.beginJournal()
        _ = try scene.addView(name: "C", kind: .view, frame: Rect(x: 0, y: 0, width: 1, height: 1), in: scene.viewID(named: "B"))
        try scene.moveView(scene.viewID(named: "B"), to: scene.window)
        try scene.removeView(scene.viewID(named: "A"))
        #expect(SceneScript(state: session.state).render() == before)
        scene.rollBack()
        var restored = session.state
        restored.scene = scene
        #expect(SceneScript(state: restored).render() == before)
    }
}
