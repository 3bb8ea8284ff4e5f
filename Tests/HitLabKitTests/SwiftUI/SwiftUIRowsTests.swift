import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A body evaluated again after a `@State` change runs again only the `ForEach` rows whose
/// inputs changed (`SwiftUIRows`): a row that reads the changed state runs, one that does not
/// keeps its views, one that prints runs every time (its output is part of what the learner
/// sees), and what the session shows afterwards is what a fresh evaluation of the same state shows.
@Suite struct SwiftUIRowsTests {
    static func body(start: Int) -> String {
        """
        window 375 667
        swiftui Host 0 0 375 600 {
            @State var count = \(start)
            let doubled = count * 2
            VStack(spacing: 0) {
                ForEach(0..<3) { i in
                    Text("plain \\(i)")
                }
                ForEach(0..<2) { i in
                    Text("reads \\(i) \\(count)")
                }
                ForEach(0..<2) { i in
                    Text("local \\(i) \\(doubled)")
                }
                ForEach(0..<2) { i in
                    print("printing \\(i)")
                    Text("prints \\(i)")
                }
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("Tap")
                    .onTapGesture { count += 1 }
            }
        }
        """
    }

    /// How many times the last delivery's trace records the body line that contains `marker`.
    func runs(_ s: Session, _ marker: String) throws -> Int {
        let trace = try #require(s.state.lastDelivery?.trace)
        var n = 0
        for i in 0..<trace.count where trace[i].kind == .line && trace[i].call >= 0 {
            let lines = trace.calls[Int(trace[i].call)].body.lines
            let line = Int(trace[i].a) - 1
            if line >= 0, line < lines.count, lines[line].contains(marker) { n += 1 }
        }
        return n
    }

    @Test func onlyTheRowsThatReadWhatChangedRunAgain() throws {
        let s = scriptedSession(Self.body(start: 0))
        let tap = s.execute("tap 187 \(Int(try #require(s.state.presentSwiftUI?.node(named: "Tap")?.node.frame.midY)))")
        #expect(tap.error == nil, "\(tap.text)")
        #expect(try runs(s, "plain") == 0)
        #expect(try runs(s, "reads") == 2)
        #expect(try runs(s, "local") == 2)
        // A row that prints is run at every evaluation, as SwiftUI runs a body that prints.
        #expect(try runs(s, "Text(\"prints") == 2)
        #expect(tap.text.components(separatedBy: "printing 1").count == 2)
    }

    @Test func whatTheSessionShowsIsAFreshEvaluationOfTheSameState() throws {
        let s = scriptedSession(Self.body(start: 0))
        let y = Int(try #require(s.state.presentSwiftUI?.node(named: "Tap")?.node.frame.midY))
        for _ in 0..<3 { _ = s.execute("tap 187 \(y)") }
        let fresh = scriptedSession(Self.body(start: 3))
        for command in ["tree", "p Text_3.frame", "p Text_5.frame", "hittest 20 10", "draw"] {
            #expect(s.execute(command).output == fresh.execute(command).output, "\(command)")
        }
        #expect(s.execute("tree").output.contains("reads 1 3"))
        #expect(s.execute("tree").output.contains("local 0 6"))
    }

    /// Rows kept across evaluations are the rows of the last one: a row closure that reads
    /// a view of the scene by name is never kept (the scene may change under it).
    @Test func aRowThatReadsTheSceneIsNotKept() throws {
        let s = scriptedSession("""
        window 375 667
        view Side 300 600 50 50
        swiftui Host 0 0 300 600 {
            @State var count = 0
            VStack {
                ForEach(0..<2) { i in
                    Text("side \\(Side.frame.origin.x)")
                }
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("Tap").onTapGesture { count += 1 }
            }
        }
        """)
        let y = Int(try #require(s.state.presentSwiftUI?.node(named: "Tap")?.node.frame.midY))
        _ = s.execute("tap 150 \(y)")
        #expect(try runs(s, "Text(\"side") == 2)
    }

    /// Two hosts: a tap in the first adds a Text, so the second's views are numbered on from
    /// one more; a ForEach inside another's rows reads the outer row's item. `below` is what
    /// the second host's VStack holds.
    static func twoHosts(start: Int, below: String = """
                    ForEach(0..<3) { i in
                        Text("below \\(i)")
                    }
        """) -> String {
        """
        window 375 667
        swiftui Top 0 0 375 300 {
            @State var count = \(start)
            VStack {
                if count > 0 {
                    Text("shown")
                }
                ForEach(0..<2) { i in
                    HStack {
                        ForEach(0..<2) { j in
                            Text("cell \\(i) \\(j)")
                        }
                    }
                }
                Color.red.frame(width: 80, height: 40).accessibilityIdentifier("Tap").onTapGesture { count += 1 }
            }
        }
        swiftui Bottom 0 300 375 300 {
            @State var offset = CGSize.zero
            VStack {
        \(below)
            }
        }
        """
    }

    @Test func namesCountOnAcrossHostsAfterAStateChangeAddsAView() throws {
        let s = scriptedSession(Self.twoHosts(start: 0))
        let tap = try #require(s.state.presentSwiftUI?.node(named: "Tap")?.node.frame)
        _ = s.execute("tap \(Int(tap.midX)) \(Int(tap.midY))")
        let fresh = scriptedSession(Self.twoHosts(start: 1))
        for command in ["tree", "p Text_8.frame", "p Text_6.frame", "hittest 20 320", "draw"] {
            #expect(s.execute(command).output == fresh.execute(command).output, "\(command)")
        }
        #expect(s.execute("tree").output.contains("Text_8"))
        #expect(s.execute("tree").output.contains("cell 1 1"))
    }
}
