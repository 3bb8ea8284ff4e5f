import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabConsole

/// State that redraws (DESIGN, swiftui-semantics.md §3.2): a `@State` a closure assigns lives
/// in the runtime state, through `StateChange` records, and the body is evaluated and laid out
/// again before the next event; `@GestureState` follows `updating` and resets when its gesture
/// ends or is cancelled.
@Suite struct SwiftUIStateTests {
    func host(_ s: Session) throws -> ViewID { try s.state.scene.viewID(named: "Host") }

    /// A host's state as the runtime keeps it (what `p HOST.VAR` reads).
    func state(_ s: Session, _ name: String) throws -> Value? {
        s.state.runtime.swiftUIState(host: try host(s))[name]
    }

    /// An offset that depends on state takes effect for hit-testing at once: the square moves
    /// away after the first tap, so a second tap at the same place misses it.
    @Test func stateMovesTheViewBeforeTheNextTouch() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @State var moved = false
            Color.red.frame(width: 50, height: 50).offset(x: moved ? 100 : 0).onTapGesture { moved = true; print("hit") }
        }
        """)
        #expect(printed(s, "tap 150 250") == ["hit"])
        #expect(try state(s, "moved") == .bool(true))
        #expect(printed(s, "tap 150 250") == [])
        #expect(printed(s, "tap 250 250") == ["hit"])
    }

    /// `disabled` that depends on state switches the gesture off for the next tap.
    /// Swift writes a stored member of a `var` CGSize in place: `offset.width += …` in a drag's
    /// `onEnded` adds each drag to the last, as a device does; a member Swift only computes
    /// (`CGRect.width`) is an error that says to set the whole value.
    @Test func aMemberOfAStateSizeIsWrittenInPlace() throws {
        let s = scriptedSession("""
            window 375 667
            swiftui Board 0 100 375 400 {
                @State var offset = CGSize.zero
                Color.blue
                    .frame(width: 100, height: 100)
                    .offset(offset)
                    .gesture(DragGesture().onEnded { value in
                        offset.width += value.translation.width
                        offset.height = offset.height + value.translation.height
                    })
            }
            """)
        _ = s.execute("drag 187 300 237 330")
        #expect(s.execute("p Board.offset").text == "(50, 30)")
        _ = s.execute("drag 237 330 257 310")
        #expect(s.execute("p Board.offset").text == "(70, 10)")
        let t = scriptedSession("window 375 667\nswiftui Board 0 100 375 400 {\n    Color.blue.onTapGesture {\n        var r = CGRect.zero\n        r.width = 5\n    }\n}")
        let error = t.execute("tap 187 300").error ?? ""
        #expect(error.contains("width of a CGRect is read-only in Swift: set the whole CGRect instead"), "\(error)")
    }

    @Test func stateThatDisablesTakesEffectAtOnce() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @State var count = 0
            Text("Tap").frame(width: 100, height: 100).disabled(count >= 2).onTapGesture { count += 1; print(count) }
        }
        """)
        #expect(printed(s, "tap 150 250") == ["1"])
        #expect(printed(s, "tap 150 250") == ["2"])
        #expect(printed(s, "tap 150 250") == [])
        #expect(try state(s, "count") == .int(2))
    }

    /// §3.2's classic lesson: an offset in @GestureState springs back when the finger lifts,
    /// while one in @State written in onEnded stays.
    @Test func aGestureStateOffsetSpringsBackAndAStateOneStays() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @GestureState var dragging = CGSize.zero
            @State var kept = CGSize.zero
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture()
                    .updating($dragging) { value, state, transaction in state = value.translation }
                    .onEnded { value in kept = value.translation })
        }
        """)
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("touch move 1 150 280")
        #expect(try state(s, "dragging") == .size(Size(width: 0, height: 30)))
        #expect(try state(s, "kept") == nil)
        _ = s.execute("touch up 1")
        #expect(try state(s, "dragging") == nil)
        #expect(try swiftUIContent(s).hosts[0].state["dragging"] == Value.size(Size(width: 0, height: 0)))
        #expect(try state(s, "kept") == .size(Size(width: 0, height: 30)))
    }

    /// [DOC: A-gs] @GestureState resets when the gesture is cancelled too, and onEnded does not
    /// run then (§3.2, undocumented: HitLab's reading).
    @Test func aCancelledGestureResetsItsStateWithoutOnEnded() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @GestureState var dragging = CGSize.zero
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture().updating($dragging) { value, state, transaction in state = value.translation }.onEnded { v in print("ended") })
        }
        """)
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("touch move 1 170 250")
        #expect(try state(s, "dragging") == .size(Size(width: 20, height: 0)))
        #expect(printed(s, "touch cancel 1") == [])
        #expect(try state(s, "dragging") == nil)
    }

    /// The state is event-sourced: the trace rebuilds it as of any record, before the change and after.
    @Test func theTraceShowsStateAsOfAnyRecord() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @State var count = 0
            Text("\\(count)").frame(width: 100, height: 100).onTapGesture { count += 1 }
        }
        """)
        _ = s.execute("tap 150 250")
        let trace = try #require(s.state.lastDelivery?.trace)
        let id = try host(s)
        #expect(trace.runtime(at: 0).swiftUIState(host: id)["count"] == nil)
        #expect(trace.runtime(at: trace.records.count - 1).swiftUIState(host: id)["count"] == .int(1))
        // The evaluation after the change is a call of the body in the trace, and `tree` shows its text.
        #expect(s.execute("trace").text.contains("Host.body [SwiftUI] → Text"))
        #expect(s.execute("tree").output.contains("Text “1”"))
    }

    /// A @GestureState is read-only outside updating, as in SwiftUI.
    @Test func assigningAGestureStateInAClosureIsAnError() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @GestureState var pressed = false
            Color.red.frame(width: 100, height: 100).onTapGesture { pressed = true }
        }
        """)
        let error = s.execute("tap 150 250").error ?? ""
        #expect(error.contains("pressed is @GestureState, which only updating($pressed)"))
    }

    /// A closure that never ends stops at the step budget with an error, as an override does.
    @Test func aRunawayClosureStopsAtTheBudget() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            @State var n = 0
            Color.red.frame(width: 100, height: 100).onTapGesture { while true { n += 1 } }
        }
        """)
        let error = s.execute("tap 150 250").error ?? ""
        #expect(error.contains("budget") || error.contains("steps"))
        #expect(s.execute("tap 150 250").error != nil)
    }
}
