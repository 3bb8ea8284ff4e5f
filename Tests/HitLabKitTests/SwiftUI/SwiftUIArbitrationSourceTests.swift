import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabConsole

/// SwiftUI's arbitration as readable source (`_UIHostingView._arbitrate`, `_isEnabled`): it is
/// what decides (its answers, asked directly, follow swiftui-semantics.md §3.3–§3.5), a
/// breakpoint stops in it, `step` walks it, and `explain on` names each rule.
@Suite struct SwiftUIArbitrationSourceTests {
    static let scene = """
    window 375 667
    swiftui Host 0 100 300 300 {
        VStack(spacing: 0) {
            Circle().frame(width: 50, height: 50).accessibilityIdentifier("Dot").onTapGesture { print("Dot tapped") }
            Text("Below").frame(width: 100, height: 40)
        }
        .highPriorityGesture(TapGesture().onEnded { print("VStack tapped") })
    }
    """

    /// A gesture value as the arbitration sees it on a touch's path.
    static func gesture(_ kind: SwiftUIGestureKind, count: Int = 1, _ name: String) -> Value {
        var g = SwiftUIGestureValue(kind: kind, position: SourcePosition(line: 1, column: 1))
        g.count = count
        g.name = name
        return .swiftUIGesture(g)
    }

    /// Runs the source on the host, as the pipeline does.
    static func ask(_ method: MethodKind, _ arguments: [Value]) throws -> Value {
        let s = scriptedSession(scene)
        let interpreter = Interpreter(scene: s.state.scene, event: Event(timestamp: 0, touches: []), classes: s.state.classes)
        return try interpreter.call(method, on: .view(try s.state.scene.viewID(named: "Host")), arguments: arguments)
    }

    /// One case: the rule, the first gesture (inside, or the composition's receiver) and its
    /// tap count, the second and its count, and the source's answer.
    typealias Case = (rule: String, a: SwiftUIGestureKind, aCount: Int, b: SwiftUIGestureKind, bCount: Int, answer: String)

    /// Every §3.3/§3.4 case, with the answer the reference gives, a line for each rule of the
    /// reference: `first` is inside `second` (or the composition's receiver).
    @Test(arguments: [
        // [DOC: A-gm] gesture: the subviews' (inner) gesture has precedence.
        [("gesture", .tap, 1, .tap, 1, "first"), ("onTapGesture", .drag, 1, .tap, 1, "first"), ("onLongPressGesture", .tap, 1, .longPress, 1, "first")],
        // [DOC: A-gm] highPriorityGesture: the added (outer) gesture wins.
        [("highPriorityGesture", .tap, 1, .tap, 1, "second"), ("highPriorityGesture", .tap, 1, .drag, 1, "second")],
        // [DOC: A-gm, A-comp] simultaneousGesture, simultaneously(with:): neither precedes.
        [("simultaneousGesture", .tap, 1, .tap, 2, "both"), ("simultaneously", .tap, 1, .drag, 1, "both")],
        // [DOC: A-comp] sequenced(before:): the second only after the first.
        [("sequenced", .longPress, 1, .drag, 1, "sequence")],
        // [DOC: A-comp] exclusively(before:): the first, in the order written, even a single before a double (§3.3).
        [("exclusively", .tap, 1, .tap, 2, "first"), ("exclusively", .tap, 2, .tap, 1, "first")],
        // [RE] across modifiers the smaller tap count waits for the larger (§3.4).
        [("gesture", .tap, 1, .tap, 2, "second has more taps"), ("highPriorityGesture", .tap, 2, .tap, 1, "first has more taps"),
         ("onTapGesture", .spatialTap, 1, .tap, 2, "second has more taps")],
    ] as [[Case]])
    func theSourceDecidesEveryCase(cases: [Case]) throws {
        for c in cases {
            let got = try Self.ask(.swiftUIArbitrate, [Self.gesture(c.a, count: c.aCount, "A"), Self.gesture(c.b, count: c.bCount, "B"), .string(c.rule)])
            #expect(got == .string(c.answer), "\(c.rule): \(c.a)(\(c.aCount)) inside \(c.b)(\(c.bCount))")
            #expect(SwiftUIPrecedence(rawValue: c.answer) != nil, "every answer is a row the pipeline knows")
        }
    }

    /// [DOC: A-mask] The four masks: .all both, .gesture only the added gesture, .subviews only
    /// the subviews', .none neither (DESIGN's choice: as documented).
    @Test func theMaskSourceFollowsAppleTable() throws {
        let table: [(String, Bool, Bool)] = [("all", true, true), ("gesture", true, false), ("subviews", false, true), ("none", false, false)]
        for (mask, gesture, subviews) in table {
            #expect(try Self.ask(.swiftUIMaskEnables, [.string("gesture"), .string(mask)]) == .bool(gesture), "\(mask) gesture")
            #expect(try Self.ask(.swiftUIMaskEnables, [.string("subviews"), .string(mask)]) == .bool(subviews), "\(mask) subviews")
        }
    }

    /// Each rule `explain` names opens a line of the source.
    @Test func everyRuleIsInTheSource() {
        for rule in SwiftUIArbitrationRule.allCases { #expect(rule.line != nil, "\(rule) has no line in the source") }
    }

    /// `break _UIHostingView._arbitrate` stops where the parent's highPriorityGesture meets
    /// Dot's tap; `first` and `second` name them; `finish` returns "second" (the parent's), and
    /// the tap then runs only the parent's gesture (§4 misconception 4).
    @Test func breakStopsInTheArbitration() throws {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break _UIHostingView._arbitrate")
        let stop = s.execute("tap " + (try centre(s, "Dot"))).output
        #expect(stop.contains("Breakpoint 1"), "\(stop)")
        #expect(s.execute("p first.name").output.contains("Dot.onTapGesture"))
        #expect(s.execute("p rule").output.contains("highPriorityGesture"))
        let finished = s.execute("finish").output
        #expect(finished.contains("second"), "\(finished)")
        let rest = s.execute("continue").output
        #expect(rest.contains("VStack tapped") && !rest.contains("Dot tapped"), "\(rest)")
    }

    /// What `explain on` says over eight steps of the source, from a stop in it on a tap on `view`.
    static func explainedSteps(_ language: Language, in s: Session = scriptedSession(scene), tapping view: String = "Dot") throws -> String {
        s.style.language = language
        _ = s.execute("break _UIHostingView._arbitrate")
        _ = s.execute("explain on")
        _ = s.execute("tap " + (try centre(s, view)))
        return (0..<8).map { _ in s.execute("step").output }.joined(separator: "\n")
    }

    /// `explain on` while stepping the source names the rule that decides: the high-priority one.
    @Test func explainNarratesTheRule() throws {
        let said = try Self.explainedSteps(.english)
        #expect(said.contains("VStack_1.highPriorityGesture is attached with highPriorityGesture, so it goes before Dot.onTapGesture"), "\(said)")
        let zhSaid = try Self.explainedSteps(.chinese)
        #expect(zhSaid.contains("是用 highPriorityGesture 添加的"), "\(zhSaid)")
    }

    /// A ScrollView's pan against its content is a rule of the source too (§3.6): a drag attached
    /// with highPriorityGesture goes first [OBS: mlem #1171], any other gesture and the pan cancel
    /// whichever recognizes second (DESIGN's choice, iOS 17); `explain` names the rule on a tap
    /// on a row, in English and Chinese.
    @Test func theScrollViewsPanIsARuleOfTheSource() throws {
        var drag = SwiftUIGestureValue(kind: .drag, position: SourcePosition(line: 1, column: 1))
        drag.isHighPriority = true
        let pan = Self.gesture(.scroll, "ScrollView_1.panGestureRecognizer")
        #expect(try Self.ask(.swiftUIArbitrate, [.swiftUIGesture(drag), pan, .string("scrollView")]) == .string("first"))
        drag.isHighPriority = false
        #expect(try Self.ask(.swiftUIArbitrate, [.swiftUIGesture(drag), pan, .string("scrollView")]) == .string("whichever acts first"))
        #expect(try Self.ask(.swiftUIArbitrate, [Self.gesture(.tap, "Row"), pan, .string("scrollView")]) == .string("whichever acts first"))
        let said = try Self.explainedSteps(.english, in: SwiftUIScrollViewTests.feed(), tapping: "Color_1")
        #expect(said.contains("ScrollView_1.panGestureRecognizer is the pan of the UIScrollView under the scroll view"), "\(said)")
        #expect(try Self.explainedSteps(.chinese, in: SwiftUIScrollViewTests.feed(), tapping: "Color_1").contains("谁先识别，谁就取消另一个"))
    }

    /// A mask written asks `_isEnabled`; `explain` says what the mask does.
    @Test func explainNarratesAMask() throws {
        let s = (SwiftUIArbitrationTests.circleInStack("gesture", mask: ", including: .gesture"))
        _ = s.execute("break _UIHostingView._isEnabled")
        _ = s.execute("explain on")
        let stop = s.execute("tap " + (try centre(s, "Circle_1"))).output
        #expect(stop.contains("Breakpoint 1"), "\(stop)")
        var said = ""
        for _ in 0..<6 { said += s.execute("step").output + "\n" }
        #expect(said.contains("The mask is .gesture"), "\(said)")
    }
}
