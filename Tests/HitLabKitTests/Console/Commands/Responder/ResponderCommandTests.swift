import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The first responder, events with no position, nil-targeted actions and sendEvent, through
/// `Session.execute` as a learner types them (reference §3, §7).
@Suite struct ResponderCommandTests {
    /// Root (with MainVC) ⊃ Panel ⊃ Editor.
    func session(_ more: String = "") -> Session {
        let s = Session()
        let replies = s.runScript("""
        window 375 667
        view Root 0 0 375 667
        controller MainVC view Root
        view Panel 20 20 300 300 in Root
        view Editor 10 10 100 40 in Panel
        view Other 10 100 100 40 in Panel
        """ + "\n" + more)
        if let failed = replies.first(where: \.isError) { Issue.record("set-up failed: \(failed.text)") }
        return s
    }

    @Test func becomeAndResignFollowUIKitsRulesAndRefusalsChangeNothing() {
        let s = session()
        // A plain view cannot become first responder.
        #expect(s.execute("become Editor").output == "Editor.becomeFirstResponder() returned false: the first responder is still nothing")
        _ = s.execute("override Editor.canBecomeFirstResponder { return true }")
        #expect(s.execute("become Editor").output == "Editor.becomeFirstResponder() returned true: the first responder is Editor")
        #expect(s.execute("chain Editor").output.hasPrefix("Editor (first responder) → Panel"))
        #expect(s.execute("tree").output.contains("Editor (10, 10, 100, 40) · first responder"))
        // Editor refuses to resign: Other cannot take over, and nothing changes.
        _ = s.execute("override Editor.canResignFirstResponder { return false }")
        _ = s.execute("override Other.canBecomeFirstResponder { return true }")
        #expect(s.execute("become Other").output == "Other.becomeFirstResponder() returned false: the first responder is still Editor")
        #expect(s.execute("resign Editor").output == "Editor.resignFirstResponder() returned false: the first responder is still Editor")
        _ = s.execute("unoverride Editor.canResignFirstResponder")
        #expect(s.execute("become Other").output == "Other.becomeFirstResponder() returned true: the first responder is Other")
        // A body may ask too, and a removed first responder is first responder no more.
        _ = s.execute("override Panel.touchesBegan { let ok = Editor.becomeFirstResponder()\nprint(ok, Editor.isFirstResponder) }")
        #expect(s.execute("tap 200 200").output.hasPrefix("true true"))
        _ = s.execute("remove Panel")
        #expect(s.execute("tree").output.contains("first responder") == false)
    }

    @Test func aShakeIsHandledByAControllerTwoLevelsUp() {
        let s = session("""
        override Editor.canBecomeFirstResponder { return true }
        override MainVC.motionEnded { print("MainVC: \\(motion) \\(event.type) \\(event.subtype)") }
        become Editor
        """)
        let reply = s.execute("shake")
        #expect(reply.output == "MainVC: .motionShake .motion .motionShake\nmotionBegan and motionEnded went to Editor (the first responder)")
        // Editor → Panel → Root → MainVC: MainVC is the third responder after Editor.
        let calls = (0..<s.state.lastDelivery!.trace.calls.count).map { s.state.lastDelivery!.trace.calls[$0] }
            .filter { $0.body.method == .motionEnded }.map { s.state.scene.name(of: $0.receiver) }
        #expect(calls == ["Editor", "Panel", "Root", "MainVC"])
    }

    @Test func aPressNobodyHandlesReachesTheAppDelegate() {
        let s = session()
        #expect(s.execute("press return").output == "pressesBegan and pressesEnded went to UIWindow (no first responder: the key window)")
        let trace = s.state.lastDelivery!.trace
        let receivers = (0..<trace.calls.count).map { trace.calls[$0] }.filter { $0.body.method == .pressesEnded }.map { trace.scene.name(of: $0.receiver) }
        #expect(receivers == ["UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func aNilTargetedActionIsFoundOnTheThirdResponder() {
        let s = session("""
        override Editor.canBecomeFirstResponder { return true }
        override Root.copy { print("Root copies") }
        become Editor
        """)
        #expect(s.execute("send copy").output == "Root copies\ncopy: performed by Root")
        let trace = s.state.lastDelivery!.trace
        let asked = (0..<trace.calls.count).map { trace.calls[$0] }.filter { $0.body.method == .canPerformAction }.map { trace.scene.name(of: $0.receiver) }
        #expect(asked == ["Editor", "Panel", "Root"])
        // canPerformAction may refuse; then the walk goes on and nobody performs it.
        _ = s.execute("override Root.canPerformAction { return false }")
        #expect(s.execute("send copy").output == "copy: no responder in the chain performs it (sendAction returned false)")
        #expect(s.execute("send 42").error?.hasPrefix("'42' is not an action name") == true)
    }

    @Test func anOverriddenWindowSendEventCanDropAnEvent() {
        let s = session("""
        override Editor.touchesBegan { print("Editor began") }
        override UIWindow.sendEvent {
            print("window saw \\(event.type)")
            if event.allTouches.first!.phase == .began {
                return
            }
            super.sendEvent(event)
        }
        """)
        let reply = s.execute("tap 40 40")
        // The began event is dropped: Editor never hears of it; the ended event goes through.
        #expect(reply.output.hasPrefix("window saw .touches\nwindow saw .touches\nhit: Editor"))
        #expect(!reply.output.contains("Editor began"))
        _ = s.execute("unoverride UIWindow.sendEvent")
        #expect(s.execute("tap 40 40").output.hasPrefix("Editor began\nhit: Editor"))
    }

    @Test func aTapPassesTheStagesInUIKitsOrder() {
        let s = session()
        _ = s.execute("tap 40 40")
        let trace = s.state.lastDelivery!.trace
        var stages: [String] = []
        for i in 0..<trace.count {
            switch trace.event(at: i) {
            case .phase(let p, let t): stages.append("\(p.rawValue) \(t.rawValue)")
            case .call(let c, _) where c.body.method == .sendEvent: stages.append(trace.scene.name(of: c.receiver) + ".sendEvent")
            default: break
            }
        }
        #expect(stages == ["hardware began", "routing began", "eventFetch began", "eventQueue began", "hitTest began", "sendEvent began",
                           "UIApplication.sendEvent", "UIWindow.sendEvent", "delivery began",
                           "hardware ended", "routing ended", "eventFetch ended", "eventQueue ended", "sendEvent ended",
                           "UIApplication.sendEvent", "UIWindow.sendEvent", "delivery ended"])
    }

    @Test func remoteControlCommandsCarryTheirSubtype() {
        let s = session("override AppDelegate.remoteControlReceived { print(event.subtype) }")
        #expect(s.execute("remote togglePlayPause").output.hasPrefix(".remoteControlTogglePlayPause\n"))
        #expect(s.execute("remote rewind").error?.hasPrefix("'rewind' is not a remote-control command") == true)
    }
}

/// `explain` says what UIKit's responder methods are doing, one sentence a stop.
@Suite struct ResponderExplanationTests {
    @Test func explainNarratesTheFirstResponderAndSendEvent() {
        let s = Session()
        _ = s.runScript("""
        window 375 667
        view Editor 0 0 100 100
        explain on
        break UIResponder.becomeFirstResponder:1
        """)
        let stop = s.execute("become Editor")
        #expect(stop.output.contains("» Editor asks to become first responder"), "\(stop.output)")
        _ = s.execute("kill")
        _ = s.execute("break UIWindow.sendEvent:3")
        let atWindow = s.execute("tap 10 10")
        #expect(atWindow.output.contains("» UIWindow.sendEvent(_:) sends each touch to the view it was bound to"), "\(atWindow.output)")
        _ = s.execute("kill")
        _ = s.execute("break delete all")
        _ = s.execute("break phase eventFetch")
        #expect(s.execute("shake").output.contains("Breakpoint") == false)
        #expect(s.execute("tap 10 10").output.contains("» On UIKit's event-fetch thread"))
    }
}
