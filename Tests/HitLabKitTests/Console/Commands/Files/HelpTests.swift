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

    /// `help break` names every phase `break phase` accepts, the ones UIKit's gesture and
    /// Pencil stages add included, and each it names is accepted.
    @Test func helpBreakListsEveryPhaseTheCommandAccepts() {
        let s = session(width: 80)
        let page = flat(s.execute("help break").output)
        let listed = page.components(separatedBy: "PHASE is ").dropFirst().first?.components(separatedBy: ".").first ?? ""
        let names = listed.replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
        #expect(Set(names) == Set(Phase.allCases.map(\.rawValue)), "\(listed)")
        for phase in ["gestures", "estimates", "delayedDelivery"] { #expect(names.contains(phase)) }
        for name in names { #expect(!s.execute("break phase \(name)").isError, "\(name)") }
    }

    /// `help gesture` gives UIKit's documented defaults (UIGestureRecognizer's cancelsTouchesInView
    /// YES, delaysTouchesBegan NO, delaysTouchesEnded YES; a long press's 0.5 s and 10 points; a
    /// swipe to the right), and for every kind and key it names, a new recognizer has that value.
    @Test func helpGesturesDefaultsAreTheRecognizersOwn() {
        let s = session(width: 80)
        let page = flat(s.execute("help gesture").output)
        for claim in ["cancels=yes, delaysBegan=no, delaysEnded=yes, enabled=yes", "duration=0.5 movement=10 (longpress)", "direction=right (swipe)"] {
            #expect(page.contains(claim), "\(claim)")
        }
        let paragraph = page.components(separatedBy: "UIKit's defaults: ").dropFirst().first?.components(separatedBy: ". ").first ?? ""
        _ = s.execute("view V 0 0 100 100")
        var checked = 0
        for group in paragraph.components(separatedBy: "; ") {
            // `taps=1 touches=1 (tap)`; the first group is every kind's.
            let kind = group.hasSuffix(")") ? String(group.split(separator: "(").last?.dropLast() ?? "") : "tap"
            let pairs = group.split(separator: "(").first.map { $0.split(whereSeparator: { $0 == " " || $0 == "," }) } ?? []
            #expect(!s.execute("gesture G_\(kind) \(kind) on V").isError || kind == "tap", "\(kind)")
            for pair in pairs {
                let parts = pair.split(separator: "=").map(String.init)
                guard parts.count == 2, let d = RecognizerPropertyDescriptor.named(parts[0]) else { Issue.record("\(pair)"); continue }
                let r = s.state.scene.recognizer(try! s.state.scene.recognizerID(named: "G_\(kind)"))
                let value = d.get(r)
                let said: PropertyValue = parts[1] == "yes" ? .bool(true) : parts[1] == "no" ? .bool(false) : Double(parts[1]).map { .number($0) } ?? .word(parts[1])
                #expect(value == said, "\(kind) \(pair): \(value)")
                checked += 1
            }
        }
        #expect(checked >= 17)
    }
}
