import Foundation
import Testing

/// The layers share one Swift module, so the compiler does not keep Console from naming
/// Lessons; this test does (see ARCHITECTURE.md).
@Suite struct ArchitectureTests {
    func swiftFiles(in folder: String) -> [URL] {
        let root = repositoryRoot.appendingPathComponent("Sources/HitLabKit/" + folder)
        let all = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return all.filter { $0.pathExtension == "swift" }
    }

    /// The code of a file without its comments.
    func code(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    @Test func consoleNamesNothingFromLessons() throws {
        var lessonTypes: Set<String> = []
        for file in swiftFiles(in: "Lessons") {
            let words = try code(file).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            for (i, word) in words.enumerated() where ["struct", "class", "enum", "protocol"].contains(word) && i + 1 < words.count {
                lessonTypes.insert(String(words[i + 1]))
            }
        }
        #expect(lessonTypes.contains("Practice") && lessonTypes.contains("Catalog"))
        let consoleFiles = swiftFiles(in: "Console")
        #expect(!consoleFiles.isEmpty)
        for file in consoleFiles {
            let words = Set(try code(file).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
            let named = words.intersection(lessonTypes)
            #expect(named.isEmpty, "\(file.lastPathComponent) names \(named.sorted()) from Lessons")
        }
    }
}
