import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// What repeats a value at every line (`trace lines`, `locals`, the trace page) shows it
/// briefly: a local of a million items once made `trace lines` hang (fuzz seed 15, input 114).
@Suite struct BriefValueTests {
    @Test func arraysAndStringsAreShortenedWithWhatIsLeft() {
        let f = ValueFormatter(scene: Scene(width: 10, height: 10))
        #expect(f.brief(.array((0..<3).map { .int($0) })) == "[0, 1, 2]")
        let long = f.brief(.array((0..<1_000).map { .int($0) }))
        #expect(long.hasPrefix("[0, 1, 2, ") && long.hasSuffix(", 99, … 900 more]"))
        var nested = Value.array([.int(1)])
        for _ in 0..<90 { nested = .array([nested, nested]) }
        #expect(f.brief(nested).count < 2_000)
        #expect(f.brief(.string(String(repeating: "é", count: 500))) == String(repeating: "é", count: 200) + "… (300 more characters)")
        #expect(f.describe(.array((0..<1_000).map { .int($0) })).hasSuffix(", 999]"))
    }

    @Test func traceLinesOfALoopThatDoublesAnArrayFinishes() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override BlackView.pointInside {\nvar a = [1]\nvar k = 0\nwhile k < 82 {\n    a = [a, a]\n    k += 1\n}\nreturn true\n}")
        _ = s.execute("tap 180 240")
        let lines = s.execute("trace lines").output
        #expect(lines.contains("… "))
        #expect(lines.utf8.count < 10_000_000)
        #expect(s.execute("locals").text.count < 5_000)
    }
}
