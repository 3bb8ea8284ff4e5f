import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// A misspelt key of `set`, `gesture` or `recognizer` is answered as a misspelt command, kind
/// or method is: one line naming the key, the nearest keys, and where they are listed, and
/// nothing changes.
@Suite struct SettingKeyTypoTests {
    static let scene = "window 300 300\nview Pad 0 0 300 300\ngesture Tap tap on Pad"

    @Test(arguments: [
        ("gesture T tap on Pad canceles=no", "unknown key 'canceles' for a gesture recognizer (did you mean cancels, cancelsTouchesInView?); `help gesture` lists the keys"),
        ("gesture T tap on Pad actoin=tapped", "unknown key 'actoin' for a gesture recognizer (did you mean action?); `help gesture` lists the keys"),
        ("recognizer R on Pad actoin=tapped", "unknown key 'actoin' for a gesture recognizer (did you mean action?); `help gesture` lists the keys"),
        ("recognizer R on Pad delaysbegun=yes", "unknown key 'delaysbegun' for a gesture recognizer (did you mean delaysBegan?"),
        ("set Pad hiden=yes", "unknown key 'hiden' (did you mean hidden?); `help set` lists the keys"),
        ("set Tap canceles=no", "unknown key 'canceles' (did you mean cancels, cancelsTouchesInView?); `help set` lists a view's keys and `help gesture` a recognizer's"),
        ("set Tap taps=2 canceles=no", "unknown key 'canceles' (did you mean cancels, cancelsTouchesInView?)"),
        // A key is quoted as it was typed, its case kept, though keys are read without case.
        ("set Pad isHiden=yes", "unknown key 'isHiden' (did you mean isHidden?)"),
        ("set Tap cancelsTouchesInVeiw=no", "unknown key 'cancelsTouchesInVeiw' (did you mean"),
        ("scroll S2 0 0 100 100 contentSise=100,300", "unknown key 'contentSise'; scroll takes contentSize="),
        ("tap 10 10 Tapz=2", "unknown key 'Tapz'; tap takes taps=N"),
        // A near miss of a method where a method is expected is a typo, not a class name.
        ("break hitTst", "'hitTst' is not a method HitLab knows (did you mean hitTest?)"),
        ("break touchesBegn", "'touchesBegn' is not a method HitLab knows (did you mean touchesBegan?)"),
        ("break Pad", "'Pad' names no method: write Pad.hitTest"),
        ("break hitTst Pad", "'hitTst' is not a method HitLab knows (did you mean hitTest?)"),
    ])
    func aMisspeltKeyIsNamedWithTheNearestAndWhereTheKeysAreListed(line: String, message: String) {
        let s = scriptedSession(Self.scene)
        let before = SceneScript(state: s.state).render()
        let reply = s.execute(line)
        #expect(reply.isError && (reply.error ?? "").hasPrefix(message), "\(reply.text)")
        #expect(!(reply.error ?? "").contains("\n"))
        #expect(SceneScript(state: s.state).render() == before)
    }

    /// What the hints point to lists what they say it does.
    @Test func theHelpTheyNameListsTheKeys() {
        let s = Session()
        #expect(s.execute("help set").output.contains("hidden"))
        let gesture = s.execute("help gesture").output
        #expect(gesture.contains("cancels") && gesture.contains("action=METHOD"))
    }
}
