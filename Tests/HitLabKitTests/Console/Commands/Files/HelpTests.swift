import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct HelpTests {
    func session(width: Int) -> Session {
        let s = Session(style: OutputStyle(colour: false, width: width))
        Practice.install(in: s, catalog: nil)
        return s
    }

    /// Collapses the wrapping so a sentence can be found whole.
    func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    @Test(arguments: [80, 110])
    func helpFitsTheTerminalAndKeepsEverySentenceWhole(width: Int) {
        let s = session(width: width)
        let all = s.execute("help all").output
        for line in all.split(separator: "\n") { #expect(line.count <= width, "\(line)") }
        for line in s.execute("help").output.split(separator: "\n") { #expect(line.count <= width, "\(line)") }
        for spec in s.commands.specs {
            #expect(flat(all).contains(flat(spec.summary)), "\(spec.name)")
            let page = s.execute("help \(spec.name)").output
            for line in page.split(separator: "\n") { #expect(line.count <= width, "help \(spec.name): \(line)") }
            if !spec.details.isEmpty { #expect(flat(page).contains(flat(spec.details)), "\(spec.name)") }
        }
    }

    @Test func aLongUsageStandsOnItsOwnLineAboveItsSummary() {
        let lines = session(width: 80).execute("help all").output.split(separator: "\n").map(String.init)
        let i = lines.firstIndex { $0.hasPrefix("  view NAME X Y W H [in PARENT]") }
        #expect(i.map { lines[$0] } == "  view NAME X Y W H [in PARENT]")
        #expect(i.map { lines[$0 + 1].hasPrefix("                            Add a UIView subclass") } == true)
        #expect(lines.contains { $0.hasPrefix("  hittest X Y               Hit-test only") })
    }

    @Test func helpBreakSaysWhatAMethodBreakpointMatches() {
        let page = flat(session(width: 80).execute("help break").output)
        #expect(page.contains("the view's own override when it has one, else UIKit's"))
        #expect(page.contains("`break UIView.hitTest:3`"))
        // And it is true: a line breakpoint in UIKit's body stops inside the super call.
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break UIView.hitTest:3")
        #expect(s.execute("tap 180 240").output.contains("Breakpoint 1, UIWindow.hitTest(_:with:) [UIView]"))
    }
}
