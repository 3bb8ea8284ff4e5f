import HitLabConsole
/// The first line of an exercise's saved work: which start the work was made on, as a hash of
/// the exercise's start that is the same in every run. An exercise rewritten under its old
/// name (a new scene for the same rule) then finds the learner's old work and sets it aside,
/// instead of bringing back a scene its new task and probes do not fit.
enum WorkStamp {
    static let prefix = "# work on the start "

    /// The stamp of `start`: FNV-1a over its commands, 16 hex digits. Comments, blank lines and
    /// spacing are left out, so an author tidying a start does not set every learner's work aside.
    static func of(start: String) -> String {
        let commands = start.split(whereSeparator: \.isNewline)
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .joined(separator: "\n")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in commands.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The line saved work starts with.
    static func line(_ stamp: String) -> String { prefix + stamp }

    /// The stamp `work`'s first line carries; nil for work saved before stamps were written. A
    /// file an editor saved with a byte-order mark or Windows line endings reads the same.
    static func read(_ work: String) -> String? {
        let first = work.drop { $0 == "\u{FEFF}" }.prefix { $0 != "\n" && $0 != "\r\n" }
        guard first.hasPrefix(prefix) else { return nil }
        return String(first.dropFirst(prefix.count)).trimmingWhitespace
    }

    /// Saved `work` applied to the exercise's start; a failure when it does not build, or when
    /// it was made on an earlier start: its stamp differs, or (work saved before stamps) it
    /// lacks a view or controller the start has, which a rewritten exercise's old scene does.
    static func restoring(_ work: String, on exercise: Exercise) throws(LessonError) -> Result<SessionState, Problem> {
        let earlier = "it was made on an earlier version of this exercise"
        let stamp = WorkStamp.read(work)
        if let stamp, stamp != WorkStamp.of(start: exercise.start) { return .failure(Problem(reason: earlier, isEarlier: true)) }
        let grader = Grader(exercise: exercise)
        let saved: SessionState
        switch grader.state(applying: work) {
        case .success(let state): saved = state
        case .failure(let error): return .failure(Problem(reason: "\(error)"))
        }
        guard stamp == nil else { return .success(saved) }
        // Work saved before stamps: an exercise rewritten in place has new views, so work that
        // lacks half or more of the start's views was made on the earlier version; a learner
        // who removed a view or two keeps their work.
        // The start the grader built to apply the work to (it built, or the work would not have).
        let start = try grader.start.get().scene
        let names = Set(saved.scene.viewNames + saved.scene.controllerNames)
        let wanted = start.viewNames + start.controllerNames
        let missing = wanted.filter { !names.contains($0) }
        if let first = missing.first, missing.count * 2 >= wanted.count {
            return .failure(Problem(reason: "\(earlier): it has no \(first), which the exercise starts with", isEarlier: true))
        }
        return .success(saved)
    }

    /// Why saved work is not brought back, as the notice that sets it aside says it.
    struct Problem: Error {
        let reason: String
        /// Made on an earlier version of the exercise, rather than unusable.
        var isEarlier = false
    }
}
