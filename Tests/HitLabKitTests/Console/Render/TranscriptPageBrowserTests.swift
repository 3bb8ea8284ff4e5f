import Foundation
import Testing
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The transcript page as a teacher projects it, in headless Chromium: a touch chosen in the
/// menu gives the keys back to the page, so `s` steps; the address names the step; and what
/// the class typed about a touch (`why`, `p`) stands on the page with its output.
@Suite(.enabled(if: HeadlessChromium.isInstalled, "chromium is not installed: `sudo apt-get install -y chromium` (.ci/run installs it)"))
struct TranscriptPageBrowserTests {
    static let transcript = """
        A tap on RedView, and why it went there.

          (hitlab) tap 300 120
          [..]
          (hitlab) why RedView
          [..]

        Then a tap on white.

          (hitlab) tap 180 320
          [..]
          (hitlab) p WhiteView.frame
          [..]
        """

    func page() throws -> String {
        let (html, touches) = try #require(TranscriptPage.html(transcript: Self.transcript, name: "two taps"))
        #expect(touches == 2)
        let path = NSTemporaryDirectory() + "hitlab-transcript-\(UUID().uuidString).html"
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The place the page shows, from its `place N of M` line.
    static func place(_ dom: String) -> Int? {
        HeadlessChromium.capture(#"<span id="position"[^>]*>place (\d+) of"#, in: dom).flatMap { Int($0) }
    }

    @Test func aTouchChosenInTheMenuStepsWithTheKeysAndTheAddressNamesTheStep() throws {
        let path = try page()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let chosen = try HeadlessChromium.dumpDOM(path, fragment: "choose=2")
        let start = try #require(Self.place(chosen))
        #expect(chosen.contains(##"<a id="step-link" href="#touch=2&amp;place=\##(start)">"##))
        // Two steps after choosing: the keys reach the page, not the menu.
        let stepped = try HeadlessChromium.dumpDOM(path, fragment: "choose=2&keys=ss")
        let after = try #require(Self.place(stepped))
        #expect(after > start)
        #expect(stepped.contains(##"<a id="step-link" href="#touch=2&amp;place=\##(after)">"##))
        #expect(HeadlessChromium.capture(#"<p id="title">([^<]*)</p>"#, in: stepped) == "tap 180 320  (line 10): hit WhiteView")
        // The address written is one the page opens at.
        let reopened = try HeadlessChromium.dumpDOM(path, fragment: "touch=2&place=\(after)")
        #expect(Self.place(reopened) == after)
    }

    @Test func whyAndPAfterATouchStandWithItsOutput() throws {
        let path = try page()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dom = try HeadlessChromium.dumpDOM(path, fragment: "touch=1")
        let why = try #require(HeadlessChromium.capture(#"<section class="wide notes" data-touch="0"[^>]*>.*?<pre class="said">(.*?)</pre>"#, in: dom))
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 300 120")
        #expect(HeadlessChromium.unescape(why) == "(hitlab) why RedView\n" + s.execute("why RedView").text)
        #expect(dom.contains("(hitlab) p WhiteView.frame"))
        #expect(dom.contains("<p>A tap on RedView, and why it went there.</p>"))
    }
}
