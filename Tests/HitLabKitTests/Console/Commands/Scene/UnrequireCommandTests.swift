import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A requirement made the wrong way round can be taken back without starting over.
@Suite struct UnrequireCommandTests {
    @Test func aRequirementTakenBackLetsTheOtherWayBeRequired() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Photo 20 80 335 400\ngesture Select tap on Photo\ngesture Zoom tap on Photo taps=2\nrequire Zoom toFail Select")
        #expect(s.execute("require Select toFail Zoom").error
                == "Zoom already waits for Select to fail; requiring both ways would wait forever (`unrequire Zoom toFail Select` takes that back)")
        #expect(s.execute("unrequire Select toFail Zoom").error == "Select does not require Zoom to fail")
        #expect(s.execute("unrequire Zoom toFail Select").error == nil)
        #expect(s.execute("require Select toFail Zoom").error == nil)
        // The double tap now fires only Zoom, as the exercise wants.
        let tap = s.execute("tap 150 200 taps=2").output
        #expect(tap.contains("Zoom: ended") && !tap.contains("Select: ended"))
        #expect(s.execute("unrequire Select toFail Nobody").error?.hasPrefix("no ") == true)
    }
}
