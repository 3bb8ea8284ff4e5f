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

/// `draw` paints what is really covered: turned and scaled views exactly, subviews clipped by a
/// view with clips=yes, every window, and the fingers on the glass.
@Suite struct SceneDrawingTests {
    /// The rows of the terminal picture, without its frame.
    func rows(_ s: Session) -> [String] {
        s.execute("draw").output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("│") }
            .map { String($0.dropFirst().dropLast()) }
    }

    @Test func aTurnedViewCoversADiagonalNotItsBoundingBox() {
        let s = scriptedSession("window 400 400\nview Bar 100 180 200 40\nset Bar transform=\"rotate(45)\"")
        let picture = rows(s)
        let letters = picture.map { $0.filter { $0 == "B" || $0 == "a" || $0 == "r" }.count }
        // The bounding box's top-right and bottom-left corners stay empty.
        let firstRow = picture.firstIndex { $0.contains("B") }!
        let lastRow = picture.lastIndex { $0.contains("B") }!
        let top = Array(picture[firstRow]), bottom = Array(picture[lastRow])
        #expect(top.lastIndex(of: "B")! < top.count / 2)
        #expect(bottom.firstIndex(of: "B")! > bottom.count / 2)
        #expect(letters.reduce(0, +) > 0)
    }

    @Test func aClippingViewClipsItsSubviewsAndOnlyInTheDrawing() {
        let s = scriptedSession("window 400 400\nview Box 0 0 200 200\nview Kid 100 100 200 200 in Box\nset Box clips=yes")
        let picture = rows(s)
        // Kid is drawn only inside Box (the left half of the picture).
        #expect(picture.allSatisfy { row in Array(row).enumerated().allSatisfy { $0.element != "K" || $0.offset < Array(row).count / 2 + 1 } })
        // Hit-testing does not clip: the overhang is still unreachable because Box's
        // point(inside:) says no, not because of clips (and clips=no changes nothing).
        #expect(s.execute("hittest 250 250").output == "hit: UIWindow")
        _ = s.execute("set Box clips=no")
        #expect(s.execute("hittest 250 250").output == "hit: UIWindow")
        #expect(rows(s).contains { row in Array(row).enumerated().contains { $0.element == "K" && $0.offset > Array(row).count / 2 + 1 } })
    }

    @Test func fingersAndWindowsAreDrawn() throws {
        let s = scriptedSession("window 400 400\nwindow Panel 0 300 400 100 level=alert\nview Strip 0 0 400 100 in Panel\nset Strip color=green")
        _ = s.execute("touch down 2 100 100 7 300 350")
        let picture = s.execute("draw").output
        #expect(picture.contains("2") && picture.contains("7"))
        #expect(picture.contains("fingers down: 2 at (100, 100), 7 at (300, 350)"))
        let strip = rows(s).filter { $0.contains("S") }
        #expect(!strip.isEmpty)
        let folder = TestFolder.path("draw")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        s.directory = folder
        _ = s.execute("set Strip transform=\"rotate(90)\"")
        #expect(s.execute("draw --svg drawing.svg").isError == false)
        let svg = try String(contentsOfFile: folder + "/drawing.svg", encoding: .utf8)
        #expect(svg.contains("transform=\"matrix(0 1 -1 0"))
        #expect(svg.contains("<title>finger 7 at (300, 350)</title>"))
    }
}

