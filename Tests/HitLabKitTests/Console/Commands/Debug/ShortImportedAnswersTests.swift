import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// `why` on an imported scene says each assumption once per import unless it is about a view
/// that decides the answer (the `hit: … | chain:` line breaks between names through the
/// terminal's `TokenWrapper`).
@Suite struct ShortImportedAnswersTests {
    @Test func anAssumptionIsSaidOnceUnlessItDecides() throws {
        let (s, _) = try importedSession(ImportHitTests.modernApp)
        _ = s.execute("tap 150 580")
        let windowAssumption = "assuming UIWindow's gesture recognizers do not take the touch"
        #expect(s.execute("why UIButton_1").output.contains(windowAssumption))
        // Asked again: UIWindow's recognizers decide nothing here, so they are not repeated;
        // the button is the view asked about, so its own assumption is.
        let again = s.execute("why UIButton_1").output
        #expect(!again.contains(windowAssumption), "\(again)")
        #expect(again.contains("assuming UIButton_1 is enabled"))
        // A new import starts afresh.
        _ = s.execute("import dump.txt")
        _ = s.execute("tap 150 580")
        #expect(s.execute("why UIButton_1").output.contains(windowAssumption))
    }
}
