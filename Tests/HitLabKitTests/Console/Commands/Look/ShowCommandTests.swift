import Testing
@testable import HitLabModel
@testable import HitLabConsole

/// `show HOST`: a SwiftUI hosting view's body as it was typed, comments and spacing kept, in the
/// `swiftui` command that makes it again; other names get an error that says what to type.
@Suite struct ShowCommandTests {
    static let body = """
        @State var count = 0
        VStack {
            Text("Hi")   // greeting
                .onTapGesture { count += 1 }
        }
        """

    static func board() -> Session {
        scriptedSession("window 375 667\nswiftui Board 0 100 375 300 {\n" + body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n}")
    }

    @Test func showsAHostsBodyAsTyped() {
        let reply = Self.board().execute("show Board")
        #expect(reply.error == nil)
        let lines = reply.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "swiftui Board 0 100 375 300 {")
        #expect(lines.last == "}")
        #expect(lines.dropFirst().dropLast().map { String($0.dropFirst(4)) }.joined(separator: "\n") == Self.body)
    }

    /// What `show` prints makes the same host again: removed and typed back, the body is the same.
    @Test func whatItShowsBuildsTheSameHost() {
        let s = Self.board()
        let shown = s.execute("show Board").output
        _ = s.execute("remove Board")
        #expect(s.execute(shown).error == nil)
        #expect(s.execute("show Board").output == shown)
    }

    @Test func aViewThatIsNoHostOrNoViewIsAnErrorThatSaysWhatToType() {
        let s = Self.board()
        _ = s.execute("view A 0 0 10 10")
        #expect(s.execute("show A").error == "A is a UIView, not a SwiftUI hosting view: `show HOST` shows the body of a view made by `swiftui`; `show source A` shows A's methods")
        #expect(s.execute("show Bord").error?.contains("did you mean Board?") == true)
        #expect(s.execute("show Board twice").error?.hasPrefix("unexpected 'twice' after Board") == true)
        #expect(s.execute("show source Board").output.hasSuffix("Board is a SwiftUI hosting view: `show Board` shows its body"))
    }
}
