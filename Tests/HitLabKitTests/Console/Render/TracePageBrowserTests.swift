import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit
import HitLabTestSupport

/// The trace page in a real browser: headless Chromium opens a page written by `trace --html`,
/// presses keys or clicks buttons (through the address's `#keys=` and `#buttons=`, which the
/// page's own handlers receive), and the DOM it ends with must show what the REPL shows after
/// the same motions: the current line, the view being asked, the printed output, the stop.
@Suite(.enabled(if: HeadlessChromium.isInstalled, "chromium is not installed: `sudo apt-get install -y chromium` (.ci/run installs it)"))
struct TracePageBrowserTests {
    /// A session stopped at the tour's breakpoint (YellowView's point(inside:)), its page
    /// written; the breakpoint is deleted, as the page has none.
    func stoppedTour() throws -> (session: Session, page: String) {
        let folder = TestFolder.path("browser")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break pointInside YellowView")
        _ = s.execute("tap 180 240")
        _ = s.execute("delete all")
        let page = folder + "/tour.html"
        #expect(s.execute("trace --html \(page)").status == .ok)
        return (s, page)
    }

    /// Runs the motions in the REPL and checks the page's DOM against where it stopped.
    func expectPage(_ dom: String, matches s: Session, after reply: Reply, _ context: String) throws {
        let debugger = try #require(s.state.debugger)
        let trace = debugger.trace
        let frames = debugger.frames()
        // The current line, in the method the REPL is in.
        let line = HeadlessChromium.capture(#"<li data-line="(\d+)" id="current-line""#, in: dom)
        #expect(line == frames.first.flatMap(debugger.line(of:)).map(String.init), "\(context)")
        if let top = frames.first {
            let method = HeadlessChromium.capture(#"<h2 id="method-name">([^<]*)</h2>"#, in: dom)
            #expect(method?.hasPrefix(trace.calls[top.call].body.frameName) == true, "\(context): \(method ?? "none")")
        }
        // The view being asked: the receiver of the innermost hit test (or point(inside:)).
        let testing = frames.first { [MethodKind.hitTest, .pointInside].contains(trace.calls[$0.call].body.method) } ?? frames.first
        let asked = testing.map { trace.scene.name(of: trace.calls[$0.call].receiver) }
        #expect(HeadlessChromium.capture(#"<rect id="asked-view" data-view="([^"]*)""#, in: dom) == asked, "\(context)")
        // The hit path: the other views whose hitTest is open, as `bt` lists them.
        let path = Set(frames.filter { trace.calls[$0.call].body.method == .hitTest }.map { trace.scene.name(of: trace.calls[$0.call].receiver) }).subtracting([asked ?? ""])
        let drawn = try NSRegularExpression(pattern: #"<rect data-view="([^"]*)"[^>]*class="path""#)
            .matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).compactMap { Range($0.range(at: 1), in: dom).map { String(dom[$0]) } }
        #expect(Set(drawn) == path && drawn.count == path.count, "\(context): \(drawn)")
        // The output printed before the cursor.
        let printed = (0..<min(debugger.cursor, trace.count)).compactMap { i -> String? in
            if case .printed(let text) = trace.event(at: i) { return text } else { return nil }
        }
        let output = HeadlessChromium.capture(#"<pre id="output">(.*?)</pre>"#, in: dom).map(HeadlessChromium.unescape)
        #expect(output == printed.joined(separator: "\n"), "\(context)")
        // The locals, as `locals` lists them in the innermost frame.
        let f = ValueFormatter(scene: trace.scene)
        let locals = frames.first.map { debugger.locals(of: $0).map { "\($0.name) = \(f.describe($0.value))" } } ?? []
        let shown = HeadlessChromium.capture(#"<ul id="locals">(.*?)</ul>"#, in: dom).map { list in
            list.components(separatedBy: "</li>").compactMap { $0.hasPrefix("<li>") ? HeadlessChromium.unescape(String($0.dropFirst(4))) : nil }
        }
        #expect(shown == locals, "\(context)")
        #expect(!locals.isEmpty || frames.isEmpty, "\(context)")
        // On the glass: the first finger as the runtime state at the cursor has it.
        let glass = HeadlessChromium.capture(#"<ul id="runtime"[^>]*><li>([^<]*)</li>"#, in: dom)
        if let touch = trace.runtime(at: min(debugger.cursor, trace.count - 1)).touches.first {
            #expect(glass?.hasPrefix("finger \(touch.finger): ") == true && glass?.contains(" · \(touch.phase.rawValue) · ") == true, "\(context): \(glass ?? "none")")
        } else {
            #expect(glass == "(no UITouch at this step; no gesture recognizer)", "\(context)")
        }
        // The stop, worded as the REPL words it.
        let description = try #require(HeadlessChromium.capture(#"<p id="step-description"[^>]*>(.*?)</p>"#, in: dom).map(HeadlessChromium.unescape))
        #expect(reply.text.contains(description), "\(context): the page says “\(description)”, the REPL “\(reply.text)”")
    }

    @Test func finishShowsThatYellowViewSaidNo() throws {
        let (s, page) = try stoppedTour()
        let dom = try HeadlessChromium.dumpDOM(page, fragment: "keys=f")
        let reply = s.execute("finish")
        try expectPage(dom, matches: s, after: reply, "f")
        #expect(HeadlessChromium.capture(#"<span class="no" id="verdict">([^<]*)</span>"#, in: dom)?.contains("point(inside:) said no") == true)
        #expect(dom.contains(#"<text x="#) && dom.contains(#"class="verdict" data-view="YellowView">✗"#))
        #expect(dom.contains(#"<rect data-view="BlackView""#) && dom.contains(#"<rect data-view="UIWindow""#))
        #expect(HeadlessChromium.capture(#"data-ready-ms="(\d+)""#, in: dom) != nil)

    }

    @Test func aViewABodyHidIsDrawnHiddenFromWhereItWasSet() throws {
        let folder = TestFolder.path("browser")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.touchesBegan { isHidden = true }")
        _ = s.execute("tap 180 240")
        #expect(s.execute("trace --html \(folder)/hid.html").status == .ok)
        let start = try HeadlessChromium.dumpDOM(folder + "/hid.html", fragment: "place=1")
        let end = try HeadlessChromium.dumpDOM(folder + "/hid.html", fragment: "place=100000")
        #expect(start.contains(#"<div class="picture" data-picture="0">"#) && start.contains(#"<div class="picture" data-picture="1" hidden="">"#))
        #expect(end.contains(#"<div class="picture" data-picture="0" hidden="">"#) && end.contains(#"<div class="picture" data-picture="1">"#))
        // The second picture draws GreenView as `draw` draws a hidden view.
        let second = try #require(end.components(separatedBy: #"data-picture="1""#).last)
        #expect(second.contains("<title>GreenView (hidden or transparent)</title>"))
        #expect(!start.components(separatedBy: #"data-picture="1""#)[0].contains("GreenView (hidden or transparent)"))
    }

    /// A drag whose pan action moves the card: the page draws the card where the REPL has it
    /// at the place shown (the start, part-way, the end), the finger where it is there, and
    /// the overlay's outline of the asked view follows the card.
    @Test func aCardABodyMovesIsDrawnWhereItWasAtTheCursor() throws {
        let folder = TestFolder.path("browser")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let s = scriptedSession("""
        window 375 667
        view Card 20 20 100 100
        set Card color=blue
        gesture Drag pan on Card action=moveCard
        override Card.moveCard {
            let t = sender.translation(in: superview)
            center = CGPoint(x: center.x + t.x, y: center.y + t.y)
            sender.setTranslation(.zero, in: superview)
        }
        """)
        _ = s.execute("drag 70 70 270 270 4")
        #expect(s.execute("trace --html \(folder)/drag.html").status == .ok)
        let delivery = try #require(s.state.lastDelivery)
        let trace = delivery.trace
        let model = TracePageBuilder(trace: trace, classes: s.state.classes, title: "drag", hit: delivery.hitView).build()
        let card = try trace.scene.viewID(named: "Card")
        var record = 0
        let records = model.places.record.map { record += $0; return record }
        /// Where the page draws Card at place n (1-based), and where the REPL has it.
        func drawn(_ place: Int) throws -> (page: String?, repl: String, finger: String?, fingerREPL: String?) {
            let dom = try HeadlessChromium.dumpDOM(folder + "/drag.html", fragment: "place=\(place)")
            let shape = HeadlessChromium.capture(#"<rect [^>]*data-id="\#(card.index)"[^>]*transform="matrix\(1 0 0 1 ([-0-9. ]+)\)""#, in: dom)
            let at = min(records[place - 1], trace.count - 1)
            let origin = trace.scene(at: at).convert(.zero, from: card, to: nil)
            let finger = HeadlessChromium.capture(#"<circle class="finger" data-finger="1" cx="([-0-9.]+" cy="[-0-9.]+)""#, in: dom)
            let touch = trace.runtime(at: at).touch(finger: 1).map { "\(formatNumber($0.location.x))\" cy=\"\(formatNumber($0.location.y))" }
            return (shape, "\(formatNumber(origin.x)) \(formatNumber(origin.y))", finger, touch)
        }
        let count = records.count
        // Part-way: the first place after the card's second move.
        let second = try #require(model.geometry.records.dropFirst(2).first)
        let middle = try #require(records.firstIndex { $0 >= second }) + 1
        for place in [1, middle, count] {
            let (page, repl, finger, fingerREPL) = try drawn(place)
            #expect(page == repl, "place \(place): the page draws Card at \(page ?? "no transform"), the REPL has it at \(repl)")
            #expect(finger == fingerREPL, "place \(place): finger \(finger ?? "none") vs \(fingerREPL ?? "none")")
        }
        #expect(try drawn(1).repl == "20 20" && drawn(count).repl != "20 20")
        // At the end the hit view's outline is drawn around the card where it now is.
        let end = try HeadlessChromium.dumpDOM(folder + "/drag.html", fragment: "place=\(count)")
        let origin = trace.scene(at: trace.count - 1).convert(.zero, from: card, to: nil)
        #expect(HeadlessChromium.capture(#"<rect id="hit-view" data-view="Card" x="([-0-9.]+" y="[-0-9.]+)""#, in: end)
                == "\(formatNumber(origin.x))\" y=\"\(formatNumber(origin.y))")
        #expect(model.sceneRecords == [-1], "moving the card makes no new picture")
        // Where the page draws it, a tap finds it.
        #expect(s.execute("hittest 250 250").output.hasPrefix("hit: Card"))
    }

    @Test func keysForwardAndBackMatchTheREPL() throws {
        let (s, page) = try stoppedTour()
        let keys = "fnnnssSNnsF"
        let dom = try HeadlessChromium.dumpDOM(page, fragment: "keys=" + keys)
        let names: [Character: String] = ["s": "step", "n": "next", "f": "finish", "S": "reverse-step", "N": "reverse-next", "F": "reverse-finish"]
        var reply = Reply()
        for key in keys { reply = s.execute(names[key]!) }
        try expectPage(dom, matches: s, after: reply, keys)
    }

    @Test func clickingTheButtonsMatchesTheREPL() throws {
        let (s, page) = try stoppedTour()
        let motions = ["next", "next", "next", "next", "step", "step", "reverse-step", "next", "next", "next", "next", "next"]
        let dom = try HeadlessChromium.dumpDOM(page, fragment: "buttons=" + motions.joined(separator: ","))
        var reply = Reply()
        for motion in motions { reply = s.execute(motion) }
        try expectPage(dom, matches: s, after: reply, motions.joined(separator: " "))
        // By now the hit test is over (the event is being sent), GreenView printed, and the finger is on GreenView.
        #expect(HeadlessChromium.capture(#"<pre id="output">(.*?)</pre>"#, in: dom)?.contains("hitTest----GreenView") == true)
        #expect(HeadlessChromium.capture(#"<ul id="runtime"[^>]*><li>([^<]*)</li>"#, in: dom) == "finger 1: GreenView · began · (180, 240) in the window")
    }

    /// A button pressed in three commands: the page opens at the finger coming down, on the
    /// button's hit test, and the menu's last entry is the lift, whose action printed.
    @Test func aTouchTypedInSeveralCommandsOpensAtItsHitTest() throws {
        let folder = TestFolder.path("browser")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let s = Session()
        for line in ["window 320 480", "control Btn 20 20 120 44", "action Btn touchUpInside pressed",
                     "override Btn.pressed { print(\"pressed\") }", "touch down 1 50 40", "touch move 1 55 42", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        #expect(s.execute("trace --html \(folder)/pressed.html").status == .ok)
        let opened = try HeadlessChromium.dumpDOM(folder + "/pressed.html", fragment: "")
        #expect(HeadlessChromium.capture(#"<p id="title">([^<]*)</p>"#, in: opened) == "touch down 1 50 40: hit Btn")
        let lift = try HeadlessChromium.dumpDOM(folder + "/pressed.html", fragment: "choose=3&keys=f")
        #expect(HeadlessChromium.capture(#"<p id="title">([^<]*)</p>"#, in: lift) == "touch up 1: finger 1 lifted at (55, 42), bound to Btn")
        let end = try HeadlessChromium.dumpDOM(folder + "/pressed.html", fragment: "touch=3&place=100000")
        #expect(HeadlessChromium.capture(#"<pre id="output">(.*?)</pre>"#, in: end) == "pressed")
    }
}
