import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A view named in Chinese is accepted everywhere a name is, and the terminal pictures stay in
/// their columns: every row of `draw` is as wide as its frame, and `tree` lines its branches up.
@Suite struct WideNameLayoutTests {
    @Test func chineseNamesAreClassNamesAndWorkInCommandsAndScripts() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("view 红色 20 20 100 100").status == .ok)
        #expect(s.execute("view 按钮 10 10 40 40 in 红色").status == .ok)
        #expect(s.execute("override 红色.pointInside { return 按钮.point(inside: convert(point, to: 按钮), with: event) }").status == .ok)
        #expect(s.execute("override 红色.touchesBegan { print(\"红色 收到\") }").status == .ok)
        let tap = s.execute("tap 40 40").text
        #expect(tap.contains("hit: 按钮 | chain: 按钮 → 红色 → UIWindow"), "\(tap)")
        #expect(tap.contains("红色 收到"))
        #expect(s.execute("set 红色 hidden=yes").status == .ok)
        #expect(s.execute("Élan 1 2 3 4").isError)           // not a command, still an error
        #expect(s.execute("view Élan 0 0 10 10").status == .ok)
        #expect(s.execute("view 紅色 0 0 10 10").status == .ok)  // Traditional too
        // A name still reads as a type: lowercase first, digits first and punctuation are refused.
        for bad in ["red", "1红", "红-色", "éclair"] {
            #expect(s.execute("view \(bad) 0 0 10 10").error?.contains("is not a class name") == true, "\(bad)")
        }
        let saved = SceneScript(state: s.state).render()
        #expect(saved.contains("view 红色 20 20 100 100"))
        #expect(Session(startScript: saved).state.scene.viewNames.contains("按钮"))
    }

    @Test func drawKeepsEveryRowAsWideAsTheFrame() {
        for colour in [false, true] {
            let s = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(colour: colour, width: 80))
            _ = s.execute("view 红色 20 20 100 100")
            _ = s.execute("view 很长很长的中文名字视图 200 20 100 60")
            _ = s.execute("set 红色 color=red")
            _ = s.execute("tap 25 25")          // the touch marker lands on 红色's label row
            let picture = s.execute("draw").output.split(separator: "\n").map(String.init)
            let frame = picture.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
                .map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
            let widths = Set(frame.map(DisplayWidth.of))
            #expect(widths.count == 1, "colour \(colour): rows of widths \(widths)\n\(frame.joined(separator: "\n"))")
            #expect(!frame.joined().contains("\u{0}"))
            // The short name is written whole, the long one cut to whole characters that fit.
            #expect(frame.contains { $0.contains("红色") })
            #expect(frame.contains { $0.contains("很长") } && !frame.contains { $0.contains("很长很长的中文名字视图") })
        }
    }

    @Test func aWideFillLetterIsNeverUsed() {
        let s = Session(startScript: "window 200 200\nview 红色 0 0 200 200")
        let output = s.execute("draw").output
        let legend = output.split(separator: "\n").first { $0.contains("红色") && !$0.hasPrefix("│") }
        #expect(legend?.hasPrefix("A 红色") == true, "\(output)")
    }

    @Test func treeLinesUpBranchesUnderChineseNames() {
        let s = Session(startScript: "window 375 667\nview 红色 20 20 100 100\nview 子视图 5 5 10 10 in 红色\nview Blue 200 20 50 50")
        let lines = s.execute("tree").output.split(separator: "\n").map(String.init)
        #expect(lines == ["UIWindow 375×667", "├─ 红色 (20, 20, 100, 100)", "│  └─ 子视图 (5, 5, 10, 10)", "└─ Blue (200, 20, 50, 50)"], "\(lines)")
        // Each branch's name starts in the column its depth gives, whatever the names before it.
        let columns = lines.dropFirst().map { line in DisplayWidth.of(line.prefix { !$0.isLetter }) }
        #expect(columns == [3, 6, 3])
    }

    @Test func aScriptErrorPointsAtTheColumnAsShown() {
        let s = Session(startScript: "window 375 667\nview 红色 0 0 100 100")
        _ = s.execute("override 红色.touchesBegan { let 名字 = \"红\" + 1 }")
        let error = s.execute("tap 10 10").error ?? ""
        let lines = error.split(separator: "\n").map(String.init)
        guard let source = lines.firstIndex(where: { $0.contains("| ") && $0.contains("名字") }), source + 1 < lines.count else {
            Issue.record("no excerpt in: \(error)"); return
        }
        let caretColumn = DisplayWidth.of(lines[source + 1].prefix { $0 != "^" })
        // The caret is under the string "红" (the left operand), after the two wide characters of 名字.
        let operandColumn = DisplayWidth.of(lines[source].prefix { $0 != "\"" })
        #expect(caretColumn == operandColumn, "\(error)")
    }
}
