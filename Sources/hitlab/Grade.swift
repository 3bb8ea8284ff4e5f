import ArgumentParser
import Foundation
import HitLabKit

/// `hitlab grade EXERCISE FILE…`: grades learners' submitted scripts for a teacher, one line
/// per file (or JSON for tools).
struct Grade: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Grade submitted scripts against an exercise, one line per file.",
        discussion: "Each FILE holds commands (overrides, settings) applied to the exercise's starting scene. Exits 1 when any file fails."
    )

    @Argument(help: "The exercise's name (see `hitlab lessons`).")
    var exercise: String

    @Argument(help: "The scripts to grade.")
    var files: [String]

    @Flag(help: "Print one JSON object per file instead of text.")
    var json = false

    struct Line: Encodable {
        let file: String
        let passed: Bool
        let probes: Int
        let failed: [String]
    }

    mutating func run() throws {
        Terminal.setUpLocale()
        let catalog = try Bundled.requireCatalog()
        let exercise: Exercise
        do { exercise = try catalog.exercise(named: self.exercise) } catch {
            Terminal.writeError("error: \(error)")
            throw ExitCode(2)
        }
        let grader = Grader(exercise: exercise)
        var anyFailed = false
        for file in files {
            var line: Line
            if let text = try? String(contentsOfFile: file, encoding: .utf8) {
                switch grader.state(applying: text) {
                case .failure(let error):
                    line = Line(file: file, passed: false, probes: exercise.probes.count, failed: ["\(error)"])
                case .success(let state):
                    let failed = grader.grade(state).filter { !$0.passed }
                    line = Line(file: file, passed: failed.isEmpty, probes: exercise.probes.count,
                                failed: failed.map { "\($0.probe.hidden ? "hidden " : "")\($0.probe.summary), but \($0.got)" })
                }
            } else {
                line = Line(file: file, passed: false, probes: exercise.probes.count, failed: ["cannot read the file"])
            }
            anyFailed = anyFailed || !line.passed
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(line), as: UTF8.self))
            } else if line.passed {
                print("\(file): passed (\(line.probes) of \(line.probes) probes)")
            } else {
                print("\(file): failed \(line.failed.count) of \(line.probes): " + line.failed.joined(separator: "; "))
            }
        }
        if anyFailed { throw ExitCode(1) }
    }
}
