import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A drag that sets a `@State` offset keeps the layout it had and moves the offset view (SwiftUI:
/// `offset` changes where a view is drawn and hit-tested, not the layout around it). A kept
/// layout that was wrong would be a wrong answer, so each test compares what the dragged session
/// shows with a fresh session whose state starts where the drag left it.
@Suite struct SwiftUIOffsetLayoutTests {
    /// Rows above a card that a drag moves, with a badge overlaid on it and a padding outside
    /// the offset (the padding's frame stays, the card inside it moves). `label` is what the
    /// last row shows, so a row can read the dragged state.
    static func body(start: String, label: String = "\"last\"") -> String {
        """
        window 375 667
        swiftui Host 0 0 375 600 {
            @State var moved = \(start)
            VStack(spacing: 4) {
                ForEach(0..<3) { i in Text("row \\(i)").padding(2) }
                Text(\(label))
                Color.red.frame(width: 100, height: 100)
                    .overlay(Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("Badge"))
                    .offset(x: moved.width, y: moved.height)
                    .padding(10)
                    .accessibilityIdentifier("Card")
                    .gesture(DragGesture(minimumDistance: 0).onChanged { value in moved = value.translation })
            }
        }
        """
    }

    /// The dragged session, after a drag of (30, -20) then (45, 25) from the card's centre, lifted.
    func dragged(label: String = "\"last\"") -> Session {
        let s = scriptedSession(Self.body(start: "CGSize.zero", label: label))
        _ = s.execute("touch down 1 187 400")
        _ = s.execute("touch move 1 217 380")
        _ = s.execute("touch move 1 232 425")
        _ = s.execute("touch up 1")
        return s
    }

    func fresh(label: String = "\"last\"") -> Session {
        scriptedSession(Self.body(start: "CGSize(width: 45, height: 25)", label: label))
    }

    func answers(_ s: Session) -> [String] {
        ["tree", "p Card.frame", "p Badge.frame", "p Text_4.frame", "hittest 232 425", "hittest 190 330", "draw"].map { s.execute($0).output }
    }

    @Test func aDraggedOffsetShowsWhatAFreshEvaluationOfTheSameStateShows() {
        let s = dragged()
        #expect(answers(s) == answers(fresh()))
    }

    @Test func theOffsetMovesTheCardAndItsOverlayButNotThePaddingOrTheRows() throws {
        let s = dragged(), still = scriptedSession(Self.body(start: "CGSize.zero"))
        let content = try #require(s.state.presentSwiftUI), before = try #require(still.state.presentSwiftUI)
        for name in ["Card", "Badge"] {
            let a = try #require(content.node(named: name)?.node.frame), b = try #require(before.node(named: name)?.node.frame)
            #expect(a == b.offsetBy(dx: 45, dy: 25), "\(name)")
        }
        // The padding outside the offset is laid out where it was: offset does not change layout.
        #expect(content.node(named: "Card")?.node.outerFrame == before.node(named: "Card")?.node.outerFrame)
        #expect(content.node(named: "Text_1")?.node.frame == before.node(named: "Text_1")?.node.frame)
    }

    /// A row that reads the dragged state changes its text, so the body is laid out again:
    /// the answers are still those of a fresh evaluation.
    @Test func aRowThatReadsTheStateIsLaidOutAgain() {
        let label = "\"at \\(moved.width)\""
        let s = dragged(label: label)
        #expect(s.execute("tree").output.contains("at 45"))
        #expect(answers(s) == answers(fresh(label: label)))
    }
}
