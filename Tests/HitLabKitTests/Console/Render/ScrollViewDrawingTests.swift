import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A scroll view clips its content in the picture only (reference §2.5, §11.7): clipsToBounds
/// is on by default for scroll views, so `draw`, its SVG and the trace page's pictures leave
/// out what lies outside the scroll view's bounds, while hit-testing never reads clipsToBounds.
@Suite struct ScrollViewDrawingTests {
    /// S is at window y 100…400 with content 1000 high. Low lies at content y 350…394, window
    /// y 450…494 unscrolled: wholly below S. Mid lies at content y 280…324, window 380…424:
    /// its top 20 points inside S.
    static let scene = """
    window 375 667
    scroll S 0 100 375 300 contentSize=375,1000
    button Low 20 350 100 44 in S
    button Mid 150 280 100 44 in S
    """

    /// The picture's rows, without the frame.
    func rows(_ s: Session) -> [String] {
        s.execute("draw").output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("│") }
            .map { String($0.dropFirst().dropLast()) }
    }

    /// The first and last rows (0 at the top) where a letter shows.
    func span(_ picture: [String], _ letter: Character) -> ClosedRange<Int>? {
        guard let first = picture.firstIndex(where: { $0.contains(letter) }),
              let last = picture.lastIndex(where: { $0.contains(letter) }) else { return nil }
        return first...last
    }

    /// A view wholly outside the bounds is not drawn nor listed, and the legend says it is
    /// clipped; the one partly inside is drawn only down to S's bottom edge. Both are hit
    /// wherever S's bounds show them, clipped or not.
    @Test func contentOutsideTheBoundsIsClippedInThePicture() {
        let s = scriptedSession(Self.scene)
        s.style = OutputStyle(colour: false, width: 80, height: nil)
        let out = s.execute("draw").output
        let picture = rows(s)
        let rowHeight = 667.0 / Double(picture.count)
        // S's bottom edge (window y 400) is at this row.
        let bottom = Int((400 / rowHeight).rounded())
        #expect(!out.contains("Low"))
        #expect(out.contains("(1 view outside S's bounds is clipped: not drawn)"))
        let mid = span(picture, "M")
        #expect(mid != nil && mid!.upperBound < bottom)
        // With clips=no the overhang is drawn, below S's edge.
        _ = s.execute("set S clips=no")
        let unclipped = rows(s)
        #expect(span(unclipped, "L") != nil && span(unclipped, "L")!.lowerBound >= bottom)
        #expect(span(unclipped, "M")!.upperBound >= bottom)
        #expect(!s.execute("draw").output.contains("clipped: not drawn"))
    }

    /// Clipping plays no part in hit-testing (§2.5): what lies outside S's bounds is never hit,
    /// clips=yes or no, and once scrolled into the bounds it is hit and drawn.
    @Test func clippingChangesNothingThatIsHit() {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("hittest 50 460").output == "hit: UIWindow")
        _ = s.execute("set S clips=no")
        #expect(s.execute("hittest 50 460").output == "hit: UIWindow")
        _ = s.execute("set S clips=yes contentOffset=0,100")
        // Low is at window y 100 + 350 − 100 = 350 now.
        #expect(s.execute("hittest 50 360").output == "hit: Low")
        #expect(s.execute("draw").output.contains("Low"))
    }

    /// The SVG clips S's subviews to S's rectangle, leaves out what is wholly outside it (with
    /// a comment saying so), and the last hit view's outline is clipped as the view is.
    @Test func theSVGClipsToTheScrollViewsRectangle() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("tap 200 390")
        let scene = s.state.scene
        let svg = SceneDrawing(scene: scene, touch: nil, hit: try? scene.viewID(named: "Mid")).svg()
        #expect(svg.contains("<clipPath id=\"clip1\"><rect x=\"0\" y=\"100\" width=\"375\" height=\"300\"/></clipPath>"))
        #expect(svg.contains("<title>Mid</title>"))
        #expect(!svg.contains("<title>Low</title>"))
        #expect(svg.contains("<!-- 1 view outside S's bounds is clipped: not drawn -->"))
        // Mid covers window y 380…424; S shows it down to 400.
        #expect(svg.contains("<rect x=\"150\" y=\"380\" width=\"100\" height=\"20\" fill=\"none\" stroke=\"black\" stroke-width=\"3\">"))
    }

    /// A table's rows below the visible part are clipped: a table of 1,000 rows 44 high in a
    /// frame 300 high shows rows 0 to 6 (row 6 covers 264…308), and the legend stays one line.
    @Test func aTablesRowsOutOfSightAreLeftOut() {
        let s = scriptedSession("window 375 667\ntable T 0 100 375 300 rows=1000")
        s.style = OutputStyle(colour: false, width: 80, height: 24)
        let out = s.execute("draw").output
        #expect(out.contains("T_cell6_content") && !out.contains("T_cell7"))
        #expect(out.contains("(1986 views outside T's bounds are clipped: not drawn)"))
        let svg = SceneDrawing(scene: s.state.scene, touch: nil, hit: nil).svg()
        #expect(svg.contains("<title>T_cell6</title>") && !svg.contains("<title>T_cell7</title>"))
    }

    /// The trace page's picture is the same SVG, clipped to S's rectangle; Low, outside S's
    /// bounds as the touch found it, is drawn inside the clip group all the same, because the
    /// page's player moves it into sight as the drag scrolls S (its geometry is in the page).
    @Test func theTracePagePictureClipsWhatItMayScrollIntoSight() throws {
        let s = scriptedSession(Self.scene)
        _ = s.execute("drag 300 350 300 250 4")
        let delivery = try #require(s.state.lastDelivery)
        let low = Int(try s.state.scene.viewID(named: "Low").index)
        let html = TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "drag", startRecord: nil)
        let picture = try #require(html.components(separatedBy: "<div class=\"picture\"").dropFirst().first)
        let clipped = try #require(picture.components(separatedBy: "clip-path=\"url(#clip1)\"").dropFirst().first)
        #expect(clipped.contains("data-id=\"\(low)\"") && clipped.contains("<title>Low</title>"))
        #expect(!picture.contains("clipped: not drawn"))
    }
}
