import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// What a session shows after a `@State` change that keeps `ForEach` rows, layouts and names
/// is what a fresh session whose `@State` starts at the same values shows: rows whose count
/// follows the state, rows inside rows, a gesture in a kept row, and a second host whose
/// views are named on from one more while it draws backgrounds and overlays.
@Suite struct SwiftUIKeptRowsTests {
    /// Taps the view called `name` in `s`.
    func tap(_ s: Session, _ name: String) throws -> Reply {
        let frame = try #require(s.state.presentSwiftUI?.node(named: name)?.node.frame)
        return s.execute("tap \(Int(frame.midX)) \(Int(frame.midY))")
    }

    /// Expects each command to answer in `s` as in `fresh`.
    func expectSame(_ s: Session, _ fresh: Session, _ commands: [String]) {
        for command in commands {
            #expect(s.execute(command).output == fresh.execute(command).output, "\(command)")
        }
    }

    static func counted(start: Int) -> String {
        """
        window 375 667
        swiftui Host 0 0 375 600 {
            @State var count = \(start)
            VStack(spacing: 0) {
                ForEach(0..<count + 1) { i in
                    HStack {
                        ForEach(0..<i + 1) { j in
                            Text("cell \\(i) \\(j)")
                        }
                    }
                }
                Color.red.frame(width: 80, height: 40).accessibilityIdentifier("Tap").onTapGesture { count += 1 }
            }
        }
        """
    }

    @Test func rowsWhoseCountFollowsTheStateAndRowsInsideThem() throws {
        let s = scriptedSession(Self.counted(start: 0))
        for _ in 0..<2 { #expect(try tap(s, "Tap").error == nil) }
        let fresh = scriptedSession(Self.counted(start: 2))
        expectSame(s, fresh, ["tree", "p Text_6.frame", "p HStack_3.frame", "hittest 20 10", "draw"])
        #expect(s.execute("tree").output.contains("cell 2 2"))
    }

    static func gestureInARow(start: Int, got: Int) -> String {
        """
        window 375 667
        swiftui Host 0 0 375 600 {
            @State var count = \(start)
            @State var got = \(got)
            let base = 10
            VStack(spacing: 0) {
                Text("got \\(got) count \\(count)")
                ForEach(0..<2) { i in
                    Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("Row\\(i)")
                        .onTapGesture { got = base + i }
                }
                Color.red.frame(width: 80, height: 40).accessibilityIdentifier("Tap").onTapGesture { count += 1 }
            }
        }
        """
    }

    /// A row kept across a change of state it does not read still runs its gesture with the
    /// values it captured, and the view it changes shows them.
    @Test func aGestureInAKeptRowSeesWhatItCaptured() throws {
        let s = scriptedSession(Self.gestureInARow(start: 0, got: 0))
        #expect(try tap(s, "Tap").error == nil)
        #expect(try tap(s, "Row1").error == nil)
        #expect(try tap(s, "Tap").error == nil)
        let fresh = scriptedSession(Self.gestureInARow(start: 2, got: 11))
        expectSame(s, fresh, ["tree", "p Row1.frame", "hittest 20 70", "draw"])
        #expect(s.execute("tree").output.contains("got 11 count 2"))
    }

    /// `SwiftUIRowsTests.twoHosts` whose second host draws backgrounds and overlays.
    static func secondaries(start: Int) -> String {
        SwiftUIRowsTests.twoHosts(start: start, below: """
                    Text("under").background(Color.blue).overlay(Text("over"))
                    ForEach(0..<2) { i in
                        Text("row \\(i)").background(Text("behind \\(i)"))
                    }
                    Text("last")
        """)
    }

    /// The second host's views are named on from one more after the first adds a Text: its
    /// backgrounds and overlays are named in the order a fresh layout names them.
    @Test func namesShiftThroughBackgroundsAndOverlays() throws {
        let s = scriptedSession(Self.secondaries(start: 0))
        #expect(try tap(s, "Tap").error == nil)
        let fresh = scriptedSession(Self.secondaries(start: 1))
        expectSame(s, fresh, ["tree", "p Text_8.frame", "p Text_9.frame", "p Text_10.frame", "p Text_12.frame", "p Text_11.frame", "p Text_7.frame", "hittest 20 320", "draw"])
    }

    static func failing(start: Int) -> String {
        """
        window 375 667
        swiftui Host 0 0 375 600 {
            @State var count = \(start)
            let parity = count % 2
            VStack(spacing: 0) {
                Text("count \\(count)")
                ForEach(0..<3) { i in
                    if i == parity {
                        Text("picked \\(i) \\(10 / (1 - i * count))")
                    } else {
                        Text("row \\(i)")
                    }
                }
                ForEach(0..<2) { i in
                    Text("still \\(i)")
                }
                Color.red.frame(width: 100, height: 60).accessibilityIdentifier("Tap").onTapGesture { count += 1 }
            }
        }
        """
    }

    /// A row that throws for one state (10 / 0 at count 1) stops that evaluation and the tap
    /// that set it: the session shows what a fresh session of the state before shows, the
    /// kept rows of the evaluation that stopped taking no part.
    @Test func aRowThatThrowsForOneStateLeavesNoStaleRows() throws {
        let s = scriptedSession(Self.failing(start: 0))
        let frame = try #require(s.state.presentSwiftUI?.node(named: "Tap")?.node.frame)
        for _ in 0..<2 {
            let failed = s.execute("tap \(Int(frame.midX)) \(Int(frame.midY))")
            #expect(failed.text.contains("division by zero"), "\(failed.text)")
        }
        let fresh = scriptedSession(Self.failing(start: 0))
        expectSame(s, fresh, ["tree", "p Text_2.frame", "p Text_5.frame", "hittest 187 240", "draw"])
    }
}
