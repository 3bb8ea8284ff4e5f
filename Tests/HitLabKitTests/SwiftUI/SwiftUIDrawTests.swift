import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `draw` and `draw --svg` paint the SwiftUI shapes and colours where they are laid out
/// (DESIGN: a shape fills the rectangle it is laid out in, a Circle inscribed and centred;
/// `Color.clear` and `hidden()` draw nothing; clipping changes drawing only).
@Suite struct SwiftUIDrawTests {
    static let scene = """
    window 300 200
    swiftui Host 0 0 300 200 {
        ZStack {
            Color.yellow
            Circle().fill(Color.red).frame(width: 100, height: 100)
            Rectangle().frame(width: 40, height: 40).position(x: 30, y: 30)
            Text("Hello").offset(x: 0, y: 70)
            Color.blue.frame(width: 10, height: 10).hidden()
            Color.clear
        }
    }
    """

    func svg(_ s: Session) throws -> String {
        let folder = try temporaryFolder()
        s.directory = folder
        #expect(!s.execute("draw --svg scene.svg").isError)
        return try String(contentsOfFile: folder + "/scene.svg", encoding: .utf8)
    }

    @Test func theSVGHasEachShapeAndColourWhereItIsLaidOut() throws {
        let text = try svg(scriptedSession(Self.scene))
        // A colour fills what it is offered: the whole host; yellow and red are UIKit's.
        #expect(text.contains("<rect x=\"0\" y=\"0\" width=\"300\" height=\"200\" fill=\"rgb(255,204,0)\""))
        // A 100 × 100 circle centred in the 300 × 200 host.
        #expect(text.contains("<circle cx=\"150\" cy=\"100\" r=\"50\" fill=\"rgb(255,59,48)\""))
        // position(x: 30, y: 30) puts the centre there; a shape with no fill is the primary colour.
        #expect(text.contains("<rect x=\"10\" y=\"10\" width=\"40\" height=\"40\" fill=\"rgb(0,0,0)\""))
        #expect(text.contains(">Hello</text>"))
        // Hidden and clear views draw nothing.
        #expect(!text.contains("Color_2") && !text.contains("Color_3"))
        // Back to front as the ZStack orders them: the colour before the circle.
        let yellow = try #require(text.range(of: "Color_1")), circle = try #require(text.range(of: "Circle_1"))
        #expect(yellow.lowerBound < circle.lowerBound)
    }

    /// A Text is drawn in its foreground colour: `foregroundColor` on it, or on a view around
    /// it (SwiftUI passes the foreground style down through the environment), the innermost
    /// winning; with none, the primary colour (black on a light background). Red and blue are
    /// UIKit's system colours, as a colour's fill is.
    @Test func textIsDrawnInItsForegroundColour() throws {
        let text = try svg(scriptedSession("""
        window 300 200
        swiftui Host 0 0 300 200 {
            VStack {
                Text("Plain")
                Text("Red").foregroundColor(.red)
                VStack {
                    Text("Blue")
                    Text("Inner").foregroundColor(Color.red)
                }
                .foregroundColor(.blue)
            }
        }
        """))
        func fill(_ words: String) -> String? {
            guard let end = text.range(of: ">\(words)</text>"), let start = text.range(of: "<text ", options: .backwards, range: text.startIndex..<end.lowerBound),
                  let f = text.range(of: "fill=\"", range: start.upperBound..<end.lowerBound),
                  let close = text.range(of: "\"", range: f.upperBound..<end.lowerBound) else { return nil }
            return String(text[f.upperBound..<close.lowerBound])
        }
        #expect(fill("Plain") == "rgb(0,0,0)")
        #expect(fill("Red") == "rgb(255,59,48)")
        #expect(fill("Blue") == "rgb(0,122,255)")
        #expect(fill("Inner") == "rgb(255,59,48)")
    }

    /// In the terminal, each shape fills the cells whose centre is inside its path: the
    /// circle's centre is its letter, the corner of its frame is not.
    @Test func theTerminalFillsAShapeByItsPath() throws {
        let s = scriptedSession(Self.scene)
        let drawing = s.execute("draw").output
        let legend = try #require(drawing.split(separator: "\n").dropLast().last.map(String.init))
        let circleLetter = try #require(legend.components(separatedBy: "   ").first { $0.hasSuffix(" Circle_1") }?.first)
        let rows = drawing.split(separator: "\n").dropFirst().prefix { !$0.hasPrefix("└") }.map { Array($0.dropFirst().dropLast()) }
        let scaleX = Double(rows[0].count) / 300, scaleY = Double(rows.count) / 200
        func cell(_ x: Double, _ y: Double) -> Character { rows[Int(y * scaleY)][Int(x * scaleX)] }
        #expect(cell(150, 100) == circleLetter)
        #expect(cell(103, 53) != circleLetter)
        #expect(drawing.contains("Hello"))
        #expect(!legend.contains("Color_2"))
    }

    /// A picture squeezed to a few rows (a player's screen under a question) still shows a
    /// Text thinner than a row, in the row its centre is in, and the host's name goes where the
    /// content is not.
    @Test func aTextThinnerThanARowStillShowsInASmallPicture() throws {
        let body = ["HStack {", "Text(\"Bread\")", "Spacer()", "Text(\"1\")", "}.frame(width: 300, height: 44)"]
        let s = scriptedSession("window 375 667\nswiftui Row 0 100 375 200 {\n" + body.joined(separator: "\n") + "\n}")
        s.style.height = 12
        let drawing = s.execute("draw").output
        let rows = drawing.split(separator: "\n").dropFirst().prefix { !$0.hasPrefix("└") }
        #expect(rows.count < 10)
        let row = try #require(rows.first { $0.contains("1") })
        #expect(row.contains("B"), "\(drawing)")
    }

    /// The legend is in the language the session teaches in; the picture is the same.
    @Test func theLegendIsInTheSessionsLanguage() {
        var drawings: [Language: String] = [:]
        for language in Language.allCases {
            let s = scriptedSession(Self.scene)
            s.style.language = language
            _ = s.execute("tap 150 100")
            drawings[language] = s.execute("draw").output
        }
        #expect(drawings[.english]?.contains("@ last touch (150, 100)   ┏┓ last hit view: Host") == true)
        #expect(drawings[.english]?.contains("\n1 column = ") == true && drawings[.english]?.hasSuffix(" points") == true)
        #expect(drawings[.chinese]?.contains("@ 上一次触摸 (150, 100)   ┏┓ 上一次命中的视图：Host") == true)
        #expect(drawings[.chinese]?.contains("\n1 个字符宽 = ") == true && drawings[.chinese]?.hasSuffix(" 点") == true)
        #expect(drawings[.traditionalChinese]?.contains("@ 上一次觸碰 (150, 100)   ┏┓ 上一次命中的視圖：Host") == true)
        #expect(drawings[.traditionalChinese]?.hasSuffix(" 點") == true)
        func picture(_ d: String?) -> [Substring] { (d ?? "").split(separator: "\n").prefix { !$0.hasPrefix("└") } }
        #expect(picture(drawings[.english]) == picture(drawings[.chinese]))
    }

    /// clipped() limits what is drawn to the frame (and never what is hit: SwiftUIHitTestTests).
    @Test func clippedLimitsTheDrawing() throws {
        let s = scriptedSession("""
        window 300 300
        swiftui Host 0 0 300 300 {
            Rectangle().fill(Color.green).frame(width: 200, height: 200).frame(width: 100, height: 100).clipped()
        }
        """)
        let text = try svg(s)
        #expect(text.contains("<clipPath id=\"swiftui-clip1\"><rect x=\"100\" y=\"100\" width=\"100\" height=\"100\"/></clipPath>"))
        #expect(text.contains("<rect x=\"50\" y=\"50\" width=\"200\" height=\"200\" fill=\"rgb(52,199,89)\""))
    }

    /// opacity fades a view, and the host's alpha fades all its content, multiplied.
    @Test func opacityAndTheHostsAlphaMultiply() throws {
        let s = scriptedSession("""
        window 300 300
        swiftui Host 0 0 300 300 { Circle().fill(Color.blue).opacity(0.5) }
        set Host alpha=0.5
        """)
        #expect(try svg(s).contains("<circle cx=\"150\" cy=\"150\" r=\"150\" fill=\"rgb(0,122,255)\" fill-opacity=\"0.25\""))
    }
}
