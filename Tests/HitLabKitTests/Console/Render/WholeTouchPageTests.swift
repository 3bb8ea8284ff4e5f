import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabDelivery
@testable import HitLabConsole
import HitLabKit
import HitLabTestSupport

/// `trace --html` after a touch typed in several commands: UIKit binds a touch to the view its
/// hit test found when the finger came down (UITouch.view) and keeps it to the lift, where a
/// UIControl that tracked it sends touchUpInside. The page holds every command of the touch,
/// so the hit test and the lift are both there, and the lift is titled with its view.
@Suite struct WholeTouchPageTests {
    /// A button with an action, pressed in four commands; each writes nothing yet.
    func pressedInFourCommands() -> Session {
        let s = Session()
        for line in ["window 320 480", "control Btn 20 20 120 44", "action Btn touchUpInside pressed",
                     "override Btn.pressed { print(\"pressed\") }", "touch down 1 50 40", "wait 0.2", "touch move 1 55 42", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        return s
    }

    /// The page `trace --html` writes, and each of its touches' data.
    func page(of s: Session) throws -> (html: String, touches: [[String: Any]]) {
        let path = TestFolder.path("whole-touch", suffix: ".html")
        let reply = s.execute("trace --html \(path) --force")
        #expect(reply.status == .ok, "\(reply.text)")
        let html = try String(contentsOfFile: path, encoding: .utf8)
        var touches: [[String: Any]] = []
        for k in 0... {
            guard let start = html.range(of: "<script type=\"application/json\" class=\"touch-data\" id=\"touch-data-\(k)\">"),
                  let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { break }
            let object = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
            touches.append(try #require(object as? [String: Any]))
        }
        return (html, touches)
    }

    /// The name of the view the page outlines as the hit view (nil: none).
    func hit(_ touch: [String: Any]) -> String? {
        guard let hit = touch["hit"] as? Int, hit >= 0, let views = touch["views"] as? [[String: Any]] else { return nil }
        return views[hit]["name"] as? String
    }

    func strings(_ touch: [String: Any]) -> [String] { touch["strings"] as? [String] ?? [] }

    @Test func aTouchTypedInSeveralCommandsIsOnePageWithTheHitTestAndTheLift() throws {
        let (html, touches) = try page(of: pressedInFourCommands())
        // down, move and up recorded (the wait fired no timer, so it recorded nothing).
        #expect(touches.count == 3)
        let titles = touches.map { $0["title"] as? String ?? "" }
        #expect(titles == ["touch down 1 50 40: hit Btn", "touch move 1 55 42: finger 1 moved to (55, 42), bound to Btn",
                           "touch up 1: finger 1 lifted at (55, 42), bound to Btn"])
        #expect(!html.contains("no view"))
        // The hit test is in the first command's recording; the action touchUpInside sends, and
        // what it printed, in the lift's.
        #expect(strings(touches[0]).contains { $0.hasPrefix("Btn.hitTest(") })
        #expect(!strings(touches[1]).contains { $0.hasPrefix("Btn.pressed(") })
        #expect(strings(touches[2]).contains { $0.hasPrefix("Btn.pressed(") })
        #expect(touches.map { t in (t["outputText"] as? [Int] ?? []).map { strings(t)[$0] } } == [[], [], ["pressed"]])
        #expect(touches.map(hit) == ["Btn", "Btn", "Btn"])
        // It opens at the finger coming down.
        #expect(html.contains(#"<select id="touch-select" data-opening="0">"#))
    }

    @Test func aNewTouchOnAnEmptyGlassStartsAPageOfItsOwn() throws {
        let s = pressedInFourCommands()
        #expect(!s.execute("tap 60 30").isError)
        let (html, touches) = try page(of: s)
        #expect(touches.count == 1 && !html.contains(#"id="touch-select""#))
        #expect(touches[0]["title"] as? String == "A touch at (60, 30): hit Btn")
        #expect(s.state.earlierDeliveries.isEmpty)
    }

    @Test func aSceneEditStartsThePageAgain() throws {
        let s = Session()
        for line in ["window 320 480", "control Btn 20 20 120 44", "touch down 1 50 40", "view Other 200 200 10 10", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        let (_, touches) = try page(of: s)
        #expect(touches.map { $0["title"] as? String } == ["Finger 1 lifted at (50, 40), bound to Btn"])
    }

    @Test func aPageWrittenWhilePausedOpensAtThePausedCommand() throws {
        let s = Session()
        for line in ["window 320 480", "control Btn 20 20 120 44", "touch down 1 50 40", "break touchesEnded Btn", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        #expect(s.isPaused)
        let (html, touches) = try page(of: s)
        #expect(touches.count == 2)
        #expect(html.contains(#"<select id="touch-select" data-opening="1">"#))
        let start = try #require(touches[1]["start"] as? Int)
        #expect(start > 0)
    }
}
