import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `draw` fits the terminal it is drawn on: the typed command, the whole reply (frame, legend,
/// scale line) and the prompt after it within the height the session knows, every line
/// within its width.
@Suite struct DrawFitTests {
    func draw(columns: Int, rows: Int?, colour: Bool = false) -> [String] {
        let s = scriptedSession(SampleScenes.colouredViewsScript)
        s.style = OutputStyle(colour: colour, width: columns, height: rows)
        _ = s.execute("tap 180 240")
        return s.execute("draw").output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Terminal rows a line takes, colour codes taking none.
    func terminalRows(_ line: String, width: Int) -> Int {
        let plain = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return max(1, (DisplayWidth.of(plain) + width - 1) / width)
    }

    @Test(arguments: [(80, 24), (80, 40), (120, 30), (60, 18), (200, 50)])
    func theDrawingAndThePromptFitTheTerminal(columns: Int, rows: Int) {
        for colour in [false, true] {
            let lines = draw(columns: columns, rows: rows, colour: colour)
            let taken = lines.map { terminalRows($0, width: columns) }.reduce(0, +)
            // The typed command above it and the prompt below it stay on screen too.
            #expect(taken + 2 <= rows, "\(columns)×\(rows), colour \(colour): \(taken) rows\n\(lines.joined(separator: "\n"))")
            // The picture's own lines are never wider than the terminal.
            let picture = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
            #expect(picture.allSatisfy { terminalRows($0, width: columns) == 1 })
        }
    }

    @Test func aTallerTerminalGetsATallerPicture() {
        let short = draw(columns: 100, rows: 24).filter { $0.hasPrefix("│") }.count
        let tall = draw(columns: 100, rows: 50).filter { $0.hasPrefix("│") }.count
        #expect(short < tall)
        #expect(short >= 10)
    }

    /// A script or a file, whose height is unknown, gets the picture it always got: 34 rows.
    @Test func withoutAHeightThePictureKeepsItsSize() {
        #expect(draw(columns: 80, rows: nil).filter { $0.hasPrefix("│") }.count == 34)
        #expect(SceneDrawing.rowsForPicture(height: nil, legendColumns: 500, width: 80) == 34)
        #expect(SceneDrawing.rowsForPicture(height: 24, legendColumns: 0, width: 80) == 19)
        #expect(SceneDrawing.rowsForPicture(height: 24, legendColumns: 161, width: 80) == 16)
        #expect(SceneDrawing.rowsForPicture(height: 3, legendColumns: 0, width: 80) == 4)
    }
}
