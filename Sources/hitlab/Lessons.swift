import ArgumentParser
import HitLabKit

/// `hitlab lessons`: the bundled lessons and exercises, with the learner's progress.
struct Lessons: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the lessons and exercises, with your progress.")

    mutating func run() throws {
        Terminal.setUpLocale()
        guard Bundled.catalog != nil else {
            Terminal.writeError("error: the bundled lessons were not found: run from the HitLab folder")
            throw ExitCode(2)
        }
        let session = Bundled.session(startScript: nil, style: .plain, keepsProgress: true)
        print(session.execute("exercise").output)
        print("\nRead a lesson in lessons/ (each is Markdown), or start an exercise in the REPL: `exercise NAME`.")
    }
}
