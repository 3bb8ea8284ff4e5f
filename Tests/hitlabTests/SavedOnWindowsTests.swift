import Foundation
import Testing

/// A classroom's files come from every editor: Windows saves CR LF, Notepad starts UTF-8 with
/// a byte order mark, old Mac editors end lines with CR alone. The whole course saved each way
/// (every lesson, translation, exercise and transcript, and the README) still passes `hitlab
/// check`, and every exercise's solution saved each way grades as the original does.
@Suite struct SavedOnWindowsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// How an editor saves a text file.
    enum Saving: String, CaseIterable, CustomTestStringConvertible {
        case crlf, byteOrderMark, loneCR, byteOrderMarkAndCRLF

        func save(_ text: String) -> Data {
            switch self {
            case .crlf: return Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            case .byteOrderMark: return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
            case .loneCR: return Data(text.replacingOccurrences(of: "\n", with: "\r").utf8)
            case .byteOrderMarkAndCRLF: return Data([0xEF, 0xBB, 0xBF]) + Self.crlf.save(text)
            }
        }

        var testDescription: String { rawValue }
    }

    /// A copy of the repository's course (`lessons/`, `transcripts/`, `README.md`) in a new
    /// temporary folder, every file saved as `saving` saves it.
    func course(saved saving: Saving) throws -> String {
        let copy = NSTemporaryDirectory() + "hitlab-saved-\(saving.rawValue)-\(UUID().uuidString)"
        let manager = FileManager.default
        for top in ["lessons", "transcripts"] {
            for relative in try manager.subpathsOfDirectory(atPath: Self.root + "/" + top) {
                let source = Self.root + "/" + top + "/" + relative, target = copy + "/" + top + "/" + relative
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: source, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
                } else {
                    try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try saving.save(try String(contentsOfFile: source, encoding: .utf8)).write(to: URL(fileURLWithPath: target))
                }
            }
        }
        try saving.save(try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)).write(to: URL(fileURLWithPath: copy + "/README.md"))
        return copy
    }

    /// The `## Solution` section of an exercise file.
    static func solution(of exercise: String) -> String {
        let after = exercise.components(separatedBy: "\n## Solution\n")[1]
        return after.components(separatedBy: "\n## ")[0]
    }

    @Test(arguments: [Saving.crlf, .byteOrderMark, .loneCR])
    func theCourseSavedByAnyEditorPassesCheck(_ saving: Saving) throws {
        let copy = try course(saved: saving)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let check = try BinaryRunner.run(["check"], directory: copy)
        #expect(check.status == 0, "\(check.stdout)\n\(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        // Every lesson, translation and transcript is checked and ok, none "checks nothing".
        let files = (try FileManager.default.subpathsOfDirectory(atPath: copy)).filter {
            ($0.hasSuffix(".md") && !$0.hasSuffix("README.md") && !$0.hasSuffix("GLOSSARY.md") && !$0.hasSuffix("AUTHORING.md") && !$0.contains("exercises/"))
                || $0.hasSuffix(".t")
        }
        #expect(files.count > 20)
        for file in files + ["README.md"] {
            #expect(lines.contains("\(copy)/\(file): ok"), "\(file): \(lines.filter { $0.contains(file) })")
        }
        let exercises = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/lessons/exercises").filter { $0.hasSuffix(".exercise") }
        #expect(lines.contains("\(copy)/lessons/exercises: \(exercises.count) exercises ok"))
        #expect(lines.filter { $0.hasSuffix("translated, each matching the English") }.count == 2)
    }

    /// Each exercise, read from a course saved with a byte order mark and CR LF, grades its
    /// solution as written and as every editor saves it alike: all pass, with every probe.
    @Test func everySolutionSavedByAnyEditorGradesAsTheOriginal() throws {
        let copy = try course(saved: .byteOrderMarkAndCRLF)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let exercises = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/lessons/exercises").filter { $0.hasSuffix(".exercise") }.sorted()
        #expect(exercises.count > 20)
        for file in exercises {
            let name = String(file.dropLast(".exercise".count))
            // A submission starts with the learner's comment, the line CR LF once lost it all behind.
            let solution = "# my answer\n" + Self.solution(of: try String(contentsOfFile: Self.root + "/lessons/exercises/" + file, encoding: .utf8))
            let original = copy + "/\(name).hitlab"
            try solution.write(toFile: original, atomically: true, encoding: .utf8)
            var paths = [original]
            for saving in Saving.allCases {
                paths.append(copy + "/\(name)-\(saving.rawValue).hitlab")
                try saving.save(solution).write(to: URL(fileURLWithPath: paths.last!))
            }
            let grade = try BinaryRunner.run(["grade", "--json", name] + paths, directory: copy)
            #expect(grade.status == 0, "\(name): \(grade.stdout) \(grade.stderr)")
            let document = try JSONSerialization.jsonObject(with: Data(grade.stdout.utf8)) as? [String: Any]
            let submissions = document?["submissions"] as? [[String: Any]] ?? []
            #expect(submissions.map { $0["status"] as? String } == Array(repeating: "passed", count: paths.count), "\(name)")
            #expect(Set(submissions.map { $0["probesPassed"] as? Int }).count == 1, "\(name)")
        }
    }

    /// A script saved on Windows runs the same from a file and from standard input.
    @Test func aScriptSavedOnWindowsRunsFromAFileAndFromStandardInput() throws {
        let script = "// built on Windows\nwindow 375 667\nview Card 10 10 100 100\noverride Card.pointInside {\n    return false\n}\nhittest 50 50\n"
        for saving in Saving.allCases {
            let path = NSTemporaryDirectory() + "hitlab-\(UUID().uuidString).hitlab"
            try saving.save(script).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = try BinaryRunner.run(["run", path])
            #expect(run.status == 0, "\(saving): \(run.stderr)")
            #expect(run.stdout.hasSuffix("hit: UIWindow\n"), "\(saving): \(run.stdout)")
            let piped = try BinaryRunner.run([], input: String(decoding: saving.save(script), as: UTF8.self))
            #expect(piped.status == 0, "\(saving): \(piped.stderr)")
            #expect(piped.stdout == run.stdout, "\(saving)")
        }
    }
}
