import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `tap` ends with the usual `hit:` line and the gestures that fired (DESIGN), named by view
/// and modifier (`Row.onTapGesture`) or as a Button's action (`NAME.action`).
@Suite struct SwiftUITapSummaryTests {
    static let scene = """
    window 375 667
    swiftui Host 0 100 300 100 {
        VStack {
            HStack {
                Text("Name")
                Spacer()
                Button("Go") {
                    print("go")
                }
                .accessibilityIdentifier("Go")
            }
            .accessibilityIdentifier("Row")
            .onTapGesture { print("row") }
            Text("Plain").onTapGesture { print("plain") }
        }
    }
    """

    func hitLine(_ s: Session, _ command: String) -> String {
        s.execute(command).output.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test func theHitLineNamesTheGestureThatFired() {
        let s = scriptedSession(Self.scene)
        #expect(hitLine(s, "tap 10 130").hasSuffix("→ AppDelegate | fired: Row.onTapGesture"))
        #expect(hitLine(s, "tap 290 130").hasSuffix(" | fired: Go.action"))
        #expect(hitLine(s, "tap 150 166").hasSuffix(" | fired: Text_3.onTapGesture"))
    }

    /// Where nothing fires (the row's Spacer has no content), the line is the usual one.
    @Test func nothingFiredNamesNothing() {
        let s = scriptedSession(Self.scene)
        let line = hitLine(s, "tap 150 130")
        #expect(line.hasPrefix("hit: Host (no SwiftUI content here) | chain: Host"))
        #expect(!line.contains("fired"))
    }
}
