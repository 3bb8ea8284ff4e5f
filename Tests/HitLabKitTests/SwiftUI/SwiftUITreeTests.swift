import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `tree` shows each host's SwiftUI subtree: names, laid-out frames in window coordinates,
/// the modifiers that matter for touches, and gestures.
@Suite struct SwiftUITreeTests {
    @Test func treeShowsTheSwiftUISubtreeUnderItsHost() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 100 {
            HStack {
                Rectangle().frame(width: 50, height: 20)
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { print("row") }
        }
        """)
        let lines = s.execute("tree").text.split(separator: "\n").map(String.init)
        #expect(lines.contains("└─ Host (0, 100, 300, 100) _UIHostingView"))
        // The HStack fills the host's width and is 20 high, centred at y = 150.
        #expect(lines.contains("   └─ HStack_1 (0, 140, 300, 20) HStack · contentShape(Rectangle), onTapGesture"))
        #expect(lines.contains("      ├─ Rectangle_1 (0, 140, 50, 20) Rectangle"))
        #expect(lines.contains("      └─ Spacer_1 (58, 150, 242, 0) Spacer"))
    }
}

