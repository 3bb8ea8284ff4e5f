import Testing
@testable import HitLabKit

/// Tab completes the bundled exercises' names where a command takes one.
@Suite struct PracticeCompletionTests {
    @Test func exerciseNamesComplete() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        let completer = Completer(session: s)
        #expect(completer.complete("exercise gr").candidates == ["grey-to-green"])
        #expect(completer.complete("exercise ").candidates.count == 13)
        #expect(completer.complete("progress reset sk").candidates == ["skip-a-level"])
        #expect(Completer(session: Session()).complete("exercise gr").candidates == [])
    }
}
