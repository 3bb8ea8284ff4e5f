import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// Gestures as values (DESIGN's gesture list, swiftui-semantics.md §3.1): each initializer
/// and modifier parses into `SwiftUIGesture` data with the documented defaults, and misuse is
/// refused with a one-line error naming the line and column.
@Suite struct SwiftUIGestureValueTests {
    /// The gesture modifiers of a body's root view, innermost first.
    func gestures(_ body: String) throws -> [SwiftUIGesture] {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 300 {\n\(body)\n}")
        let root = try #require(try swiftUIContent(s).hosts.first?.layout.nodes.first)
        return root.view.modifiers.compactMap { if case .gesture(let g) = $0 { g } else { nil } }
    }

    /// The refusal a body gets.
    func refusal(_ body: String) -> String {
        let s = scriptedSession("window 375 667")
        return s.execute("swiftui Host 0 0 300 300 {\n\(body)\n}").error ?? ""
    }

    /// [DOC: A-prim] defaults: a tap counts 1, a long press 0.5 s and 10 pt, a drag 10 pt.
    @Test func primitivesCarryTheirDocumentedDefaults() throws {
        let g = try gestures("""
        Color.red
            .gesture(TapGesture())
            .gesture(LongPressGesture())
            .gesture(DragGesture())
            .simultaneousGesture(SpatialTapGesture(count: 3))
            .highPriorityGesture(LongPressGesture(minimumDuration: 1, maximumDistance: 30))
            .gesture(DragGesture(minimumDistance: 0))
        """)
        #expect(g.map(\.value.kind) == [.tap, .longPress, .drag, .spatialTap, .longPress, .drag])
        #expect(g.map(\.modifier) == ["gesture", "gesture", "gesture", "simultaneousGesture", "highPriorityGesture", "gesture"])
        #expect(g.map(\.precedence) == [.low, .low, .low, .simultaneous, .high, .low])
        #expect(g[0].count == 1 && g[3].count == 3)
        #expect(g[1].value.minimumDuration == 0.5 && g[1].value.maximumDistance == 10)
        #expect(g[4].value.minimumDuration == 1 && g[4].value.maximumDistance == 30)
        #expect(g[2].value.minimumDistance == 10 && g[5].value.minimumDistance == 0)
    }

    /// onTapGesture and onLongPressGesture make a TapGesture and a LongPressGesture with their callbacks.
    @Test func theConvenienceModifiersMakeGestures() throws {
        let g = try gestures("""
        Text("x")
            .onTapGesture(count: 2) { print("two") }
            .onLongPressGesture(minimumDuration: 2, maximumDistance: 5, perform: { print("long") }, onPressingChanged: { p in print(p) })
        """)
        #expect(g[0].value.kind == .tap && g[0].count == 2 && g[0].value.onEnded != nil)
        #expect(g[1].value.kind == .longPress && g[1].value.minimumDuration == 2 && g[1].value.maximumDistance == 5)
        #expect(g[1].value.onEnded != nil && g[1].value.onPressingChanged != nil)
    }

    /// Callbacks, masks and compositions are kept: the composition's parts in the order written.
    @Test func callbacksMasksAndCompositionsAreKept() throws {
        let g = try gestures("""
        @GestureState var offset = CGSize.zero
        VStack { Text("in").onTapGesture { } }
            .gesture(DragGesture().onChanged { v in print(v.translation) }.onEnded { v in }.updating($offset) { value, state, transaction in state = value.translation }, including: .gesture)
            .gesture(LongPressGesture().sequenced(before: DragGesture()))
            .gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
            .gesture(MagnifyGesture().simultaneously(with: RotateGesture()))
        """)
        #expect(g[0].mask == .gesture)
        #expect(g[0].value.onChanged != nil && g[0].value.onEnded != nil && g[0].value.updating?.state == "offset")
        #expect(g[1].value.kind == .sequenced && g[1].value.parts.map(\.kind) == [.longPress, .drag])
        #expect(g[2].value.kind == .exclusively && g[2].value.parts.map(\.count) == [2, 1])
        #expect(g[3].value.kind == .simultaneously && g[3].value.parts.map(\.kind) == [.magnify, .rotate])
        #expect(g[2].value.description == "TapGesture(count: 2).exclusively(before: TapGesture())")
    }

    /// A gesture on nothing: EmptyView has no content, so its gesture could never begin.
    @Test func aGestureOnNothingIsRefused() {
        let error = refusal("EmptyView().onTapGesture { print(1) }")
        #expect(error.contains("attaches a gesture to nothing"))
        #expect(error.contains("line 1"))
        #expect(refusal("Text(\"x\").gesture(3)").contains("gesture attaches a gesture, and its argument is Int"))
    }

    /// `updating` writes a @GestureState only; a binding to a @State is refused where it is written.
    @Test func updatingABindingToAStateIsRefused() {
        let error = refusal("""
        @State var offset = CGSize.zero
        Text("x").gesture(DragGesture().updating($offset) { value, state, transaction in state = value.translation })
        """)
        #expect(error.contains("updating($offset) needs a @GestureState variable, and offset is @State"))
        #expect(error.contains("line 2"))
    }

    /// A mask on a view without gestures inside has nothing to mask.
    @Test func aMaskOnAViewWithoutGesturesIsRefused() {
        let error = refusal("Text(\"x\").gesture(TapGesture(), including: .gesture)")
        #expect(error.contains("including: .gesture masks the gestures of the views inside, and this Text has none"))
        #expect(refusal("Text(\"x\").gesture(TapGesture(), including: .most)").contains(".most is not a GestureMask"))
    }

    /// A tap has no onChanged (its value is Void); DragGesture's parameters are numbers.
    @Test func misusedGestureFormsAreRefused() {
        #expect(refusal("Text(\"x\").gesture(TapGesture().onChanged { v in })").contains("TapGesture has no onChanged"))
        #expect(refusal("Text(\"x\").gesture(DragGesture(minimumDistance: -1))").contains("minimumDistance is a number of 0 or more"))
        #expect(refusal("Text(\"x\").gesture(TapGesture(count: 0))").contains("count is a whole number of taps from 1"))
    }

    /// `tree` shows each gesture modifier with its gesture and mask.
    @Test func treeShowsGestures() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 0 300 300 {
            VStack { Text("in").onTapGesture { } }.highPriorityGesture(TapGesture(), including: .gesture)
        }
        """)
        #expect(s.execute("tree").output.contains("highPriorityGesture(TapGesture(), including: .gesture)"))
    }
}
