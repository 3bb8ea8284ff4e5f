import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Tab completes the bundled exercises' names where a command takes one.
@Suite struct PracticeCompletionTests {
    @Test func exerciseNamesComplete() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let catalog = try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path)
        Practice.install(in: s, catalog: catalog)
        let completer = Completer(session: s)
        #expect(completer.complete("exercise gr").candidates == ["grey-to-green"])
        #expect(completer.complete("exercise ").candidates == catalog.exercises.map(\.name).sorted())
        #expect(completer.complete("progress reset sk").candidates == ["skip-a-level", "skip-two-levels"])
        #expect(completer.complete("progress reset skip-t").candidates == ["skip-two-levels"])
        #expect(Completer(session: Session()).complete("exercise gr").candidates == [])
    }
}
