import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct MethodBodyTests {
    @Test func aBodySplitsItsSourceIntoLinesOnce() throws {
        let body = try MethodBody(className: "Box", method: .pointInside, source: "let a = 1\n\nreturn a > 0")
        #expect(body.lines == ["let a = 1", "", "return a > 0"])
        // The same storage every time: the lines were split when the body was made.
        let first = body.lines.withUnsafeBufferPointer { $0.baseAddress }
        let second = body.lines.withUnsafeBufferPointer { $0.baseAddress }
        #expect(first == second)
    }
}
