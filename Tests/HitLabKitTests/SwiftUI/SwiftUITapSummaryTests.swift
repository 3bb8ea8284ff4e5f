import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `tap` ends with the usual `hit:` line and the gestures that fired (DESIGN), named by view
/// and modifier (`Row.onTapGesture`) or as a Button's action (`NAME.action`).
@Suite struct SwiftUITapSummaryTests {
    func hitLine(_ s: Session, _ command: String) -> String {
        s.execute(command).output.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// The row's gesture on its text, the Button inside it, the gesture after a background.
    @Test func theHitLineNamesTheGestureThatFired() {
        let s = scriptedSession(SwiftUITapTests.scene)
        #expect(hitLine(s, "tap 10 130").hasSuffix("→ AppDelegate | fired: HStack_1.onTapGesture"))
        #expect(hitLine(s, "tap 290 130").hasSuffix(" | fired: Button_1.action"))
        #expect(hitLine(s, "tap 150 160").hasSuffix(" | fired: Text_3.onTapGesture"))
    }

    /// A view named by its accessibilityIdentifier; of two tap gestures, the inner one fires,
    /// its closure over several lines.
    @Test func theInnerOfTwoGesturesIsNamedByTheViewsIdentifier() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 0 200 200 {
            Circle()
                .onTapGesture {
                    print("inner")
                }
                .onTapGesture { print("outer") }
                .accessibilityIdentifier("Dot")
        }
        """)
        let output = s.execute("tap 100 100").output
        #expect(output.hasPrefix("inner\n"))
        #expect(output.hasSuffix(" | fired: Dot.onTapGesture"))
    }

    /// Where nothing fires (the row's Spacer has no content), the line is the usual one.
    @Test func nothingFiredNamesNothing() {
        let s = scriptedSession(SwiftUITapTests.scene)
        let line = hitLine(s, "tap 150 130")
        #expect(line.hasPrefix("hit: Host (no SwiftUI content here) | chain: Host"))
        #expect(!line.contains("fired"))
    }
}
