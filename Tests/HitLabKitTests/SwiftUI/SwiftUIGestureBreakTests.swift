import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `break NAME.onTapGesture | onChanged | onEnded | updating | action` (DESIGN) stops on the
/// first line inside the closure, where the closure's own locals and the host's state are.
@Suite struct SwiftUIGestureBreakTests {
    static let scene = """
    window 375 667
    swiftui Host 0 100 300 300 {
        @State var count = 0
        @GestureState var drag = CGSize.zero
        VStack {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("Card")
                .onTapGesture {
                    count += 1
                }
                .gesture(DragGesture()
                    .updating($drag) { value, state, transaction in
                        state = value.translation
                    }
                    .onEnded { value in
                        print("ended")
                    })
            Button("Go") {
                print("go")
            }
        }
    }
    """

    /// The modifier's name stops in its closure; the stop shows the line inside it.
    @Test func breakOnTheModifierStopsInsideItsClosure() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break Card.onTapGesture")
        let stop = s.execute("tap 150 230").output
        #expect(stop.contains("Breakpoint 1") && stop.contains("→ count += 1"), "\(stop)")
        // Stopped before the assignment: the state still reads its first value.
        #expect(s.execute("p count").output == "0")
    }

    /// A callback's name stops in that callback: a drag past the tap's 45 pt runs updating,
    /// then onEnded (the tap's perform is an onEnded too, so a short drag that ends as a tap
    /// stops there instead).
    @Test func breakOnACallbackStopsThere() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break Card.onEnded")
        #expect(s.execute("drag 150 230 150 290").output.contains("→ print(\"ended\")"))
        let u = scriptedSession(Self.scene)
        _ = u.execute("break Card.updating")
        #expect(u.execute("drag 150 230 150 290").output.contains("→ state = value.translation"))
    }

    /// `bt` in a gesture's closure shows SwiftUI's path to it (swiftui-semantics.md §1: the
    /// hosting view, the views from the root in to the hit one, then its gesture modifier and
    /// the callback): Host → VStack_1 → Card → Card.onTapGesture → onEnded.
    @Test func backtraceShowsSwiftUIsPathToTheClosure() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break Card.onTapGesture")
        _ = s.execute("tap 150 230")
        let bt = s.execute("bt").output
        #expect(bt.contains("SwiftUI's path to it: Host → VStack_1 → Card → Card.onTapGesture → onEnded"), "\(bt)")
        // The closure is the learner's code in the body: it overrides nothing, and its frame says
        // whose closure it is; under it, SwiftUI's frames from the gesture out to the host.
        #expect(!bt.contains("[override]"), "\(bt)")
        #expect(bt.contains("#0 Card.onTapGesture → onEnded [SwiftUI]: your closure in Host's body"), "\(bt)")
        let frames = ["Card.onTapGesture: recognized, so SwiftUI calls its onEnded", "Card", "VStack_1", "Host: the _UIHostingView the touch was delivered to"]
        let lines = bt.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.firstIndex(of: frames[0]), first + frames.count <= lines.count else {
            Issue.record("no SwiftUI frames: \(bt)")
            return
        }
        #expect(Array(lines[first..<first + frames.count]) == frames, "SwiftUI's frames innermost first: \(bt)")
        let d = scriptedSession(Self.scene)
        _ = d.execute("break Card.updating")
        _ = d.execute("drag 150 230 150 290")
        #expect(d.execute("bt").output.contains("Host → VStack_1 → Card → Card.gesture → updating"))
    }

    /// A Button's action: `break NAME.action`.
    @Test func breakOnAButtonsAction() throws {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break Button_1.action")
        let stop = s.execute("tap " + (try centre(s, "Button_1"))).output
        #expect(stop.contains("print(\"go\")"))
    }

    /// A tap elsewhere does not stop: the breakpoint is on that view's closure only.
    @Test func anotherViewsClosureDoesNotStop() throws {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break Card.onTapGesture")
        let out = s.execute("tap " + (try centre(s, "Button_1"))).output
        #expect(!out.contains("Breakpoint"))
        #expect(out.contains("go"))
    }
}
