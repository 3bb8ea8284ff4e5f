import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// `why` on an imported scene says each assumption once per import unless it is about a view
/// that decides the answer, and the `hit: … | chain:` line breaks between names at a terminal.
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

    @Test func theChainLineBreaksBetweenNames() {
        let long = "hit: ButtonWithAVeryLongName | chain: ButtonWithAVeryLongName → ContainerViewWithALongName → UIWindow → UIWindowScene → UIApplication → AppDelegate"
        let wrapped = ChainWrapper.wrap(long, width: 40)
        let rows = wrapped.split(separator: "\n").map(String.init)
        #expect(rows.count > 1)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 40 || !$0.dropFirst(2).contains(" ") }, "\(rows)")
        // Every name is whole on one row, and the rows read back as the line.
        for name in ["ButtonWithAVeryLongName", "ContainerViewWithALongName", "UIWindowScene", "AppDelegate"] {
            #expect(rows.contains { $0.contains(name) })
        }
        #expect(rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == long)
        #expect(ChainWrapper.wrap("hit: A | chain: A → UIWindow", width: 40) == "hit: A | chain: A → UIWindow")
    }
}
