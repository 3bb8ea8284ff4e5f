import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// A problem with lesson or exercise content: a file that is missing, unreadable or
/// malformed. Each message names the file and what to fix.
public enum LessonError: Error, Sendable, Equatable, CustomStringConvertible {
    case exercise(String, String)
    /// A problem at one line of a course file: `FILE:LINE: PROBLEM`, as compilers say it.
    case at(file: String, line: Int, String)
    case manifest(String)
    case unknownExercise(String, suggestions: [String])
    /// A practice command (`check`, `hint`, `solution`) with no exercise started.
    case noExercise(command: String)

    public var description: String {
        switch self {
        case .exercise(let name, let problem): return "exercise \(name) \(problem)"
        case .at(let file, let line, let problem): return "\(file):\(line): \(problem)"
        case .manifest(let problem): return "lessons/manifest.json: \(problem)"
        case .unknownExercise(let name, let s):
            return "no exercise named '\(name)'" + NameSuggestions.hint(s) + "; `exercise` lists them (`hitlab lessons` in the shell)"
        case .noExercise(let command):
            return "\(command) needs an exercise, and one is not started: `exercise` lists them, `exercise NAME` starts one"
        }
    }
}
