import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit
import HitLabTestSupport

/// The real dumps in Tests/Fixtures/hierarchy-dumps, by file name.
func fixtureDump(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Tests/Fixtures/hierarchy-dumps/" + name).path
}

/// A session whose scene is `text` imported from a file in a fresh folder; the folder is the
/// session's, so relative names in later commands start there.
func importedSession(_ text: String, file: String = "dump.txt") throws -> (session: Session, reply: Reply) {
    let folder = try temporaryFolder()
    try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    let s = Session()
    s.directory = folder
    return (s, s.execute("import \(file)"))
}

/// A new empty folder under the system's temporary folder.
func temporaryFolder() throws -> String {
    let path = TestFolder.path("dump")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The hit view's name for `hittest X Y`.
func hit(_ s: Session, _ x: Double, _ y: Double) -> String {
    let output = s.execute("hittest \(formatNumber(x)) \(formatNumber(y))").output
    return output.split(separator: "\n").first { $0.hasPrefix("hit: ") }.map { String($0.dropFirst(5)) } ?? output
}

/// A line's flags as the tests read them: what it prints, or UIView's default.
extension HierarchyDump.View {
    var isHidden: Bool { printed("isHidden")?.bool ?? false }
    /// nil when not printed.
    var alpha: Double? { printed("alpha")?.number }
    var isUserInteractionEnabled: Bool { printed("isUserInteractionEnabled")?.bool ?? true }
    var clipsToBounds: Bool { printed("clipsToBounds")?.bool ?? false }
}
