import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole

/// `why NAME` for SwiftUI views (swiftui-semantics.md §2, DESIGN "What HitLab chooses"): each
/// case is a scene built for one rule of the reference, a touch placed by that rule and the
/// layout DESIGN gives (a 300×100 host at the window's origin centres its content at
/// (150, 50)), and the `WhyAnswer` the rule says, read from the recorded SwiftUI hit-test.
@Suite struct SwiftUIWhyTests {
    /// The answers about `name` after `touch` on `body` in Host (0 0 300 100) over a UIKit view Behind.
    private func why(_ body: String, _ touch: String, _ name: String, extra: String = "") throws -> [WhyAnswer] {
        let s = scriptedSession("window 375 667\nview Behind 0 0 375 667\nswiftui Host 0 0 300 100 {\n\(body)\n}\n\(extra)")
        _ = s.execute(touch)
        let d = try #require(s.state.lastDelivery)
        return try #require(try SwiftUIWhy.answers(name, trace: d.trace, hit: d.hitView, classes: s.state.classes), "no SwiftUI view \(name)")
    }

    /// The spacer row: two texts apart, a tap gesture on the HStack.
    static let row = """
    HStack {
        Text("Name").frame(width: 60, height: 20)
        Spacer()
        Text("Go").frame(width: 40, height: 20)
    }
    .onTapGesture { print("row") }
    """

    /// §2.2: the HStack's gesture covers only its content; the Spacer between the texts has
    /// none, and the fix is contentShape before onTapGesture. The host took the touch anyway.
    @Test func theSpacerOfARowHasNoContent() throws {
        let answers = try why(Self.row, "tap 150 50", "HStack_1")
        #expect(answers == [
            .swiftUIMissed(view: "HStack_1", .gap(.emptyChild("Spacer_1", kind: "Spacer"), tap: "onTapGesture")),
            .swiftUIHostEmpty(host: "Host", point: Point(x: 150, y: 50)),
        ])
        #expect(try why(Self.row, "tap 150 50", "Spacer_1").first == .swiftUIMissed(view: "Spacer_1", .noContent(kind: "Spacer", container: "HStack_1")))
    }

    /// §2.2: the spacing between two children (8 by default, DESIGN) is no content either.
    @Test func theSpacingOfAStackHasNoContent() throws {
        // Two 50-wide colours and the 8 between them, centred at x 150: x 96…146 and 154…204.
        let body = "HStack {\n    Color.red.frame(width: 50, height: 20)\n    Color.blue.frame(width: 50, height: 20)\n}"
        #expect(try why(body, "tap 150 50", "HStack_1").first == .swiftUIMissed(view: "HStack_1", .gap(.spacing, tap: nil)))
    }

    /// §2.2: padding adds no content: the band around a padded view is a gap of the padding.
    @Test func paddingHasNoContent() throws {
        // A 20×20 rectangle padded by 16 is 52×52 centred at (150, 50): (130, 30) is in the band.
        let answers = try why("Rectangle().frame(width: 20, height: 20).padding()", "tap 130 30", "Rectangle_1")
        #expect(answers.first == .swiftUIMissed(view: "Rectangle_1", .gap(.around(modifier: "padding"), tap: nil)))
    }

    /// §2.3: with contentShape(Rectangle()) before onTapGesture, the whole row hits and its
    /// gesture runs.
    @Test func contentShapeMakesTheRowHit() throws {
        let fixed = Self.row.replacingOccurrences(of: ".onTapGesture", with: ".contentShape(Rectangle())\n.onTapGesture")
        let answers = try why(fixed, "tap 150 50", "HStack_1")
        #expect(answers == [
            .swiftUIHit(view: "HStack_1", path: ["Host", "HStack_1"]),
            .swiftUIActionRan(view: "HStack_1", gesture: "HStack_1.onTapGesture", precedence: .low, beat: [], alsoRan: []),
        ])
    }

    /// §2.7: a 300×300 Rectangle clipped to 100×100 still hits outside its clip and covers
    /// the Button above it; the Button was never asked (the Rectangle is later, in front).
    @Test func theClippedRectangleStealsTheButtonsTap() throws {
        let body = """
        VStack(spacing: 0) {
            Button("Tap me") { print("button") }
                .frame(width: 300, height: 30)
            Rectangle()
                .frame(width: 300, height: 300)
                .frame(width: 100, height: 70)
                .clipped()
        }
        """
        // The VStack is 100 tall: the button's frame y 0…30, the clip y 30…100 x 100…200;
        // the rectangle reaches y −85…215, x 0…300, so (150, 15) is on the button's label
        // (a Button's content is its label, centred) and on the rectangle.
        let clip = Rect(x: 100, y: 30, width: 100, height: 70)
        let answers = try why(body, "tap 150 15", "Button_1")
        #expect(answers == [
            .swiftUIMissed(view: "Button_1", .inFront(front: "Rectangle_1", hit: "Rectangle_1", .later(in: "VStack_1"))),
            .swiftUIHitOutsideClip(view: "Rectangle_1", clipper: "Rectangle_1", modifier: "clipped", size: Size(width: 300, height: 300), clip: clip),
        ])
        // With contentShape after the sizing frame the Button gets its tap.
        let fixed = body.replacingOccurrences(of: ".clipped()", with: ".clipped()\n.contentShape(Rectangle())")
        #expect(try why(fixed, "tap 150 15", "Button_1").first == .swiftUIChildHit(view: "Button_1", hit: "Text_1"))
    }

    /// §2.11, DESIGN's choice: the host took the touch from UIKit where it has no SwiftUI
    /// content, so the UIKit view behind is not hit; `why` on either says so.
    @Test func theHostingViewOverUIKit() throws {
        let s = scriptedSession("window 375 667\nview Behind 0 0 375 667\nswiftui Host 0 0 300 100 {\nColor.red.frame(width: 20, height: 20)\n}")
        _ = s.execute("tap 10 10")
        let d = try #require(s.state.lastDelivery)
        let fact = SwiftUIWhy(trace: d.trace).hostFact(try d.trace.scene.viewID(named: "Host"))
        #expect(fact == .swiftUIHostEmpty(host: "Host", point: Point(x: 10, y: 10)))
        let behind = s.execute("why Behind").text
        #expect(behind.contains("Host, in front of Behind, answered first"))
        #expect(behind.contains("The hosting view Host took the touch from UIKit, and there is no SwiftUI content at (10, 10)"))
    }

    /// §2.11: UIKit decides first: with a UIKit view in front of the host, SwiftUI never looks.
    @Test func aUIKitViewInFrontOfTheHost() throws {
        let answers = try why("Color.red.frame(width: 100, height: 100)", "tap 150 50", "Color_1", extra: "view Front 0 0 375 667")
        #expect(answers.first == .swiftUIHostNotHit(view: "Color_1", host: "Host", hitTested: true))
        #expect(answers.dropFirst().first == .siblingInFront(view: "Host", ancestor: "UIWindow", front: "Front", child: "Host"))
    }

    /// §2.1: Color.clear has no content (DESIGN's choice).
    @Test func colorClearHasNoContent() throws {
        let answers = try why("Color.clear.frame(width: 100, height: 40).onTapGesture { print(\"clear\") }", "tap 150 50", "Color_1")
        #expect(answers.first == .swiftUIMissed(view: "Color_1", .noContent(kind: "Color.clear", container: nil)))
    }

    /// §2.4, §2.5, §2.6, §2.9: the modifier that took the view out, on the view or around it.
    @Test func theModifierThatTookTheViewOutIsNamed() throws {
        func front(_ modifier: String) -> String {
            "ZStack {\n    Color.blue.frame(width: 100, height: 100)\n    VStack {\n        Color.red.frame(width: 100, height: 100)\n    }\n    .\(modifier)\n}"
        }
        #expect(try why(front("hidden()"), "tap 150 50", "Color_2").first == .swiftUIMissed(view: "Color_2", .refused(owner: "VStack_1", .hidden)))
        #expect(try why(front("opacity(0)"), "tap 150 50", "Color_2").first == .swiftUIMissed(view: "Color_2", .refused(owner: "VStack_1", .opacity(0))))
        #expect(try why(front("allowsHitTesting(false)"), "tap 150 50", "Color_2").first == .swiftUIMissed(view: "Color_2", .refused(owner: "VStack_1", .allowsHitTesting)))
        #expect(try why(front("disabled(true)"), "tap 150 50", "VStack_1").first == .swiftUIMissed(view: "VStack_1", .refused(owner: "VStack_1", .disabled)))
        // The touch goes to what is behind.
        #expect(try why(front("hidden()"), "tap 150 50", "Color_1").first == .swiftUIHit(view: "Color_1", path: ["Host", "ZStack_1", "Color_1"]))
    }

    /// §2.3: outside a content shape nothing inside hits.
    @Test func outsideAContentShape() throws {
        let answers = try why("Color.red.frame(width: 100, height: 100).contentShape(Circle())", "tap 103 3", "Color_1")
        #expect(answers.first == .swiftUIMissed(view: "Color_1", .refused(owner: "Color_1", .contentShape(shape: "Circle"))))
    }

    /// §2.3: a content shape is laid over the frame of the view it modifies, so one written
    /// before a larger `frame` covers only the smaller view: `why` names the frame to move it after.
    @Test func aContentShapeInsideALargerFrameNamesTheFrame() throws {
        let body = "Text(\"Hi\")\n    .contentShape(Rectangle())\n    .frame(width: 200, height: 60)\n    .onTapGesture { print(\"tapped\") }"
        // The 200×60 frame is centred at (150, 50): (60, 50) is inside it, far from the text.
        let answers = try why(body, "tap 60 50", "Text_1")
        #expect(answers.first == .swiftUIMissed(view: "Text_1", .refused(owner: "Text_1", .contentShape(shape: "Rectangle", outer: "frame"))))
        let moved = "Text(\"Hi\")\n    .frame(width: 200, height: 60)\n    .contentShape(Rectangle())\n    .onTapGesture { print(\"tapped\") }"
        #expect(try why(moved, "tap 60 50", "Text_1").first == .swiftUIHit(view: "Text_1", path: ["Host", "Text_1"]))
    }

    /// §2.8: front to back by ZStack order, zIndex and overlay; a background is behind.
    @Test func theViewInFrontIsNamedWithItsOrder() throws {
        let two = "ZStack {\n    Color.blue.frame(width: 100, height: 100)\n    Color.red.frame(width: 100, height: 100)\n}"
        #expect(try why(two, "tap 150 50", "Color_1").first == .swiftUIMissed(view: "Color_1", .inFront(front: "Color_2", hit: "Color_2", .later(in: "ZStack_1"))))
        let raised = two.replacingOccurrences(of: "Color.blue.frame(width: 100, height: 100)", with: "Color.blue.frame(width: 100, height: 100).zIndex(1)")
        #expect(try why(raised, "tap 150 50", "Color_2").first == .swiftUIMissed(view: "Color_2", .inFront(front: "Color_1", hit: "Color_1", .zIndex(front: 1, behind: 0))))
        let overlaid = "Color.red.frame(width: 100, height: 100).overlay(Color.green)"
        #expect(try why(overlaid, "tap 150 50", "Color_1").first == .swiftUIMissed(view: "Color_1", .inFront(front: "Color_2", hit: "Color_2", .overlay(of: "Color_1"))))
        let behind = "Color.red.frame(width: 100, height: 100).background(Color.green)"
        #expect(try why(behind, "tap 150 50", "Color_2").first == .swiftUIMissed(view: "Color_2", .inFront(front: "Color_1", hit: "Color_1", .background(of: "Color_1"))))
    }

    /// §2.1, DESIGN's choice: a shape hits inside its path: a Circle's frame corner misses.
    @Test func aCircleMissesInItsCorner() throws {
        // A 100×100 circle centred at (150, 50): (103, 3) is in its frame, far from its path.
        let answers = try why("Circle().frame(width: 100, height: 100)", "tap 103 3", "Circle_1")
        #expect(answers.first == .swiftUIMissed(view: "Circle_1", .outsidePath(shape: "Circle", frame: Rect(x: 100, y: 0, width: 100, height: 100))))
        // §2.2: a ZStack around it hits only where its child does; its frame alone is no content.
        let stacked = try why("ZStack {\n    Circle().frame(width: 100, height: 100)\n}", "tap 103 3", "ZStack_1")
        #expect(stacked.first == .swiftUIMissed(view: "ZStack_1", .gap(.noChildContent, tap: nil)))
    }

    /// §2.10, DESIGN's choice: no margin; a miss by under 10 pt is a near miss, a far one is not.
    @Test func aNearMissIsMeasured() throws {
        // A 40×40 colour centred at (150, 50): x 130…170; (175, 50) is 5 pt outside.
        let frame = Rect(x: 130, y: 30, width: 40, height: 40)
        let near = try why("Color.red.frame(width: 40, height: 40)", "tap 175 50", "Color_1")
        #expect(near.first == .swiftUIMissed(view: "Color_1", .outside(point: Point(x: 175, y: 50), frame: frame, distance: 5)))
        let far = try why("Color.red.frame(width: 40, height: 40)", "tap 250 50", "Color_1")
        #expect(far.first == .swiftUIMissed(view: "Color_1", .outside(point: Point(x: 250, y: 50), frame: frame, distance: 80)))
    }

    /// §2.1 and §2.2: only content hits, and a stack is the union of its children, so a miss on
    /// a container is measured to its nearest content, not to the container's frame. Here the
    /// HStack spans the host's 300 pt (its Spacer takes the rest), but its only content is the
    /// colour at its left: 5 pt below the stack's right end is far from anything it could hit.
    @Test func aNearMissOnAContainerIsMeasuredToItsNearestContent() throws {
        let body = "HStack {\n    Color.red.frame(width: 20, height: 22)\n    Spacer()\n}"
        // The stack is 22 high, centred in the 100-high host: y 39…61; the colour fills x 0…20.
        let text = Rect(x: 0, y: 39, width: 20, height: 22)
        let far = try why(body, "tap 290 66", "HStack_1")
        #expect(far.first == .swiftUIMissed(view: "HStack_1", .outsideContent(point: Point(x: 290, y: 66), content: "Color_1", frame: text,
                                                                               distance: (270.0 * 270 + 25).squareRoot())))
        let near = try why(body, "tap 10 66", "HStack_1")
        #expect(near.first == .swiftUIMissed(view: "HStack_1", .outsideContent(point: Point(x: 10, y: 66), content: "Color_1", frame: text, distance: 5)))
        // Worded: the far miss is no near miss, though the stack's frame is 5 pt away.
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\n\(body)\n}")
        _ = s.execute("tap 290 66")
        let words = s.execute("why HStack_1").text
        #expect(words.contains("not on HStack_1's content at all") && words.contains("Color_1") && !words.contains("would probably reach"))
        _ = s.execute("tap 10 66")
        #expect(s.execute("why HStack_1").text.contains("5 pt from HStack_1's nearest content, Color_1"))
    }

    /// §3.4: the view hit, and which action ran: the deepest tap gesture or Button.
    @Test func theActionThatRanIsNamed() throws {
        let button = "Button(\"Go\") { print(\"go\") }.frame(width: 100, height: 40)"
        #expect(try why(button, "tap 150 50", "Text_1") == [
            .swiftUIHit(view: "Text_1", path: ["Host", "Button_1", "Text_1"]),
            .swiftUIActionRan(view: "Text_1", gesture: "Button_1.action", precedence: .low, beat: [], alsoRan: []),
        ])
        let nested = "VStack {\n    Text(\"In\").frame(width: 100, height: 40).onTapGesture { print(\"in\") }\n}\n.onTapGesture { print(\"out\") }"
        #expect(try why(nested, "tap 150 50", "VStack_1").last == .swiftUIActionRan(view: "VStack_1", gesture: "Text_1.onTapGesture", precedence: .low, beat: ["VStack_1.onTapGesture"], alsoRan: []))
        // A closure over several lines inside another gesture's view: the inner one ran.
        let lines = "HStack {\n    Button {\n        print(\"b\")\n    } label: {\n        Text(\"B\").frame(width: 100, height: 40)\n    }\n}\n.onTapGesture {\n    print(\"row\")\n}"
        #expect(try why(lines, "tap 150 50", "HStack_1").last == .swiftUIActionRan(view: "HStack_1", gesture: "Button_1.action", precedence: .low, beat: ["HStack_1.onTapGesture"], alsoRan: []))
        // A hit-test alone runs nothing and says nothing of actions; a tap with none says so.
        #expect(try why(nested, "hittest 150 50", "Text_1") == [.swiftUIHit(view: "Text_1", path: ["Host", "VStack_1", "Text_1"])])
        #expect(try why("Text(\"Plain\")", "tap 150 50", "Text_1").last == .swiftUINoAction(view: "Text_1", hit: "Text_1", anyOnPath: false))
    }

    /// DESIGN's tap: a finger that moves more than 45 pt is no tap, so the gesture around the
    /// view does not run, and `why` says which thresholds HitLab chose.
    @Test func aDragIsNoTap() throws {
        let body = "Color.red.frame(width: 200, height: 60).onTapGesture { print(\"tap\") }"
        #expect(try why(body, "drag 150 50 200 50", "Color_1").last == .swiftUINoAction(view: "Color_1", hit: "Color_1", anyOnPath: true))
    }

    /// A lift does no hit test (a touch keeps the view it began on): `why` says so, and gives
    /// UIKit's answer about the host, which holds the touch.
    @Test func aLiftDidNoHitTest() throws {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\nColor.red.frame(width: 200, height: 60)\n}\ntouch down 1 150 50\ntouch up 1")
        let d = try #require(s.state.lastDelivery)
        let answers = try #require(try SwiftUIWhy.answers("Color_1", trace: d.trace, hit: d.hitView, classes: s.state.classes))
        #expect(answers.first == .swiftUIHostNotHit(view: "Color_1", host: "Host", hitTested: false))
        #expect(answers.dropFirst().first == .holdsItsTouch(view: "Host", fingers: [1]))
    }

    /// One golden answer per language: the spacer row's words in English and Simplified Chinese.
    @Test func theSpacerRowInEachLanguage() {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\n\(Self.row)\n}\ntap 150 50")
        #expect(s.execute("why HStack_1").text == """
        HStack_1's onTapGesture covers only its content: the point is on Spacer_1, a Spacer, which has none. `.contentShape(Rectangle())` before `.onTapGesture` makes the whole frame hit. That spacers, spacing, padding and Color.clear have no content is HitLab's choice: SwiftUI does not document it, and developers' reports agree.
        The hosting view Host took the touch from UIKit, and there is no SwiftUI content at (150, 50): UIKit hit-tests a hosting view over its whole bounds, so the touch stops at Host and reaches no UIKit view behind it. That is HitLab's choice: how a hosting view decides is undocumented and changed in iOS 18 and 26. An app that wants such touches to pass through overrides the host's hitTest to return nil where SwiftUI has no content.
        """)
        s.style.language = .chinese
        #expect(s.execute("why HStack_1").text == """
        HStack_1 的 onTapGesture 只覆盖它的内容：这个点在 Spacer_1 上，它是一个 Spacer，没有内容。在 `.onTapGesture` 之前加上 `.contentShape(Rectangle())`，整个 frame 就都能被命中。Spacer、间距、padding 和 Color.clear 没有内容，这是 HitLab 的选择：SwiftUI 没有文档说明，开发者的报告都是这样。
        托管视图 Host 从 UIKit 那里接下了触摸，而 (150, 50) 处没有 SwiftUI 内容：UIKit 按托管视图的整个 bounds 做命中测试，所以触摸停在 Host，到不了它下面的 UIKit 视图。这是 HitLab 的选择：托管视图怎样判断没有文档说明，并且在 iOS 18 和 26 中变过。想让这样的触摸穿过去的 app 会重写托管视图的 hitTest，在 SwiftUI 没有内容的地方返回 nil。
        """)
    }

    /// DESIGN's names: a view with an accessibilityIdentifier is asked about by it.
    @Test func aViewIsNamedByItsAccessibilityIdentifier() throws {
        let body = "ZStack {\n    Color.blue.frame(width: 100, height: 100).accessibilityIdentifier(\"Back\")\n    Color.red.frame(width: 100, height: 100).accessibilityIdentifier(\"Front\")\n}"
        #expect(try why(body, "tap 150 50", "Back").first == .swiftUIMissed(view: "Back", .inFront(front: "Front", hit: "Front", .later(in: "ZStack_1"))))
    }

    /// A name that is neither a UIKit nor a SwiftUI view is refused, naming it.
    @Test func anUnknownNameIsRefused() {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\n\(Self.row)\n}\ntap 150 50")
        let reply = s.execute("why Text_9")
        #expect(reply.isError)
        #expect(reply.text.contains("Text_9"))
    }

    /// Every rule `why` and `explain` read is a line of the hosting view's hit-test source.
    @Test func everyRuleOpensALineOfTheSource() {
        for rule in SwiftUIHitRule.allCases { #expect(rule.line != nil, "\(rule) is not in _UIHostingView._hitTest") }
    }

    /// `explain` at the records of SwiftUI's hit-test narrates the rule each line applies to
    /// the layer it asks (§2.2: a container asks its children front to back; a Spacer has no
    /// content), and quotes a check that does not apply to that layer.
    @Test func explainNarratesTheRuleOfEachLine() throws {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\n\(Self.row)\n}\ntap 150 50")
        let delivery = try #require(s.state.lastDelivery)
        var d = Debugger(trace: delivery.trace, classes: s.state.classes)
        var steps: [Explanation] = [], quoted = 0
        for i in 0..<delivery.trace.count where delivery.trace[i].kind == .line {
            d.move(to: i)
            for e in Explainer(debugger: d).explanations() {
                if case .swiftUIStep = e { steps.append(e) }
                if case .line(let className, _, _, _, _) = e, className == "_UIHostingView" { quoted += 1 }
            }
        }
        let p = Point(x: 150, y: 50)
        #expect(steps.first == .swiftUIStep(layer: "HStack_1.onTapGesture", point: p, .asks))
        #expect(steps.contains(.swiftUIStep(layer: "HStack_1.onTapGesture", point: p, .passesThrough(modifier: "onTapGesture"))))
        #expect(steps.contains(.swiftUIStep(layer: "HStack_1", point: p, .childrenFrontToBack(["Text_2", "Spacer_1", "Text_1"]))))
        #expect(steps.contains { if case .swiftUIStep("Spacer_1", _, .leaf("Spacer", false, false, _)) = $0 { true } else { false } })
        #expect(quoted > 0)
    }

    /// Every SwiftUI answer and every step `explain` narrates is a sentence in English and in
    /// both Chinese scripts (ARCHITECTURE.md), the Chinese in Chinese.
    @Test func everySwiftUISentenceIsWordedInEachLanguage() {
        let scene = Scene(width: 375, height: 667)
        let p = Point(x: 1, y: 2), r = Rect(x: 0, y: 0, width: 10, height: 10)
        let misses: [WhyAnswer.SwiftUIMiss] = [
            .refused(owner: "A", .hidden), .refused(owner: "B", .opacity(0)), .refused(owner: "A", .allowsHitTesting),
            .refused(owner: "B", .disabled), .refused(owner: "A", .contentShape(shape: "Circle")),
            .noContent(kind: "Spacer", container: "S"), .noContent(kind: "EmptyView", container: nil),
            .gap(.emptyChild("Spacer_1", kind: "Spacer"), tap: "onTapGesture"), .gap(.spacing, tap: nil), .gap(.noChildContent, tap: nil), .gap(.around(modifier: "padding"), tap: nil),
            .outsidePath(shape: "Circle", frame: r), .outside(point: p, frame: r, distance: 3), .outside(point: p, frame: r, distance: 30),
            .outsideContent(point: p, content: "T", frame: r, distance: 3), .outsideContent(point: p, content: "T", frame: r, distance: 30),
            .inFront(front: "F", hit: "F", .later(in: "Z")), .inFront(front: "F", hit: "G", .zIndex(front: 1, behind: 0)),
            .inFront(front: "F", hit: "F", .overlay(of: "A")), .inFront(front: "B", hit: "B", .background(of: "B")), .notAsked(ancestor: "S"),
        ]
        let answers: [WhyAnswer] = misses.map { .swiftUIMissed(view: "A", $0) } + [
            .swiftUIHit(view: "A", path: ["H", "A"]), .swiftUIChildHit(view: "S", hit: "A"), .swiftUIHostNotHit(view: "A", host: "H", hitTested: true), .swiftUIHostNotHit(view: "A", host: "H", hitTested: false),
            .swiftUIHostEmpty(host: "H", point: p), .swiftUIHostHit(host: "H", hit: "A"),
            .swiftUIHitOutsideClip(view: "A", clipper: "S", modifier: "clipShape", size: Size(width: 30, height: 30), clip: r),
            .swiftUIActionRan(view: "A", gesture: "B.action", precedence: .low, beat: [], alsoRan: []),
            .swiftUIActionRan(view: "A", gesture: "A.onTapGesture", precedence: .low, beat: ["B.onTapGesture"], alsoRan: []),
            .swiftUIActionRan(view: "A", gesture: "B.highPriorityGesture", precedence: .high, beat: ["A.onTapGesture"], alsoRan: []),
            .swiftUIActionRan(view: "A", gesture: "B.highPriorityGesture", precedence: .high, beat: [], alsoRan: ["C.simultaneousGesture"]),
            .swiftUINoAction(view: "A", hit: "A", anyOnPath: false), .swiftUINoAction(view: "A", hit: "A", anyOnPath: true),
        ]
        let steps: [SwiftUIStep] = [
            .asks, .hidden, .transparent(0), .hitTestingOff, .disabled, .contentShape(shape: "Circle", inside: true), .contentShape(shape: "Circle", inside: false),
            .overlayFirst(overlay: "B"), .backgroundLast(background: "B"), .passesThrough(modifier: "clipped"), .childrenFrontToBack(["A", "B"]),
            .childrenFrontToBack([]), .leaf(kind: "Circle", hasContent: true, byPath: true, inside: false), .leaf(kind: "Spacer", hasContent: false, byPath: false, inside: false),
        ]
        let sentences: [(String, String, String)] = answers.map { a in
            (EnglishWords().why(a, in: scene), ChineseWords(script: .chinese).why(a, in: scene), ChineseWords(script: .traditionalChinese).why(a, in: scene))
        } + steps.map { step in
            let e = Explanation.swiftUIStep(layer: "A.padding", point: p, step)
            return (EnglishWords().explanation(e, in: scene), ChineseWords(script: .chinese).explanation(e, in: scene), ChineseWords(script: .traditionalChinese).explanation(e, in: scene))
        }
        for (english, simplified, traditional) in sentences {
            #expect(!english.isEmpty && english.first?.isLetter == true, "\(english)")
            #expect(simplified.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(simplified)")
            #expect(traditional != simplified || !simplified.contains("没"), "\(traditional)")
        }
    }
}
