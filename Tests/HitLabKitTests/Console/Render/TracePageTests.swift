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

/// `trace --html`: the page's data agrees with the REPL's debugger, its JSON cannot end its
/// script block, a long recording is cut with a notice, and bad paths get one-line errors.
@Suite struct TracePageTests {
    func temporaryFolder() throws -> String {
        let path = TestFolder.path("page")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The JSON block of the first touch, decoded.
    func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" class=\"touch-data\" id=\"touch-data-0\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func undelta(_ values: [Int]) -> [Int] {
        var sum = 0
        return values.map { sum += $0; return sum }
    }

    /// An endless recursion (fuzz seed 2929, input 1790) made `trace --html` walk to the
    /// failure from each of its thousands of frames, and look every frame up from the top:
    /// minutes for one page. Every place inside a call that never returned finishes at the
    /// same place after it, and the debugger's single frame agrees with its whole stack.
    @Test func anEndlessRecursionsPageFinishesEveryFrameAtOnePlace() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("option steps=20000")
        _ = s.execute("override BlackView.pointInside { return super.hitTest(point, with: event) }")
        #expect(s.execute("tap 316 79").isError)
        let delivery = try #require(s.state.lastDelivery)
        let trace = delivery.trace
        let model = try data(TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "tap", startRecord: nil))
        let places = try #require(model["places"] as? [String: [Int]])
        let records = undelta(try #require(places["record"]))
        let finish = try #require(places["finish"])
        let failure = try #require((0..<trace.count).first { trace[$0].kind == .failed })
        var targets = Set<Int>()
        for (n, record) in records.enumerated() where record < failure && trace[record].call >= 0 {
            if trace.calls[Int(trace[record].call)].exit < 0 { targets.insert(n + finish[n]) }
        }
        #expect(targets.count == 1)
        #expect(targets.first.map { $0 == records.count - 1 || trace[records[$0]].kind == .failed } == true)
        var d = Debugger(trace: trace, classes: s.state.classes)
        var none = BreakpointTable()
        for _ in 0..<400 { _ = d.step(&none) }
        let frames = d.frames()
        #expect(frames.count > 100)
        for n in [0, 1, 2, frames.count / 2, frames.count - 1, frames.count] {
            #expect(d.frame(n) == (n < frames.count ? frames[n] : nil), "frame \(n)")
        }
    }

    @Test func everyMotionGoesWhereTheREPLsMotionGoes() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break pointInside YellowView")
        _ = s.execute("tap 180 240")
        let delivery = try #require(s.state.lastDelivery)
        let html = TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "tap", startRecord: s.state.debugger?.cursor)
        let model = try data(html)
        let places = try #require(model["places"] as? [String: [Int]])
        let records = undelta(try #require(places["record"]))
        let start = try #require(model["start"] as? Int)
        #expect(records[start] == s.state.debugger?.cursor)
        // The page has no breakpoints: its motions are the REPL's without them.
        _ = s.execute("delete all")
        // From the breakpoint, each REPL motion lands on the record the page's motion names.
        var here = start
        for (command, column) in [("finish", "finish"), ("next", "next"), ("step", "step"), ("step", "step"), ("reverse-step", "reverseStep"),
                                  ("reverse-next", "reverseNext"), ("reverse-finish", "reverseFinish"), ("next", "next")] {
            #expect(s.execute(command).status == .ok)
            here += try #require(places[column])[here]
            #expect(records[here] == s.state.debugger?.cursor, "\(command)")
        }
        // The frames the page shows there are `bt`'s.
        let calls = try #require(model["calls"] as? [String: [Int]])
        let strings = try #require(model["strings"] as? [String])
        var call = try #require(places["call"])[here]
        var headers: [String] = []
        while call >= 0 { headers.append(strings[calls["header"]![call]]); call = calls["parent"]![call] }
        // Below the stepped frames `bt` names the system's functions, which the page does not show.
        let bt = s.execute("bt").text.split(separator: "\n").dropFirst().map(String.init).filter { $0.hasPrefix("* #") || $0.hasPrefix("  #") }
        #expect(headers.count == bt.count)
        for (header, line) in zip(headers, bt) { #expect(line.contains(header), "\(line)") }
    }

    @Test func theDataCannotCloseItsScriptBlock() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute(#"override GreenView.touchesBegan { print("</script><!-- <b>") }"#)
        _ = s.execute("tap 180 240")
        let delivery = try #require(s.state.lastDelivery)
        let html = TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "</script>")
        #expect(!html.contains("</script><!--"))
        #expect(html.components(separatedBy: "</script>").count == 3)   // the data block and the player
        let strings = try #require(try data(html)["strings"] as? [String])
        #expect(strings.contains("</script><!-- <b>"))
    }

    @Test func aLongRecordingIsCutWithANotice() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        let delivery = try #require(s.state.lastDelivery)
        var builder = TracePageBuilder(trace: delivery.trace, classes: s.state.classes, title: "tap", hit: delivery.hitView)
        builder.recordCap = 40
        let model = builder.build()
        #expect(model.notice?.contains("the page holds the first 40") == true)
        let records = undelta(model.places.record)
        #expect(records.last == 40)
        #expect(records.dropLast().allSatisfy { $0 < 40 })
        #expect(model.places.text.last.map { model.strings[$0] } == model.notice)
        // Every motion stays inside the page.
        for (n, offset) in model.places.step.enumerated() { #expect((0..<records.count).contains(n + offset)) }
    }

    @Test func tenThousandRecordsMakeAPageUnderTwoMegabytes() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.touchesBegan {\n    var i = 0\n    var total = 0\n    while i < 3400 {\n        i += 1\n        total += i\n    }\n}")
        _ = s.execute("tap 180 240")
        let delivery = try #require(s.state.lastDelivery)
        #expect(delivery.trace.count > 10_000)
        let html = TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "tap")
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        // Each method's source is stored once, not once per record.
        #expect(html.components(separatedBy: "total += i").count == 2)
    }

    @Test func badPathsGetOneLineErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("trace --html \(folder)/a.html").failure == .noTouchYet)
        _ = s.execute("tap 180 240")
        #expect(s.execute("trace --html \(folder)").error == "cannot write \(folder): it is a folder; name a file in it, such as \(folder)/touch.html")
        #expect(s.execute("trace --html \(folder)/missing/a.html").error
                == "cannot write \(folder)/missing/a.html: the folder \(folder)/missing does not exist; make it first, or name a file in a folder that exists")
        let reply = s.execute("trace --html \(folder)/a.html")
        #expect(reply.text.hasPrefix("wrote the touch to \(folder)/a.html ("), "\(reply.text)")
        let page = try String(contentsOfFile: folder + "/a.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: nothing is fetched from anywhere.
        #expect(!page.contains("src=") && !page.contains("href=") && !page.contains("@import"))
        #expect(s.execute("trace --html").error?.hasPrefix("missing FILE; usage: trace [lines] [hittest | touches | NAME] | trace --html FILE") == true)
    }

    @Test func aTouchThatStoppedWithAnErrorEndsAtTheError() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.touchesBegan {\n    var n = 0\n    while true { n += 1 }\n}")
        _ = s.execute("option steps=2000")
        #expect(s.execute("tap 180 240").isError)
        let delivery = try #require(s.state.lastDelivery)
        var builder = TracePageBuilder(trace: delivery.trace, classes: s.state.classes, title: "tap", hit: delivery.hitView)
        let model = builder.build()
        #expect(model.notice == nil)
        // The last stop before the end is the error, worded as the REPL words it.
        let texts = model.places.text.map { $0 >= 0 ? model.strings[$0] : "" }
        let error = try #require(texts.firstIndex { $0.hasPrefix("error: ") })
        #expect(texts[error].contains("GreenView.touchesBegan"), "\(texts[error])")
        #expect(model.places.step[error] + error == texts.count - 1)
        // A page cut before the error still ends at its notice.
        builder.recordCap = 200
        #expect(builder.build().notice != nil)
    }

    @Test func anEventWithNoTouchMakesAPageToo() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("shake")
        let delivery = try #require(s.state.lastDelivery)
        #expect(TracePageFile.title(of: delivery) == "The last event")
        let html = TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "shake")
        #expect(html.contains("UIApplication.sendEvent"))
    }

    @Test func aPropertyABodySetGetsItsOwnPictureFromItsRecord() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.touchesBegan { isHidden = true }")
        _ = s.execute("tap 180 240")
        let delivery = try #require(s.state.lastDelivery)
        let model = TracePageBuilder(trace: delivery.trace, classes: s.state.classes, title: "tap", hit: delivery.hitView).build()
        let set = try #require(delivery.trace.firstViewChange)
        #expect(model.sceneRecords == [-1, set])
        for (record, picture) in zip(undelta(model.places.record), model.places.scene) { #expect(picture == (record >= set ? 1 : 0)) }
    }

    @Test func helpAndCompletionKnowTheForm() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(Completer(session: s).complete("trace ").candidates == ["--html", "hittest", "lines", "touches"])
        #expect(Completer(session: s).complete("trace --h").candidates == ["--html"])
        let help = s.execute("help trace").text
        #expect(help.contains("trace [lines] [hittest | touches | NAME] | trace --html FILE"), "\(help)")
        #expect(help.contains("`trace --html FILE` writes the touch as one web page"), "\(help)")
    }

    @Test func aGradedSubmissionMayNotWriteAPage() throws {
        let s = Session(start: nil, style: .plain, commands: .standard, files: .sceneOnly)
        _ = s.execute("window 375 667")
        _ = s.execute("tap 10 10")
        #expect(s.execute("trace --html x.html").error?.hasPrefix("trace --html is not allowed here") == true)
    }
}
