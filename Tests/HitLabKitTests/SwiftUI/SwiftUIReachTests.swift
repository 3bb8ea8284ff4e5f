import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole

/// HitLab's shortcut in SwiftUI's hit-test (`view.reaches(point)`): a container with nothing
/// near the touch answers nil without asking what is inside it. The rules of the reference
/// must come out the same: an overhang (an offset, an overlay larger than its view) still hits
/// outside its container's frame (§2.7, §2.8: SwiftUI hit-tests content where it is drawn), a
/// List row's cell still takes a touch off the row's content (§3.6), and an offset a state
/// changed moves what hits (§2.12). A tap far down a long list asks each row once.
@Suite struct SwiftUIReachTests {
    /// A session with `body` in Host (0 0 300 100) over a UIKit view Behind.
    private func session(_ body: String, host: String = "0 0 300 100") -> Session {
        scriptedSession("window 375 667\nview Behind 0 0 375 667\nswiftui Host \(host) {\n\(body)\n}")
    }

    /// The list of rows the bench scenario types, shorter.
    static func rows(_ count: Int) -> String {
        """
        ScrollView {
            ForEach(0..<\(count)) { i in
                HStack {
                    Text("Row \\(i)")
                    Spacer()
                    Button("Buy") {
                        print("bought \\(i)")
                    }
                }
            }
        }
        """
    }

    /// Every view `_hitTest` was asked about in the last delivery, in order.
    private func asked(_ s: Session) throws -> [String] {
        let trace = try #require(s.state.lastDelivery).trace
        return SwiftUIWhy(trace: trace).steps(under: try #require(SwiftUIWhy(trace: trace).rootCall(host: nil))).map(\.ref.laidOut.name)
    }

    /// A tap on the last row's Button: the rows in front of it are each asked once (their
    /// views are not), and the Button's label is hit and its action runs.
    @Test func aFarRowIsAnsweredWithoutItsViews() throws {
        let s = session(Self.rows(20), host: "0 0 375 667")
        let button = try swiftUIFrame(s, "Button_20")
        let out = s.execute("tap \(formatNumber(button.midX)) \(formatNumber(button.midY))").output
        #expect(out.contains("bought 19"), "\(out)")
        let names = try asked(s)
        // Rows are asked from the front (the last first): the 20th row holds the point.
        #expect(names.filter { $0.hasPrefix("HStack_") } == ["HStack_20"], "\(names)")
        #expect(names.contains("Text_40") && !names.contains("Text_1") && !names.contains("Button_1"), "\(names)")
        // A tap on the first row asks the 19 rows in front of it, and none of their views.
        _ = s.execute("tap \(formatNumber(button.midX)) \(formatNumber(try swiftUIFrame(s, "Button_1").midY))")
        let first = try asked(s)
        #expect(first.filter { $0.hasPrefix("HStack_") }.count == 20, "\(first)")
        #expect(!first.contains("Text_39") && !first.contains("Button_19"), "\(first)")
    }

    /// §2.7/§2.8: a view offset out of its stack, and an overlay larger than its view, hit
    /// where they are drawn, outside the frame of the container that holds them.
    @Test func anOverhangStillHitsOutsideItsContainer() throws {
        let offset = session("VStack {\n    Color.red.frame(width: 20, height: 20).offset(x: 100)\n}")
        // The VStack is 20×20 at (140, 40); its colour is drawn at x 240…260.
        #expect(try swiftUIOuterFrame(offset, "VStack_1") == rect(140, 40, 20, 20))
        #expect(offset.execute("hittest 250 50").text == "hit: Host Color_1")
        let overlay = session("HStack {\n    Color.red.frame(width: 20, height: 20)\n        .overlay(Color.blue.frame(width: 60, height: 60))\n}")
        // The overlay's 60×60 is centred on the 20×20 colour: (120, 20, 60, 60), past the HStack's frame.
        #expect(overlay.execute("hittest 175 50").text == "hit: Host Color_2")
        #expect(overlay.execute("hittest 185 50").text == "hit: Host (no SwiftUI content here)")
    }

    /// §2.12: a state that moves a view by `offset` moves where it hits, and where it no longer is.
    @Test func anOffsetAStateMovesMovesWhereTheContainerReaches() throws {
        let s = session("@State var x = 0.0\nVStack {\n    Color.red.frame(width: 20, height: 20)\n        .offset(x: x)\n        .onTapGesture { x = 100 }\n}")
        #expect(s.execute("tap 150 50").error == nil)
        #expect(s.execute("hittest 250 50").text == "hit: Host Color_1")
        #expect(s.execute("hittest 150 50").text == "hit: Host (no SwiftUI content here)")
    }

    /// §3.6 (HitLab's choice): a List row's cell is as wide as the List, so a touch off the
    /// row's content, far from the row's views, still lands in the row.
    @Test func aListRowsCellIsWithinTheListsReach() throws {
        // Each row a stack, whose own reach ends at its text: the List asks the cells itself.
        let s = session("List {\n    HStack { Text(\"One\") }\n    HStack { Text(\"Two\") }\n}", host: "0 0 375 667")
        let two = try swiftUIFrame(s, "Text_2")
        #expect(s.execute("hittest 360 \(formatNumber(two.midY))").text == "hit: Host HStack_2 (cell)")
    }

    /// `why` for a view in a row the walk passed over says where the view is, as for one asked.
    @Test func whyAViewInAPassedOverRowSaysWhereItIs() throws {
        let s = session(Self.rows(6), host: "0 0 375 667")
        let first = try swiftUIFrame(s, "Button_1")
        _ = s.execute("tap \(formatNumber(first.midX)) \(formatNumber(first.midY))")
        let d = try #require(s.state.lastDelivery)
        let answers = try #require(try SwiftUIWhy.answers("Text_9", trace: d.trace, hit: d.hitView, classes: s.state.classes))
        let frame = try swiftUIFrame(s, "Text_9")
        let point = Point(x: first.midX, y: first.midY)
        #expect(answers.first == .swiftUIMissed(view: "Text_9", .outside(point: point, frame: frame, distance: SwiftUIWhy.distance(from: point, to: frame))))
    }

    /// `explain on` at the shortcut's line says it is HitLab's, in English and Chinese.
    @Test func explainSaysTheShortcutIsHitLabs() throws {
        for (language, words) in [(Language.english, "HitLab's shortcut"), (.chinese, "HitLab 的捷径")] {
            let s = session(Self.rows(3), host: "0 0 375 667")
            s.style.language = language
            _ = s.execute("break _hitTest if view.name == \"HStack_2\"")
            _ = s.execute("explain on")
            let first = try swiftUIFrame(s, "Button_1")
            _ = s.execute("tap \(formatNumber(first.midX)) \(formatNumber(first.midY))")
            let said = (0..<4).map { _ in s.execute("step").output }.joined(separator: "\n")
            #expect(said.contains(words) && said.contains("HStack_2"), "\(said)")
        }
    }
}
